import type { certificateIds } from '../../schema/company';
import styles from './CertificateMark.module.css';

type CertificateId = (typeof certificateIds)[number];

/** Lines of each drawn seal: no certification body's logo is copied, only the standard's name. */
const marks: Record<CertificateId, { top: string; main: string; bottom: string; tone: string }> = {
  iso9001: { top: 'ISO', main: '9001', bottom: '2015', tone: styles.quality! },
  iso14001: { top: 'ISO', main: '14001', bottom: '2015', tone: styles.environment! },
  gdp: { top: 'EU', main: 'GDP', bottom: '✓', tone: styles.distribution! },
  gmp: { top: 'EU', main: 'GMP', bottom: '✓', tone: styles.manufacturing! },
};

/** A round seal drawn in SVG for a certificate; decorative, the heading beside it names the certificate. */
export function CertificateMark({ id }: { id: CertificateId }) {
  const mark = marks[id];
  return (
    <svg
      className={`${styles.mark} ${mark.tone}`}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="60" cy="60" r="56" className={styles.disc} />
      <circle cx="60" cy="60" r="47" className={styles.ring} />
      <path d="M22 76 Q60 100 98 76" className={styles.ribbon} />
      <text x="60" y="42" className={styles.top}>
        {mark.top}
      </text>
      <text
        x="60"
        y="70"
        className={styles.main}
        textLength={mark.main.length > 4 ? 68 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {mark.main}
      </text>
      <text x="60" y="92" className={styles.bottom}>
        {mark.bottom}
      </text>
    </svg>
  );
}
