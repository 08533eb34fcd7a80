import styled, { keyframes } from 'styled-components';
import { theme } from '@/styles/theme';
import { Grid } from './product-grid';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

const Card = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  overflow: hidden;
  animation: ${pulse} 1s ease-in-out infinite alternate;
`;

const Picture = styled.div`
  aspect-ratio: 1 / 1;
  background: ${theme.colors.skeleton};
`;

const Line = styled.div<{ $width: string }>`
  height: 14px;
  width: ${(props) => props.$width};
  margin: ${theme.space(3)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.skeleton};
`;

/**
 * Placeholder cards in the shape of the product grid, so nothing moves when
 * the products arrive. Read out once as the label, not card by card.
 */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <Grid role="list" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} data-testid="product-card-placeholder">
          <Card aria-hidden="true">
            <Picture />
            <Line $width="80%" />
            <Line $width="40%" />
            <Line $width="55%" />
          </Card>
        </li>
      ))}
    </Grid>
  );
}
