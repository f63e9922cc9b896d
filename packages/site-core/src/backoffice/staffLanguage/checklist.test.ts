/** @jest-environment node */
import type { Locale } from '../../i18n/locales';
import { createTestMarket } from '../../testing/testMarket';
import { departments } from '../collections/departments/config.mts';
import { departmentSeed } from '../collections/departments/mapping';
import {
  fallbackSentenceIn,
  localeProblems,
  localizedFieldRules,
  withEveryLanguage,
} from '../locales/rules.mts';
import { storedAllLocales } from '../storedDoc.testing';
import { checklistWords, placeInForm } from './checklist.mts';

describe('the dashboard’s launch checklist in the staff’s language', () => {
  it('counts the sample values left with the language’s plural', () => {
    expect(checklistWords('hr').samplesLeft(1)).toMatch(/^Na mjestu je još 1 probna vrijednost\./);
    expect(checklistWords('hr').samplesLeft(3)).toMatch(/^Na mjestu su još 3 probne vrijednosti\./);
    expect(checklistWords('hr').samplesLeft(12)).toMatch(
      /^Na mjestu je još 12 probnih vrijednosti\./,
    );
    expect(checklistWords('sl').samplesLeft(2)).toMatch(/^Na mestu sta še 2 vzorčni vrednosti\./);
    expect(checklistWords('sl').samplesLeft(4)).toMatch(/^Na mestu so še 4 vzorčne vrednosti\./);
    expect(checklistWords('en').samplesLeft(5)).toMatch(/^5 sample values still in place\./);
  });

  it('names where a value is with the form’s labels, not its config path', () => {
    expect(placeInForm('company.registrationNumber.hr', 'hr')).toBe('Matični broj (MBS) › HR');
    expect(placeInForm('company.bankAccounts.0.iban', 'sl')).toBe('Bančni računi › 1 › IBAN');
    expect(placeInForm('company.email', 'hr')).toBe('E-pošta');
    expect(placeInForm('company.taxId.en', 'en')).toBe('Tax number › EN');
  });

  it('names a department by its name in the directory, not its English key', () => {
    const names = { sales: 'Prodaja', it: 'Informatika' };
    expect(placeInForm('departments.sales.mail', 'hr', names)).toBe('Prodaja › E-pošta odjela');
    expect(placeInForm('departments.it.tel', 'hr', names)).not.toMatch(/\bIt\b|Sales/);
  });

  describe('a department’s texts', () => {
    const market = createTestMarket({ locales: ['hr', 'en'] });
    const directory = departments('hr');
    const rules = localizedFieldRules(directory.fields);
    const [key, department] = Object.entries(market.departments)[0]!;
    const seeded = departmentSeed(department, new Map());
    const stored = storedAllLocales(directory, {
      hr: { key, ...seeded.shared, ...seeded.inLocale('hr') },
      en: { key, ...seeded.shared, ...seeded.inLocale('en') },
    });
    const locales: Locale[] = ['hr', 'en'];

    it('a text left untranslated is listed in Croatian and Slovenian, with the field’s label', () => {
      const afterSave = { ...stored, hours: { hr: 'pon–pet 8–16', en: null } };
      const [fallback] = withEveryLanguage(afterSave, rules, locales).fallbacks;
      expect(fallbackSentenceIn(fallback!, 'hr')).toBe(
        'Stranice na engleskom jeziku prikazuju tekst na hrvatskom za: Radno vrijeme.',
      );
      expect(fallbackSentenceIn(fallback!, 'sl')).toBe(
        'Strani v angleščini prikazujejo besedilo v hrvaščini za: Delovni čas.',
      );
    });

    it('a save that leaves a language without its text is refused in the staff’s language', () => {
      expect(
        localeProblems(rules, { name: '' }, stored, 'en', locales, 'hr').map((p) => p.message),
      ).toEqual(['Naziv: nedostaje tekst na engleskom jeziku.']);
      expect(
        localeProblems(rules, { name: '' }, stored, 'en', locales, 'sl').map((p) => p.message),
      ).toEqual(['Ime: manjka besedilo v angleščini.']);
    });
  });
});
