import { PageLink } from '../../layout/PageLink';
import { BalancedGrid } from '@medivia/ui/BalancedGrid';
import { Card } from '@medivia/ui/Card';
import { ContactButton } from '../../layout/ContactButton';
import { PageHeader } from '../../layout/PageHeader';
import { childRoutes, type RouteName } from '../../routing/routeTable';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import { routeIcon } from '../home/routeIcons';
import styles from './AreaPage.module.css';

/** Each overview points on to the other, so a visitor who opened the wrong menu is one click away. */
const otherOverview: Partial<Record<RouteName, RouteName>> = {
  departments: 'services',
  services: 'departments',
};

/**
 * The overview of the departments or the services: every page under it that the market shows,
 * each with its summary, as the home page's teasers do. Its pages are its children in the route
 * table, so a department a market hides (feature off or `hiddenRoutes`) is left out here too.
 */
export function SectionOverviewPage({ ctx }: { ctx: SiteContext }) {
  const { intl, router, locale } = ctx;
  const name = ctx.route!.name;
  const pages = childRoutes(name).filter(router.isVisible);
  const other = otherOverview[name];

  return (
    <>
      <PageHeader
        ctx={ctx}
        name={name}
        title={routeTitle(ctx, name)}
        lead={intl.tm(`route.${name}.description`)}
      />

      <div className={styles.section}>
        <div className={styles.inner}>
          <BalancedGrid maxColumns={3}>
            {pages.map((page) => {
              const Icon = routeIcon[page];
              // BalancedGrid sizes its list items; the card fills its item.
              return (
                <li key={page}>
                  <Card
                    headingLevel={2}
                    title={routeTitle(ctx, page)}
                    text={intl.tm(`route.${page}.description`)}
                    href={router.href(page, locale)}
                    icon={Icon ? <Icon /> : undefined}
                    cta={intl.t('portfolio.learnMore')}
                    linkComponent={PageLink}
                  />
                </li>
              );
            })}
          </BalancedGrid>
        </div>
      </div>

      <section className={styles.ctaBand} aria-labelledby="overview-help">
        <div className={`${styles.inner} ${styles.ctaInner}`}>
          <div>
            <h2 id="overview-help">{intl.t('portfolio.overview.help.title')}</h2>
            <p>{intl.t('portfolio.overview.help.text')}</p>
            {other && router.isVisible(other) && (
              <p>
                <PageLink className={styles.ctaLink} href={router.href(other, locale)}>
                  {routeTitle(ctx, other)}
                </PageLink>
              </p>
            )}
          </div>
          <ContactButton
            label={intl.t('portfolio.overview.help.button')}
            variant="inverse"
            size="lg"
          />
        </div>
      </section>
    </>
  );
}
