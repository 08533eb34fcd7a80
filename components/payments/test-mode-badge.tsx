import styled from 'styled-components';
import { getServerApi } from '@/lib/api/server';
import { theme } from '@/styles/theme';
import { TEST_MODE_BADGE_TEXT } from './payment-messages';

const Badge = styled.p`
  position: fixed;
  z-index: 900;
  left: ${theme.space(3)};
  bottom: calc(${theme.space(3)} + env(safe-area-inset-bottom, 0px));
  max-width: calc(100% - 120px);
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(3)};
  border: 1px solid #b45309;
  border-radius: ${theme.radii.round};
  background: #fef3c7;
  color: #78350f;
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 1.4;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);
  /* Information only: clicks reach whatever lies under it. */
  pointer-events: none;
`;

/**
 * A small fixed badge on every page while the stand-in payment providers are
 * in use, so nobody mistakes the sandbox for real payments. A server
 * component: the answer comes from the configuration, and pages stay static.
 */
export async function TestModeBadge() {
  let sandbox: boolean;
  try {
    sandbox = (await getServerApi().getPaymentsConfig({})).sandbox;
  } catch (error) {
    console.error('Test mode badge: the payments configuration could not be read', error);
    return null;
  }
  if (!sandbox) return null;
  return <Badge>{TEST_MODE_BADGE_TEXT}</Badge>;
}
