import type { Field } from 'payload';
import type { AdminLanguage } from '../../i18n/adminLanguage';
import type { Locale } from '../../i18n/locales';
import { languagesIn } from '../staffLanguage/refusals.mts';
import { inStaffLanguage } from '../staffLanguage/words.mts';

/**
 * Per-locale safety of the back office's localized fields. Payload validates a save in the one
 * language being saved; a page is rendered in every language of the market, so a text missing in
 * another language either took that language's pages down (500) or made the reader silently fall
 * back to the seed's sample values. Each localized field of the directory, company data and page
 * copy gets one of two rules, derived from its config (so a field added later gets one too):
 *
 * - `everyLocale`: a text the pages need (required, outside a list's rows). The document exists in
 *   every language from the seed on, so a save that leaves any language without it is refused.
 * - `defaultFirst`: an optional text, or one in a list's rows (a new board member, a new location).
 *   Payload's admin saves one language at a time, so a new row or a first office hours can only be
 *   written one language after the other: the market's default language first. Until another
 *   language has its own, its pages show the default language's text, and the admin and the launch
 *   checklist say so. A save that fills another language but leaves the default one empty is refused.
 *
 * Data in, data out: the Payload hooks that apply the rules are in index.mts.
 */

export type LocaleRule = 'everyLocale' | 'defaultFirst';

/** A list's rows in a rule's path: the segment after the list's name. */
export const ROWS = '*';

export interface LocalizedFieldRule {
  /** Field names from the document to the localized field; ROWS marks the rows of a list. */
  path: readonly string[];
  /** What staff read: the form's labels along the path, the field's last. */
  labels: readonly string[];
  /** The singular label of each list along the path ("Department", "Member"). */
  rowLabels: readonly string[];
  rule: LocaleRule;
  /** Whether the field may not be left empty in the language being saved (Payload's `required`). */
  required: boolean;
  /** The localized field's type: how an empty value looks. */
  type: Field['type'];
}

/** Each locale's name in the admin's language (English). */
export const languageNames: Record<Locale, string> = {
  hr: 'Croatian',
  sl: 'Slovenian',
  bs: 'Bosnian',
  en: 'English',
};

const words = (name: string) => {
  const spaced = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const labelOf = (field: { name: string; label?: unknown }) =>
  typeof field.label === 'string' ? field.label : words(field.name);

const singularOf = (field: Field & { type: 'array' }) =>
  typeof field.labels?.singular === 'string' ? field.labels.singular : labelOf(field);

/** Whether the pages need the field: required, a list with a minimum, a group of required fields. */
function isRequired(field: Field): boolean {
  if ('required' in field && field.required) return true;
  if (field.type === 'array') return Boolean(field.minRows && field.minRows > 0);
  if (field.type === 'group' || field.type === 'row' || field.type === 'collapsible')
    return field.fields.some(isRequired);
  return false;
}

interface Trail {
  path: string[];
  labels: string[];
  rowLabels: string[];
  inRows: boolean;
}

function collect(fields: readonly Field[], trail: Trail, out: LocalizedFieldRule[]) {
  for (const field of fields) {
    if ('name' in field && 'localized' in field && field.localized) {
      out.push({
        path: [...trail.path, field.name],
        labels: [...trail.labels, labelOf(field)],
        rowLabels: trail.rowLabels,
        rule: !trail.inRows && isRequired(field) ? 'everyLocale' : 'defaultFirst',
        required: isRequired(field),
        type: field.type,
      });
      continue;
    }
    if (field.type === 'row' || field.type === 'collapsible') collect(field.fields, trail, out);
    else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const named = 'name' in tab && tab.name;
        collect(
          tab.fields,
          named
            ? {
                ...trail,
                path: [...trail.path, tab.name],
                labels: [
                  ...trail.labels,
                  typeof tab.label === 'string' ? tab.label : words(tab.name),
                ],
              }
            : trail,
          out,
        );
      }
    } else if (field.type === 'group') {
      if (!('name' in field) || !field.name) collect(field.fields, trail, out);
      else
        collect(
          field.fields,
          {
            ...trail,
            path: [...trail.path, field.name],
            labels: field.label === false ? trail.labels : [...trail.labels, labelOf(field)],
          },
          out,
        );
    } else if (field.type === 'array') {
      collect(
        field.fields,
        {
          path: [...trail.path, field.name, ROWS],
          labels: trail.labels,
          rowLabels: [...trail.rowLabels, singularOf(field)],
          inRows: true,
        },
        out,
      );
    }
  }
}

