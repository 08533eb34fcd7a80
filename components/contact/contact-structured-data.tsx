import { OrganizationJsonLd } from 'next-seo';
import { SOCIAL_LINKS } from '@/lib/navigation';
import { site } from '@/lib/site';

/** Organization JSON-LD for the contact page, from the one contact configuration (lib/site.ts). */
export function ContactStructuredData({ siteUrl }: { siteUrl: string }) {
  return (
    <OrganizationJsonLd
      name={site.name}
      legalName={site.legalName}
      url={siteUrl}
      description={site.description}
      email={site.email}
      telephone={site.phones[0]}
      foundingDate={site.foundingDate}
      address={{
        streetAddress: site.address.street,
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      }}
      contactPoint={[
        { contactType: 'customer service', email: site.email, telephone: site.phones[0] },
        { contactType: 'sales', email: site.email, telephone: site.phones[1] },
      ]}
      sameAs={SOCIAL_LINKS.map((link) => link.href)}
    />
  );
}
