import { consentBannerId } from './consentBoot';
import { bannerLabels, type BannerLabel } from './consentAnswer';
import { ConsentBannerActions } from './ConsentControls';
import type { ConsentDialogSettings } from './dialogConfig';
import styles from './ConsentBanner.module.css';

/**
 * The first layer of the cookie choice, in the prerendered page and so in its first paint; the head
 * script (consentBoot.ts) reveals it only to visitors without a valid choice, and another
 * (consentAnswer.ts) stores the answer in the consent library's cookie on the click, so neither waits
 * for the page's scripts or the library. Without JavaScript it stays hidden: no analytics can run
 * then, so there is nothing to ask.
 *
 * A non-modal dialog: the page stays usable, and nothing is set but necessary cookies until the
 * visitor chooses. It comes first in the body so a keyboard user meets it before the page.
 */
export function ConsentBanner({
  texts,
  cookiePolicyHref,
}: Pick<ConsentDialogSettings, 'texts' | 'cookiePolicyHref'>) {
  const t = (id: string) => texts[`consent.${id}`]!;
  return (
    <section
      id={consentBannerId}
      className={styles.banner}
      role="dialog"
      aria-label={t('modal.label')}
      aria-describedby="consent-banner-text"
    >
      <h2 className={styles.title}>{t('modal.title')}</h2>
      <div id="consent-banner-text" className={styles.text}>
        {/* The policy link ends the text instead of taking a line of its own: on a phone every line
            the banner saves is a line of the page the visitor came for. */}
        <p>
          {t('modal.description')} <a href={cookiePolicyHref}>{t('policyLink')}</a>
        </p>
        <p className={styles.revision}>{t('modal.revision')}</p>
      </div>
      <div className={styles.actions}>
        <ConsentBannerActions
          labels={
            Object.fromEntries(bannerLabels.map((id) => [id, t(id)])) as Record<BannerLabel, string>
          }
        />
      </div>
    </section>
  );
}