/** Every localized field of a collection's or global's fields, with its rule. */
export function localizedFieldRules(fields: readonly Field[]): LocalizedFieldRule[] {
  const out: LocalizedFieldRule[] = [];
  collect(fields, { path: [], labels: [], rowLabels: [], inRows: false }, out);
  return out;
}

type Node = Record<string, unknown> | undefined | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a stored value holds nothing a page could show. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isObject(value)) {
    // Rich text: empty unless some node carries text.
    if (isObject(value.root)) return !JSON.stringify(value.root).match(/"text":"\s*[^"\s]/);
    return Object.entries(value).every(([key, child]) => key === 'id' || isEmptyValue(child));
  }
  return false;
}

/** One row along a rule's path: its position and the words that name it. */
interface RowStep {
  index: number;
  name?: string;
}

/** One place a localized field occurs in a document (once, or once per row), with its text per locale. */
export interface Occurrence {
  rule: LocalizedFieldRule;
  rows: RowStep[];
  values: Partial<Record<string, unknown>>;
}

const rowName = (row: Node) => {
  for (const key of ['key', 'name', 'city', 'title']) {
    const value = row?.[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
};

/**
 * Walks a rule's path through what is saved (one locale's data, or nothing) and what is stored
 * (every locale, read with locale 'all'). Rows are matched by id: a row saved without a stored
 * twin is new and has no text in the other languages yet.
 */
function walk(
  rule: LocalizedFieldRule,
  segments: readonly string[],
  saved: Node,
  stored: Node,
  locale: string | undefined,
  rows: RowStep[],
  out: Occurrence[],
) {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  if (rest.length === 0) {
    const storedValues = stored?.[head];
    const values: Partial<Record<string, unknown>> = isObject(storedValues)
      ? { ...storedValues }
      : {};
    if (locale && saved && saved[head] !== undefined) values[locale] = saved[head];
    out.push({ rule, rows, values });
    return;
  }
  if (rest[0] === ROWS) {
    const storedRows = (Array.isArray(stored?.[head]) ? stored![head] : []) as Node[];
    const savedRows = saved?.[head];
    const after = rest.slice(1);
    if (Array.isArray(savedRows)) {
      savedRows.forEach((row: Node, index) => {
        const twin =
          row?.id !== undefined && row?.id !== null
            ? storedRows.find((candidate) => candidate?.id === row.id)
            : undefined;
        const name = rowName(row) ?? rowName(twin);
        walk(rule, after, row, twin, locale, [...rows, { index, name }], out);
      });
    } else {
      storedRows.forEach((row, index) =>
        walk(rule, after, undefined, row, locale, [...rows, { index, name: rowName(row) }], out),
      );
    }
    return;
  }
  const savedChild = saved?.[head];
  walk(
    rule,
    rest,
    isObject(savedChild) ? savedChild : undefined,
    isObject(stored?.[head]) ? (stored![head] as Node) : undefined,
    locale,
    rows,
    out,
  );
}

/** Every occurrence of these rules in a document: `saved` in `locale` over `stored` (all locales). */
export function occurrences(
  rules: readonly LocalizedFieldRule[],
  saved: Node,
  stored: Node,
  locale?: string,
): Occurrence[] {
  const out: Occurrence[] = [];
  for (const rule of rules) walk(rule, rule.path, saved, stored, locale, [], out);
  return out;
}

/**
 * "Department “sales” › Office hours", "Member 3 › Role", "Lead": in the staff's language, the labels
 * as the admin's form shows them.
 */
export function placeOf(occurrence: Occurrence, language: AdminLanguage = 'en'): string {
  const { rule, rows } = occurrence;
  const label = (text: string) => inStaffLanguage(text, language);
  const steps = rows.map((row, i) => {
    const singular = label(rule.rowLabels[i] ?? 'Row');
    const quoted =
      language === 'sl' ? `»${row.name}«` : language === 'hr' ? `„${row.name}”` : `“${row.name}”`;
    return row.name ? `${singular} ${quoted}` : `${singular} ${row.index + 1}`;
  });
  const last = rule.labels[rule.labels.length - 1];
  const field = last ? label(last) : rule.path.join('.');
  const groups = rule.labels.slice(0, -1).map(label);
  return [...groups, ...steps, field].join(' › ');
}

/** The sentences of a missing text, in each staff language. */
const missingSentences = {
  en: {
    missingIn: (place: string, missing: readonly Locale[]) =>
      `${place}: the ${languagesIn('en', missing)} ${missing.length === 1 ? 'text is' : 'texts are'} missing.`,
    defaultFirst: (place: string, locale: Locale) => {
      const name = languagesIn('en', [locale]);
      return `${place}: the ${name} text is missing. Fill it in ${name} first (until a language has its own, its pages show the ${name} text).`;
    },
    fallback: (fallback: TranslationFallback) =>
      `${languageNames[fallback.locale]} pages show the ${languageNames[fallback.from]} text of ${fallback.place}.`,
  },
  hr: {
    missingIn: (place: string, missing: readonly Locale[]) =>
      `${place}: nedostaje tekst na ${languagesIn('hr', missing)} jeziku.`,
    defaultFirst: (place: string, locale: Locale) => {
      const name = languagesIn('hr', [locale]);
      return `${place}: nedostaje tekst na ${name} jeziku. Najprije ga upišite na ${name} (dok jezik nema svoj tekst, njegove stranice prikazuju tekst na ${name}).`;
    },
    fallback: (fallback: TranslationFallback) =>
      `Stranice na ${languagesIn('hr', [fallback.locale])} jeziku prikazuju tekst na ${languagesIn('hr', [fallback.from])} za: ${fallback.place}.`,
  },
  sl: {
    missingIn: (place: string, missing: readonly Locale[]) =>
      `${place}: manjka besedilo v ${languagesIn('sl', missing)}.`,
    defaultFirst: (place: string, locale: Locale) => {
      const name = languagesIn('sl', [locale]);
      return `${place}: manjka besedilo v ${name}. Najprej ga napišite v ${name} (dokler jezik nima svojega besedila, njegove strani prikazujejo besedilo v ${name}).`;
    },
    fallback: (fallback: TranslationFallback) =>
      `Strani v ${languagesIn('sl', [fallback.locale])} prikazujejo besedilo v ${languagesIn('sl', [fallback.from])} za: ${fallback.place}.`,
  },
} satisfies Record<AdminLanguage, unknown>;

export interface LocaleProblem {
  /** Where, in staff's words ("Department “sales” › Office hours"). */
  place: string;
  /** The field's data path in the saved locale ("departments.2.hours"). */
  path: string;
  missing: Locale[];
  message: string;
}

const dataPath = (occurrence: Occurrence) => {
  const rows = [...occurrence.rows];
  return occurrence.rule.path
    .map((segment) => (segment === ROWS ? String(rows.shift()?.index ?? 0) : segment))
    .join('.');
};

/** What a save would leave missing, per the occurrence's rule; undefined when nothing. */
export function occurrenceProblem(
  occurrence: Occurrence,
  locales: readonly Locale[],
  savedLocale?: string,
  language: AdminLanguage = 'en',
): LocaleProblem | undefined {
  const [defaultLocale] = locales;
  if (!defaultLocale) return undefined;
  const missing = locales.filter((locale) => isEmptyValue(occurrence.values[locale]));
  if (missing.length === 0) return undefined;
  const place = placeOf(occurrence, language);
  const path = dataPath(occurrence);
  const sentences = missingSentences[language];
  if (occurrence.rule.rule === 'everyLocale') {
    return { place, path, missing, message: sentences.missingIn(place, missing) };
  }
  // A row's required text, emptied in the language being saved: named as such, not "required".
  const saved = missing.find((locale) => locale === savedLocale);
  if (occurrence.rule.required && saved)
    return {
      place,
      path,
      missing: [saved],
      message: sentences.missingIn(place, [saved]),
    };
  // Optional, or a row's: empty everywhere is fine; otherwise the default language comes first.
  if (missing.length === locales.length || !missing.includes(defaultLocale)) return undefined;
  return {
    place,
    path,
    missing: [defaultLocale],
    message: sentences.defaultFirst(place, defaultLocale),
  };
}

/** The problems of saving `saved` in `locale` over the stored document. */
export function localeProblems(
  rules: readonly LocalizedFieldRule[],
  saved: Node,
  stored: Node,
  locale: string | undefined,
  locales: readonly Locale[],
  language: AdminLanguage = 'en',
): LocaleProblem[] {
  return occurrences(rules, saved, stored, locale).flatMap((occurrence) => {
    const problem = occurrenceProblem(occurrence, locales, locale, language);
    return problem ? [problem] : [];
  });
}

/** A language whose pages show another language's text, for the admin and the launch checklist. */
export interface TranslationFallback {
  place: string;
  /** The place in each staff language, for the dashboard (`place` is the English). */
  placeIn?: Record<AdminLanguage, string>;
  /** The language whose text is missing. */
  locale: Locale;
  /** The language whose text its pages show instead. */
  from: Locale;
}

/**
 * "English pages show the Croatian text of Department “sales” › Office hours."
 */
export const fallbackSentence = (fallback: TranslationFallback) =>
  fallbackSentenceIn(fallback, 'en');

/** `fallbackSentence` in a staff language, the place named in it. */
export const fallbackSentenceIn = (fallback: TranslationFallback, language: AdminLanguage) =>
  missingSentences[language].fallback({
    ...fallback,
    place: fallback.placeIn?.[language] ?? fallback.place,
  });

function setAt(
  doc: Record<string, unknown>,
  occurrence: Occurrence,
  values: Record<string, unknown>,
) {
  const rows = [...occurrence.rows];
  let node: unknown = doc;
  const path = occurrence.rule.path;
  for (let i = 0; i < path.length - 1; i += 1) {
    const segment = path[i]!;
    if (segment === ROWS) node = (node as unknown[])[rows.shift()!.index];
    else node = (node as Record<string, unknown>)[segment];
    if (typeof node !== 'object' || node === null) return;
  }
  (node as Record<string, unknown>)[path[path.length - 1]!] = values;
}

/**
 * The stored document (read with locale 'all') with every language's text: a language left without
 * a localized field's text gets the default language's (or, were that missing too, the first
 * language that has one), so no page of any language meets a missing text. Returns the fallbacks it
 * made; the document is copied, never changed.
 */
export function withEveryLanguage<T extends Record<string, unknown> | null | undefined>(
  doc: T,
  rules: readonly LocalizedFieldRule[],
  locales: readonly Locale[],
): { doc: T; fallbacks: TranslationFallback[] } {
  if (!doc) return { doc, fallbacks: [] };
  const copy = structuredClone(doc) as Record<string, unknown>;
  const fallbacks: TranslationFallback[] = [];
  for (const occurrence of occurrences(rules, undefined, copy)) {
    const from = locales.find((locale) => !isEmptyValue(occurrence.values[locale]));
    if (!from) continue;
    const missing = locales.filter((locale) => isEmptyValue(occurrence.values[locale]));
    if (missing.length === 0) continue;
    const values = { ...occurrence.values };
    for (const locale of missing) {
      values[locale] = structuredClone(occurrence.values[from]);
      fallbacks.push({
        place: placeOf(occurrence),
        placeIn: {
          en: placeOf(occurrence),
          hr: placeOf(occurrence, 'hr'),
          sl: placeOf(occurrence, 'sl'),
        },
        locale,
        from,
      });
    }
    setAt(copy, occurrence, values);
  }
  return { doc: copy as T, fallbacks };
}
