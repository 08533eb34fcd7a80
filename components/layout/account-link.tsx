import Link from '@/components/ui/link';
import { UserIcon } from './icons';
import styles from './account-link.module.css';

export const LOGIN_LABEL = 'Login';

/**
 * The header's account control. Signed-out visitors see Login; the session
 * work replaces it with a profile menu (with Logout) when a token is stored.
 */
export function AccountLink() {
  return (
    <Link className={styles.anchor} href="/login">
      <UserIcon size={20} />
      <span className="visually-hidden-on-phones">{LOGIN_LABEL}</span>
    </Link>
  );
}
