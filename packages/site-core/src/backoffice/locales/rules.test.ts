/** @jest-environment node */
import type { CollectionConfig, Field, GlobalConfig } from 'payload';
import type { Locale } from '../../i18n/locales';
import { createTestMarket } from '../../testing/testMarket';
import { companyData } from '../companyFacts.mts';
import { departments } from '../collections/departments/config.mts';
import { departmentSeed, toDepartments } from '../collections/departments/mapping';
import { locations as locationsCollection } from '../collections/locations/config.mts';
import { toLocations } from '../collections/locations/mapping';
import { companyDoc, toCompanyFacts, type StoredCompany } from '../globals/company/mapping';
import type { Doc } from '../publishedContent';
import { storedAllLocales } from '../storedDoc.testing';
import { everyLanguageChecks, everyLanguageHooks } from './index.mts';
import {
  fallbackSentence,
  isEmptyValue,
  localeProblems,
  localizedFieldRules,
  occurrences,
  withEveryLanguage,
  type LocalizedFieldRule,
} from './rules.mts';
import { fixedPagesInEveryLanguage, globalsInEveryLanguage } from './scope.mts';

const locales: Locale[] = ['hr', 'en'];

/** Every document the rules cover, as the back office configures it. */
const covered: (GlobalConfig | CollectionConfig)[] = [
  ...globalsInEveryLanguage('hr'),
  ...fixedPagesInEveryLanguage(() => '/preview', undefined, 'hr'),
  departments('hr'),
  locationsCollection('hr'),
];

/** Each localized field of a config, found independently of the rules (tabs, rows, groups, lists). */
function localizedFields(fields: readonly Field[], path = ''): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        localizedFields(tab.fields, 'name' in tab && tab.name ? `${path}${tab.name}.` : path),
      );
    if (field.type === 'row' || field.type === 'collapsible')
      return localizedFields(field.fields, path);
    if (!('name' in field)) return [];
    if ('localized' in field && field.localized) return [{ path: `${path}${field.name}`, field }];
    if (field.type === 'group') return localizedFields(field.fields, `${path}${field.name}.`);
    if (field.type === 'array') return localizedFields(field.fields, `${path}${field.name}.*.`);
    return [];
  });
}

let ids = 0;
/** A value for every field: text in each language where localized (`hr text of lead`). */
function filled(fields: readonly Field[], locale?: Locale): Doc {
  const doc: Doc = {};
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) doc[tab.name] = filled(tab.fields, locale);
        else Object.assign(doc, filled(tab.fields, locale));
      }
      continue;
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      Object.assign(doc, filled(field.fields, locale));
      continue;
    }
    if (!('name' in field)) continue;
    if ('localized' in field && field.localized && !locale) {
      doc[field.name] = Object.fromEntries(
        locales.map((l) => [l, filled([{ ...field, localized: false } as Field], l)[field.name]]),
      );
      continue;
    }
    doc[field.name] = valueOf(field, locale);
  }
  return doc;
}

function valueOf(field: Field & { name: string }, locale?: Locale): unknown {
  switch (field.type) {
    case 'group':
      return filled(field.fields, locale);
    case 'array':
      return [1, 2].map(() => ({ id: `row${(ids += 1)}`, ...filled(field.fields, locale) }));
    case 'number':
      return 3;
    case 'checkbox':
      return true;
    case 'richText':
      return { root: { type: 'root', children: [{ type: 'text', text: `${locale} text` }] } };
    case 'upload':
    case 'relationship':
      return null;
    case 'select': {
      const [first] = field.options;
      return typeof first === 'string' ? first : first?.value;
    }
    default:
      return `${locale ?? 'any'} text of ${field.name}`;
  }
}

/** The stored document with one language's text of one occurrence removed. */
function without(doc: Doc, rule: LocalizedFieldRule, index: number, locale: Locale): Doc {
  const copy = structuredClone(doc);
  let found = -1;
  const visit = (node: unknown, path: readonly string[]) => {
    const [head, ...rest] = path;
    if (!head || typeof node !== 'object' || node === null) return;
    if (rest[0] === '*') {
      for (const row of ((node as Doc)[head] ?? []) as Doc[]) visit(row, rest.slice(1));
      return;
    }
    if (rest.length === 0) {
      found += 1;
      if (found === index) ((node as Doc)[head] as Doc)[locale] = null;
      return;
    }
    visit((node as Doc)[head], rest);
  };
  visit(copy, rule.path);
  return copy;
}

