import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

/** Links that leave the shop: the storefront's sanitiser gives them rel="noopener noreferrer". */
function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

/** An address the sanitiser keeps: http(s), mailto, or a path on the shop. */
export function isAllowedLinkHref(href: string): boolean {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('//')) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return /^(https?|mailto):/i.test(trimmed);
  return /^[/#?]/.test(trimmed);
}

/**
 * A link writes exactly what the storefront's sanitiser (lib/sanitize-html.ts) keeps: href, and rel for an
 * external one; never target or class. So the editor's HTML passes the sanitiser unchanged.
 */
const ShopLink = Link.extend({
  renderHTML({ HTMLAttributes }) {
    const href = typeof HTMLAttributes.href === 'string' ? HTMLAttributes.href : '';
    return ['a', isExternalHref(href) ? { href, rel: 'noopener noreferrer' } : { href }, 0];
  },
}).configure({
  openOnClick: false,
  autolink: false,
  linkOnPaste: true,
  isAllowedUri: (url) => isAllowedLinkHref(url),
});

/**
 * The blog editor's document: only what the sanitiser allows (ALLOWED_ARTICLE_TAGS): paragraphs, headings 2
 * to 4, bulleted and numbered lists (a post's features), quotes, bold, italic and links. Strike, underline,
 * code, rules and hard breaks are left out: the sanitiser would drop them (and write <br> as <br />).
 */
export const BLOG_EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    hardBreak: false,
    link: false,
  }),
  ShopLink,
];
