import type { APIRequestContext } from '@playwright/test';

export interface ProductRef {
  id: number;
  product_name: string;
  product_code: number;
  offer_price: number;
  main_image: string;
}

/** A real active best seller, read from the API the page renders from. */
export async function firstBestSeller(request: APIRequestContext): Promise<ProductRef> {
  const body = await (await request.get('/api/get-top-selling-product/')).json();
  return body.data.data[0];
}

export async function firstBlogPost(request: APIRequestContext): Promise<{ id: number; title: string; product_link: string | null }> {
  const body = await (await request.get('/api/get-all-blogs/')).json();
  return body.data.find((post: { product_link: string | null }) => post.product_link) ?? body.data[0];
}
