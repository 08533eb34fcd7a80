import Link from '@/components/ui/link';
import { BreadcrumbJsonLd } from 'next-seo';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  name: string;
  /** Root-relative path, e.g. /home%20&%20living. */
  path: string;
}

/**
 * The trail to the current page, visible and as BreadcrumbList JSON-LD
 * (absolute URLs from SITE_URL). The last item is the page itself.
 */
export function Breadcrumbs({ items, siteUrl }: { items: BreadcrumbItem[]; siteUrl: string }) {
  const base = siteUrl.replace(/\/+$/, '');
  return (
    <>
      <nav className={styles.nav} aria-label="Breadcrumb">
        <ol className={styles.list}>
          {items.map((item, index) => (
            <li className={styles.item} key={item.path}>
              {index === items.length - 1 ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <Link href={item.path}>{item.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <BreadcrumbJsonLd items={items.map((item) => ({ name: item.name, item: `${base}${item.path}` }))} />
    </>
  );
}
