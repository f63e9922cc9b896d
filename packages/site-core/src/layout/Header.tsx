import { PageLink } from './PageLink';
import { localeNames, localeTags } from '../i18n/locales';
import type { SiteContext } from '../routing/siteContext';
import { ContactLink } from './ContactLink';
import { AnniversaryBadge, Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { SearchToggle } from './SearchToggle';
import { languageAlternates, mainNavigation } from './navigation';
import styles from './Header.module.css';
import { telHref } from '../market/telHref';

/** Spec §2 header: menus filtered by market, language switcher to the same page, contact, search. */
export function Header({ ctx }: { ctx: SiteContext }) {
  const { intl, market, router, locale } = ctx;
  const nav = mainNavigation(ctx);
  const languages = languageAlternates(ctx).map(({ locale: other, href }) => ({
    href,
    lang: localeTags[other],
    label: localeNames[other],
    code: other,
  }));
  const showReportLink =
    router.isVisible('report') && (market.reportLinkLocales ?? []).includes(locale);

  return (
    <header className={styles.header}>
      <a href="#main" className="skip-link">
        {intl.t('nav.skipToContent')}
      </a>
      <div className={styles.utility}>
        <div className={styles.inner}>
          <a className={styles.utilityLink} href={telHref(market.company.phone)}>
            {market.company.phone}
          </a>
          {showReportLink && (
            <PageLink className={styles.reportLink} href={router.href('report', locale)}>
              {intl.t('nav.reportSideEffect')}
            </PageLink>
          )}
          <nav aria-label={intl.t('nav.language')} className={styles.languages}>
            <ul>
              {languages.map((language) => (
                <li key={language.code}>
                  {/* Named by the language alone ("English"), in that language; the code is only its narrow look. */}
                  <a href={language.href} hrefLang={language.lang} lang={language.lang}>
                    <span aria-hidden="true" className={styles.languageCode}>
                      {language.code.toUpperCase()}
                    </span>
                    <span className={styles.languageName}>{language.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className={styles.inner}>
        <PageLink href={router.href('home', locale)} className={styles.brand}>
          <Logo name={market.appName} />
          {/* The accessible name starts with the visible brand name (WCAG 2.5.3), then says where it leads. */}
          <span className="visually-hidden">{intl.t('nav.homeSuffix')}</span>
          {market.anniversary && (
            <span className={styles.badge}>
              <AnniversaryBadge
                years={market.anniversary.years}
                label={intl.t('nav.anniversary', { years: market.anniversary.years })}
              />
            </span>
          )}
        </PageLink>
        <nav aria-label={intl.t('nav.main')} className={styles.mainNav}>
          <ul>
            <li>
              <NavDropdown label={intl.t('nav.services')} items={nav.services} />
            </li>
            <li>
              <NavDropdown label={intl.t('nav.departments')} items={nav.departments} />
            </li>
            {nav.pages.map((item) => (
              <li key={item.href}>
                <PageLink
                  className={styles.navLink}
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                >
                  {item.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <SearchToggle
            action={router.href('search', locale)}
            labels={{
              toggle: intl.t('nav.search'),
              field: intl.t('nav.searchLabel'),
              placeholder: intl.t('nav.searchPlaceholder'),
              submit: intl.t('nav.searchSubmit'),
              close: intl.t('nav.closeSearch'),
              loading: intl.t('nav.searchLoading'),
            }}
          />
          <span className={styles.contact}>
            <ContactLink label={intl.t('nav.contact')} href={router.href('contact', locale)} />
          </span>
          <MobileMenu
            labels={{
              open: intl.t('nav.openMenu'),
              title: intl.t('nav.mobileMenu'),
              close: intl.t('nav.closeMenu'),
              contact: intl.t('nav.contact'),
            }}
            groups={[
              { label: intl.t('nav.services'), items: nav.services },
              { label: intl.t('nav.departments'), items: nav.departments },
            ]}
            pages={nav.pages}
            languages={languages}
            contactHref={router.href('contact', locale)}
          />
        </div>
      </div>
    </header>
  );
}
