import { PageLink } from './PageLink';
import { ExternalLinkIcon } from '@medivia/ui/Icon';
import { ResponsiveImage } from '@medivia/ui/ResponsiveImage';
import { CookieSettingsButton } from '../consent/ConsentControls';
import type { SiteContext } from '../routing/siteContext';
import { sectionLinks } from '../routing/siteContext';
import { Logo } from './Logo';
import styles from './Footer.module.css';
import { localize } from '../content/company/localize';
import { telHref } from '../market/telHref';
import { contentRevisionAttribute } from '../routing/pageStatus.mjs';
import { whistleblowingHref } from '../whistleblowing/paths.mjs';

/** Spec §2 footer: sister companies (never the market itself), legal links, sponsors, copyright. */
export function Footer({ ctx, year }: { ctx: SiteContext; year: number }) {
  const { intl, market, router, locale } = ctx;
  const sisters = market.sisterSites.filter((site) => site.market !== market.market);
  const legal = sectionLinks(ctx, [
    'cookiePolicy',
    'termsOfUse',
    'companyInformation',
    'privacyPolicy',
    'videoSurveillance',
  ]);
  const more = sectionLinks(ctx, ['documents', 'careers']);
  const showReportLink =
    router.isVisible('report') && (market.reportLinkLocales ?? []).includes(locale);
  const newTab = intl.t('footer.opensInNewTab');
  const { seat } = market.company;

  return (
    // The revision it was rendered from: the root layout reads the content apart from the page, and the
    // page cache renders a page anew whose parts disagree (platform/contentRevision.mjs).
    <footer className={styles.footer} {...{ [contentRevisionAttribute]: ctx.revision }}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {market.company.abbreviatedName}
          </h2>
          <Logo name={market.appName} />
          <p>{intl.t('footer.about', { founded: market.company.founded })}</p>
          <address className={styles.address}>
            {market.company.corporateName}
            <br />
            {seat.street}, {seat.postalCode} {seat.city}
            <br />
            <a href={telHref(market.company.phone)}>{market.company.phone}</a>
            <br />
            <a href={`mailto:${market.company.email}`}>{market.company.email}</a>
          </address>
        </section>

        <nav aria-labelledby="footer-legal" className={styles.column}>
          <h2 id="footer-legal">{intl.t('footer.legal')}</h2>
          <ul>
            {[...legal, ...more].map((item) => (
              <li key={item.href}>
                <PageLink href={item.href}>{item.label}</PageLink>
              </li>
            ))}
            <li>
              <CookieSettingsButton label={intl.t('consent.settingsButton')} />
            </li>
            {market.whistleblowing && (
              <li>
                {/* A plain link: the channel's page is the server's own, outside the site's client
                    navigation, and it is asked for without a referrer. */}
                <a href={whistleblowingHref(locale, market.locales[0])} rel="noreferrer">
                  {intl.t('footer.whistleblowing')}
                </a>
              </li>
            )}
            {showReportLink && (
              <li>
                <PageLink href={router.href('report', locale)}>
                  {intl.t('nav.reportSideEffect')}
                </PageLink>
              </li>
            )}
          </ul>
        </nav>

        {sisters.length > 0 && (
          <nav aria-labelledby="footer-sisters" className={styles.column}>
            <h2 id="footer-sisters">{intl.t('footer.sisterCompanies')}</h2>
            <ul>
              {sisters.map((site) => (
                <li key={site.url}>
                  <a href={site.url} target="_blank" rel="noopener">
                    {/* One text run: as separate flex items, name and country wrapped side by side. */}
                    <span>
                      {site.name}{' '}
                      <span className={styles.muted}>
                        (
                        {localize(
                          site.country,
                          locale,
                          `sisterSites.${site.market ?? site.name}.country`,
                        )}
                        )
                      </span>
                    </span>
                    <ExternalLinkIcon />
                    <span className="visually-hidden">{newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {market.sponsors.length > 0 && (
          <section aria-labelledby="footer-sponsors" className={styles.column}>
            <h2 id="footer-sponsors">{intl.t('footer.sponsors')}</h2>
            <ul className={styles.sponsors}>
              {market.sponsors.map((sponsor) => (
                <li key={sponsor.url}>
                  <a href={sponsor.url} target="_blank" rel="noopener" className={styles.sponsor}>
                    {sponsor.logo ? (
                      // The logo names the organisation (its alt text); the caption says what we support.
                      <span className={styles.sponsorLogo}>
                        <ResponsiveImage
                          src={sponsor.logo.src}
                          width={sponsor.logo.width}
                          height={sponsor.logo.height}
                          variants={sponsor.logo.variants}
                          alt={sponsor.logo.alt[locale] || sponsor.name}
                          sizes="8rem"
                        />
                      </span>
                    ) : (
                      <span className={styles.sponsorMark} aria-hidden="true">
                        {sponsor.name.slice(0, 1)}
                      </span>
                    )}
                    <span>
                      {!sponsor.logo && sponsor.name}
                      <span className={styles.caption}>
                        {localize(sponsor.caption, locale, `sponsors.${sponsor.name}.caption`)}
                      </span>
                    </span>
                    <span className="visually-hidden">{newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className={styles.bottom}>
        <p>{intl.t('footer.copyright', { year, appName: market.appName })}</p>
      </div>
    </footer>
  );
}
