/**
 * The URL of a category or subcategory page: lower-cased, spaces as %20, as
 * the spec writes them (/home%20&%20living/cushion%20cover). Pages decode and
 * lower-case the path before looking the names up.
 */
export function categoryPath(categoryName: string, subcategoryName?: string): string {
  const encode = (part: string) => part.toLowerCase().replace(/ /g, '%20');
  return subcategoryName ? `/${encode(categoryName)}/${encode(subcategoryName)}` : `/${encode(categoryName)}`;
}
