/**
 * The Open Graph product tags Next's Metadata API cannot express: og:type
 * product and the price, with property= as Open Graph requires. React hoists
 * <meta> elements into the document's <head>. The price is in USD, the
 * currency of the catalogue and of the structured data.
 */
export function ProductOpenGraph({ price }: { price: number }) {
  return (
    <>
      <meta property="og:type" content="product" />
      <meta property="product:price:amount" content={price.toFixed(2)} />
      <meta property="product:price:currency" content="USD" />
    </>
  );
}
