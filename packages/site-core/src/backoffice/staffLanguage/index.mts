import type { CollectionConfig, Config, Field, GlobalConfig } from 'payload';
import { formatLabels, toWords } from 'payload/shared';
import { en } from '@payloadcms/translations/languages/en';
import { hr } from '@payloadcms/translations/languages/hr';
import { sl } from '@payloadcms/translations/languages/sl';
import { adminLanguageOf, type AdminLanguage } from '../../i18n/adminLanguage';
import type { Locale } from '../../i18n/locales';
import { bosnianOf, bosnianTexts } from './bosnian.mts';
import { staffWordOf, staffWords, type StaffWords } from './words.mts';

/**
 * The admin in the staff's language: Payload's own screens from its translations, and the words of
 * this back office (labels, help texts, choices, groups) from `words.mts`, one table of the English
 * text and its Croatian and Slovenian. Field files keep writing English; this module turns each of
 * those strings into Payload's per-language label, so a field added without its translation fails
 * `staffLanguage.test.ts` rather than showing English to Croatian staff.
 */

const payloadLanguages = { hr, sl, en };

/**
 * Payload's i18n for a market: its staff language and English, which anyone may pick in their
 * account. A request without the language cookie (scripts calling the API) gets English; the admin's
 * screens always have it (next/notModified.ts sets the market's).
 */
export function staffI18n(defaultLocale: Locale): NonNullable<Config['i18n']> {
  const language = adminLanguageOf[defaultLocale];
  // Bosnian staff (bih): Payload's Croatian in Bosnian words, under Payload's `hr` code (bosnian.mts).
  const staffs =
    defaultLocale === 'bs'
      ? {
          ...hr,
          translations: bosnianTexts(hr.translations as never) as typeof hr.translations,
        }
      : payloadLanguages[language];
  return {
    supportedLanguages: language === 'en' ? { en } : { [language]: staffs, en },
    fallbackLanguage: 'en',
    translations:
      defaultLocale === 'bs'
        ? { ...payloadWordsCorrected, hr: bosnianTexts(payloadWordsCorrected.hr as never) }
        : payloadWordsCorrected,
  };
}

/**
 * A ticked box reads yes or no in lists and filters (Payload: "true"/"false", "istinito"/"netočno").
 * Payload's Croatian and Slovenian call a language a "location" or a "local setting" in places
 * ("Kopiraj na lokaciju", "Vse lokacije"): staff read "language", as everywhere else in the admin.
 */
export const payloadWordsCorrected = {
  hr: {
    error: {
      localesNotSaved_one: 'Sljedeći jezik nije bilo moguće spremiti:',
      localesNotSaved_other: 'Sljedeće jezike nije bilo moguće spremiti:',
    },
    // A ticked box in lists and filters: "da"/"ne", not "istinito"/"netočno".
    general: { allLocales: 'Svi jezici', locales: 'Jezici', true: 'Da', false: 'Ne' },
    localization: {
      cannotCopySameLocale: 'Ne može se kopirati u isti jezik',
      copyToLocale: 'Kopiraj u drugi jezik',
      localeToPublish: 'Jezik za objavu',
      selectedLocales: 'Odabrani jezici',
      selectLocaleToCopy: 'Odaberite jezik u koji kopirate',
      selectLocaleToDuplicate: 'Odaberite jezike za kopiju',
    },
    version: { publishAllLocales: 'Objavi na svim jezicima' },
  },
  en: { general: { true: 'Yes', false: 'No' } },
  sl: {
    general: { allLocales: 'Vsi jeziki', true: 'Da', false: 'Ne' },
    localization: {
      copyToLocale: 'Kopiraj v drug jezik',
      localeToPublish: 'Jezik za objavo',
      selectedLocales: 'Izbrani jeziki',
      selectLocaleToDuplicate: 'Izberite jezike za kopijo',
    },
  },
} as const;

/**
 * The fields Payload's object-storage adapter adds to media (`prefix`, `_objectKey`, `url`) are
 * hidden in the form but were offered in the list's columns and filters as "Prefix" and
 * "_object Key": nothing staff need, so out of both. A plugin, so it runs after the adapter's.
 */
