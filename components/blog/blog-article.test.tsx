import { render, screen, within } from '@testing-library/react';
import { BlogArticle, SHOP_NOW_TEXT } from './blog-article';
import { BLOG_FEATURES, BLOG_QUOTE } from './blog-features';

const post = {
  id: 12,
  title: 'Ajrakh: Two Weeks, Fourteen Steps, One Cloth',
  image: '/media/blog/ajrakh.webp',
  image_alt: '',
  description: '<p>ignored: the article renders safeHtml</p>',
  product_link: '/product/4',
  date: '2026-03-18',
};

describe('BlogArticle', () => {
  it('shows the title as the one h1, the date, the picture and the sanitised body', () => {
    render(
      <BlogArticle
        post={post}
        safeHtml="<h2>Printed on both sides</h2><p>Worn either way.</p>"
        siteUrl="https://shop.example"
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText('18 March 2026')).toHaveAttribute('datetime', '2026-03-18');
    expect(screen.getByAltText(post.title)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Printed on both sides' })).toBeInTheDocument();
    expect(screen.queryByText(/ignored/)).not.toBeInTheDocument();
  });

  it('opens the product in a new tab from Shop Now', () => {
    render(<BlogArticle post={post} safeHtml="" siteUrl="https://shop.example" />);
    const shopNow = screen.getByRole('link', { name: SHOP_NOW_TEXT });
    expect(SHOP_NOW_TEXT).toBe('Shop Now');
    expect(shopNow).toHaveAttribute('href', '/product/4');
    expect(shopNow).toHaveAttribute('target', '_blank');
    expect(shopNow).toHaveAttribute('rel', 'noopener noreferrer');
    expect(shopNow).toHaveAccessibleDescription('Opens in a new tab');
  });

  it('has no Shop Now without a product link, and always the fixed features and quote', () => {
    render(<BlogArticle post={{ ...post, product_link: null }} safeHtml="" siteUrl="https://shop.example" />);
    expect(screen.queryByRole('link', { name: SHOP_NOW_TEXT })).not.toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Why Our Pieces Are Different' });
    for (const feature of BLOG_FEATURES) expect(within(features).getByText(feature.title)).toBeInTheDocument();
    expect(BLOG_FEATURES.map((feature) => feature.title)).toEqual([
      'Handcrafted by artisans',
      'Natural dyes',
      'Fair wages',
      'Small batches',
    ]);
    expect(within(features).getByText(`“${BLOG_QUOTE.text}”`)).toBeInTheDocument();
  });

  it('links back through the breadcrumb trail', () => {
    render(<BlogArticle post={post} safeHtml="" siteUrl="https://shop.example" />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });
});
