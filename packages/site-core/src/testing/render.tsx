import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { Market } from '../market/types';
import { createMarketRouter } from '../routing/marketRouter';
import type { Router } from '../routing/router';
import type { RouteName } from '../routing/routeTable';
import type { SiteContext } from '../routing/siteContext';

/** A path of a locale, as a visitor types it (without the locale prefix). */
export type PagePath = `/${string}`;

/** A page by route name (no params), or by a path of the locale resolved as the site resolves it. */
export type PageAt = RouteName | PagePath;

/** The context the site builds for one page of a market and locale; throws if the path is no page. */
export function testContext(market: Market, locale: Locale, at: PageAt): SiteContext {
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
 * (see testContext). Call it in beforeAll of each state. A page with an island whose code loads on
 * first interaction (a form page) cannot be rendered synchronously: use prerenderPage for it.
 *
 *   const { container } = renderPage(AboutPage, testContext(createTestMarket(), 'en', 'about'));
 */
export function renderPage(
  Page: ComponentType<{ ctx: SiteContext }>,
  ctx: SiteContext,
): RenderedPage {
  let html: string;
  try {
    html = renderToStaticMarkup(<Page ctx={ctx} />);
  } catch (error) {
    if (
      error instanceof Error &&
      /suspended while responding to synchronous input/.test(error.message)
    )
      throw new Error(
        `${ctx.route?.name ?? 'The page'} waits on a lazily loaded island: render it with prerenderPage`,
        { cause: error },
      );
    throw error;
  }
  return renderedPage(html, ctx, () => window.document);
}

/** Long enough for every island's code to load; an island still pending after it never will. */
const prerenderTimeout = 5_000;

/** In node, one jsdom document for the test file to read pages in, as jsdom's environment has one. */
let sharedNodeDocument: Document | undefined;

/**
 * Renders a whole page as the server sends it once everything is ready, the islands whose code
 * loads on first interaction included (EnhanceOnInteraction renders them inline on the server).
 * Run it in the node environment (`@jest-environment node` at the top of the test file): in jsdom
 * an island takes itself for a browser's and waits for a visitor's first touch, which never comes.
 *
 *   const { container } = await prerenderPage(ContactPage, testContext(market, 'en', 'contact'));
 */
export async function prerenderPage(
  Page: ComponentType<{ ctx: SiteContext }>,
  ctx: SiteContext,
): Promise<RenderedPage> {
  const html = await prerenderToString(<Page ctx={ctx} />);
  // Loaded here, not with the module: jsdom and react-dom/static need node's globals (TextEncoder),
  // which the jsdom environment of the other page tests lacks.
  sharedNodeDocument ??= new (await import('jsdom')).JSDOM('<!doctype html><body></body>').window
    .document;
  const document = sharedNodeDocument;
  return renderedPage(html, ctx, () => document);
}

async function prerenderToString(element: ReactNode): Promise<string> {
  if (typeof window !== 'undefined')
    throw new Error('prerenderPage renders as the server does: use @jest-environment node');
  const errors: unknown[] = [];
  const signal = AbortSignal.timeout(prerenderTimeout);
  const { prerender } = await import('react-dom/static');
  const { prelude } = await prerender(element, {
    signal,
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  // An aborted prerender resolves with what was ready; a part left out must fail the test.
  if (signal.aborted)
    throw new Error(`The page was not ready within ${prerenderTimeout} ms`, { cause: errors[0] });
  if (errors.length > 0) throw errors[0];
  return html;
}

function renderedPage(html: string, ctx: SiteContext, documentOf: () => Document): RenderedPage {
  let container: HTMLElement | undefined;
  return {
    html,
    ctx,
    router: ctx.router,
    get container() {
      if (!container) {
        const document = documentOf();
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
