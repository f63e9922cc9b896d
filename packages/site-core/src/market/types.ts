import type { Locale } from '../i18n/locales';
import type { NewsContent } from '../schema/news';
import type { PublishedImage, Sharing } from '../schema/content';
import type { AboutCopy, CareersCopy, DocumentType, HomeCopy, LegalCopy } from '../schema/company';
import type { AreaCopy, BrandCopy } from '../schema/portfolio';
import type { BrandPage } from '../schema/brandPages';
import type { MarketFeature, RouteName } from '../routing/routeTable';
import type { LinkTargets } from '../routing/linkTargets';
import type { PageTitles } from '../i18n/pageTitles';

/** A flat message catalogue: dotted ids to ICU message strings. */
export type Messages = Record<string, string>;

export interface BankAccount {
  bank: string;
  iban: string;
  swift: string;
}

/** Legal data a company must publish (spec §3); sample values only. */
export interface CompanyData {
  /** The registered names, shown as registered in every locale. */
  corporateName: string;
  abbreviatedName: string;
  /** Texts a visitor reads in the page's language: the court, the numbers' labels, the seat's country. */
  registryCourt: LocalizedText;
  registrationNumber: LocalizedText;
  taxId: LocalizedText;
  vatId: string;
  seat: { street: string; postalCode: string; city: string; country: LocalizedText };
  founder: LocalizedText;
  managementBoard: BoardMember[];
  director: string;
  shareCapital: { amount: number; currency: string; paidInFull: boolean };
  bankAccounts: BankAccount[];
  email: string;
  phone: string;
  founded: number;
}

/** A member of the management board: a name as written, and the title in each locale. */
export interface BoardMember {
  name: string;
  role: LocalizedText;
}

export interface Location {
  id: string;
  city: string;
  country: LocalizedText;
  address: string;
  postalCode: string;
  /** Message id of what happens there, e.g. "location.kind.warehouse". */
  kind: 'headquarters' | 'warehouse' | 'office' | 'distributionCentre';
  tel1: string;
  tel1_link: string;
  tel2?: string;
  tel2_link?: string;
  email?: string;
  /** When visitors are received, in words of each locale, e.g. "pon–pet 8–16 h". */
  openingHours?: LocalizedText;
  /** When deliveries are taken in at the ramp (warehouses), in words of each locale. */
  goodsReceivingHours?: LocalizedText;
  /** WGS84 position for the plain OpenStreetMap link on the contact page (no embedded map). */
  coordinates?: { lat: number; lon: number };
}

/** Where the contact page and the form's choice list a department. */
export type DepartmentGroup = 'sales' | 'areas' | 'services' | 'company';

/**
 * One recipient in the department directory, by its English key (`wholesale`, `human-resources`):
 * its name and description in words of each locale, how it is reached, and the pages it answers for.
 */
export interface Department {
  name: LocalizedText;
  /** A line under the name on the contact page, where staff wrote one. */
  description?: LocalizedText;
  mail: string;
  mail2?: string;
  tel: string;
  /** Offered as a first choice in the contact form; the others stay reachable in the contact page's directory. */
  offered?: boolean;
  /** The heading it is listed under on the contact page and in the form's choice (default: company). */
  group?: DepartmentGroup;
  /** A site's own unit (a `Location.id`): listed under that location instead of its group. */
  location?: string;
  /** Office hours in words of each locale; the market's `officeHours` when absent. */
  hours?: LocalizedText;
  /**
   * The pages whose contact button preselects it in the form (and, below them, their brand pages and
   * openings): one department per page.
   */
  contactFor?: readonly RouteName[];
}

export interface SisterSite {
  /**
   * Market code of a group site (@medivia/markets), so a market never links to itself. The back
   * office's list (*Group companies*) holds the other companies only, without it.
   */
  market?: string;
  name: string;
  /** The sister company's country, named in each locale of the sites that link it. */
  country: LocalizedText;
  url: string;
}

export interface Sponsor {
  name: string;
  url: string;
  /** What we support, shown under the name, in words of each locale. */
  caption: LocalizedText;
  /** The organisation's logo from the media library; its name's initial stands in until one is uploaded. */
  logo?: PublishedImage;
}

/** Figures the home page and department pages quote; each shows only where the market has it. */
export interface MarketFigures {
  customers?: number;
  suppliers?: number;
  employees?: number;
  employeesYear?: number;
  vehicles?: number;
  warehouses?: number;
  turnover?: { amount: number; currency: string; year: number }[];
  medicalEquipmentSuppliers?: number;
  dentalSuppliers?: number;
  dentalPartners?: number;
  animalHealthCustomers?: number;
  /**
   * Delivery window of the market's own fleet: ISO weekdays (1 = Monday … 7 = Sunday) and whole
   * hours, e.g. { firstDay: 1, lastDay: 5, fromHour: 8, toHour: 20 } for Monday–Friday 8–20 h.
   */
  deliveryHours?: { firstDay: number; lastDay: number; fromHour: number; toHour: number };
  /** Equipment servicing is on call around the clock, every day of the year (shown as "24/7"). */
  serviceAroundTheClock?: boolean;
}

