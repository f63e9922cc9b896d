import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { createElement } from 'react';
import type { Locale } from '../i18n/locales';
import { SiteFrame } from '../layout/SiteFrame';
import { revisionHeader } from '../seo/seoRoutes';
import { siteContextOf, type CurrentSite, type SiteState } from '../routing/siteState';

const searchRoute = { name: 'search', params: {} } as const;
import { pageMetadata } from '../seo/metadata';
import type { SiteContext } from '../routing/siteContext';
import { buildSearchIndex } from '../search/searchIndex';
import { MAX_QUERY_LENGTH, SearchPage } from '../search/SearchPage';

type LocaleParams = { params: Promise<{ lang: string }> };
type SearchProps = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The app routes of site search: the dynamic results page (app/[lang]/search-results, reached by the
 * rewrite of /pretraga?q=...) and the per-locale index file the header fetches for instant results.
 */
export function createSearch(current: CurrentSite) {
  const isMarketLocale = (state: SiteState, lang: string): lang is Locale =>
    (state.router.locales as readonly string[]).includes(lang);

  const contextOf = async ({ params }: LocaleParams): Promise<SiteContext> => {
    const { lang } = await params;
    const state = await current();
    if (!isMarketLocale(state, lang)) notFound();
    return siteContextOf(state, lang, searchRoute);
  };

  const queryOf = async ({ searchParams }: SearchProps): Promise<string> => {
    const q = (await searchParams).q;
    return ((Array.isArray(q) ? q[0] : q) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  };

  async function ResultsPage(props: SearchProps) {
    const ctx = await contextOf(props);
    const query = await queryOf(props);
    return createElement(SiteFrame, { ctx, children: createElement(SearchPage, { ctx, query }) });
  }

  async function generateMetadata(props: SearchProps): Promise<Metadata> {
    const ctx = await contextOf(props);
    const query = await queryOf(props);
    const metadata = pageMetadata(ctx);
    if (!query) return metadata;
    const title = ctx.intl.t('meta.titleTemplate', {
      title: ctx.intl.t('search.metaTitle', { query }),
      appName: ctx.market.appName,
    });
    // Results are an endless space of thin pages: out of the index, but their links may be followed.
    return { ...metadata, title, robots: { index: false, follow: true } };
  }

  /** GET <locale prefix>/search-index.json, written at build time (force-static) for every locale. */
  async function indexHandler(_request: Request, props: LocaleParams): Promise<Response> {
    const { lang } = await props.params;
    const state = await current();
    if (!isMarketLocale(state, lang)) return new Response('Not found', { status: 404 });
    return Response.json(buildSearchIndex(siteContextOf(state, lang, searchRoute)), {
      headers: revisionHeader(state.revision),
    });
  }

  return { ResultsPage, generateMetadata, indexHandler };
}
