/** Fixed texts of the blog detail page (spec sections 2 and 8). */
export const BLOG_NOT_FOUND = 'Blog not found';
