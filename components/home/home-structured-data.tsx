import { JsonLdScript } from 'next-seo';
import { homeStructuredData } from '@/lib/structured-data';

/** WebSite (with the site search) and Organization (with the logo) JSON-LD for the home page. */
export function HomeStructuredData({ siteUrl }: { siteUrl: string }) {
  const [website, organization] = homeStructuredData(siteUrl);
  return (
    <>
      <JsonLdScript data={website} scriptKey="home-website" />
      <JsonLdScript data={organization} scriptKey="home-organization" />
    </>
  );
}
