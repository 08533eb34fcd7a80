import 'server-only';
import sanitize, { type IOptions } from 'sanitize-html';

/** Tags a blog post body may keep: text structure and links, nothing that runs or loads. */
export const ALLOWED_ARTICLE_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'br',
] as const;

const EXTERNAL_REL = 'noopener noreferrer';

function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

const articleOptions: IOptions = {
  allowedTags: [...ALLOWED_ARTICLE_TAGS],
  // rel is never taken from the input: the <a> transform below sets it.
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  // Relative links (/women/dresses, #notes) have no scheme and are kept.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Disallowed tags are dropped; the text of script, style and the like goes with them.
  disallowedTagsMode: 'discard',
  allowVulnerableTags: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      if (attribs.href !== undefined) kept.href = attribs.href;
      if (attribs.title !== undefined) kept.title = attribs.title;
      if (kept.href !== undefined && isExternalHref(kept.href)) kept.rel = EXTERNAL_REL;
      return { tagName, attribs: kept };
    },
  },
};

/**
 * Cleans a blog post body (HTML from the backend) before it is rendered:
 * only the tags of ALLOWED_ARTICLE_TAGS survive, links keep href (http, https,
 * mailto or relative) and title, and external links get rel="noopener noreferrer".
 * Scripts, styles, frames, forms, event handlers, style attributes and
 * javascript:/data: URLs are removed.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, articleOptions);
}

const textOnlyOptions: IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

function decodeBasicEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * The plain text of an HTML body on one line (tags dropped, basic entities decoded): an excerpt's start,
 * and a product description imported from Shopify's Body (HTML).
 */
export function htmlToPlainText(html: string): string {
  // Block ends become spaces so "…cloth.</p><h2>Printed" does not run together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)\s*>|<br\s*\/?>/gi, ' ');
  return decodeBasicEntities(sanitize(spaced, textOnlyOptions)).replace(/\s+/g, ' ').trim();
}

/**
 * The plain text at the start of an HTML body, cut at a word boundary to at
 * most `maxLength` characters (with an ellipsis when cut): for meta descriptions.
 */
export function htmlToExcerpt(html: string, maxLength = 155): string {
  const text = htmlToPlainText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * Text a visitor wrote (a review, a reply) kept as plain text: every tag removed (a script's or style's
 * content with it), entities read back as the characters they stand for, blank runs within a line made one
 * space and line breaks kept. Pages escape it when they render it, as React does.
 */
export function writtenText(text: string): string {
  return decodeBasicEntities(sanitize(text, textOnlyOptions))
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
