import { ResponsiveImage } from '@medivia/ui/ResponsiveImage';
import type { PublishedImage } from '../schema/content';
import type { Locale } from '../i18n/locales';
import styles from './HeroPhoto.module.css';

/**
 * A page's photo above its text (an article, a job opening, a brand page): its main picture, so it
 * loads at once with its box reserved, and it says what the alt text staff wrote in this language
 * says. `sizes` is the width of the column it fills.
 */
export function HeroPhoto({
  photo,
  locale,
  sizes,
}: {
  photo: PublishedImage;
  locale: Locale;
  sizes: string;
}) {
  return (
    <figure className={styles.hero} data-hero-photo="">
      <ResponsiveImage
        src={photo.src}
        width={photo.width}
        height={photo.height}
        variants={photo.variants}
        alt={photo.alt[locale] ?? ''}
        sizes={sizes}
        priority
      />
    </figure>
  );
}
