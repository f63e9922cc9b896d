import { publishedCopy } from '../../content/writtenPages';
import { internalLinkHref } from '../../routing/internalLinks';
import { PageLink } from '../../layout/PageLink';
import { ShieldCheckIcon } from '@medivia/ui/Icon';
import { Prose } from '../../content/Prose';
import { legalPageCopy, legalRoutes, type LegalRoute } from '../../content/company/legal';
import { PageHeader } from '../../layout/PageHeader';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import type { PageComponent } from '../../routing/siteContext';
import layout from './layout.module.css';
import styles from './LegalPage.module.css';

function LegalDocument({ ctx, name }: { ctx: SiteContext; name: LegalRoute }) {
  const { intl, market, router, locale } = ctx;
  const copy = publishedCopy(legalPageCopy(ctx, name), name, locale);
  // Unpublished legal facts (the company global never saved) leave the date out; the launch
  // checklist names them.
  const lastUpdated = market.legal?.lastUpdated;
  const related = legalRoutes.filter((other) => other !== name && router.isVisible(other));

  return (
    <>
      <PageHeader ctx={ctx} name={name} title={routeTitle(ctx, name)} lead={copy.lead} />
      <div className={layout.section}>
        <div className={`${layout.inner} ${styles.layout}`}>
          <aside className={styles.aside}>
            {lastUpdated && (
              <p className={styles.updated}>
                {intl.t('legal.lastUpdated')}{' '}
                <time dateTime={lastUpdated}>
                  {intl.formatDate(lastUpdated, { dateStyle: 'long' })}
                </time>
              </p>
            )}
            <nav aria-labelledby={`${name}-contents`} className={styles.contents}>
              <h2 id={`${name}-contents`} className={styles.asideTitle}>
                {intl.t('legal.contents')}
              </h2>
              <ol>
                {copy.sections.map((section, index) => (
                  <li key={section.heading}>
                    <a href={`#${name}-${index + 1}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          </aside>
          <div className={styles.document}>
            {copy.sections.map((section, index) => (
              <div key={section.heading} id={`${name}-${index + 1}`} className={styles.section}>
                <Prose sections={[section]} internalHref={internalLinkHref(ctx)} />
              </div>
            ))}
            <div className={styles.footer}>
              <div className={styles.dpo}>
                <ShieldCheckIcon className={styles.dpoIcon} />
                <div>
                  <h2 className={styles.footerTitle}>{intl.t('legal.questionsTitle')}</h2>
                  <p>
                    {intl.t('legal.questionsText')}{' '}
                    {market.legal?.dpoEmail && (
                      <a href={`mailto:${market.legal.dpoEmail}`}>{market.legal.dpoEmail}</a>
                    )}
                  </p>
                </div>
              </div>
              {related.length > 0 && (
                <nav aria-labelledby={`${name}-related`}>
                  <h2 id={`${name}-related`} className={styles.footerTitle}>
                    {intl.t('legal.related')}
                  </h2>
                  <ul className={styles.related}>
                    {related.map((other) => (
                      <li key={other}>
                        <PageLink href={router.href(other, locale)}>
                          {routeTitle(ctx, other)}
                        </PageLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

/** One page component per legal route, all rendered by the same document layout. */
export const legalPage = (name: LegalRoute): PageComponent =>
  function LegalRoutePage({ ctx }: { ctx: SiteContext }) {
    return <LegalDocument ctx={ctx} name={name} />;
  };