/** Text in the locales a market serves; a page that needs a missing locale fails the build naming the field. */
export type LocalizedText = Partial<Record<Locale, string>>;

/**
 * A document on the documents page (certificates, authorisations, policies, forms), kept by staff in
 * the back office. With a file it is a download; without, the quality department sends it on request.
 */
export interface CompanyDocument {
  /** Stable key (the seed's id, or the record's). */
  id: string;
  type: DocumentType;
  /** Issue or revision date, ISO yyyy-mm-dd. */
  date: string;
  /** Texts per locale; {placeholders} such as {medicinesAgency} are filled from the market's facts. */
  title: LocalizedText;
  description: LocalizedText;
  /** The PDF in the media library. */
  file?: { src: string; bytes: number };
}

/** A professional body or association the company belongs to (about-us page). */
export interface Membership {
  name: LocalizedText;
  /** Year the membership began, when the market wants to show it. */
  since?: number;
  /** The organisation's public website. */
  url?: string;
}

/** A list of sentences in the locales a market serves. */
export type LocalizedList = Partial<Record<Locale, readonly string[]>>;

/**
 * A job opening: a card on the careers page and a page of its own with the application form. An
 * opening past its closing date, or marked closed, leaves the list and its page says so (410).
 */
export interface JobPosition {
  /** Stable key: the application records it, and HR's mail names it. */
  id: string;
  /** The opening's address below the careers page, per locale (lowercase words and hyphens). */
  slug: LocalizedText;
  title: LocalizedText;
  /** Department or team, e.g. "Laboratory diagnostics". */
  team: LocalizedText;
  /** A city from the market's locations. */
  location: string;
  /** Message id suffix `careers.employment.<type>`. */
  employment: 'fullTime' | 'partTime' | 'fixedTerm' | 'internship';
  /** One or two sentences: what the job is and whom we look for. */
  summary: LocalizedText;
  /** What the person in this role does, one item per line. */
  responsibilities: LocalizedList;
  /** What we look for, one item per line. */
  requirements: LocalizedList;
  /** When the opening was posted and the last day to apply, as ISO dates (YYYY-MM-DD). */
  postedOn: string;
  closesOn: string;
  /** Filled or withdrawn before its closing date. */
  closed?: boolean;
  /** A photo of the team or the workplace at the top of its page; its shared picture unless staff chose another. */
  hero?: PublishedImage;
  /** Its title, description and picture in search results and shared links, where staff set them. */
  sharing?: Sharing;
}

/** A public authority named in the legal pages (data-protection supervisor, medicines agency). */
export interface PublicAuthority {
  name: LocalizedText;
  abbreviation: string;
  address?: string;
  website: string;
}

/**
 * Market facts the privacy, cookie and video-surveillance notices quote: the site-core texts are the
 * same in every market and fill these in, so no legal text branches on a market.
 */
export interface LegalNotices {
  /** Mailbox of the data protection officer (a sample address). */
  dpoEmail: string;
  /** The data-protection law(s) the controller applies, as a phrase, e.g. "the GDPR and the Act on ...". */
  dataProtectionLaw: LocalizedText;
  /** Where data subjects lodge a complaint (AZOP, Informacijski pooblaščenec, AZLP BiH). */
  supervisoryAuthority: PublicAuthority;
  /** The authority pharmacovigilance reports go to (HALMED, JAZMP, ALMBIH). */
  medicinesAgency: PublicAuthority;
  /** Maximum retention of video recordings, in days. */
  videoRetentionDays: number;
  /** When the legal texts were last reviewed, ISO yyyy-mm-dd. */
  lastUpdated: string;
}

/**
 * What a market is: its code, name, domain, time zone, locales, features, routes, theme and the
 * addresses its mail is sent from. No content: what pages show comes from the back office
 * (`MarketContent`), and what an empty database is loaded with is the seed's (`MarketSeed`).
 */
export interface MarketConfig {
  /** Market code (cro, slo, bih, ...): data, never a branch in site-core. */
  market: string;
  /** Shown in the copyright line and page titles. */
  appName: string;
  /** Absolute origin used for canonical and hreflang links (an example domain for samples). */
  siteUrl: string;
  /** IANA time zone of the market's wall-clock times (event start and end), e.g. 'Europe/Zagreb'. */
  timeZone: string;
  /** The first is the default locale: no path prefix. The others are prefixed with their code. */
  locales: readonly [Locale, ...Locale[]];
  /** The market's country in each of its locales: where the company is registered (its seat). */
  country: LocalizedText;
  /** Market overrides of the site-core catalogues, per locale. */
  messages?: Partial<Record<Locale, Messages>>;
  features: Record<MarketFeature, boolean>;
  /** Routes this market hides on top of the feature switches (e.g. single brand pages). */
  hiddenRoutes?: readonly RouteName[];
  /** Locales whose header and footer link to the adverse-effect report (spec: hr only). */
  reportLinkLocales?: readonly Locale[];
  /** The anniversary badge in the header (the 35-years logo), where the market shows it. */
  anniversary?: { years: number };
  pharmacovigilanceMailbox: string;
  /** Sender address used when MAIL_FROM is unset. */
  defaultMailFrom: string;
  /** Design-token overrides (CSS custom properties), e.g. { '--color-primary-600': '#0b5f7a' }. */
  theme?: Readonly<Record<`--${string}`, string>>;
  /** The internal reporting channel (EU 2019/1937): who handles reports, the law's periods, where else to go. */
  whistleblowing?: WhistleblowingSettings;
}

