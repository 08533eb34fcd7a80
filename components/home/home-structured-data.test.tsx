import { render } from '@testing-library/react';
import { HomeStructuredData } from './home-structured-data';

function jsonLdBlocks(container: HTMLElement): unknown[] {
  return Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((script): unknown =>
    JSON.parse(script.textContent ?? '{}'),
  );
}

describe('HomeStructuredData', () => {
  it('describes the site with its search and the shop with its logo', () => {
    const { container } = render(<HomeStructuredData siteUrl="https://shop.example" />);
    const blocks = jsonLdBlocks(container);
    expect(blocks).toHaveLength(2);
    expect(blocks).toContainEqual(
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        url: 'https://shop.example',
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: expect.objectContaining({ urlTemplate: 'https://shop.example/search?query={search_term_string}' }),
          'query-input': 'required name=search_term_string',
        }),
      }),
    );
    expect(blocks).toContainEqual(
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Jaipur Handcrafted',
        logo: 'https://shop.example/logo.png',
      }),
    );
  });
});
