import 'server-only';
import { getConfig } from './config';

/** The public base URL, for canonical links, the sitemap and structured data. */
export function getSiteUrl(): string {
  return getConfig().SITE_URL.replace(/\/+$/, '');
}
