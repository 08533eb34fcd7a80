import { getServerApi } from '@/lib/api/server';
import { TEST_MODE_BADGE_TEXT } from './payment-messages';
import styles from './test-mode-badge.module.css';

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
    <aside aria-label="Test mode" className={styles.strip}>
      <p>{TEST_MODE_BADGE_TEXT}</p>
    </aside>
  );
}
