import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Stars = styled.span`
  color: ${theme.colors.star};
  letter-spacing: 2px;
  font-size: 0.95rem;
`;

/** An integer rating out of 5 as stars, read out as words. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <Stars role="img" aria-label={`Rated ${filled} out of 5`}>
      {'★'.repeat(filled)}
      {'☆'.repeat(5 - filled)}
    </Stars>
  );
}