describe('per-locale safety covers every localized field of the directory, company data and page copy', () => {
  it('covers the directory, every company global and the fixed pages’ copy', () => {
    expect(covered.map((config) => config.slug)).toEqual([
      'department-directory',
      'home-page',
      'company',
      'figures',
      'sponsors',
      'sister-sites',
      'careers-page',
      'about-page',
      'area-pages',
      'fixed-brand-pages',
      'legal-pages',
      'page-titles',
      'departments',
      'locations',
    ]);
  });

  describe.each(covered.map((config) => [config.slug, config] as const))('%s', (_slug, config) => {
    const fields = localizedFields(config.fields);
    const rules = localizedFieldRules(config.fields);

    it('checks each localized field over every language, on the field and before a save', () => {
      expect(rules.map((rule) => rule.path.join('.'))).toEqual(fields.map(({ path }) => path));
      for (const { path, field } of fields) {
        const validate = (field as { validate?: unknown }).validate;
        expect([path, everyLanguageChecks.has(validate as never)]).toEqual([path, true]);
      }
      const hooks = (config.hooks?.beforeValidate ?? []) as object[];
      expect(hooks.some((hook) => everyLanguageHooks.has(hook))).toBe(true);
    });

    const stored = filled(config.fields);
    const all = occurrences(rules, undefined, stored);

    it('accepts a save when every language has its text', () => {
      expect(localeProblems(rules, {}, stored, 'hr', locales)).toEqual([]);
      expect(withEveryLanguage(stored, rules, locales).fallbacks).toEqual([]);
    });

    // Key figures have no localized field: nothing to leave out.
    const each = all.length ? it.each : () => () => undefined;

    each(all.map((occurrence, i) => [occurrence.rule.path.join('.'), i, occurrence] as const))(
      '%s (#%i) without its English text: refused, or shown in Croatian and listed',
      (_path, i, occurrence) => {
        const index = all.filter((o, j) => j < i && o.rule === occurrence.rule).length;
        const missingEnglish = without(stored, occurrence.rule, index, 'en');
        const problems = localeProblems(rules, {}, missingEnglish, 'hr', locales);
        const { doc, fallbacks } = withEveryLanguage(missingEnglish, rules, locales);
        if (occurrence.rule.rule === 'everyLocale') {
          expect(problems.map((problem) => problem.message)).toEqual([
            expect.stringMatching(/: the English text is missing\.$/),
          ]);
        } else {
          expect(problems).toEqual([]);
        }
        // Whatever was stored, every language's pages get a text: the Croatian one, said so.
        expect(fallbacks).toEqual([expect.objectContaining({ locale: 'en', from: 'hr' })]);
        expect(occurrences(rules, undefined, doc).every((o) => !isEmptyValue(o.values.en))).toBe(
          true,
        );
      },
    );

    each(all.map((occurrence, i) => [occurrence.rule.path.join('.'), i, occurrence] as const))(
      '%s (#%i) given in English only: refused, naming Croatian',
      (_path, i, occurrence) => {
        const index = all.filter((o, j) => j < i && o.rule === occurrence.rule).length;
        const missingCroatian = without(stored, occurrence.rule, index, 'hr');
        const problems = localeProblems(rules, {}, missingCroatian, 'en', locales);
        expect(problems.map((problem) => problem.message)).toEqual([
          expect.stringContaining(': the Croatian text is missing'),
        ]);
      },
    );
  });
});

