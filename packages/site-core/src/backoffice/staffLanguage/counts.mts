import type { AdminLanguage } from '../../i18n/adminLanguage';

/**
 * A count with its noun in the grammar of a staff language: Croatian has three forms (1 znak,
 * 2–4 znaka, 5 znakova, 21 znak), Slovenian four (1 znak, 2 znaka, 3–4 znaki, 5 znakov, 101 znak).
 * The forms are picked by the language's own plural rules (CLDR, through Intl.PluralRules), which
 * Node and every browser the admin supports carry.
 */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rulesOf = new Map<AdminLanguage, Intl.PluralRules>();

const pluralRules = (language: AdminLanguage) => {
  let rules = rulesOf.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    rulesOf.set(language, rules);
  }
  return rules;
};

/** The noun's form for `count` in `language`. */
export const pluralOf = (language: AdminLanguage, count: number, forms: PluralForms) =>
  forms[pluralRules(language).select(count)] ?? forms.other;

const characterForms: Record<AdminLanguage, PluralForms> = {
  en: { one: 'character', other: 'characters' },
  hr: { one: 'znak', few: 'znaka', other: 'znakova' },
  sl: { one: 'znak', two: 'znaka', few: 'znaki', other: 'znakov' },
};

/** "characters", "znaka", "znakov": the word after a number of characters. */
export const charactersWord = (language: AdminLanguage, count: number) =>
  pluralOf(language, count, characterForms[language]);

/** A language code as Payload gives it, read as one the admin has (English otherwise). */
export const adminLanguageFrom = (language: string | undefined): AdminLanguage =>
  language === 'hr' || language === 'sl' ? language : 'en';
