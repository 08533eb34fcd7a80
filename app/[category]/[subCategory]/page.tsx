import type { Metadata } from 'next';
import { CategoryListing } from '@/components/catalogue/category-listing';
import { NOT_FOUND_METADATA, NotFoundAnswer } from '@/components/content/not-found-answer';
import { getSiteUrl } from '@/lib/server/site-url';
import { categoryMetadata, loadListing, redirectFromFormerName, resolveCategory } from '../category-data';

// The s-maxage a shared cache (nginx) keeps this page: SHARED_CACHE_SECONDS of
// lib/server/cached-reads.ts (a literal, as Next requires). Its data stays cached
// longer and expires on a change in every instance (docs/decisions/023).
export const revalidate = 10;

/** Cached after the first visit; ?page=N goes to app/listing (see ../page.tsx). */
export async function generateStaticParams(): Promise<{ category: string; subCategory: string }[]> {
  return [];
}

type Props = { params: Promise<{ category: string; subCategory: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, subCategory } = await params;
  const resolved = await resolveCategory(category, subCategory);
  return resolved ? categoryMetadata(resolved) : NOT_FOUND_METADATA;
}

export default async function SubcategoryPage({ params }: Props) {
  const { category, subCategory } = await params;
  const resolved = await resolveCategory(category, subCategory);
  if (!resolved) {
    await redirectFromFormerName(category, subCategory);
    return <NotFoundAnswer />;
  }
  const listing = await loadListing(resolved, 1);
  return <CategoryListing {...resolved} listing={listing} siteUrl={getSiteUrl()} />;
}
