import type { Field } from 'payload';
import type { Locale } from '../../i18n/locales';
import {
  isEmptyValue,
  localizedFieldRules,
  occurrences,
  placeOf,
  type LocalizedFieldRule,
} from '../locales/rules.mts';

/**
 * Which languages a document is complete in: every localized text its page needs (a required field,
 * or a required field of each of its list's rows) is written in that language. A language a document
 * is not complete in has no page of it there (news, openings, brand pages are listed only where they
 * are translated), so staff see at a glance what the English site will lack.
 */

export interface LanguageStatus {
  locale: Locale;
  complete: boolean;
  /** Where a needed text is missing, in the form's English words ("Title", "Section 2 › Heading"). */
  missing: string[];
}

/** The rules of the texts a page needs: the collection's required localized fields. */
export const neededTexts = (fields: readonly Field[]): LocalizedFieldRule[] =>
  localizedFieldRules(fields).filter((rule) => rule.required);

/** The document (read with locale 'all') in each of the market's languages. */
export function translationStatus(
  rules: readonly LocalizedFieldRule[],
  doc: Record<string, unknown> | null | undefined,
  locales: readonly Locale[],
): LanguageStatus[] {
  const found = doc ? occurrences(rules, undefined, doc) : [];
  return locales.map((locale) => {
    const missing = found
      .filter((occurrence) => isEmptyValue(occurrence.values[locale]))
      .map((occurrence) => placeOf(occurrence));
    return { locale, complete: missing.length === 0 && found.length > 0, missing };
  });
}

/** Whether a collection has texts whose translation decides if a language shows the document. */
export const hasNeededTexts = (fields: readonly Field[]) => neededTexts(fields).length > 0;
