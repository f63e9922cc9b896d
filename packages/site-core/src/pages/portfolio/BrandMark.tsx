import type { CSSProperties } from 'react';
import { ResponsiveImage } from '@medivia/ui/ResponsiveImage';
import type { PublishedImage } from '../../schema/content';
import type { BrandMark as BrandMarkData } from '../../schema/portfolio';
import styles from './BrandMark.module.css';

/**
 * A brand's name set as a typographic mark, or the logo staff uploaded for it. Decorative: the brand's
 * name is always in the page's heading or the card's link, so the mark is hidden from assistive
 * technology and the logo has empty alt text.
 */
export function BrandMark({
  mark,
  logo,
  size = 'lg',
}: {
  mark: BrandMarkData;
  /** The brand's uploaded logo: shown on the mark's paper in place of the lettering. */
  logo?: PublishedImage;
  size?: 'sm' | 'lg';
}) {
  if (logo) {
    return (
      <div
        className={`${styles.mark} ${styles.logo} ${styles[size]}`}
        style={{ '--mark-hue': mark.hue } as CSSProperties}
      >
        <ResponsiveImage
          src={logo.src}
          width={logo.width}
          height={logo.height}
          variants={logo.variants}
          alt=""
          sizes={
            size === 'lg' ? '(min-width: 900px) 18rem, 80vw' : '(min-width: 750px) 16rem, 80vw'
          }
          className={styles.logoImage}
        />
      </div>
    );
  }
  return (
    <div
      className={`${styles.mark} ${styles[mark.style]} ${styles[size]}`}
      style={{ '--mark-hue': mark.hue } as CSSProperties}
      aria-hidden="true"
    >
      <span className={styles.text}>{mark.text}</span>
      {mark.sub && <span className={styles.sub}>{mark.sub}</span>}
    </div>
  );
}
