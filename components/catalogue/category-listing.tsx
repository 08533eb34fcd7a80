import { hasFilters, type ListingFacets, type ListingOptions } from '@/lib/catalogue-filters';
import type { CategoryWithSubcategories, ProductSummary } from '@/lib/contract';
import { CATEGORY_PAGE_SIZE, categoryPath, type Subcategory } from '@/lib/catalogue-paths';
import { ErrorMessage } from '@/components/ui/error-message';
import { AppendedProducts } from './appended-products';
import { Breadcrumbs } from './breadcrumbs';
import { NO_MATCHING_PRODUCTS_TEXT, PRODUCTS_LOAD_ERROR } from './catalogue-messages';
import { CategoryBanner } from './category-banner';
import { ExploreMore } from './explore-more';
import { listingPageAnchor } from './listing-anchors';
import { ListingControls } from './listing-controls';
import { ProductCard } from './product-card';
import { Grid } from './product-grid';
import { ProductListingProvider } from './product-listing-provider';
import { ProductsShownText } from './products-shown-text';
import { SubcategoryLinks } from './subcategory-links';
import styles from './category-listing.module.css';

/** The products a listing page shows first: pages 1..N of the category, or null when they could not be loaded. */
export interface ListingProducts {
  products: ProductSummary[];
  count: number;
  nextPage: number | null;
  /** The filter values the unfiltered listing offers; null when unknown. */
  facets?: ListingFacets | null;
  /** The sort and filters shown (none when absent). */
  options?: ListingOptions;
}

export interface CategoryListingProps {
  category: CategoryWithSubcategories;
  subcategory: Subcategory | null;
  listing: ListingProducts | null;
  siteUrl: string;
}

/** The category products page (spec section 2): banner, trail, heading, count line, grid and Explore More. */
export function CategoryListing({ category, subcategory, listing, siteUrl }: CategoryListingProps) {
  const basePath = categoryPath(category.name, subcategory?.name);
  const trail = [
    { name: 'Home', path: '/' },
    { name: category.name, path: categoryPath(category.name) },
    ...(subcategory ? [{ name: subcategory.name, path: basePath }] : []),
  ];

  return (
    <div className={styles.page}>
      <CategoryBanner categoryName={category.name} bannerImage={category.banner_image} />
      <div className={styles.content}>
        <Breadcrumbs items={trail} siteUrl={siteUrl} />
        <h1 className={styles.heading}>
          {subcategory ? (
            <>
              <span data-eyebrow>{category.name}</span>
              <span className="visually-hidden">: </span>
              {subcategory.name}
            </>
          ) : (
            category.name
          )}
        </h1>
        <SubcategoryLinks category={category} currentId={subcategory?.id} />
        <section className={styles.products} aria-label="Products">
          {listing?.facets ? (
            <ListingControls
              action={basePath}
              options={listing.options ?? {}}
              facets={listing.facets}
              clearHref={basePath}
              count={listing.count}
            />
          ) : null}
          {listing ? (
            <ProductListingProvider
              categoryPk={category.id}
              subCategoryPk={subcategory?.id}
              pageSize={CATEGORY_PAGE_SIZE}
              initialIds={listing.products.map((product) => product.id)}
              count={listing.count}
              nextPage={listing.nextPage}
              basePath={basePath}
              options={listing.options}
            >
              {listing.count === 0 && hasFilters(listing.options ?? {}) ? (
                <p role="status">{NO_MATCHING_PRODUCTS_TEXT}</p>
              ) : (
                <ProductsShownText />
              )}
              {listing.count > 0 ? (
                <Grid>
                  {listing.products.map((product, index) => (
                    <li
                      key={product.id}
                      id={
                        index > 0 && index % CATEGORY_PAGE_SIZE === 0
                          ? listingPageAnchor(index / CATEGORY_PAGE_SIZE + 1)
                          : undefined
                      }
                    >
                      <ProductCard product={product} headingLevel={2} />
                    </li>
                  ))}
                  <AppendedProducts headingLevel={2} />
                </Grid>
              ) : null}
              <ExploreMore />
            </ProductListingProvider>
          ) : (
            <ErrorMessage>{PRODUCTS_LOAD_ERROR}</ErrorMessage>
          )}
        </section>
      </div>
    </div>
  );
}
