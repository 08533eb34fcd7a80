import styled from 'styled-components';
import { getServerApi } from '@/lib/api/server';
import { theme } from '@/styles/theme';
import { TEST_MODE_BADGE_TEXT } from './payment-messages';

/*
 * A strip at the top of the page, in the flow: it takes its own room and never
 * lies over content (a fixed badge covered focused footer links on phones and
 * the delivery address at 200% zoom, issue 12).
 */
const Strip = styled.aside`
  padding: ${theme.space(1)} ${theme.space(4)};
  border-bottom: 1px solid #b45309;
  background: #fef3c7;
  color: #78350f;
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 1.4;
  text-align: center;
  p {
    margin: 0;
  }
`;

/**
 * A strip above the header of every page while the stand-in payment providers
 * are in use, so nobody mistakes the sandbox for real payments. A server
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
  return (
    <Strip aria-label="Test mode">
      <p>{TEST_MODE_BADGE_TEXT}</p>
    </Strip>
  );
}
