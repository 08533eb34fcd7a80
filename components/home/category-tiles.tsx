import { PlainImage as Image } from '@/components/ui/plain-image';
import { getServerApi } from '@/lib/api/server';
import { isApiError, type CategoryTile } from '@/lib/contract';
import { logError } from '@/lib/server/log';
import { ErrorMessage } from '@/components/ui/error-message';
import { HomeSection } from './home-section';
import styles from './category-tiles.module.css';

export const CATEGORY_TILES_TITLE = 'Weaving Dreams into Homes & Wardrobes';
/** The message of a non-ok category answer (spec section 8). */
export const CATEGORY_FETCH_ERROR = 'Failed to fetch product categories.';
const TITLE_ID = 'category-tiles-title';
const NEW_TAB_HINT_ID = 'category-tiles-new-tab';

/** Round category tiles; each opens its category in a new tab (spec section 2). */
export function CategoryTiles({ tiles }: { tiles: readonly CategoryTile[] }) {
  return (
    <HomeSection titleId={TITLE_ID} title={CATEGORY_TILES_TITLE}>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <a
              className={styles.tileLink}
              href={tile.navigate_link}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={NEW_TAB_HINT_ID}
            >
              <span className={styles.circle}>
                <Image
                  src={tile.media}
                  alt={tile.name}
                  fill
                  sizes="(min-width: 1024px) 180px, 136px"
                  style={{ objectFit: 'cover' }}
                />
              </span>
              {/* The picture's alt text names the link; this is its visible label. */}
              <span aria-hidden="true">{tile.name}</span>
            </a>
          </li>
        ))}
      </ul>
      <span id={NEW_TAB_HINT_ID} hidden>
        Opens in a new tab
      </span>
    </HomeSection>
  );
}

export function CategoryTilesError({ message }: { message: string }) {
  return (
    <HomeSection titleId={TITLE_ID} title={CATEGORY_TILES_TITLE}>
      <ErrorMessage centered>{`Error: ${message}`}</ErrorMessage>
    </HomeSection>
  );
}

/** A failed answer from the API reads as the spec's message; anything else shows its own. */
export function categoryTilesErrorMessage(error: unknown): string {
  if (isApiError(error)) return CATEGORY_FETCH_ERROR;
  return error instanceof Error ? error.message : String(error);
}

async function loadCategoryTiles(): Promise<{ tiles: CategoryTile[] } | { error: string }> {
  try {
    const { data } = await getServerApi().getProductCategories({});
    return { tiles: data };
  } catch (error) {
    logError('product categories failed to load', error);
    return { error: categoryTilesErrorMessage(error) };
  }
}

export async function CategoryTilesSection() {
  const result = await loadCategoryTiles();
  return 'error' in result ? <CategoryTilesError message={result.error} /> : <CategoryTiles tiles={result.tiles} />;
}
