import type { ProductPictureVariant } from '@/lib/contract';
import { PlainImage } from '@/components/ui/plain-image';
import { ProductGalleryClient } from './product-gallery-client';

export interface ProductGalleryProps {
  /** The product's pictures, main picture first (up to five). */
  images: string[];
  /** What each picture shows, as staff described it; '' or absent: the product's name and the picture's place. */
  alts?: string[];
  /**
   * The widths stored of each picture, in the order of images, narrowest first (the product detail's
   * picture_variants); [] or absent: the picture has only its own URL.
   */
  variants?: ProductPictureVariant[][];
  name: string;
}

/** The main place's widths: about 600 px beside the details on a desktop, the screen's width on a phone. */
const MAIN_SIZES = '(min-width: 1024px) 600px, (min-width: 768px) 50vw, 100vw';

/**
 * The product's pictures: one large, and a button per picture that shows it there (arrow keys move
 * between the buttons). The first picture is preloaded: it is the page's largest content. The pictures
 * are drawn here, on the server, as the optimizer's plain <img>s; the client part only chooses among them.
 */
export function ProductGallery({ images, alts = [], variants = [], name }: ProductGalleryProps) {
  if (images.length === 0) return null;
  const total = images.length;
  const altOf = (index: number) => alts[index] || (index === 0 ? name : `${name}, picture ${index + 1} of ${total}`);
  // The widest stored width is the optimizer's source: it serves the width the screen needs, up to that one.
  const sourceOf = (index: number, image: string) => variants[index]?.at(-1)?.url ?? image;
  const pictures = images.map((image, index) => (
    <PlainImage
      key={image}
      src={sourceOf(index, image)}
      alt={altOf(index)}
      fill
      preload={index === 0}
      loading="eager"
      sizes={MAIN_SIZES}
    />
  ));
  const thumbnails = images.map((image, index) => (
    <PlainImage
      key={image}
      src={image}
      alt={alts[index] || `${name}, picture ${index + 1}`}
      fill
      sizes="(min-width: 1024px) 110px, 18vw"
      style={{ objectFit: 'cover' }}
    />
  ));
  return (
    <ProductGalleryClient
      images={images}
      alts={images.map((_, index) => altOf(index))}
      variants={variants}
      name={name}
      pictures={pictures}
      thumbnails={thumbnails}
    />
  );
}
