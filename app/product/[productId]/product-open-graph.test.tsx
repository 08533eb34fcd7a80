import { renderToStaticMarkup } from 'react-dom/server';
import { ProductOpenGraph } from './product-open-graph';

describe('ProductOpenGraph', () => {
  it('declares og:type product and the USD price with property=, as Open Graph reads them', () => {
    const html = renderToStaticMarkup(<ProductOpenGraph price={49.9} />);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('<meta property="product:price:amount" content="49.90"/>');
    expect(html).toContain('<meta property="product:price:currency" content="USD"/>');
    expect(html).not.toContain('name=');
  });
});
