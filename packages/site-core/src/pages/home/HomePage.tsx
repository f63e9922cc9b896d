import { publishedCopy } from '../../content/writtenPages';
import { PageLink } from '../../layout/PageLink';
import { BalancedGrid } from '@medivia/ui/BalancedGrid';
import { ButtonLink } from '@medivia/ui/Button';
import { Card } from '@medivia/ui/Card';
import { Stat } from '@medivia/ui/Stat';
import { ContactButton } from '../../layout/ContactButton';
import { departmentRoutes, serviceRoutes } from '../../layout/navigation';
import { articlesIn } from '../../schema/news';
import { homeCopyIn } from '../../content/company/home';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import { figureStats } from './figures';
import { HeroIllustration } from './HeroIllustration';
import { routeIcon } from './routeIcons';
import styles from './HomePage.module.css';

export function HomePage({ ctx }: { ctx: SiteContext }) {
  const { intl, market, router, locale } = ctx;
  const founded = market.company.founded;
  const copy = publishedCopy(homeCopyIn(ctx), 'home', locale);
  const stats = figureStats(ctx);
  const latest = articlesIn(market.news, locale).slice(0, 3);
  const teaser = (names: typeof departmentRoutes) =>
    names.filter(router.isVisible).map((name) => {
      const Icon = routeIcon[name];
      return (
        <li key={name}>
          <Card
            title={routeTitle(ctx, name)}
            text={intl.tm(`route.${name}.description`)}
            href={router.href(name, locale)}
            icon={Icon ? <Icon /> : undefined}
            linkComponent={PageLink}
          />
        </li>
      );
    });

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <HeroIllustration className={styles.heroArt} />
          <p className={styles.eyebrow}>{intl.t('home.eyebrow', { founded })}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            {copy.heroTitle}
          </h1>
          <p className={styles.heroText}>{copy.heroText}</p>
          <div className={styles.heroActions}>
            <ContactButton label={intl.t('home.ctaContact')} size="lg" />
            <ButtonLink
              href={router.href('about', locale)}
              variant="secondary"
              size="lg"
              linkComponent={PageLink}
            >
              {intl.t('home.ctaAbout')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className={styles.band} aria-labelledby="home-figures">
        <div className={styles.inner}>
          <h2 id="home-figures" className="visually-hidden">
            {intl.t('home.figuresTitle', { appName: market.appName })}
          </h2>
          <BalancedGrid variant="figures" className={styles.stats}>
            {stats.map((stat) => (
              <li key={stat.label}>
                <Stat value={stat.value} label={stat.label} tone="inverse" />
              </li>
            ))}
          </BalancedGrid>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-departments">
        <div className={styles.inner}>
          <h2 id="home-departments">{intl.t('home.departmentsTitle')}</h2>
          <p className={styles.intro}>{copy.departmentsIntro}</p>
          <BalancedGrid>{teaser(departmentRoutes)}</BalancedGrid>
        </div>
      </section>

      <section className={`${styles.section} ${styles.muted}`} aria-labelledby="home-services">
        <div className={styles.inner}>
          <h2 id="home-services">{intl.t('home.servicesTitle')}</h2>
          <p className={styles.intro}>{copy.servicesIntro}</p>
          <BalancedGrid>{teaser(serviceRoutes)}</BalancedGrid>
        </div>
      </section>

      {latest.length > 0 && (
        <section className={styles.section} aria-labelledby="home-news">
          <div className={styles.inner}>
            <div className={styles.sectionHead}>
              <h2 id="home-news">{intl.t('home.newsTitle')}</h2>
              <PageLink href={router.href('news', locale)}>{intl.t('home.newsAll')}</PageLink>
            </div>
            <BalancedGrid>
              {latest.map((article) => (
                <li key={article.id}>
                  <Card
                    title={article.t.title}
                    text={article.t.summary}
                    href={router.href('newsArticle', locale, {
                      slug: article.t.slug,
                    })}
                    linkComponent={PageLink}
                  >
                    <time dateTime={article.date} className={styles.date}>
                      {intl.formatDate(article.date, { dateStyle: 'long' })}
                    </time>
                  </Card>
                </li>
              ))}
            </BalancedGrid>
          </div>
        </section>
      )}

      <section className={styles.section} aria-labelledby="home-quality">
        <div className={`${styles.inner} ${styles.quality}`}>
          <div>
            <h2 id="home-quality">{intl.t('home.qualityTitle')}</h2>
            <p>{copy.qualityText}</p>
            <PageLink href={router.href('about', locale)}>{intl.t('home.learnMore')}</PageLink>
          </div>
          {router.isVisible('report') && (market.reportLinkLocales ?? []).includes(locale) && (
            <div className={styles.report}>
              <h2>{intl.t('home.reportTitle')}</h2>
              <p>{copy.reportText}</p>
              <ButtonLink
                href={router.href('report', locale)}
                variant="secondary"
                linkComponent={PageLink}
              >
                {intl.t('nav.reportSideEffect')}
              </ButtonLink>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
