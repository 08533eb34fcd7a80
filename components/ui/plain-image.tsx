import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * The `<img>` props of an optimised picture (the same srcset, sizes and /_next/image URLs as next/image), lazy
 * unless `preload`, which also adds the <link rel="preload"> with high priority, for the picture that is the
 * page's largest paint. For a server component to render as PlainImage does, or to hand to a small client
 * component (the blog's FallbackImage) without next/image's client code.
 */
export function plainImageProps({ preload = false, fetchPriority, loading, ...rest }: ImageProps) {
  const { props } = getImageProps({
    ...rest,
    fetchPriority: fetchPriority ?? (preload ? 'high' : undefined),
    loading: loading ?? (preload ? 'eager' : 'lazy'),
  });
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  return props;
}

/**
 * An optimised picture rendered as a plain <img>: no client component, so nothing to hydrate. For pictures that
 * only show; next/image stays where the picture reacts (the gallery, the cart's pictures).
 * docs/decisions/006-page-weight.md.
 */
export function PlainImage(props: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props (required by ImageProps)
  return <img {...plainImageProps(props)} />;
}
