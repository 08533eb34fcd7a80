'use client';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import styles from './announcement-bar.module.css';

export const ANNOUNCEMENT_TEXT = 'Free shipping on every prepaid order · Handcrafted by artisan families in Jaipur';

/** The banner section above the header, on the home page only (spec route table). */
export function AnnouncementBar() {
  const pathname = usePathname();
  if (pathname !== '/') return null;
  return (
    <aside className={styles.strip} aria-label="Announcement">
      <p>
        {ANNOUNCEMENT_TEXT}. <Link href="/collections">Shop the collections</Link>
      </p>
    </aside>
  );
}
