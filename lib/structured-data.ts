import type { MerchantReturnPolicy, OfferShippingDetails } from 'next-seo';
import { policies } from './policies';
import { site } from './site';

/** The shop's logo for search engines: a 512x512 PNG made from app/icon.svg (Google wants at least 112x112). */
export const LOGO_PATH = '/logo.png';

/** Days as a schema.org QuantitativeValue, read from a policy figure ("7-10 business days"). */
export function dayRangeOf(figure: string): { minValue: number; maxValue: number; unitCode: 'DAY' } {
  const match = /^(\d+)(?:-(\d+))?\s+(?:business |working )?days?$/.exec(figure);
  if (!match?.[1]) throw new Error(`not a day range: ${figure}`);
  const minValue = Number(match[1]);
  return { minValue, maxValue: match[2] ? Number(match[2]) : minValue, unitCode: 'DAY' };
}

/** Whole days in a policy window given in hours or days ("48 hours" is 2). */
export function wholeDaysOf(window: string): number {
  const match = /^(\d+)\s+(hours?|days?)$/.exec(window);
  if (!match?.[1] || !match[2]) throw new Error(`not a time window: ${window}`);
  const amount = Number(match[1]);
  return match[2].startsWith('hour') ? Math.floor(amount / 24) : amount;
}

/**
 * How an offer ships (spec section 9: the standard services' times, shipping 'Free'; the cash-on-delivery
 * fee is a checkout choice, not the offer's rate). India is named; the second entry, with no
 * destination, covers the rest of the world. The policies give no handling time, so none is claimed.
 */
export function offerShippingDetails(currency: string): OfferShippingDetails[] {
  const free = { '@type': 'MonetaryAmount', value: 0, currency } as const;
  return [
    {
      '@type': 'OfferShippingDetails',
      shippingRate: free,
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        transitTime: { '@type': 'QuantitativeValue', ...dayRangeOf(policies.shippingIndia.normal.time) },
      },
    },
    {
      '@type': 'OfferShippingDetails',
      shippingRate: free,
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        transitTime: { '@type': 'QuantitativeValue', ...dayRangeOf(policies.shippingInternational.standard) },
      },
    },
  ];
}

/**
 * The refund policy as a MerchantReturnPolicy: a return requested within the window after delivery,
 * collected by our reverse pickup (so by mail, at no cost to the shopper), refunded.
 */
export function merchantReturnPolicy(siteUrl: string): MerchantReturnPolicy {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: site.address.country,
    returnPolicyCountry: site.address.country,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: wholeDaysOf(policies.returns.requestWindow),
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/FreeReturn',
    refundType: 'https://schema.org/FullRefund',
    merchantReturnLink: `${siteUrl}/refund`,
  };
}

/** The home page's WebSite (with the site search) and Organization (with the logo) JSON-LD. */
export function homeStructuredData(siteUrl: string): [Record<string, unknown>, Record<string, unknown>] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      url: siteUrl,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      legalName: site.legalName,
      url: siteUrl,
      logo: `${siteUrl}${LOGO_PATH}`,
      description: site.description,
      email: site.email,
    },
  ];
}

/** What a product's reviews add to its JSON-LD: the published reviews' numbers (none when there are none). */
interface ReviewMarkupSource {
  summary: { average: number | null; count: number };
  data: {
    rating: number;
    title: string;
    body: string;
    author: string;
    created_at: string;
    photos?: { url: string }[];
  }[];
}

/**
 * aggregateRating and review for the Product JSON-LD, only from published reviews readable on the page
 * (Google's policy; DEVIATIONS row 39): nothing at all when the product has none.
 */
export function productReviewMarkup(
  reviews: ReviewMarkupSource | undefined,
  /** Makes a path absolute (the page's SITE_URL): a review's photos are served from this site. */
  absolute: (path: string) => string = (path) => path,
): {
  aggregateRating?: { ratingValue: number; reviewCount: number; bestRating: number; worstRating: number };
  review?: {
    reviewRating: { ratingValue: number; bestRating: number; worstRating: number };
    author: { '@type': 'Person'; name: string };
    name?: string;
    reviewBody: string;
    datePublished: string;
    image?: string[];
  }[];
} {
  if (!reviews || reviews.summary.count === 0 || reviews.summary.average === null) return {};
  return {
    aggregateRating: {
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.data.map((review) => ({
      reviewRating: { ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: review.author },
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.body,
      datePublished: review.created_at.slice(0, 10),
      ...(review.photos && review.photos.length > 0
        ? { image: review.photos.map((photo) => absolute(photo.url)) }
        : {}),
    })),
  };
}
