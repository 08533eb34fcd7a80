import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/contract/errors';
import type { EndpointOutput } from '@/lib/contract';
import { OrderReviews } from './order-reviews';
import {
  REVIEW_PHOTOS_CHOOSE,
  REVIEW_PHOTOS_LEGEND,
  REVIEW_PHOTOS_TAKE,
  REVIEW_STAR_LABELS,
  REVIEW_SUBMIT,
  REVIEW_THIS_PRODUCT,
  REVIEWS_HEADING,
  reviewedText,
} from './review-messages';

jest.mock('@/lib/api/browser', () => ({
  browserApi: { getOrderReviews: jest.fn(), createReview: jest.fn(), uploadReviewPhoto: jest.fn() },
}));

const getOrderReviews = browserApi.getOrderReviews as jest.MockedFunction<typeof browserApi.getOrderReviews>;
const createReview = browserApi.createReview as jest.MockedFunction<typeof browserApi.createReview>;
const uploadReviewPhoto = browserApi.uploadReviewPhoto as jest.MockedFunction<typeof browserApi.uploadReviewPhoto>;

const ORDER = 'JH-261125-BBBB1111';

function answer(overrides: Partial<EndpointOutput<'getOrderReviews'>> = {}): EndpointOutput<'getOrderReviews'> {
  return {
    order_id: ORDER,
    delivered: true,
    data: [
      { product_id: 7, product_name: 'Rani Pink Sundress', image: '/a.webp', review: null, can_review: true },
      {
        product_id: 8,
        product_name: 'Indigo Maxi',
        image: '/b.webp',
        review: {
          id: 3,
          rating: 5,
          title: '',
          body: 'Lovely',
          status: 'pending',
          created_at: '2026-11-20T00:00:00Z',
          photos: [],
        },
        can_review: false,
      },
    ],
    ...overrides,
  };
}

function renderReviews() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <OrderReviews orderNumber={ORDER} token="tok" />
    </SWRConfig>,
  );
}

beforeEach(() => jest.resetAllMocks());

