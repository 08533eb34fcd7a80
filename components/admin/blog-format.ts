import type { AdminBlogPost } from '@/lib/contract/admin-blog';

/** The blog screens' fixed texts, for the pages and their tests. */
export const BLOG_STATUS_NAMES: Record<AdminBlogPost['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export const BLOG_FORM_TEXT = {
  newHeading: 'New post',
  editHeading: 'Edit the post',
  postLegend: 'The post',
  title: 'Title',
  body: 'Text',
  bodyHint: 'Headings, lists (a post’s features), quotes, bold, italic and links; anything else is removed on saving.',
  productLink: 'Product (optional)',
  productLinkHint: 'A product’s id (12) or its page address (/product/12): the post’s Shop Now leads there.',
  picture: 'Cover picture',
  publishAt: 'Publish at (for Schedule)',
  publishAtHint: 'Your own time; shoppers see the post from then.',
  scheduleNeedsTime: 'Choose the date and time to publish at.',
  pictureNeedsAlt: 'Describe the cover picture for shoppers who cannot see it.',
  saveDraft: 'Save draft',
  saveChanges: 'Save changes',
  preview: 'Save and preview',
  schedule: 'Schedule',
  publishNow: 'Publish now',
  unpublish: 'Unpublish',
  reload: 'Reload their version',
} as const;
