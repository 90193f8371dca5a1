import type { ImgHTMLAttributes } from 'react';

/** The widths the API renders every picture at (apps/api image-urls: 320, 640, 1024; height = 3/4 width). */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
const WIDTH_IN_NAME = /-(\d+)\.jpg$/;

/** `…/goa-640.jpg` -> `…/goa-320.jpg 320w, …/goa-640.jpg 640w, …/goa-1024.jpg 1024w`; other URLs get none. */
export function srcSetOf(url: string): string | undefined {
  if (!WIDTH_IN_NAME.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url.replace(WIDTH_IN_NAME, `-${w}.jpg`)} ${w}w`).join(', ');
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
