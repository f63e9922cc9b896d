import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { MarketConfig } from '../market/types';
import { createMarketRouter } from '../routing/marketRouter';
import type { Router } from '../routing/router';
import type { RouteName } from '../routing/routeTable';
import type { SiteContext } from '../routing/siteContext';

/** A path of a locale, as a visitor types it (without the locale prefix). */
export type PagePath = `/${string}`;

/** A page by route name (no params), or by a path of the locale resolved as the site resolves it. */
export type PageAt = RouteName | PagePath;

/** The context the site builds for one page of a market and locale; throws if the path is no page. */
export function testContext(market: MarketConfig, locale: Locale, at: PageAt): SiteContext {
  const router = createMarketRouter(market);
  const route = at.startsWith('/')
    ? router.resolve(locale, at)
    : { name: at as RouteName, params: {} };
  if (!route) throw new Error(`${at} is no page of ${market.market} in ${locale}`);
  return { market, locale, intl: getIntl(market, locale), router, route };
}

export interface RenderedPage {
  /** The static markup, as the server sends it. */
  html: string;
  /**
   * The markup as the document's only content (so aria-labelledby ids resolve); built on first
   * read, so tests in the node environment can use `html` alone.
   */
  readonly container: HTMLElement;
  ctx: SiteContext;
  router: Router;
}

/**
 * Renders a server component as the site would, with the market, locale, intl and router of `ctx`
 * (see testContext). Call it in beforeAll of each state.
 *
 *   const { container } = renderPage(AboutPage, testContext(createTestMarket(), 'en', 'about'));
 */
export function renderPage(
  Page: ComponentType<{ ctx: SiteContext }>,
  ctx: SiteContext,
): RenderedPage {
  const html = renderToStaticMarkup(<Page ctx={ctx} />);
  let container: HTMLElement | undefined;
  return {
    html,
    ctx,
    router: ctx.router,
    get container() {
      if (!container) {
        container = document.createElement('div');
        document.body.replaceChildren(container);
        container.innerHTML = html;
      }
      return container;
    },
  };
}

/** Every JSON-LD block of a rendered page, parsed. */
export function jsonLdOf(page: RenderedPage): Record<string, unknown>[] {
  const blocks = [...page.container.querySelectorAll('script[type="application/ld+json"]')];
  return blocks.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
}

/** The route an href of the site points at (strips the locale prefix of non-default locales). */
export function resolveHref(router: Router, href: string) {
  const match = href.match(/^\/(en|hr|sl|bs)(\/.*)?$/);
  const locale = (
    match && router.locales.includes(match[1] as Locale) ? match[1] : router.defaultLocale
  ) as Locale;
  const path = match && locale !== router.defaultLocale ? (match[2] ?? '/') : href;
  return { locale, route: router.resolve(locale, path) };
}
