import { z } from '../validation/zod';
import { locales } from '../i18n/locales';
import { routeNames } from '../routing/routeTable';
import { brandPageSchema } from '../schema/brandPages';
import type { LocalizedText, Market, MarketConfig } from './types';

const locale = z.enum(locales);
const phone = z
  .string()
  .regex(/^\+\d[\d ]{6,}$/, 'an international phone number like +385 1 000 0000');

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The parts of a market's settings that a typo could break without the type checker noticing. */
const settingsSchema = z.looseObject({
  market: z.string().regex(/^[a-z]{2,5}$/),
  appName: z.string().min(1),
  siteUrl: z.url(),
  timeZone: z.string().refine(isTimeZone, 'an IANA time zone like Europe/Zagreb'),
  locales: z.array(locale).min(1),
  hiddenRoutes: z.array(z.enum(routeNames)).optional(),
  reportLinkLocales: z.array(locale).optional(),
  pharmacovigilanceMailbox: z.email(),
  defaultMailFrom: z.email(),
});

/** The parts of a Market (settings and content) that a typo could break. */
const marketSchema = settingsSchema.extend({
  company: z.looseObject({ email: z.email(), phone, founded: z.number().int().min(1900) }),
  locations: z
    .array(
      z.looseObject({
        tel1: phone,
        tel1_link: z.string().regex(/^tel:\+\d+$/),
        coordinates: z
          .object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) })
          .optional(),
      }),
    )
    .min(1),
  departments: z.record(
    // English keys, as the back office's Departments have them (`human-resources`).
    z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    z.looseObject({
      mail: z.email(),
      mail2: z.email().optional(),
      tel: phone,
      offered: z.boolean().optional(),
      group: z.enum(['sales', 'areas', 'services', 'company']).optional(),
    }),
  ),
  sisterSites: z.array(z.looseObject({ url: z.url() })),
  sponsors: z.array(z.looseObject({ url: z.url() })),
  brandPages: z.array(brandPageSchema).optional(),
});

/**
 * Checks a market's settings: a site whose content comes from the back office is created from them
 * alone, so a broken setting fails the build with a message naming the market.
 */
export function validateMarketConfig(market: MarketConfig): void {
  const parsed = settingsSchema.safeParse(market);
  if (parsed.success) return;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new Error(`Market "${market.market}" is misconfigured:\n  ${problems.join('\n  ')}`);
}

/**
 * Checks a market's settings with its content (a seed, or a test's market) and that every text it needs exists in each of its locales.
 * Runs when the site is created, so a broken config fails the build with a message naming the market.
 */
export function validateMarket(market: Market): void {
  const problems: string[] = [];
  const parsed = marketSchema.safeParse(market);
  if (!parsed.success)
    problems.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

  // Texts a visitor reads on every page of every locale (company information, locations, footer).
  const { company } = market;
  const localized: [string, LocalizedText][] = [
    ['company.registryCourt', company.registryCourt],
    ['company.registrationNumber', company.registrationNumber],
    ['company.taxId', company.taxId],
    ['company.founder', company.founder],
    ['company.seat.country', company.seat.country],
    ...company.managementBoard.map((member, i): [string, LocalizedText] => [
      `company.managementBoard.${i}.role`,
      member.role,
    ]),
    ...market.sponsors.map((sponsor, i): [string, LocalizedText] => [
      `sponsors.${i}.caption`,
      sponsor.caption,
    ]),
    ...market.locations.map((location): [string, LocalizedText] => [
      `locations.${location.id}.country`,
      location.country,
    ]),
    // The contact page's hours: optional per location and department, complete where given.
    ['officeHours', market.officeHours],
    ...market.locations.flatMap((location) =>
      (['openingHours', 'goodsReceivingHours'] as const)
        .filter((field) => location[field])
        .map((field): [string, LocalizedText] => [
          `locations.${location.id}.${field}`,
          location[field]!,
        ]),
    ),
    ...Object.entries(market.departments).map(([key, department]): [string, LocalizedText] => [
      `departments.${key}.name`,
      department.name,
    ]),
    ...Object.entries(market.departments)
      .filter(([, department]) => department.hours)
      .map(([key, department]): [string, LocalizedText] => [
        `departments.${key}.hours`,
        department.hours!,
      ]),
  ];
  for (const [field, text] of localized) {
    for (const l of market.locales) if (!text?.[l]) problems.push(`${field}: no ${l} text`);
  }
  const contactOf = new Map<string, string>();
  for (const [key, department] of Object.entries(market.departments)) {
    for (const route of department.contactFor ?? []) {
      const other = contactOf.get(route);
      if (other) problems.push(`departments.${key}.contactFor: ${route} is already ${other}'s`);
      contactOf.set(route, key);
      // A page's contact button preselects its department, so the form must offer it.
      if (!department.offered)
        problems.push(`departments.${key}.contactFor: "${key}" is not offered in the contact form`);
    }
  }
  const locationIds = new Set(market.locations.map((location) => location.id));
  for (const [key, department] of Object.entries(market.departments)) {
    if (department.location && !locationIds.has(department.location))
      problems.push(`departments.${key}.location: no location "${department.location}"`);
  }
  if (!Object.values(market.departments).some((department) => department.offered))
    problems.push('departments: none is offered in the contact form (offered: true)');
  // The back office keys its records by id; two pages with one id would share a tile and a slug check.
  const brandPageIds = (market.brandPages ?? []).map((page) => page.id);
  for (const id of new Set(brandPageIds.filter((id, i) => brandPageIds.indexOf(id) !== i)))
    problems.push(`brandPages: two pages have the id "${id}"`);
  if (problems.length)
    throw new Error(`Market "${market.market}" is misconfigured:\n  ${problems.join('\n  ')}`);
}
