import { SITE_NAME } from './site-name';

/**
 * The shop's identity and contact details, in one place: every page, the
 * footer, the structured data and the WhatsApp button read them from here
 * (the original showed differing phone numbers on different pages).
 */
export const site = {
  name: SITE_NAME,
  legalName: 'Jaipur Handcrafted Textiles',
  tagline: 'Ethically made, hand-printed home decor, textiles and garments from Jaipur',
  description:
    'Hand block-printed, hand-stitched home decor, textiles and garments made by artisan families around Jaipur since 2018. Shipped across India and worldwide.',
  foundingDate: '2018-06',
  email: 'support@jaipurhandcrafted.example',
  phones: ['+91 98290 12345', '+91 141 404 5678'],
  whatsappNumber: '919829012345',
  website: 'https://jaipurhandcrafted.example',
  address: {
    street: 'Plot 14, Sanganer Industrial Area',
    locality: 'Jaipur',
    region: 'Rajasthan',
    postalCode: '302029',
    country: 'IN',
  },
  hours: 'Monday to Sunday 9:00 am to 9:00 pm',
} as const;

/** The shop's time zone: a fixed 5 h 30 min ahead of UTC (India has no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * The footer's copyright year, from the clock on India's calendar (issue 31, item 8; the spec's fixed
 * 2024 went stale). Static pages take the year they were rendered in: each rebuild or revalidation moves it on.
 */
export function copyrightYear(now: Date = new Date()): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();
}
