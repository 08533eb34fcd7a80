import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/lib/contract/api-error';
import type { AdminBlogPost } from '@/lib/contract/admin-blog';
import { BlogPostForm } from './blog-post-form';
import { BLOG_FORM_TEXT } from './blog-format';

const push = jest.fn();
const updateBlogPost = jest.fn();
const createBlogPost = jest.fn();
const publishBlogPost = jest.fn();
const unpublishBlogPost = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
jest.mock('@/lib/api/admin-browser', () => ({
  adminBrowserApi: {
    updateBlogPost: (...args: unknown[]) => updateBlogPost(...args),
    createBlogPost: (...args: unknown[]) => createBlogPost(...args),
    publishBlogPost: (...args: unknown[]) => publishBlogPost(...args),
    unpublishBlogPost: (...args: unknown[]) => unpublishBlogPost(...args),
  },
}));

beforeEach(() => {
  for (const mock of [push, updateBlogPost, createBlogPost, publishBlogPost, unpublishBlogPost]) mock.mockReset();
});

const draft: AdminBlogPost = {
  id: 41,
  title: 'Indigo Season in Bagru',
  description_html: '<h2>Why indigo</h2><p>The vats wake in <strong>October</strong>.</p>',
  picture: { url: '/media/pictures/abc/w960.webp', alt: 'Indigo cloth drying' },
  product_id: null,
  product_link: null,
  status: 'draft',
  publish_at: null,
  date: '2026-11-29',
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
  updated_by: 'Asha',
  version: 3,
  storefront_path: '/blog/41',
  allowed_actions: ['edit', 'publish'],
};

async function renderForm(post: AdminBlogPost = draft) {
  render(<BlogPostForm post={post} />);
  // The editor mounts after the first render (immediatelyRender: false).
  await waitFor(() => expect(screen.getByRole('textbox', { name: BLOG_FORM_TEXT.body })).toBeInTheDocument());
}

describe('BlogPostForm', () => {
  it('shows the body in the editor with a labelled toolbar of buttons, each saying whether it is on', async () => {
    await renderForm();
    const form = screen.getByRole('form', { name: BLOG_FORM_TEXT.editHeading });
    expect(within(form).getByRole('textbox', { name: BLOG_FORM_TEXT.title })).toHaveValue(draft.title);
    const body = screen.getByRole('textbox', { name: BLOG_FORM_TEXT.body });
    expect(within(body).getByRole('heading', { level: 2, name: 'Why indigo' })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: `${BLOG_FORM_TEXT.body}: formatting` });
    for (const name of ['Bold', 'Italic', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list', 'Quote'])
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed');
    expect(within(toolbar).getByRole('textbox', { name: 'Link address' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Link the selected text' })).toBeInTheDocument();
  });

  it('publish now saves the post over its version, then publishes the saved version', async () => {
    updateBlogPost.mockResolvedValue({ message: 'Post saved.', changed: true, post: { ...draft, version: 4 } });
    publishBlogPost.mockResolvedValue({
      message: 'Post published.',
      changed: true,
      post: { ...draft, version: 5, status: 'published' },
    });
    await renderForm();
    fireEvent.change(screen.getByLabelText(BLOG_FORM_TEXT.productLink), { target: { value: '/product/12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: BLOG_FORM_TEXT.publishNow })));
    expect(updateBlogPost).toHaveBeenCalledWith(
      expect.objectContaining({
        post_id: 41,
        version: 3,
        title: draft.title,
        picture: draft.picture,
        product_link: '/product/12',
        description_html: expect.stringContaining('<strong>October</strong>'),
      }),
    );
    expect(publishBlogPost).toHaveBeenCalledWith({ post_id: 41, version: 4, publish_at: null });
    expect(push).toHaveBeenCalledWith('/admin/blog/41?done=published');
  });

  it('schedule needs a time, then sends it as an ISO time', async () => {
    updateBlogPost.mockResolvedValue({ message: 'Post saved.', changed: false, post: draft });
    publishBlogPost.mockResolvedValue({
      message: 'Scheduled.',
      changed: true,
      post: { ...draft, status: 'scheduled' },
    });
    await renderForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: BLOG_FORM_TEXT.schedule })));
    expect(updateBlogPost).not.toHaveBeenCalled();
    const when = screen.getByLabelText(BLOG_FORM_TEXT.publishAt);
    expect(when).toHaveAttribute('aria-invalid', 'true');
    expect(when).toHaveFocus();
    fireEvent.change(when, { target: { value: '2030-01-15T09:30' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: BLOG_FORM_TEXT.schedule })));
    expect(publishBlogPost).toHaveBeenCalledWith({
      post_id: 41,
      version: 3,
      publish_at: new Date('2030-01-15T09:30').toISOString(),
    });
    expect(push).toHaveBeenCalledWith('/admin/blog/41?done=scheduled');
  });

  it('a field the server refuses shows under itself and takes the focus; a stale save offers a reload', async () => {
    updateBlogPost.mockRejectedValueOnce(
      new ApiError('invalid_request', 'product_link: is not a product of the shop', { field: 'product_link' }),
    );
    await renderForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: BLOG_FORM_TEXT.saveDraft })));
    const link = screen.getByLabelText(BLOG_FORM_TEXT.productLink);
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveFocus();
    expect(screen.getByText('is not a product of the shop')).toBeInTheDocument();

    updateBlogPost.mockRejectedValueOnce(
      new ApiError(
        'conflict',
        'Asha changed this post since you opened it; their version differs from yours in: title.',
        {
          field: 'version',
        },
      ),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: BLOG_FORM_TEXT.saveDraft })));
    expect(screen.getByRole('button', { name: BLOG_FORM_TEXT.reload })).toBeInTheDocument();
  });

  it('offers only what the server allows: a published post can be unpublished, not published again', async () => {
    unpublishBlogPost.mockResolvedValue({ message: 'Unpublished.', changed: true, post: draft });
    await renderForm({ ...draft, status: 'published', allowed_actions: ['edit', 'unpublish'] });
    expect(screen.queryByRole('button', { name: BLOG_FORM_TEXT.publishNow })).toBeNull();
    expect(screen.queryByRole('button', { name: BLOG_FORM_TEXT.schedule })).toBeNull();
    expect(screen.getByRole('button', { name: BLOG_FORM_TEXT.saveChanges })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: BLOG_FORM_TEXT.unpublish })));
    expect(unpublishBlogPost).toHaveBeenCalledWith({ post_id: 41, version: 3 });
    expect(updateBlogPost).not.toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/admin/blog/41?done=unpublished');
  });
});
