/**
 * Sharing a product or blog post (issue 31, item 10; docs/decisions/046-share-links-and-shared-sources.md):
 * the UTM scheme of a shared link, the share sites' links, and the first-party cookie that carries the
 * shared source from the landing page to the order. Read by the share menu (its own chunk), the proxy,
 * the beacon's service and the orders service.
 *
 * A shared link is the page's canonical URL with
 * `utm_source=<source>&utm_medium=social&utm_campaign=<product|blog>`.
 */

/** Where a link was shared: a share site, the copied link, or the phone's own share sheet (the Web Share API). */
export const SHARE_SOURCES = ['whatsapp', 'pinterest', 'facebook', 'x', 'copy', 'native'] as const;
export type ShareSource = (typeof SHARE_SOURCES)[number];

/** The kind of page shared. */
export const SHARE_CAMPAIGNS = ['product', 'blog'] as const;
export type ShareCampaign = (typeof SHARE_CAMPAIGNS)[number];

export const SHARE_MEDIUM = 'social';

/** The cookie that remembers a visit's shared source until an order (proxy.ts sets it; create-order reads it). */
export const SHARE_COOKIE = 'jh_share';
/** A shared link's visit counts for the orders placed within 7 days of it (the last shared link wins). */
export const SHARE_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The share source a utm_source (or the cookie) names, or null for any other (a newsletter's, a typo). */
export function shareSourceOf(value: string | null | undefined): ShareSource | null {
  const text = (value ?? '').trim().toLowerCase();
  return SHARE_SOURCES.find((source) => source === text) ?? null;
}

/** The canonical URL with the UTM tags of one share (any query or fragment it had is dropped). */
export function sharedUrl(canonicalUrl: string, source: ShareSource, campaign: ShareCampaign): string {
  const url = new URL(canonicalUrl);
  url.search = '';
  url.hash = '';
  url.searchParams.set('utm_source', source);
  url.searchParams.set('utm_medium', SHARE_MEDIUM);
  url.searchParams.set('utm_campaign', campaign);
  return url.href;
}

/** What one page shares: its canonical URL, its title and (for Pinterest) its picture's absolute URL. */
export interface ShareTarget {
  url: string;
  title: string;
  campaign: ShareCampaign;
  image?: string;
}

/** The share sites the menu links to, in its order, each with the link that opens its share form. */
export const SHARE_SITES = ['whatsapp', 'pinterest', 'facebook', 'x'] as const;
export type ShareSite = (typeof SHARE_SITES)[number];

export const SHARE_SITE_NAMES: Record<ShareSite, string> = {
  whatsapp: 'WhatsApp',
  pinterest: 'Pinterest',
  facebook: 'Facebook',
  x: 'X',
};

/** The link that opens a share site's form with the page's shared URL (its own UTM tags) filled in. */
export function shareSiteLink(site: ShareSite, target: ShareTarget): string {
  const url = sharedUrl(target.url, site, target.campaign);
  const query = (values: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
    return params.toString();
  };
  switch (site) {
    case 'whatsapp':
      return `https://wa.me/?${query({ text: `${target.title} ${url}` })}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?${query({ url, media: target.image, description: target.title })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'x':
      return `https://x.com/intent/post?${query({ url, text: target.title })}`;
  }
}

/** The Set-Cookie value remembering a shared visit's source (first party, HttpOnly: only the server reads it). */
export function shareCookie(source: ShareSource, secure: boolean): string {
  return `${SHARE_COOKIE}=${source}; Path=/; Max-Age=${SHARE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** The shared source a request's Cookie header carries, or null. */
export function readShareCookie(cookies: string | null | undefined): ShareSource | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() === SHARE_COOKIE) return shareSourceOf(value);
  }
  return null;
}
