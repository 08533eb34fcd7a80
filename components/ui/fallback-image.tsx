'use client';
import { useCallback, useState, type ComponentProps } from 'react';

export type FallbackImageProps = Omit<ComponentProps<'img'>, 'src'> & {
  src: string;
  /** Shown instead when the picture fails to load (a data: URL, so it cannot fail in turn). */
  fallbackSrc: string;
};

/**
 * A plain `<img>` (PlainImage's optimised props) that swaps to `fallbackSrc` when the picture fails to load,
 * whether it failed before the page hydrated (the ref finds it complete with no width) or after (onError). The
 * few lines next/image would have brought its whole client code for.
 */
export function FallbackImage({ fallbackSrc, alt, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const src = props.src;
  const seen = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );
  if (failedSrc !== undefined && failedSrc === src) {
    const { srcSet: _srcSet, sizes: _sizes, ...rest } = props;
    // eslint-disable-next-line @next/next/no-img-element -- the fallback is a data: URL, nothing to optimise
    return <img {...rest} alt={alt} src={fallbackSrc} />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- PlainImage's optimised props
  return <img {...props} alt={alt} ref={seen} onError={() => setFailedSrc(src)} />;
}
