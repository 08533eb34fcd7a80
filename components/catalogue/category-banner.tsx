import { PlainImage as Image } from '@/components/ui/plain-image';
import styled from 'styled-components';
import { categoryBanner } from '@/lib/catalogue-paths';
import { theme } from '@/styles/theme';

const Figure = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 8 / 3;
  background: ${theme.colors.skeleton};
  overflow: hidden;
  @media (min-width: ${theme.breakpoints.md}) {
    aspect-ratio: 4 / 1;
    border-radius: ${theme.radii.lg};
  }
`;

/** The category's banner (spec section 2): its own for women, home & living and accessories, the women banner otherwise. */
export function CategoryBanner({ categoryName }: { categoryName: string }) {
  return (
    <Figure>
      <Image
        src={categoryBanner(categoryName)}
        alt={`${categoryName} collection: hand block-printed textiles from Jaipur`}
        fill
        preload
        fetchPriority="high"
        sizes="(min-width: 1280px) 1248px, 100vw"
        style={{ objectFit: 'cover' }}
      />
    </Figure>
  );
}
