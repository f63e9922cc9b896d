import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, type CSSProperties, type ReactNode } from 'react';
import '@medivia/ui/tokens.css';
import '@medivia/ui/base.css';
import '../styles/site.css';
import { ConsentBanner } from '../consent/ConsentBanner';
import { ConsentManager } from '../consent/ConsentControls';
import { analyticsSettingsHandler, consentDialogSettings } from '../consent/consentServer';
import { createContactHandlers } from '../contact/handlers';
import { contactFormProps } from '../contact/formProps';
import { applicationHandler } from '../careers/lazyHandler';
import { reportHandler } from '../report/server/lazyHandler';
import { whistleblowingHandlers } from '../whistleblowing/lazyHandlers';
import { getIntl } from '../i18n/intl';
import { localeTags, type Locale } from '../i18n/locales';
import { Footer } from '../layout/Footer';
import { HeadScripts } from '../layout/HeadScripts';
import { SiteFrame } from '../layout/SiteFrame';
import type { Market, MarketConfig } from '../market/types';
import { OverlayHost } from '../overlays/OverlayHost';
import { MovedPage } from '../pages/MovedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { pageFor } from '../pages/registry';
import { validateMarket, validateMarketConfig } from '../market/validateMarket';
import { redirectTarget } from '../routing/redirects';
import type { ResolvedRoute } from '../routing/router';
import { SiteRuntime } from '../runtime/SiteRuntime';
import { createSearch } from './createSearch';
import { pageMetadata } from '../seo/metadata';
import { seoRoutes } from '../seo/seoRoutes';
import { unknownEndpoint } from './unknownEndpoint';
import { writtenPagesOnly } from './writtenPagesOnly';
import { isWrittenIn } from '../content/writtenPages';
import {
  siteContextOf,
  siteStates,
  type ContentSource,
  type SiteState,
} from '../routing/siteState';

type LocaleParams = { params: Promise<{ lang: string }> };
type PathParams = { params: Promise<{ lang: string; path?: string[] }> };

export interface SiteOptions {
  /**
   * The back office's published content, the only source of what pages show; without it (tests,
   * tools) the site renders the given market's content.
   */
  content?: ContentSource;
}

/**
 * The one factory an app calls: everything its route files export comes from here. An app hands its
 * settings and the back office's content; a test may hand a whole market (settings with content).
 */
export function createSite(market: Market, options?: { content?: undefined }): Site;
export function createSite(settings: MarketConfig, options: { content: ContentSource }): Site;
export function createSite(market: MarketConfig | Market, options: SiteOptions = {}): Site {
  if (options.content) validateMarketConfig(market);
  else validateMarket(market as Market);
  return siteOf(market, options);
}

