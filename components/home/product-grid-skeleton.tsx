import styled, { keyframes } from 'styled-components';
import { Grid } from '@/components/catalogue/product-grid';
import { theme } from '@/styles/theme';

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

const Card = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.surface};
  animation: ${shimmer} 1s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Picture = styled.div`
  aspect-ratio: 1 / 1;
  background: ${theme.colors.skeleton};
`;

const Lines = styled.div`
  padding: ${theme.space(3)};
  display: grid;
  gap: ${theme.space(2)};
  span {
    display: block;
    height: 14px;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.skeleton};
  }
  span:first-of-type {
    width: 85%;
  }
  span:last-of-type {
    width: 45%;
  }
`;

/** Grey stand-ins for product cards while a grid loads (same grid, same card shape, so nothing moves). */
export function ProductGridSkeleton({ count, label = 'Loading products' }: { count: number; label?: string }) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <Grid aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Card data-testid="product-card-skeleton">
              <Picture />
              <Lines>
                <span />
                <span />
                <span />
              </Lines>
            </Card>
          </li>
        ))}
      </Grid>
    </>
  );
}
