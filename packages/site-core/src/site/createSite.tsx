import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';
import '@medivia/ui/tokens.css';
import '@medivia/ui/base.css';
import '../styles/site.css';
import { articlesIn } from '../content/news';
import { getEnv } from '../env';
import { getIntl, marketMessages } from '../i18n/intl';
import { localeTags, type Locale } from '../i18n/locales';
import { SiteFrame } from '../layout/SiteFrame';
import type { MarketConfig } from '../market/types';
import { OverlayHost } from '../overlays/OverlayHost';
import { NotFoundPage } from '../pages/NotFoundPage';
import { pageFor } from '../pages/registry';
import { createRouter, type ResolvedRoute } from '../routing/router';
import { SiteRuntime } from '../runtime/SiteRuntime';
import { pageMetadata } from '../seo/metadata';
import type { SiteContext } from './context';

type PathParams = { params: Promise<{ path?: string[] }> };

/** The one factory an app calls: everything its route files export comes from here. */
export function createSite(market: MarketConfig) {
  const router = createRouter(
    market,
    { 'novosti-i-dogadanja-clanak': (locale) => articlesIn(market.news, locale).map((a) => a.t.slug) },
    (_name, from, slug, to) =>
      market.news.articles.find((a) => a.translations[from]?.slug === slug)?.translations[to]?.slug,
  );

  const context = (locale: Locale, route: ResolvedRoute | null): SiteContext => ({
    market,
    locale,
    intl: getIntl(market, locale),
    router,
    route,
  });

  const resolve = async (locale: Locale, { params }: PathParams) => {
    const { path = [] } = await params;
    return router.resolve(locale, `/${path.map(decodeURIComponent).join('/')}`);
  };

  function forLocale(locale: Locale) {
    const intl = getIntl(market, locale);

    function Layout({ children }: { children: ReactNode }) {
      const messages = marketMessages(market, locale);
      const contactMessages = Object.fromEntries(
        Object.entries(messages).filter(([id]) => id.startsWith('contact.')),
      );
      return (
        <html lang={localeTags[locale]} style={market.theme as CSSProperties | undefined}>
          <body>
            <SiteRuntime loadingLabel={intl.t('loading.label')} />
            {children}
            <OverlayHost
              contact={{
                locale,
                departments: Object.keys(market.departments).map((key) => ({ key, name: intl.tm(`department.${key}`) })),
                messages: contactMessages,
                privacyHref: router.href('pravila-privatnosti', locale),
                termsHref: router.href('uvjeti-koristenja', locale),
                recaptchaSiteKey: getEnv().NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
              }}
              thankYou={{ title: intl.t('thankYou.title'), text: intl.t('thankYou.text'), close: intl.t('thankYou.close') }}
            />
          </body>
        </html>
      );
    }

    async function Page(props: PathParams) {
      const route = await resolve(locale, props);
      if (!route) notFound();
      const ctx = context(locale, route);
      const Content = pageFor(route.name);
      return (
        <SiteFrame ctx={ctx}>
          <Content ctx={ctx} />
        </SiteFrame>
      );
    }

    function NotFound() {
      const ctx = context(locale, null);
      return (
        <SiteFrame ctx={ctx}>
          <NotFoundPage ctx={ctx} />
        </SiteFrame>
      );
    }

    /** Every visible page of the locale but home, as catch-all segments. */
    function generateStaticParams() {
      return router
        .pages(locale)
        .filter((route) => route.name !== 'home')
        .map((route) => {
          const prefix = locale === router.defaultLocale ? '' : `/${locale}`;
          const path = router.href(route.name, locale, route.params).slice(prefix.length);
          return { path: path.split('/').filter(Boolean) };
        });
    }

    async function generateMetadata(props: PathParams): Promise<Metadata> {
      const route = await resolve(locale, props);
      return pageMetadata(context(locale, route));
    }

    return { Layout, Page, NotFound, generateStaticParams, generateMetadata, locale };
  }

  const locales = Object.fromEntries(market.locales.map((locale) => [locale, forLocale(locale)])) as Record<
    Locale,
    ReturnType<typeof forLocale>
  >;

  return { market, router, locales, defaultLocale: locales[router.defaultLocale] };
}

export type Site = ReturnType<typeof createSite>;
