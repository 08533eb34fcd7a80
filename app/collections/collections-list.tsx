import { getServerApi } from '@/lib/api/server';
import type { AllProductsResponse, CategoryWithSubcategories } from '@/lib/contract';
import { logError } from '@/lib/server/log';
import { ErrorMessage } from '@/components/ui/error-message';
import { CollectionSection } from './collection-section';

export const COLLECTIONS_LOAD_ERROR = 'Failed to load collections. Please try again later.';
/** Products shown per category: one row of the grid on a wide screen. */
const PRODUCTS_PER_CATEGORY = 4;

async function loadCategoryProducts(categoryId: number): Promise<Pick<AllProductsResponse, 'data' | 'count'>> {
  try {
    return await getServerApi().getAllProducts({ category_pk: categoryId, page_size: PRODUCTS_PER_CATEGORY });
  } catch (error) {
    logError('collection products failed to load', error, { categoryId });
    return { data: [], count: 0 };
  }
}

async function loadTileMedia(): Promise<Map<number, string>> {
  try {
    const { data } = await getServerApi().getProductCategories({});
    return new Map(data.map((tile) => [tile.id, tile.media]));
  } catch (error) {
    logError('product categories failed to load', error);
    return new Map();
  }
}

/** Every category with its tile, subcategory links and first few products. */
export async function CollectionsList() {
  const api = getServerApi();
  let categories: CategoryWithSubcategories[];
  try {
    ({ categories } = await api.getCategoryList({}));
  } catch (error) {
    logError('category list failed to load', error);
    return <ErrorMessage centered>{COLLECTIONS_LOAD_ERROR}</ErrorMessage>;
  }
  const [media, sections] = await Promise.all([
    loadTileMedia(),
    Promise.all(categories.map(async (category) => ({ category, products: await loadCategoryProducts(category.id) }))),
  ]);
  return (
    <>
      {sections.map(({ category, products }, index) => (
        <CollectionSection
          key={category.id}
          category={category}
          media={media.get(category.id)}
          products={products.data}
          count={products.count}
          priority={index === 0}
        />
      ))}
    </>
  );
}
