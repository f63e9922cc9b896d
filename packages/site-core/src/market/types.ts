import type { Locale } from '../i18n/locales';
import type { NewsContent } from '../content/news';
import type { MarketFeature, RouteName } from '../routing/routeTable';

/** A flat message catalogue: dotted ids to ICU message strings. */
export type Messages = Record<string, string>;

export interface BankAccount {
  bank: string;
  iban: string;
  swift: string;
}

/** Legal data a company must publish (spec §3); sample values only. */
export interface CompanyData {
  corporateName: string;
  abbreviatedName: string;
  registryCourt: string;
  registrationNumber: string;
  taxId: string;
  vatId: string;
  seat: { street: string; postalCode: string; city: string; country: string };
  founder: string;
  managementBoard: string[];
  director: string;
  shareCapital: { amount: number; currency: string; paidInFull: boolean };
  bankAccounts: BankAccount[];
  email: string;
  phone: string;
  founded: number;
}

export interface Location {
  id: string;
  city: string;
  country: string;
  address: string;
  postalCode: string;
  /** Message id of what happens there, e.g. "location.kind.warehouse". */
  kind: 'headquarters' | 'warehouse' | 'office' | 'distributionCentre';
  tel1: string;
  tel1_link: string;
  tel2?: string;
  tel2_link?: string;
  email?: string;
}

/** One recipient in the department directory; display names come from messages `department.<key>`. */
export interface Department {
  mail: string;
  mail2?: string;
  tel: string;
}

export interface SisterSite {
  /** Market code of the sister company, so a market never links to itself. */
  market: string;
  name: string;
  country: string;
  url: string;
}

export interface Sponsor {
  name: string;
  url: string;
  /** Message id of what we sponsor, shown as the logo's caption. */
  captionId: string;
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
}

export interface MarketConfig {
  /** Market code (cro, slo, bih, ...): data, never a branch in site-core. */
  market: string;
  /** Shown in the copyright line and page titles. */
  appName: string;
  /** Absolute origin used for canonical and hreflang links (an example domain for samples). */
  siteUrl: string;
  /** The first is the default locale: no path prefix. The others are prefixed with their code. */
  locales: readonly [Locale, ...Locale[]];
  /** Market overrides of the site-core catalogues, per locale. */
  messages?: Partial<Record<Locale, Messages>>;
  features: Record<MarketFeature, boolean>;
  /** Routes this market hides on top of the feature switches (e.g. single brand pages). */
  hiddenRoutes?: readonly RouteName[];
  /** Locales whose header and footer link to the adverse-effect report (spec: hr only). */
  reportLinkLocales?: readonly Locale[];
  /** The anniversary badge in the header (the 35-years logo), where the market shows it. */
  anniversary?: { years: number };
  company: CompanyData;
  locations: readonly Location[];
  departments: Readonly<Record<string, Department>>;
  /** Department key the contact form preselects from a department or service page. */
  routeDepartments?: Partial<Record<RouteName, string>>;
  pharmacovigilanceMailbox: string;
  /** Sender address used when MAIL_FROM is unset. */
  defaultMailFrom: string;
  sisterSites: readonly SisterSite[];
  sponsors: readonly Sponsor[];
  figures: MarketFigures;
  news: NewsContent;
  /** Design-token overrides (CSS custom properties), e.g. { '--color-primary-600': '#0b5f7a' }. */
  theme?: Readonly<Record<`--${string}`, string>>;
}
