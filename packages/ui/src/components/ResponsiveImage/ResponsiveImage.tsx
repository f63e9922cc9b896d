import type * as React from 'react';
import { cx } from '../../lib/cx';
import styles from './ResponsiveImage.module.css';

/** A narrower copy of the same picture, made when the file was uploaded. */
export interface ImageVariant {
  src: string;
  /** Its intrinsic width in pixels. */
  width: number;
}

export type ResponsiveImageProps = Omit<
  React.ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading'
> & {
  /** The original file. */
  src: string;
  /** The original's intrinsic size: the browser reserves the box before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** What the picture says; empty when the text beside it already says it (a logo next to the name). */
  alt: string;
  /** Narrower copies for small screens; copies as wide as the original or wider are left out. */
  variants?: readonly ImageVariant[];
  /** How wide the picture is shown, as the `sizes` attribute; the browser picks the copy from it. */
  sizes?: string;
  /** Above the fold (a page's main picture): loaded at once. Everything else loads as it nears the view. */
  priority?: boolean;
};

/** The `srcset` of a picture: its narrower copies, then the original, each with its width. */
export function imageSrcSet(src: string, width: number, variants: readonly ImageVariant[] = []) {
  const narrower = variants
    .filter((variant) => variant.width < width)
    .sort((a, b) => a.width - b.width);
  return [...narrower, { src, width }].map((entry) => `${entry.src} ${entry.width}w`).join(', ');
}

/**
 * An uploaded picture: width and height against layout shift, a `srcset` of its copies, lazy below the
 * fold. It scales down with its container and keeps its aspect ratio.
 */
export function ResponsiveImage({
  src,
  width,
  height,
  alt,
  variants,
  sizes = '100vw',
  priority = false,
  className,
  ...props
}: ResponsiveImageProps) {
  return (
    <img
      data-slot="responsive-image"
      className={cx(styles.image, className)}
      src={src}
      srcSet={imageSrcSet(src, width, variants)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...props}
    />
  );
}
