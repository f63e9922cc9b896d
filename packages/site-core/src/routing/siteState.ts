import type { NewsContent } from '../schema/news';
import { getIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type {
  CompanyData,
  Department,
  JobPosition,
  LocalizedText,
  Market,
  MarketConfig,
  MarketContent,
} from '../market/types';
import { createMarketRouter } from './marketRouter';
import type { Redirect } from './redirects';
import type { ResolvedRoute, Router } from './router';
import type { SiteContext } from './siteContext';

/**
 * What staff publish in the back office, as the site's content model shapes it: with the market's
 * settings, all a page renders from (a field left out has its empty value, never a copy in code). `revision` changes with every publish, unpublish or delete,
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

/** The market as the site renders it now: its settings with the published content, and its router. */
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
 * The current state of a market's site. Without a source it is the given market, always (tests and
 * tools that hold their content); with one, the settings with the published content, built once per
 * content revision, so the router (whose parametrised pages are articles, openings and brand pages)
 * and every page of one render agree on the same content.
 */
export function siteStates(market: Market): CurrentSite;
export function siteStates(settings: MarketConfig, source: ContentSource | undefined): CurrentSite;
export function siteStates(market: MarketConfig | Market, source?: ContentSource): CurrentSite {
  if (!source) {
    const fixed: SiteState = {
      market: market as Market,
      router: createMarketRouter(market as Market),
    };
    return async () => fixed;
  }
  let latest: SiteState | undefined;
  return async () => {
    const content = await source.published();
    if (latest?.revision !== content.revision) latest = siteStateOf(market, content);
    return latest;
  };
}

/** Every field of the settings: the type checker fails here when MarketConfig gains one. */
const settingFields = {
  market: true,
  appName: true,
  siteUrl: true,
  timeZone: true,
  locales: true,
  country: true,
  messages: true,
  features: true,
  hiddenRoutes: true,
  reportLinkLocales: true,
  anniversary: true,
  pharmacovigilanceMailbox: true,
  defaultMailFrom: true,
  theme: true,
  whistleblowing: true,
} satisfies Record<keyof MarketConfig, true>;

/** The settings of a market, whatever else the object holds: what a page may take from code. */
export function settingsOf(market: MarketConfig): MarketConfig {
  const settings: Partial<MarketConfig> = {};
  for (const field of Object.keys(settingFields) as (keyof MarketConfig)[]) {
    if (market[field] !== undefined) Object.assign(settings, { [field]: market[field] });
  }
  return settings as MarketConfig;
}

/** A text left blank in each of the market's locales: shown as nothing, never as a missing translation. */
const blank = (locales: MarketConfig['locales']): LocalizedText =>
  Object.fromEntries(locales.map((locale) => [locale, '']));

/**
 * A company with nothing published: every text empty. The company information page and the footer
 * show blanks rather than a sample, and the launch checklist names what is missing.
 */
export const unpublishedCompany = ({
  country,
  locales,
}: Pick<MarketConfig, 'country' | 'locales'>): CompanyData => ({
  corporateName: '',
  abbreviatedName: '',
  registryCourt: blank(locales),
  registrationNumber: blank(locales),
  taxId: blank(locales),
  vatId: '',
  seat: { street: '', postalCode: '', city: '', country },
  founder: blank(locales),
  managementBoard: [],
  director: '',
  // The currency the back office's form starts with: a zero amount still formats.
  shareCapital: { amount: 0, currency: 'EUR', paidInFull: false },
  bankAccounts: [],
  email: '',
  phone: '',
  founded: 0,
});

/** The content of a market whose back office has published nothing: empty, never a copy in code. */
export const unpublishedContent = (
  settings: Pick<MarketConfig, 'country' | 'locales'>,
): Pick<
  MarketContent,
  | 'company'
  | 'locations'
  | 'departments'
  | 'officeHours'
  | 'sisterSites'
  | 'sponsors'
  | 'figures'
  | 'news'
  | 'documents'
> => ({
  company: unpublishedCompany(settings),
  locations: [],
  departments: {},
  officeHours: blank(settings.locales),
  sisterSites: [],
  sponsors: [],
  figures: {},
  news: { categories: [], articles: [] },
  // The back office's list, even empty: the documents page never lists site-core's sample copy.
  documents: [],
});

/**
 * The market with this content: its settings with what the content holds, and an empty value where it
 * holds nothing (the back office is the only source of content; code holds no fallback copy).
 */
export function siteStateOf(settings: MarketConfig, content: PublishedContent): SiteState {
  const { revision, redirects, ...published } = content;
  const current: Market = { ...settingsOf(settings), ...unpublishedContent(settings) };
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
