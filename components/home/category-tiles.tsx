import { PlainImage as Image } from '@/components/ui/plain-image';
import styled from 'styled-components';
import { getServerApi } from '@/lib/api/server';
import { isApiError, type CategoryTile } from '@/lib/contract';
import { logError } from '@/lib/server/log';
import { ErrorMessage } from '@/components/ui/error-message';
import { theme } from '@/styles/theme';
import { HomeSection } from './home-section';

export const CATEGORY_TILES_TITLE = 'Weaving Dreams into Homes & Wardrobes';
/** The message of a non-ok category answer (spec section 8). */
export const CATEGORY_FETCH_ERROR = 'Failed to fetch product categories.';
const TITLE_ID = 'category-tiles-title';
const NEW_TAB_HINT_ID = 'category-tiles-new-tab';

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(6)} ${theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  li {
    display: flex;
    justify-content: center;
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: repeat(auto-fit, minmax(150px, 180px));
    justify-content: center;
  }
`;

const TileLink = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  max-width: 180px;
  text-decoration: none;
  font-weight: 600;
  text-align: center;
  &:hover span:last-of-type {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  &:hover img {
    transform: scale(1.05);
  }
`;

const Circle = styled.span`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 1 / 1;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.colors.skeleton};
  border: 3px solid ${theme.colors.surface};
  box-shadow: 0 0 0 1px ${theme.colors.border};
  img {
    transition: transform 250ms ease;
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;

/** Round category tiles; each opens its category in a new tab (spec section 2). */
export function CategoryTiles({ tiles }: { tiles: readonly CategoryTile[] }) {
  return (
    <HomeSection titleId={TITLE_ID} title={CATEGORY_TILES_TITLE}>
      <Tiles>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <TileLink href={tile.navigate_link} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_TAB_HINT_ID}>
              <Circle>
                <Image src={tile.media} alt={tile.name} fill sizes="(min-width: 1024px) 180px, 136px" style={{ objectFit: 'cover' }} />
              </Circle>
              {/* The picture's alt text names the link; this is its visible label. */}
              <span aria-hidden="true">{tile.name}</span>
            </TileLink>
          </li>
        ))}
      </Tiles>
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