export const storageFieldsOutOfLists = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    fields: collection.fields.map((field) =>
      'name' in field && ['prefix', '_objectKey'].includes(field.name) && isHidden(field)
        ? ({
            ...field,
            admin: { ...field.admin, disableListColumn: true, disableListFilter: true },
          } as Field)
        : field,
    ),
  })),
});

/** Dates in the admin's lists and fields the way staff write them (27. 11. 2026. 14:05). */
export const staffDateFormat: Record<AdminLanguage, string> = {
  hr: 'd. M. yyyy. HH:mm',
  sl: 'd. M. yyyy, HH:mm',
  en: 'd MMM yyyy, HH:mm',
};

/** A label as Payload takes it: the English text and each translation. */
type Worded = Record<AdminLanguage, string>;

/** A string the admin shows, with where it was found (for the test's message). */
export interface StaffText {
  text: string;
  where: string;
}

/** "publishedOn" → "Published on": the label Payload would derive from a field's name. */
const wordsOfName = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Translates one text: a label into a function of the request's language, which Payload resolves to
 * a plain string before the admin's client sees it (given as an object, its sort buttons would read
 * "Sort by [object Object]" to a screen reader); a help text or group into Payload's per-language
 * object. Anything not an English string (a function, already worded) stays as it is.
 */
type Translate = (text: unknown, where: string, as?: 'label' | 'text') => unknown;

/** A label in the language of the request it is shown for (English when Payload names none). */
const labelIn =
  (worded: Worded) =>
  ({ i18n }: { i18n?: { language?: string } }) =>
    worded[(i18n?.language as AdminLanguage | undefined) ?? 'en'] ?? worded.en;

function translator(words: StaffWords, missing?: StaffText[], bosnian = false): Translate {
  return (text, where, as = 'label') => {
    if (typeof text !== 'string' || !text.trim()) return text;
    const translation = staffWordOf(text, words);
    if (!translation) {
      missing?.push({ text, where });
      return text;
    }
    // bih's staff read Payload's `hr` in Bosnian words (bosnian.mts).
    const hr = bosnian ? bosnianOf(translation.hr) : translation.hr;
    const worded: Worded = { en: translation.en ?? text, hr, sl: translation.sl };
    return as === 'label' ? labelIn(worded) : worded;
  };
}

const isHidden = (field: Field) =>
  ('hidden' in field && field.hidden === true) ||
  (field.admin as { hidden?: boolean } | undefined)?.hidden === true;

/** A field's Description component given as a path with props, if it has one. */
const describedBy = (admin: unknown) => {
  const component = (admin as { components?: { Description?: unknown } } | undefined)?.components
    ?.Description;
  return typeof component === 'object' && component !== null
    ? (component as { clientProps?: { description?: unknown } })
    : undefined;
};