function siteOf(market: MarketConfig, options: SiteOptions) {
  // One state per request: the root layout (the footer) and the page of one render read the same
  // content, even when staff publish between the two reads (React's cache lasts one server request).
  const current = cache(writtenPagesOnly(siteStates(market, options.content)));
  const marketLocales: readonly Locale[] = market.locales;
  const defaultLocale = market.locales[0];

  /** The locale of a request; the [lang] segment only ever holds the market's locales (static params). */
  const localeOf = (lang: string): Locale => {
    if (!marketLocales.includes(lang as Locale)) notFound();
    return lang as Locale;
  };

  const resolve = async ({ params }: PathParams) => {
    const { lang, path = [] } = await params;
    const locale = localeOf(lang);
    const state = await current();
    const localPath = `/${path.map(decodeURIComponent).join('/')}`;
    const route = state.router.resolve(locale, localPath);
    // The address as visitors type it: the default locale has no prefix.
    const address = locale === defaultLocale ? localPath : `/${locale}${localPath}`;
    return { state, locale, route, address };
  };

  async function Layout({ children, params }: { children: ReactNode } & LocaleParams) {
    const locale = localeOf((await params).lang);
    const state = await current();
    const intl = getIntl(state.market, locale);
    const consent = consentDialogSettings(state.market, locale, intl, state.router);
    return (
      // The head scripts may add the consent and web-font attributes to <html> before React hydrates it.
      <html
        lang={localeTags[locale]}
        style={market.theme as CSSProperties | undefined}
        suppressHydrationWarning
      >
        <head>
          <HeadScripts />
        </head>
        <body>
          <SiteRuntime loadingLabel={intl.t('loading.label')} lang={localeTags[locale]} />
          <ConsentBanner texts={consent.texts} cookiePolicyHref={consent.cookiePolicyHref} />
          {children}
          {/* The footer is the same on every page of a locale, so it lives here, once: inside the page
              it was serialized a second time in every payload, with the [lang] not-found boundary. */}
          <Footer ctx={siteContextOf(state, locale, null)} year={new Date().getFullYear()} />
          <OverlayHost
            contact={contactFormProps(state.market, state.router, intl, locale)}
            thankYou={{
              title: intl.t('thankYou.title'),
              text: intl.t('thankYou.text'),
              close: intl.t('thankYou.close'),
            }}
          />
          <ConsentManager {...consent} />
        </body>
      </html>
    );
  }

  async function Page(props: PathParams) {
    const { state, locale, route, address } = await resolve(props);
    // An unknown or hidden path renders the 404 as this page's content rather than throwing
    // notFound(): a thrown 404 reaches the visitor as an empty shell that only scripts fill in. The
    // page cache answers it with status 404 (routing/pageStatus.mjs); an old address staff redirect
    // (a changed slug) with 301 to the new one, before it would be a 404.
    if (!route) {
      const movedTo = redirectTarget(state.redirects ?? [], address);
      return movedTo ? <MovedPage to={movedTo} /> : renderNotFound(locale);
    }
    // A fixed page whose copy is published in other locales but not this one.
    if (!isWrittenIn(state.market, route.name, locale)) return renderNotFound(locale);
    return renderPage(state, locale, route);
  }

  /**
   * One page of a state: the catch-all route's, or a draft's preview on a state that holds it, which
   * puts its notice (the draft banner) above the header.
   */
  function renderPage(state: SiteState, locale: Locale, route: ResolvedRoute, notice?: ReactNode) {
    const ctx = siteContextOf(state, locale, route);
    const Content = pageFor(route.name);
    return (
      <SiteFrame ctx={ctx} notice={notice}>
        <Content ctx={ctx} />
      </SiteFrame>
    );
  }

  /** The localized 404 page; the app's not-found file passes the locale from the root params. */
  async function renderNotFound(lang: string | undefined) {
    const locale = marketLocales.includes(lang as Locale) ? (lang as Locale) : defaultLocale;
    const ctx = siteContextOf(await current(), locale, null);
    return (
      <SiteFrame ctx={ctx}>
        <NotFoundPage ctx={ctx} />
      </SiteFrame>
    );
  }

  const generateLocaleParams = () => marketLocales.map((lang) => ({ lang }));

  /** Every visible page of the locale but home, as catch-all segments below [lang]. */
  async function generatePathParams({ params }: { params: { lang: string } }) {
    const locale = params.lang as Locale;
    const { router } = await current();
    const prefix = locale === router.defaultLocale ? '' : `/${locale}`;
    return router
      .pages(locale)
      .filter((route) => route.name !== 'home')
      .map((route) => ({
        path: router
          .href(route.name, locale, route.params)
          .slice(prefix.length)
          .split('/')
          .filter(Boolean),
      }));
  }

  async function generateMetadata(props: PathParams): Promise<Metadata> {
    const { state, locale, route } = await resolve(props);
    // The 404 page brings its own title and robots tag, as it does under the not-found file.
    if (!route || !isWrittenIn(state.market, route.name, locale)) return {};
    return pageMetadata(siteContextOf(state, locale, route));
  }

  return {
    market,
    /** The market's site as published now (config plus the back office's content). */
    current,
    /** Route handlers of the app's API routes (POST /api/verify-recaptcha, /mail/send, ...). */
    handlers: {
      ...createContactHandlers(market, {}, current),
      reports: reportHandler(market),
      /** POST /api/applications: a job application with its CV. */
      applications: applicationHandler(current),
      analyticsSettings: analyticsSettingsHandler(),
      /** The whistleblowing channel: its page, POST /api/whistleblowing, /inbox, /inbox/messages. */
      whistleblowing: whistleblowingHandlers(market),
      /** Any other path under /api: a JSON 404 instead of Next's HTML shell. */
      unknownEndpoint,
    },
    /** Sitemap, robots.txt and the news feeds, for the app's metadata and feed routes. */
    seo: seoRoutes(current),
    /** The search results page (the one dynamic page) and the per-locale index the header fetches. */
    search: createSearch(current),
    Layout,
    Page,
    renderNotFound,
    renderPage,
    generateLocaleParams,
    generatePathParams,
    generateMetadata,
  };
}

export type Site = ReturnType<typeof siteOf>;
