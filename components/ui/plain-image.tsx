import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * An optimised picture (the same srcset, sizes and /_next/image URLs as
 * next/image) rendered as a plain <img>: no client component, so nothing to
 * hydrate. For pictures that only show; next/image stays where the picture
 * reacts (the gallery, pictures that swap to a placeholder on error).
 * `preload` adds the <link rel="preload"> with high priority, for the picture
 * that is the page's largest paint. docs/decisions/006-page-weight.md.
 */
export function PlainImage({ preload = false, fetchPriority, loading, ...rest }: ImageProps) {
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
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props (required by ImageProps)
  return <img {...props} />;
}
