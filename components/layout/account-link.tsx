import Link from '@/components/ui/link';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { UserIcon } from './icons';

export const LOGIN_LABEL = 'Login';

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radii.md};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  /* Icon only on narrow phones; the word stays as the accessible name. */
  @media (max-width: calc(${theme.breakpoints.sm} - 1px)) {
    min-width: 44px;
    justify-content: center;
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

/**
 * The header's account control. Signed-out visitors see Login; the session
 * work replaces it with a profile menu (with Logout) when a token is stored.
 */
export function AccountLink() {
  return (
    <Anchor href="/login">
      <UserIcon size={20} />
      <span>{LOGIN_LABEL}</span>
    </Anchor>
  );
}
