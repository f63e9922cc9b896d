import type { Locale } from '../i18n/locales';
import type { Market } from './types';

/**
 * Values the seed loaded that are samples but do not look it (a founder, a membership), as dotted
 * paths into the market's content (`company.founder`, `memberships.0.name`). The launch checklist
 * lists them while they are still the seed's; public pages never say "sample".
 */
export interface SampleMarks {
  samples?: readonly string[];
}

/** A value still in place that must be replaced with the company's real one before launch. */
export interface SampleValue {
  /** Where it is, as a dotted path into the market's config (`departments.prodaja.mail`). */
  path: string;
  value: string;
  why: 'example mailbox' | 'sample account' | 'sample number' | 'sample phone' | 'marked sample';
}

const mailbox = /^[^\s@]+@([^\s@]+)$/;
/** RFC 2606 names and the `.example` top-level domain: mail there reaches nobody. */
const exampleDomain = /(^|\.)(example|example\.com|example\.net|example\.org|test|invalid)$/i;

/** What a value's shape says of it; undefined when it looks real. */
function sampleKind(path: string, value: string): SampleValue['why'] | undefined {
  const mail = mailbox.exec(value.trim());
  if (mail) return exampleDomain.test(mail[1]!) ? 'example mailbox' : undefined;
  const key = path.split('.').at(-1)!;
  // A phone's link is made from its number: staff replace the number, and the link follows.
  if (key.endsWith('_link')) return undefined;
  const digits = value.replace(/\D/g, '');
  if (key === 'iban' && /0{12}/.test(digits)) return 'sample account';
  if (/^(registrationNumber|taxId|vatId)/.test(path.split('.')[1] ?? '') && /0{6}/.test(digits)) {
    return 'sample number';
  }
  if (/^(tel|phone)/.test(key) && /0{6}\d?$/.test(digits)) return 'sample phone';
  return undefined;
}

/** The facts the checklist reads, by their config paths. */
const factsOf = (market: Market) => ({
  company: market.company,
  locations: market.locations,
  departments: market.departments,
  pharmacovigilanceMailbox: market.pharmacovigilanceMailbox,
  defaultMailFrom: market.defaultMailFrom,
  memberships: market.memberships,
  legal: market.legal,
});

/** Every string in the config with its dotted path (localized texts give one entry per locale). */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${path}.${index}`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      yield* strings(item, path ? `${path}.${key}` : key);
  }
}

/**
 * The launch checklist of a market: every sample value still in its data, so staff can see what to
 * replace before the site goes live (legal data, bank accounts, mailboxes, phone numbers). News,
 * copy and messages are left out: they are content, not facts. Empty when the market is ready.
 *
 * `market` is the site as published (its config with what staff changed in the back office); `seed`
 * the seed it was loaded from. A value the seed marks as a sample (`samples`) is listed while it
 * is still the seed's: once staff replace it, it is theirs.
 */
export function launchChecklist(
  market: Market,
  seed: Market & SampleMarks = market,
): SampleValue[] {
  const values = [...strings(factsOf(market), '')];
  const seeded = new Map(strings(factsOf(seed), ''));
  const found: SampleValue[] = [];
  for (const [path, value] of values) {
    const why = sampleKind(path, value);
    if (why) found.push({ path, value, why });
  }
  const listed = new Set(found.map((entry) => entry.path));
  for (const marked of seed.samples ?? []) {
    const inSeed = [...seeded.keys()].some(
      (path) => path === marked || path.startsWith(`${marked}.`),
    );
    if (!inSeed) throw new Error(`samples names ${marked}, which is not in the market's facts`);
    const matches = values.filter(([path]) => path === marked || path.startsWith(`${marked}.`));
    for (const [path, value] of matches) {
      if (!listed.has(path) && seeded.get(path) === value)
        found.push({ path, value, why: 'marked sample' });
      listed.add(path);
    }
  }
  return found;
}

/**
 * Content a page needs that the back office has not published (a global never saved or missing a
 * language, an empty directory): pages then show nothing there, never a copy from code, and the
 * launch checklist names it. `locales` are the languages it is missing in, where that is the gap.
 */
export interface MissingContent {
  what: 'company' | 'legal' | 'locations' | 'departments' | 'officeHours';
  locales?: readonly Locale[];
}

/** What the published market lacks that its pages quote: empty when everything is published. */
export function missingContent(market: Market): MissingContent[] {
  const missing: MissingContent[] = [];
  // The company's facts are published whole (every text in every language) or not at all.
  if (!market.company.corporateName) missing.push({ what: 'company' });
  if (!market.legal) missing.push({ what: 'legal' });
  if (market.locations.length === 0) missing.push({ what: 'locations' });
  const departments = Object.values(market.departments);
  if (!departments.some((department) => department.offered)) missing.push({ what: 'departments' });
  const hoursMissing = market.locales.filter((locale) => !market.officeHours[locale]);
  if (hoursMissing.length) missing.push({ what: 'officeHours', locales: hoursMissing });
  return missing;
}
