import type { ImgHTMLAttributes } from 'react';
import { srcSetOf } from '@nivaas/domain';

export { IMAGE_WIDTHS, srcSetOf } from '@nivaas/domain';

/**
 * Starts fetching a picture before its element exists, choosing from the same srcset and sizes the
 * element will use, so the browser fetches one file and the element finds it ready.
 */
export function preloadImage(doc: Document, src: string, sizes: string): void {
  const known = Array.from(doc.head.querySelectorAll('link[rel="preload"][as="image"]')).some(
    (link) => link.getAttribute('href') === src,
  );
  if (known) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  const srcSet = srcSetOf(src);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  readonly src: string;
  /** An explicit srcset (hotel images come with theirs); derived from the URL otherwise. */
  readonly srcSet?: string;
  /** Intrinsic size, so the browser reserves the box before the picture arrives (no layout shift). */
  readonly width: number;
  readonly height: number;
  readonly sizes: string;
  /** Above the fold: fetched eagerly and early. Otherwise lazily. */
  readonly priority?: boolean;
}

/** Every picture of the discovery screens: fixed dimensions, srcset and sizes, lazy unless it is the first thing seen. */
export function ResponsiveImage({
  src,
  srcSet,
  width,
  height,
  sizes,
  priority = false,
  alt = '',
  ...rest
}: ResponsiveImageProps) {
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet ?? srcSetOf(src)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
