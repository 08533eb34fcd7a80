import type { Generated } from 'kysely';
import type { Flag } from './schema-catalogue';

export type ReviewStatus = 'pending' | 'published' | 'hidden';

/** A verified buyer's review of one product of a delivered order (migration 023): one per (order, product). */
export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  order_id: number;
  user_id: number;
  /** 1 to 5 stars. */
  rating: number;
  /** Plain text: tags stripped on write, escaped on render. */
  title: Generated<string>;
  body: string;
  status: Generated<ReviewStatus>;
  /** The shop's public answer, plain text; who wrote it and when. */
  staff_reply: string | null;
  replied_at: string | null;
  replied_by: number | null;
  /** A staff pick for the home page and /customer-reviews. */
  featured: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** A photo a shopper uploaded for a review (migration 026): attached to one review at most, by its uploader only. */
export interface ReviewPhotosTable {
  id: Generated<number>;
  /** The picture (content-addressed, shared with any other upload of the same file). */
  picture_id: number;
  /** Who uploaded it: the only shopper who may attach it. */
  user_id: number;
  /** The review showing it; null until attached (removed after a day if never attached). */
  review_id: number | null;
  /** Its place among the review's photos, from 0. */
  position: Generated<number>;
  created_at: string;
}
