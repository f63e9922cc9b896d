import { PageLink } from '../layout/PageLink';
import { ButtonLink } from '@medivia/ui/Button';
import { ContactLink } from '../layout/ContactLink';
import { routeTitle, type SiteContext } from '../routing/siteContext';
import { notFoundAttribute } from '../routing/pageStatus.mjs';
import styles from '../layout/ErrorPage.module.css';

/**
 * Spec §2/§8 404: the localized message and three ways on: home, a service, the contact form. All
 * three are links, so the page works without scripts.
 */
export function NotFoundPage({ ctx }: { ctx: SiteContext }) {
  const { intl, router, locale } = ctx;
  const service = router.isVisible('clinicalTrials') ? 'clinicalTrials' : 'regulatoryAffairs';
  return (
    <section
      className={styles.notFound}
      aria-labelledby="not-found-title"
      // The page cache answers a page with this mark 404 (routing/pageStatus.mjs).
      {...{ [notFoundAttribute]: '404' }}
    >
      {/* Not-found pages get no generateMetadata; React hoists this title into the head. */}
      <title>{`${intl.t('notFound.title')} | ${ctx.market.appName}`}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{intl.t('notFound.title')}</h1>
      <p className={styles.message}>{intl.t('notFound.message')}</p>
      <p className={styles.hint}>{intl.t('notFound.hint')}</p>
      <div className={styles.actions}>
        <ButtonLink href={router.href('home', locale)} linkComponent={PageLink}>
          {intl.t('notFound.home')}
        </ButtonLink>
        <ButtonLink
          href={router.href(service, locale)}
          variant="secondary"
          linkComponent={PageLink}
        >
          {routeTitle(ctx, service)}
        </ButtonLink>
        <ContactLink
          label={intl.t('notFound.contact')}
          href={router.href('contact', locale)}
          variant="secondary"
        />
      </div>
    </section>
  );
}
