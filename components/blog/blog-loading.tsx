import styled, { keyframes } from 'styled-components';
import { theme } from '@/styles/theme';
import { BLOG_LOADING } from './blog-messages';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Wrapper = styled.div`
  max-width: 860px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)} 0;
`;

const Status = styled.p`
  margin: ${theme.space(6)} 0 ${theme.space(4)};
  color: ${theme.colors.inkMuted};
  font-weight: 600;
`;

const Block = styled.div<{ $height: string; $width?: string }>`
  height: ${({ $height }) => $height};
  width: ${({ $width }) => $width ?? '100%'};
  margin-bottom: ${theme.space(4)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const Picture = styled(Block)`
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radii.lg};
`;

/** Shown while a blog post loads: 'Loading...' and the shape of the article. */
export function BlogLoading() {
  return (
    <Wrapper aria-busy="true">
      <Status role="status">{BLOG_LOADING}</Status>
      <div aria-hidden="true">
        <Block $height="2.75rem" $width="80%" />
        <Block $height="1rem" $width="30%" />
        <Picture $height="auto" />
        <Block $height="1rem" />
        <Block $height="1rem" />
        <Block $height="1rem" $width="70%" />
      </div>
    </Wrapper>
  );
}