describe('OrderReviews', () => {
  it('offers "Review this product" for what may be reviewed and says how a written review stands', async () => {
    getOrderReviews.mockResolvedValue(answer());
    renderReviews();
    expect(await screen.findByRole('heading', { name: REVIEWS_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${REVIEW_THIS_PRODUCT}: Rani Pink Sundress` })).toBeInTheDocument();
    expect(screen.getByText(reviewedText(5, 'pending'))).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows nothing for an order not delivered', async () => {
    getOrderReviews.mockResolvedValue(answer({ delivered: false }));
    const { container } = renderReviews();
    await act(async () => {});
    expect(getOrderReviews).toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('sends stars, title and text; shows a refusal by its field, then the outcome, focused', async () => {
    getOrderReviews.mockResolvedValue(answer());
    renderReviews();
    fireEvent.click(await screen.findByRole('button', { name: `${REVIEW_THIS_PRODUCT}: Rani Pink Sundress` }));
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);

    createReview.mockRejectedValueOnce(
      new ApiError('invalid_request', 'rating: must be a whole number of stars from 1 to 5', {
        field: 'rating',
        errors: [{ field: 'rating', message: 'rating: must be a whole number of stars from 1 to 5' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: REVIEW_SUBMIT }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Rating must be a whole number of stars from 1 to 5');
    expect(refusal).toHaveFocus();
    expect(group).toHaveAttribute('aria-describedby');

    fireEvent.click(screen.getByRole('radio', { name: REVIEW_STAR_LABELS[3] }));
    fireEvent.change(screen.getByLabelText('Title (optional)'), { target: { value: 'Soft' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'True to size.' } });
    createReview.mockResolvedValueOnce({
      message: 'Thank you!',
      review: {
        id: 9,
        rating: 4,
        title: 'Soft',
        body: 'True to size.',
        status: 'pending',
        created_at: '2026-11-29T00:00:00Z',
        photos: [],
      },
    });
    getOrderReviews.mockResolvedValue(
      answer({
        data: answer().data.map((line) =>
          line.product_id === 7
            ? {
                ...line,
                can_review: false,
                review: {
                  id: 9,
                  rating: 4,
                  title: 'Soft',
                  body: 'True to size.',
                  status: 'pending',
                  created_at: '',
                  photos: [],
                },
              }
            : line,
        ),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: REVIEW_SUBMIT }));
    const outcome = await screen.findByText('Thank you!');
    expect(createReview).toHaveBeenLastCalledWith(
      { order_id: ORDER, product_id: 7, rating: '4', title: 'Soft', body: 'True to size.' },
      { token: 'tok' },
    );
    expect(outcome).toHaveFocus();
    expect(await screen.findByText(reviewedText(4, 'pending'))).toBeInTheDocument();
  });

  it('adds photos (chosen or taken), previews them, removes one, says why one was refused, and sends the rest', async () => {
    getOrderReviews.mockResolvedValue(answer());
    const { container } = renderReviews();
    fireEvent.click(await screen.findByRole('button', { name: `${REVIEW_THIS_PRODUCT}: Rani Pink Sundress` }));
    // The delivery message's link lands on this section.
    expect(container.querySelector('section#reviews')).not.toBeNull();
    const field = screen.getByRole('group', { name: REVIEW_PHOTOS_LEGEND });
    const choose = within(field).getByLabelText(REVIEW_PHOTOS_CHOOSE);
    expect(choose).toHaveAttribute('accept', 'image/*');
    expect(within(field).getByLabelText(REVIEW_PHOTOS_TAKE)).toHaveAttribute('capture', 'environment');

    const photoAnswer = (id: number) => ({
      message: 'Photo added.',
      photo: {
        id,
        url: `/media/pictures/${String(id).repeat(32).slice(0, 32)}/w960.webp`,
        thumbnail_url: `/media/pictures/${String(id).repeat(32).slice(0, 32)}/w480.webp`,
        width: 960,
        height: 720,
        alt: 'Your photo',
      },
    });
    uploadReviewPhoto.mockResolvedValueOnce(photoAnswer(41));
    uploadReviewPhoto.mockRejectedValueOnce(
      new ApiError('invalid_request', 'file: must be a JPEG, PNG, WebP, AVIF or HEIC picture', {
        field: 'file',
        forShopper: true,
      }),
    );
    uploadReviewPhoto.mockResolvedValueOnce(photoAnswer(42));
    const files = ['kurta.jpg', 'notes.txt', 'back.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }));
    await act(async () => {
      fireEvent.change(choose, { target: { files } });
    });
    expect(uploadReviewPhoto).toHaveBeenCalledTimes(3);
    expect(uploadReviewPhoto).toHaveBeenCalledWith({ file: files[0] }, { token: 'tok' });
    expect(await within(field).findByRole('img', { name: 'Your photo 2' })).toHaveAttribute(
      'src',
      photoAnswer(42).photo.thumbnail_url,
    );
    expect(within(field).getByRole('alert')).toHaveTextContent(
      'notes.txt was not added: must be a JPEG, PNG, WebP, AVIF or HEIC picture',
    );

    fireEvent.click(within(field).getByRole('button', { name: 'Remove photo 1' }));
    expect(within(field).getAllByRole('img')).toHaveLength(1);
    expect(within(field).getByRole('img', { name: 'Your photo 1' })).toHaveAttribute(
      'src',
      photoAnswer(42).photo.thumbnail_url,
    );

    fireEvent.click(screen.getByRole('radio', { name: REVIEW_STAR_LABELS[4] }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Lovely.' } });
    createReview.mockRejectedValueOnce(
      new ApiError('invalid_request', 'photos: must be photos you uploaded for this review', {
        field: 'photos',
        errors: [{ field: 'photos', message: 'photos: must be photos you uploaded for this review' }],
        forShopper: true,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: REVIEW_SUBMIT }));
    expect(await within(field).findByText('Photos must be photos you uploaded for this review')).toBeInTheDocument();
    expect(createReview).toHaveBeenLastCalledWith(expect.objectContaining({ photos: [42] }), { token: 'tok' });
  });

  it('shows the photos of a review already written, each a link to the larger size', async () => {
    const photo = {
      id: 5,
      url: '/media/pictures/abc/w960.webp',
      thumbnail_url: '/media/pictures/abc/w480.webp',
      width: 960,
      height: 720,
      alt: 'Photo from Asha V.’s review',
    };
    getOrderReviews.mockResolvedValue(
      answer({
        data: answer().data.map((line) =>
          line.review ? { ...line, review: { ...line.review, photos: [photo] } } : line,
        ),
      }),
    );
    renderReviews();
    const list = await screen.findByRole('list', { name: 'Your photos of Indigo Maxi' });
    expect(within(list).getByRole('link', { name: `${photo.alt}, larger` })).toHaveAttribute('href', photo.url);
    expect(within(list).getByRole('img', { name: photo.alt })).toHaveAttribute('src', photo.thumbnail_url);
  });
});
