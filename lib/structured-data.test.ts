import path from 'node:path';
import sharp from 'sharp';
import {
  LOGO_PATH,
  dayRangeOf,
  homeStructuredData,
  merchantReturnPolicy,
  offerShippingDetails,
  wholeDaysOf,
} from './structured-data';

describe('policy figures in structured data', () => {
  it('reads day ranges and windows from the policy texts', () => {
    expect(dayRangeOf('7-10 business days')).toEqual({ minValue: 7, maxValue: 10, unitCode: 'DAY' });
    expect(dayRangeOf('7 days')).toEqual({ minValue: 7, maxValue: 7, unitCode: 'DAY' });
    expect(wholeDaysOf('48 hours')).toBe(2);
    expect(wholeDaysOf('7 days')).toBe(7);
    expect(() => dayRangeOf('soon')).toThrow('not a day range');
  });

  it('ships free, to India in 7-10 days and elsewhere in 10-30', () => {
    const [india, world] = offerShippingDetails('USD');
    expect(india).toMatchObject({
      shippingRate: { value: 0, currency: 'USD' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
      deliveryTime: { transitTime: { minValue: 7, maxValue: 10, unitCode: 'DAY' } },
    });
    expect(world).toMatchObject({
      shippingRate: { value: 0 },
      deliveryTime: { transitTime: { minValue: 10, maxValue: 30 } },
    });
  });

  it('takes returns by mail within 2 days (48 hours) of delivery, free', () => {
    expect(merchantReturnPolicy('https://shop.example')).toEqual(
      expect.objectContaining({
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'IN',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 2,
        returnMethod: 'https://schema.org/ReturnByMail',
        returnFees: 'https://schema.org/FreeReturn',
        merchantReturnLink: 'https://shop.example/refund',
      }),
    );
  });

  it('describes the site with its search and the shop with its logo', () => {
    const [website, organization] = homeStructuredData('https://shop.example');
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://shop.example',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://shop.example/search?query={search_term_string}' },
      },
    });
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Jaipur Handcrafted',
      logo: 'https://shop.example/logo.png',
    });
  });

  it('points the logo at a real PNG of at least 112x112 in public/', async () => {
    const { format, width = 0, height = 0 } = await sharp(path.join(process.cwd(), 'public', LOGO_PATH)).metadata();
    expect(format).toBe('png');
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
  });
});