function translateFields(fields: readonly Field[], t: Translate, where: string): Field[] {
  return fields.map((field): Field => {
    const name = 'name' in field ? field.name : undefined;
    const here = `${where}.${name ?? field.type}`;
    const next = { ...field } as Record<string, unknown> & Field;
    if (isHidden(field) || field.type === 'ui') return field;
    if ('label' in field && field.label !== false) {
      next.label = t(field.label ?? (name ? wordsOfName(name) : undefined), `${here} label`);
    } else if (
      name &&
      !('label' in field) &&
      field.type !== 'row' &&
      field.type !== 'collapsible'
    ) {
      next.label = t(wordsOfName(name), `${here} label`);
    }
    const admin = field.admin as Record<string, unknown> | undefined;
    if (admin && (admin.description || admin.placeholder)) {
      next.admin = {
        ...admin,
        ...(admin.description ? { description: t(admin.description, `${here} help`, 'text') } : {}),
        ...(admin.placeholder
          ? { placeholder: t(admin.placeholder, `${here} placeholder`, 'text') }
          : {}),
      } as Field['admin'];
    }
    // A help text given to a Description component of our own (slugs/LengthHint.tsx), which shows
    // it in the staff's language itself.
    const description = describedBy(next.admin);
    if (description && typeof description.clientProps?.description === 'string') {
      const worded = t(description.clientProps.description, `${here} help`, 'text');
      const components = (next.admin as { components: Record<string, unknown> }).components;
      next.admin = {
        ...next.admin,
        components: {
          ...components,
          Description: {
            ...description,
            clientProps: { ...description.clientProps, description: worded },
          },
        },
      } as Field['admin'];
    }
    if ('options' in field && Array.isArray(field.options)) {
      (next as { options: unknown[] }).options = field.options.map((option) =>
        typeof option === 'object'
          ? { ...option, label: t(option.label, `${here} choice ${option.value}`) }
          : option,
      );
    }
    if (field.type === 'array') {
      // Payload names an array's rows after the field when it has no labels: named here first.
      const labels = field.labels ?? formatLabels(field.name);
      (next as { labels: unknown }).labels = {
        singular: t(labels.singular, `${here} row`),
        plural: t(labels.plural, `${here} rows`),
      };
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      (next as { fields: Field[] }).fields = translateFields(field.fields, t, here);
    }
    if (field.type === 'tabs') {
      // A tab's label and help are words per language, not a function of the request: Payload
      // passes a tab to the browser as data, where a function label fell back to the English.
      (next as { tabs: unknown[] }).tabs = field.tabs.map((tab, index) => ({
        ...tab,
        label: t(tab.label, `${here} tab ${index}`, 'text'),
        ...(tab.description
          ? { description: t(tab.description, `${here} tab ${index} help`, 'text') }
          : {}),
        fields: translateFields(tab.fields, t, `${here}.tab${index}`),
      }));
    }
    if (field.type === 'blocks') {
      (next as { blocks: unknown[] }).blocks = field.blocks.map((block) => ({
        ...block,
        labels: block.labels && {
          singular: t(block.labels.singular, `${here} block ${block.slug}`),
          plural: t(block.labels.plural, `${here} blocks ${block.slug}`),
        },
        fields: translateFields(block.fields, t, `${here}.${block.slug}`),
      }));
    }
    return next;
  });
}

function translateAdmin<T extends CollectionConfig | GlobalConfig>(
  config: T,
  t: Translate,
  where: string,
): T['admin'] {
  const admin = config.admin as Record<string, unknown> | undefined;
  if (!admin) return config.admin;
  return {
    ...admin,
    ...(admin.group ? { group: t(admin.group, `${where} group`, 'text') } : {}),
    ...(admin.description ? { description: t(admin.description, `${where} help`, 'text') } : {}),
  } as T['admin'];
}

function translateCollection(config: CollectionConfig, t: Translate): CollectionConfig {
  const where = config.slug;
  // Payload names a collection after its slug when it has no labels: named here first.
  const labels = config.labels ?? formatLabels(config.slug);
  return {
    ...config,
    labels: {
      singular: t(labels.singular, `${where} name`),
      plural: t(labels.plural, `${where} names`),
    } as CollectionConfig['labels'],
    admin: translateAdmin(config, t, where),
    fields: translateFields(config.fields, t, where),
  };
}

function translateGlobal(config: GlobalConfig, t: Translate): GlobalConfig {
  const where = config.slug;
  return {
    ...config,
    label: t(config.label ?? toWords(config.slug), `${where} name`) as GlobalConfig['label'],
    admin: translateAdmin(config, t, where),
    fields: translateFields(config.fields, t, where),
  };
}

const inWords = translator(staffWords);
const inBosnianWords = translator(staffWords, undefined, true);
const wordsFor = (defaultLocale?: Locale) => (defaultLocale === 'bs' ? inBosnianWords : inWords);

/** A collection with every word it shows in the staff's languages (Bosnian ones for a bs market). */
export const collectionInStaffLanguages = (config: CollectionConfig, defaultLocale?: Locale) =>
  translateCollection(config, wordsFor(defaultLocale));

/** A global with every word it shows in the staff's languages (Bosnian ones for a bs market). */
export const globalInStaffLanguages = (config: GlobalConfig, defaultLocale?: Locale) =>
  translateGlobal(config, wordsFor(defaultLocale));

/** The texts of these collections and globals that `words` does not translate. */
export function untranslatedTexts(
  content: { collections: readonly CollectionConfig[]; globals: readonly GlobalConfig[] },
  words: StaffWords = staffWords,
): StaffText[] {
  const missing: StaffText[] = [];
  const t = translator(words, missing);
  content.collections.forEach((config) => translateCollection(config, t));
  content.globals.forEach((config) => translateGlobal(config, t));
  return missing;
}