/**
 * A market's whistleblowing channel, as its law sets it (shared/whistleblowing-research.md): the
 * desk's clocks, the page's facts and the retention of closed cases all read this, never a market's name.
 */
export interface WhistleblowingSettings {
  /** Who receives reports: the function (not a person's name), its mailbox, phone and postal address. */
  handler: { role: LocalizedText; email: string; phone: string; postalAddress: string };
  /** The law's latest feedback, from the acknowledgement (or from the end of the 7 days without one). */
  feedbackPeriod: { months: number } | { days: number };
  /** A shorter period the law sets as the rule (Croatia: 30 days), shown beside the latest. */
  feedbackTargetDays?: number;
  /** Authorities a reporter may go to instead, or as well (Directive Art. 9(1)(g)). */
  externalChannels: readonly { name: LocalizedText; url: string; about: LocalizedText }[];
  /** The law the channel follows, named as a reporter would look it up. */
  law: LocalizedText;
  /** Days a closed case is kept before the daily purge deletes it (a content-free statistics line stays). */
  retentionDays: number;
  /** Whom the yearly statistics go to and by when, where the law asks for them (Slovenia: the KPK by 1 March). */
  statisticsDue?: { authority: LocalizedText; month: number; day: number };
}

/**
 * What staff publish in the back office, as pages read it: the company's facts, the directory, news,
 * openings and the pages' copy. At render time it is the published content only (routing/siteState.ts):
 * where the database lacks something, the required fields hold an empty value and the launch checklist
 * says what is missing.
 */
export interface MarketContent {
  company: CompanyData;
  locations: readonly Location[];
  departments: Readonly<Record<string, Department>>;
  /** The departments' usual office hours, in words of each locale (a department may state its own). */
  officeHours: LocalizedText;
  sisterSites: readonly SisterSite[];
  sponsors: readonly Sponsor[];
  figures: MarketFigures;
  news: NewsContent;
  /** Professional bodies and associations shown on the about-us page. */
  memberships?: readonly Membership[];
  /** The documents page's list, as published in the back office; site-core's copy when absent. */
  documents?: readonly CompanyDocument[];
  /** The careers page's copy per locale as HR publish it; site-core's copy where a locale has none. */
  careersCopy?: Partial<Record<Locale, CareersCopy>>;
  /** The home page's text per locale as staff publish it; the catalogue's where a locale has none. */
  homeCopy?: Partial<Record<Locale, HomeCopy>>;
  /** The about page's copy per locale as staff publish it; site-core's copy where a locale has none. */
  aboutCopy?: Partial<Record<Locale, AboutCopy>>;
  /** The department and service pages' copy as staff publish it, by route; the modules' where absent. */
  areaPages?: Partial<Record<RouteName, Partial<Record<Locale, AreaCopy>>>>;
  /** The legal pages' copy as staff publish it, by route; site-core's copy where absent. */
  legalPages?: Partial<Record<RouteName, Partial<Record<Locale, LegalCopy>>>>;
  /** The route table's brand pages' copy as staff publish it, by route; the modules' where absent. */
  brandCopies?: Partial<Record<RouteName, Partial<Record<Locale, BrandCopy>>>>;
  /** The logos staff uploaded for the route table's brand pages; the typographic mark where absent. */
  brandLogos?: Partial<Record<RouteName, PublishedImage>>;
  /** The fixed pages' titles and descriptions as staff publish them; the catalogue's where absent. */
  pageTitles?: PageTitles;
  /** The pages of the published documents that rich text links to (routing/internalLinks.ts). */
  linkTargets?: LinkTargets;
  /** Job openings: the careers page lists the open ones; it says there are none when empty. */
  openPositions?: readonly JobPosition[];
  /**
   * Brand pages written in the back office, below their department (marketing, medicinal products)
   * after the fixed brands; filled at render time by the back-office loader.
   */
  brandPages?: readonly BrandPage[];
  /** Facts the legal pages quote (DPO, supervisory authority, medicines agency, retention). */
  legal?: LegalNotices;
}

/** The market as pages render it: its settings with the content published in the back office. */
export type Market = MarketConfig & MarketContent;