describe('the saves that took a language version down', () => {
  const market = createTestMarket({ locales: ['hr', 'en'] });
  const directory = departments('hr');
  const directoryRules = localizedFieldRules(directory.fields);
  const [firstKey, firstDepartment] = Object.entries(market.departments)[0]!;
  const seeded = departmentSeed(firstDepartment, new Map());
  const storedDepartment = storedAllLocales(directory, {
    hr: { key: firstKey, ...seeded.shared, ...seeded.inLocale('hr') },
    en: { key: firstKey, ...seeded.shared, ...seeded.inLocale('en') },
  });

  it('office hours saved in Croatian only: accepted, the English pages show the Croatian hours', () => {
    const saved = { hours: 'pon–pet 8–16' };
    expect(localeProblems(directoryRules, saved, storedDepartment, 'hr', ['hr', 'en'])).toEqual([]);
    const afterSave = { ...storedDepartment, hours: { hr: 'pon–pet 8–16', en: null } };
    const { doc, fallbacks } = withEveryLanguage(afterSave, directoryRules, ['hr', 'en']);
    expect(toDepartments([doc as never], new Map())[firstKey]?.hours).toEqual({
      hr: 'pon–pet 8–16',
      en: 'pon–pet 8–16',
    });
    expect(fallbacks.map(fallbackSentence)).toEqual([
      'English pages show the Croatian text of Office hours.',
    ]);
  });

  it('office hours saved in English only: refused, naming Croatian', () => {
    const stored = { ...storedDepartment, hours: { hr: null, en: null } };
    expect(
      localeProblems(directoryRules, { hours: 'Mon–Fri 8–16' }, stored, 'en', ['hr', 'en']).map(
        (p) => p.message,
      ),
    ).toEqual([
      'Office hours: the Croatian text is missing. Fill it in Croatian first (until a language has its own, its pages show the Croatian text).',
    ]);
  });

  it('a department’s name emptied in English: refused, naming English', () => {
    expect(
      localeProblems(directoryRules, { name: '' }, storedDepartment, 'en', ['hr', 'en']).map(
        (p) => p.message,
      ),
    ).toEqual(['Name: the English text is missing.']);
  });

  const company = companyData();
  const companyRules = localizedFieldRules(company.fields);
  const storedCompany = storedAllLocales(company, {
    hr: companyDoc(market, 'hr'),
    en: companyDoc(market, 'en'),
  });
  (storedCompany.managementBoard as Doc[]).forEach((row, i) => (row.id = `m${i}`));

  it('a board member added with an English role only: refused, naming Croatian', () => {
    const saved = {
      managementBoard: [
        ...(storedCompany.managementBoard as Doc[]).map((row) => ({
          ...row,
          role: (row.role as Doc).en,
        })),
        { name: 'Ana Horvat', role: 'Procurator' },
      ],
    };
    expect(
      localeProblems(companyRules, saved, storedCompany, 'en', ['hr', 'en']).map((p) => p.message),
    ).toEqual([
      'Member “Ana Horvat” › Role: the Croatian text is missing. Fill it in Croatian first (until a language has its own, its pages show the Croatian text).',
    ]);
  });

  it('a board member’s role emptied in English: refused, naming English', () => {
    const saved = {
      managementBoard: (storedCompany.managementBoard as Doc[]).map((row, i) => ({
        ...row,
        role: i === 0 ? '' : (row.role as Doc).en,
      })),
    };
    const [member] = storedCompany.managementBoard as Doc[];
    expect(
      localeProblems(companyRules, saved, storedCompany, 'en', ['hr', 'en']).map((p) => p.message),
    ).toEqual([`Member “${member!.name}” › Role: the English text is missing.`]);
  });

  it('a text that may wait for its translation says so under the field', () => {
    const hours = localizedFields(departments('hr').fields).find(({ path }) => path === 'hours');
    expect((hours!.field as { admin?: { description?: string } }).admin?.description).toBe(
      'Office hours in words; the company’s usual hours when empty. Write it in Croatian first: a language left empty shows the Croatian text until it has its own (listed on the dashboard).',
    );
  });

  it('a board member added in Croatian only keeps the company’s own facts, never the samples', () => {
    const stored = structuredClone(storedCompany);
    (stored.managementBoard as Doc[]).push({
      name: 'Ana Horvat',
      role: { hr: 'Prokuristica', en: null },
    });
    stored.bankAccounts = [{ bank: 'Own Bank', iban: 'HR1723600001101234565', swift: 'ZABAHR2X' }];
    const facts = toCompanyFacts(
      withEveryLanguage(stored, companyRules, ['hr', 'en']).doc as StoredCompany,
      market,
    );
    expect(facts.company?.bankAccounts).toEqual([
      { bank: 'Own Bank', iban: 'HR1723600001101234565', swift: 'ZABAHR2X' },
    ]);
    expect(facts.company?.managementBoard.at(-1)).toEqual({
      name: 'Ana Horvat',
      role: { hr: 'Prokuristica', en: 'Prokuristica' },
    });
  });

  it('a location’s opening hours in one language: every language shows them', () => {
    const locations = locationsCollection('hr');
    const rules = localizedFieldRules(locations.fields);
    const shared = { id: 1, key: 'zagreb', kind: 'office', city: 'Zagreb', tel1: '+385 1' };
    const stored = storedAllLocales(locations, {
      hr: { ...shared, country: 'Hrvatska', openingHours: 'pon–pet 8–16' },
      en: { ...shared, country: 'Croatia', openingHours: null },
    });
    const { doc } = withEveryLanguage(stored, rules, ['hr', 'en']);
    expect(toLocations([doc as never], ['hr', 'en'])[0]?.openingHours).toEqual({
      hr: 'pon–pet 8–16',
      en: 'pon–pet 8–16',
    });
  });
});
