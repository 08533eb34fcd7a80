import { render, screen } from '@testing-library/react';
import { ProductCard } from './product-card';

const product = {
  id: 42,
  product_name: 'Indigo Dabu Cushion Cover',
  main_image: '/media/products/1-1.webp',
  offer_price: 24.99,
  mrp: 39.99,
  rating: 4,
};

describe('ProductCard', () => {
  it('links name and picture to the product, with stars and both prices', () => {
    render(<ProductCard product={product} />);
    expect(screen.getByRole('link', { name: 'Indigo Dabu Cushion Cover' })).toHaveAttribute('href', '/product/42');
    // The picture repeats the name link, so it is hidden from assistive technology but keeps its alt text.
    expect(screen.getByAltText('Indigo Dabu Cushion Cover').closest('a')).toHaveAttribute('href', '/product/42');
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveTextContent('★★★★☆');
    // New price and old price, each in USD and INR (the page shows one of the two).
    expect(screen.getByText('$24.99')).toBeInTheDocument();
    expect(screen.getByText('₹849')).toBeInTheDocument();
    expect(screen.getByText('$39.99')).toBeInTheDocument();
    expect(screen.getByText('₹1,349')).toBeInTheDocument();
  });

  it('spends no element it does not need: each price is its label and its two currencies, the stars one text', () => {
    // A grid carries twenty cards; every element is parsed, styled and hydrated (docs/decisions/006, session 15).
    render(<ProductCard product={product} />);
    const newPrice = screen.getByText('$24.99').parentElement;
    expect(Array.from(newPrice?.children ?? [], (child) => child.textContent)).toEqual(['Price ', '$24.99', '₹849']);
    const oldPrice = screen.getByText('$39.99').parentElement;
    expect(oldPrice?.tagName).toBe('DEL');
    expect(Array.from(oldPrice?.children ?? [], (child) => child.textContent)).toEqual(['Was ', '$39.99', '₹1,349']);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' }).childNodes).toHaveLength(1);
  });

  it('shows no old price when there is no discount', () => {
    render(<ProductCard product={{ ...product, mrp: 24.99 }} />);
    expect(screen.queryByText(/Was/)).not.toBeInTheDocument();
  });

  it('draws no stars for a product nobody has reviewed yet (rating 0: no published review)', () => {
    render(<ProductCard product={{ ...product, rating: 0 }} />);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/☆/)).not.toBeInTheDocument();
  });
});
