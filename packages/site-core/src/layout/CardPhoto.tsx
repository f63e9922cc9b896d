import type { CSSProperties } from 'react';
import { ResponsiveImage } from '@medivia/ui/ResponsiveImage';
import type { PublishedImage } from '../schema/content';
import styles from './CardPhoto.module.css';

/** Keeps the point staff set in the image editor inside a box of another shape. */
const focusStyle = (photo: PublishedImage): CSSProperties | undefined =>
  photo.focus ? { objectPosition: `${photo.focus.x}% ${photo.focus.y}%` } : undefined;

/**
 * A page's photo on its card in a list (a news article, a job opening, a brand page): it fills the
 * box the card gives it, cropped around the staff's focal point, and loads as it nears the view. The
 * card's box has a fixed aspect ratio and the image its width and height, so nothing shifts.
 * `sizes` is the box's width; `alt` is the photo's alt text, or empty where the card's own text
 * already says what it shows.
 */
export function CardPhoto({
  photo,
  alt,
  sizes,
}: {
  photo: PublishedImage;
  alt: string;
  sizes: string;
}) {
  return (
    <ResponsiveImage
      src={photo.src}
      width={photo.width}
      height={photo.height}
      variants={photo.variants}
      alt={alt}
      sizes={sizes}
      className={styles.photo}
      style={focusStyle(photo)}
      data-card-photo=""
    />
  );
}
