import { render } from '@testing-library/react';
import { BlogStructuredData } from './blog-structured-data';

const post = {
  id: 12,
  title: 'Ajrakh: Two Weeks, Fourteen Steps, One Cloth',
  image: '/media/blog/ajrakh.webp',
  image_alt: '',
  description: '<p>Fourteen steps of resist and dye.</p>',
  product_link: '/product/4',
  date: '2026-03-18',
};

describe('BlogStructuredData', () => {
  it('describes the post as an Article published by the shop, with its logo', () => {
    const { container } = render(<BlogStructuredData post={post} siteUrl="https://shop.example" />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const article: unknown = JSON.parse(script?.textContent ?? '{}');
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: post.title,
      url: 'https://shop.example/blog/12',
      image: 'https://shop.example/media/blog/ajrakh.webp',
      datePublished: '2026-03-18',
      publisher: {
        '@type': 'Organization',
        name: 'Jaipur Handcrafted',
        logo: { '@type': 'ImageObject', url: 'https://shop.example/logo.png' },
      },
    });
  });
});
