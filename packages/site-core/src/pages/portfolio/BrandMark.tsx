import type { CSSProperties } from 'react';
import type { BrandMark as BrandMarkData } from '../../content/portfolio/model';
import styles from './BrandMark.module.css';

/**
 * A brand's name set as a typographic mark (no copied logos). Decorative: the brand's name is
 * always in the page's heading or the card's link, so the mark is hidden from assistive technology.
 */
export function BrandMark({ mark, size = 'lg' }: { mark: BrandMarkData; size?: 'sm' | 'lg' }) {
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
