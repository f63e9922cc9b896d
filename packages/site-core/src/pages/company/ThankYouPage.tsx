import { PageLink } from '../../layout/PageLink';
import { ButtonLink } from '@medivia/ui/Button';
import { ArrowRightIcon } from '@medivia/ui/Icon';
import { type SiteContext } from '../../routing/siteContext';
import styles from './ThankYouPage.module.css';

/**
 * The page a visitor lands on after sending a message (the reading of the spec with a page instead of
 * the overlay). It is left out of the sitemap (seo/indexing.ts).
 */
export function ThankYouPage({ ctx }: { ctx: SiteContext }) {
  const { intl, router, locale } = ctx;
  return (
    <section className={styles.page} aria-labelledby="thank-you-title">
      <div className={styles.card}>
        <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
          <circle cx="60" cy="60" r="56" className={styles.halo} />
          <path d="M26 42h68v44H26z" className={styles.envelope} />
          <path d="M26 42l34 26 34-26" className={styles.flap} />
          <circle cx="90" cy="38" r="16" className={styles.badge} />
          <path d="M83 38l5 5 9-10" className={styles.tick} />
        </svg>
        <h1 id="thank-you-title" className={styles.title}>
          {intl.t('thankYou.title')}
        </h1>
        <p className={styles.text}>{intl.t('thankYou.text')}</p>
        <p className={styles.hint}>{intl.t('company.thankYou.hint')}</p>
        <div className={styles.actions}>
          <ButtonLink href={router.href('home', locale)} size="lg" linkComponent={PageLink}>
            {intl.t('thankYou.back')}
          </ButtonLink>
          {router.isVisible('news') && (
            <ButtonLink
              href={router.href('news', locale)}
              variant="ghost"
              size="lg"
              trailingIcon={<ArrowRightIcon />}
              linkComponent={PageLink}
            >
              {intl.t('company.thankYou.news')}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
