import type { NewsContent } from '../content/news';
import { getIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { Department, JobPosition, Market } from '../market/types';
import { createMarketRouter } from './marketRouter';
import type { Redirect } from './redirects';
import type { ResolvedRoute, Router } from './router';
import type { SiteContext } from './siteContext';

/**
 * What staff publish in the back office, as the site's content model shapes it: the market config's
 * seed values are replaced field by field. `revision` changes with every publish, unpublish or delete,
 * and names the content a page was rendered from (the page cache re-renders a page of another one).
 */
export interface PublishedContent {
  revision: string;
  news?: NewsContent;
  openPositions?: readonly JobPosition[];
  brandPages?: Market['brandPages'];
  /** The published departments by their English keys: names, mailboxes, phone, hours, pages. */
  departments?: Readonly<Record<string, Department>>;
  /** The company's facts, as staff keep them (legal data, bank accounts, locations, figures...). */
  company?: Market['company'];
  memberships?: Market['memberships'];
  legal?: Market['legal'];
  locations?: Market['locations'];
  officeHours?: Market['officeHours'];
  figures?: Market['figures'];
  sponsors?: Market['sponsors'];
  sisterSites?: Market['sisterSites'];
  documents?: Market['documents'];
  careersCopy?: Market['careersCopy'];
  homeCopy?: Market['homeCopy'];
  aboutCopy?: Market['aboutCopy'];
  areaPages?: Market['areaPages'];
  legalPages?: Market['legalPages'];
  brandCopies?: Market['brandCopies'];
  brandLogos?: Market['brandLogos'];
  linkTargets?: Market['linkTargets'];
  pageTitles?: Market['pageTitles'];
  /** Old addresses and where they moved (a changed slug, or staff's own): 301 where a page would 404. */
  redirects?: readonly Redirect[];
}

/** Where published content comes from: the back office's database in the apps, nothing in tests. */
export interface ContentSource {
  /** The published content now; cheap when nothing changed (one read of the revision). */
  published(): Promise<PublishedContent>;
}

/** The market as the site renders it now: its config with the published content, and its router. */
export interface SiteState {
  market: Market;
  router: Router;
  /** The content revision the state was built from; absent without a back office. */
  revision?: string;
  /** Old addresses of pages, answered 301 instead of 404. */
  redirects?: readonly Redirect[];
}

export type CurrentSite = () => Promise<SiteState>;

/**
 * The current state of a market's site. Without a source it is the config, always; with one, a state
 * is built once per content revision, so the router (whose parametrised pages are articles, openings
 * and brand pages) and every page of one render agree on the same content.
 */
export function siteStates(market: Market, source?: ContentSource): CurrentSite {
  const fixed: SiteState = { market, router: createMarketRouter(market) };
  if (!source) return async () => fixed;
  let latest: SiteState | undefined;
  return async () => {
    const content = await source.published();
    if (latest?.revision !== content.revision) latest = siteStateOf(market, content);
    return latest;
  };
}

/** The market with this content: its config's seed values replaced by what the content holds. */
export function siteStateOf(market: Market, content: PublishedContent): SiteState {
  const { revision, redirects, ...published } = content;
  const current = { ...market };
  for (const [field, value] of Object.entries(published)) {
    if (value !== undefined) Object.assign(current, { [field]: value });
  }
  return { market: current, router: createMarketRouter(current), revision, redirects };
}

/** What a server component renders one page of a state from, in one locale. */
export function siteContextOf(
  { market, router, revision }: SiteState,
  locale: Locale,
  route: ResolvedRoute | null,
): SiteContext {
  return { market, locale, intl: getIntl(market, locale), router, route, revision };
}
