import { fireEvent, render, screen } from '@testing-library/react';
import { BlogCard, BUY_TEXT, READ_MORE_TEXT } from './blog-card';
import { BLOG_PLACEHOLDER_IMAGE } from './blog-image';
import { BLOG_EMPTY_TEXT, BlogList } from './blog-list';

const post = {
  id: 12,
  title: 'Ajrakh: Two Weeks, Fourteen Steps, One Cloth',
  image: '/media/blog/ajrakh.webp',
  product_link: '/product/4',
  date: '2026-03-18',
};

describe('BlogCard', () => {
  it('shows the picture, date and title, with Read More to the post and Buy to the product', () => {
    render(<BlogCard post={post} excerpt="Ajrakh is one of the oldest printing traditions." />);
    expect(screen.getByRole('heading', { level: 2, name: post.title })).toBeInTheDocument();
    expect(screen.getByAltText(post.title)).toBeInTheDocument();
    expect(screen.getByText('18 March 2026')).toHaveAttribute('datetime', '2026-03-18');
    expect(screen.getByText('Ajrakh is one of the oldest printing traditions.')).toBeInTheDocument();

    const readMore = screen.getByRole('link', { name: READ_MORE_TEXT });
    expect(READ_MORE_TEXT).toBe('Read More');
    expect(readMore).toHaveAttribute('href', '/blog/12');
    expect(readMore).toHaveAccessibleDescription(post.title);

    const buy = screen.getByRole('link', { name: BUY_TEXT });
    expect(BUY_TEXT).toBe('Buy');
    expect(buy).toHaveAttribute('href', '/product/4');
  });

  it('has no Buy link when the post has no product_link', () => {
    render(<BlogCard post={{ ...post, product_link: null }} />);
    expect(screen.getByRole('link', { name: READ_MORE_TEXT })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: BUY_TEXT })).not.toBeInTheDocument();
  });

  it('replaces a picture that fails to load with the placeholder', () => {
    render(<BlogCard post={post} />);
    const picture = screen.getByAltText(post.title);
    expect(picture.getAttribute('src')).not.toBe(BLOG_PLACEHOLDER_IMAGE);
    fireEvent.error(picture);
    expect(screen.getByAltText(post.title)).toHaveAttribute('src', BLOG_PLACEHOLDER_IMAGE);
  });
});

describe('BlogList', () => {
  it('lists one card per post', () => {
    render(
      <BlogList posts={[post, { ...post, id: 13, title: 'Dabu: The Mud Resist of Akola', product_link: null }]} />,
    );
    expect(screen.getAllByRole('link', { name: READ_MORE_TEXT }).map((link) => link.getAttribute('href'))).toEqual([
      '/blog/12',
      '/blog/13',
    ]);
    expect(screen.getAllByRole('link', { name: BUY_TEXT })).toHaveLength(1);
  });

  it('says so when there are no posts', () => {
    render(<BlogList posts={[]} />);
    expect(screen.getByText(BLOG_EMPTY_TEXT)).toBeInTheDocument();
  });
});
