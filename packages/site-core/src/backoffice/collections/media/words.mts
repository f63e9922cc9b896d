import type { AdminLanguage } from '../../../i18n/adminLanguage';
import type { Locale } from '../../../i18n/locales';
import { adminLanguageFrom } from '../../staffLanguage/counts.mts';
import type { FileTypeProblem, MediaType } from './fileType.mts';

/**
 * The media library's words in the staff's language (the admin's: Croatian in cro and bih, Slovenian
 * in slo, English for scripts): its refusals, the alt text's language switch and the list of pages a
 * picture is used on. Kept beside the collection, as its labels are.
 */

const typeName: Record<AdminLanguage, Record<MediaType, string>> = {
  en: {
    'image/png': 'a PNG picture',
    'image/jpeg': 'a JPEG picture',
    'image/webp': 'a WebP picture',
    'image/svg+xml': 'an SVG drawing',
    'application/pdf': 'a PDF document',
  },
  hr: {
    'image/png': 'slika PNG',
    'image/jpeg': 'slika JPEG',
    'image/webp': 'slika WebP',
    'image/svg+xml': 'crtež SVG',
    'application/pdf': 'dokument PDF',
  },
  sl: {
    'image/png': 'slika PNG',
    'image/jpeg': 'slika JPEG',
    'image/webp': 'slika WebP',
    'image/svg+xml': 'risba SVG',
    'application/pdf': 'dokument PDF',
  },
};

/** A language's own name, as the alt text's language switch shows it. */
const languageName: Record<AdminLanguage, Record<Locale, string>> = {
  en: { hr: 'Croatian', sl: 'Slovenian', bs: 'Bosnian', en: 'English' },
  hr: { hr: 'hrvatski', sl: 'slovenski', bs: 'bosanski', en: 'engleski' },
  sl: { hr: 'hrvaščina', sl: 'slovenščina', bs: 'bosanščina', en: 'angleščina' },
};

export function mediaWordsIn(languageCode: string | undefined) {
  const language = adminLanguageFrom(languageCode);
  const en = language === 'en';
  const hr = language === 'hr';
  const pick = (words: Record<AdminLanguage, string>) => words[language];
  return {
    language,
    languageName: (locale: Locale) => languageName[language][locale],
    /** The upload's content is no type the library takes, or not the type its name says. */
    fileRefused: (problem: FileTypeProblem) =>
      problem.kind === 'unknown'
        ? en
          ? `“${problem.name}” is not a picture or PDF the library takes. Upload a PNG, JPEG, WebP or SVG picture or a PDF document.`
          : hr
            ? `„${problem.name}” nije slika ni PDF koje biblioteka prima. Učitajte sliku PNG, JPEG, WebP ili SVG ili dokument PDF.`
            : `»${problem.name}« ni slika ali PDF, ki ju knjižnica sprejme. Naložite sliko PNG, JPEG, WebP ali SVG ali dokument PDF.`
        : en
          ? `“${problem.name}” is ${typeName.en[problem.actual]}, whatever its name says. Upload the picture itself, or give the file the name of what it is.`
          : hr
            ? `„${problem.name}” je zapravo ${typeName.hr[problem.actual]}, bez obzira na ime. Učitajte pravu sliku ili datoteci dajte ime prema onome što jest.`
            : `»${problem.name}« je v resnici ${typeName.sl[problem.actual]}, ne glede na ime. Naložite pravo sliko ali datoteko poimenujte po tem, kar je.`,
    /** A photo field given a file that is no photo (a PDF, an SVG). */
    notAPhoto: (filename: string, actual: MediaType | undefined) =>
      en
        ? `“${filename}” is ${actual ? typeName.en[actual] : 'no picture'}, not a photo. Choose a PNG, JPEG or WebP photo.`
        : hr
          ? `„${filename}” je ${actual ? typeName.hr[actual] : 'datoteka'}, a ne fotografija. Odaberite fotografiju PNG, JPEG ili WebP.`
          : `»${filename}« je ${actual ? typeName.sl[actual] : 'datoteka'} in ne fotografija. Izberite fotografijo PNG, JPEG ali WebP.`,
    /** A picture a published page shows is not deleted (nor moved to the trash). */
    stillShown: (filename: string, places: readonly { kind: string; title: string }[]) => {
      const [open, close] = en ? ['“', '”'] : hr ? ['„', '”'] : ['»', '«'];
      const pages = places.map(({ kind, title }) => `${kind} ${open}${title}${close}`).join('; ');
      return en
        ? `“${filename}” cannot be deleted: published pages show it (${pages}). Choose another picture there first.`
        : hr
          ? `„${filename}” ne može se izbrisati: prikazuju je objavljene stranice (${pages}). Najprije ondje odaberite drugu sliku.`
          : `»${filename}« ni mogoče izbrisati: prikazujejo jo objavljene strani (${pages}). Najprej tam izberite drugo sliko.`;
    },
    altText: pick({ en: 'Alt text', hr: 'Alternativni tekst', sl: 'Nadomestno besedilo' }),
    altLanguage: pick({
      en: 'Language of the alt text',
      hr: 'Jezik alternativnog teksta',
      sl: 'Jezik nadomestnega besedila',
    }),
    altHint: pick({
      en: 'What the picture shows, for visitors who cannot see it. The default language is needed to save; every language before a page showing the picture is published.',
      hr: 'Što slika prikazuje, za posjetitelje koji je ne vide. Za spremanje je potreban zadani jezik, a svi jezici prije objave stranice koja prikazuje sliku.',
      sl: 'Kaj prikazuje slika, za obiskovalce, ki je ne vidijo. Za shranjevanje je potreben privzeti jezik, vsi jeziki pa pred objavo strani, ki prikazuje sliko.',
    }),
    notWritten: pick({ en: 'not written yet', hr: 'još nije upisan', sl: 'še ni napisano' }),
    usedOn: pick({ en: 'Used on', hr: 'Koristi se na', sl: 'Uporabljeno na' }),
    usedNowhere: pick({
      en: 'No page or article shows this picture.',
      hr: 'Nijedna stranica ni članak ne prikazuje ovu sliku.',
      sl: 'Nobena stran ali članek ne prikazuje te slike.',
    }),
    published: pick({ en: 'published', hr: 'objavljeno', sl: 'objavljeno' }),
    draft: pick({ en: 'draft', hr: 'skica', sl: 'osnutek' }),
    usageHint: pick({
      en: 'A picture a published page shows cannot be deleted.',
      hr: 'Slika koju prikazuje objavljena stranica ne može se izbrisati.',
      sl: 'Slike, ki jo prikazuje objavljena stran, ni mogoče izbrisati.',
    }),
  };
}

export type MediaWords = ReturnType<typeof mediaWordsIn>;

/** The words in the language of the request's staff member (English without one). */
export const mediaWordsFor = (req: { i18n?: { language?: string } } | undefined) =>
  mediaWordsIn(req?.i18n?.language);
