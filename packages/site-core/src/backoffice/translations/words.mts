import type { AdminLanguage } from '../../i18n/adminLanguage';
import type { Locale } from '../../i18n/locales';

/** The translation status's words in each staff language (the admin's `i18n.language`). */
const english = {
  translations: 'Translations',
  complete: 'complete',
  missing: 'missing',
  explanation:
    'A language shows the page once every text the page needs is written in it. Missing in a language, the page is not listed there.',
  missingTexts: (places: string) => `Missing: ${places}.`,
  language: { hr: 'Croatian', sl: 'Slovenian', bs: 'Bosnian', en: 'English' } as Record<
    Locale,
    string
  >,
};

type TranslationWords = typeof english;

const croatian: TranslationWords = {
  translations: 'Prijevodi',
  complete: 'potpuno',
  missing: 'nedostaje',
  explanation:
    'Jezik prikazuje stranicu kad je na njemu napisan svaki tekst koji stranica treba. Ako nedostaje, stranica se na tom jeziku ne prikazuje.',
  missingTexts: (places) => `Nedostaje: ${places}.`,
  language: { hr: 'hrvatski', sl: 'slovenski', bs: 'bosanski', en: 'engleski' },
};

const slovenian: TranslationWords = {
  translations: 'Prevodi',
  complete: 'popolno',
  missing: 'manjka',
  explanation:
    'Jezik prikaže stran, ko je v njem napisano vsako besedilo, ki ga stran potrebuje. Če manjka, stran v tem jeziku ni prikazana.',
  missingTexts: (places) => `Manjka: ${places}.`,
  language: { hr: 'hrvaščina', sl: 'slovenščina', bs: 'bosanščina', en: 'angleščina' },
};

const byLanguage: Record<AdminLanguage, TranslationWords> = {
  en: english,
  hr: croatian,
  sl: slovenian,
};

export const translationWords = (language: string | undefined): TranslationWords =>
  byLanguage[language as AdminLanguage] ?? english;
