import type { AdminLanguage } from '../../i18n/adminLanguage';
import type { Locale } from '../../i18n/locales';
import { slugShapeMessage } from '../slugs/slugFromTitle';
import { MIN_PASSWORD_LENGTH } from '../users/passwordPolicy.mts';
import { adminLanguageFrom, charactersWord, pluralOf } from './counts.mts';

/**
 * Why a save or a request was refused, in the language of the staff member who made it (Payload's
 * `req.i18n.language`: the admin's language cookie, English for scripts and the API without it).
 * The hooks and field checks keep their English sentence as the key of this table, or call one of
 * the sentences with values below; both read the same in English as before.
 */

/** The sentences that take no values, by their English text. */
const sentences: Readonly<Record<string, Record<'hr' | 'sl', string>>> = {
  [slugShapeMessage]: {
    hr: 'Adresa sadrži samo mala slova a-z i znamenke te pojedinačne crtice (bez razmaka i bez č ć ž š đ), npr. novo-skladiste-u-splitu.',
    sl: 'Naslov URL vsebuje le male črke a-z in števke ter posamezne vezaje (brez presledkov in brez č ć ž š đ), npr. novo-skladisce-v-kopru.',
  },
  'Use lowercase letters, digits and single hyphens (e.g. new-warehouse-in-split).': {
    hr: 'Upotrijebite mala slova, znamenke i pojedinačne crtice (npr. novo-skladiste-u-splitu).',
    sl: 'Uporabite male črke, števke in posamezne vezaje (npr. novo-skladisce-v-kopru).',
  },
  'Write the date as 2027-03-14 or 2027-03-14T09:30.': {
    hr: 'Upišite datum kao 2027-03-14 ili 2027-03-14T09:30.',
    sl: 'Datum napišite kot 2027-03-14 ali 2027-03-14T09:30.',
  },
  // Departments and locations (collections/departments/hooks.mts)
  'Lowercase letters, digits and hyphens, e.g. split-warehouse.': {
    hr: 'Mala slova, znamenke i crtice, npr. split-warehouse.',
    sl: 'Male črke, števke in vezaji, npr. split-warehouse.',
  },
  'Lowercase English words with hyphens, e.g. export-sales.': {
    hr: 'Engleske riječi malim slovima s crticama, npr. export-sales.',
    sl: 'Angleške besede z malimi črkami in vezaji, npr. export-sales.',
  },
  'A department that is the contact of a page must be offered in the form. Tick Offered in the form or clear Contact for.':
    {
      hr: 'Odjel koji je kontakt neke stranice mora biti ponuđen u obrascu. Označite „Ponuđen u obrascu” ili ispraznite „Kontakt za stranice”.',
      sl: 'Oddelek, ki je kontakt strani, mora biti ponujen v obrazcu. Označite »Ponujen v obrazcu« ali izpraznite »Kontakt za strani«.',
    },
  'Location: no such location. Choose one of Company › Locations or leave it empty.': {
    hr: 'Lokacija: takva lokacija ne postoji. Odaberite jednu iz Tvrtka › Lokacije ili ostavite prazno.',
    sl: 'Lokacija: take lokacije ni. Izberite eno iz Podjetje › Lokacije ali pustite prazno.',
  },
  // Redirects (routing/redirects.ts): the admin's toast splits at colons and commas, so none here.
  'Write the old address as a path of this site that starts with a slash (e.g. /novosti-i-dogadanja/stari-naslov) without domain or spaces or query.':
    {
      hr: 'Upišite staru adresu kao putanju ovih stranica koja počinje kosom crtom (npr. /novosti-i-dogadanja/stari-naslov) bez domene i razmaka i upita.',
      sl: 'Stari naslov napišite kot pot tega spletnega mesta ki se začne s poševnico (npr. /novice/stari-naslov) brez domene in presledkov in poizvedbe.',
    },
  'Addresses of the back office and the API and the site’s files cannot be redirected.': {
    hr: 'Adrese administracije i API-ja te datoteke stranica ne mogu se preusmjeriti.',
    sl: 'Naslovov administracije in API-ja ter datotek spletnega mesta ni mogoče preusmeriti.',
  },
  'Write the new address as a path of this site starting with a slash (e.g. /kontakt) or a full https address.':
    {
      hr: 'Upišite novu adresu kao putanju ovih stranica s kosom crtom na početku (npr. /kontakt) ili kao punu https adresu.',
      sl: 'Novi naslov napišite kot pot tega spletnega mesta s poševnico na začetku (npr. /kontakt) ali kot celoten naslov https.',
    },
  'Only administrators may send visitors to another site. Write a path of this site starting with a slash (e.g. /kontakt).':
    {
      hr: 'Samo administratori mogu posjetitelje slati na druge stranice. Upišite putanju ovih stranica s kosom crtom na početku (npr. /kontakt).',
      sl: 'Samo skrbniki lahko obiskovalce pošljejo na drugo spletno mesto. Napišite pot tega spletnega mesta s poševnico na začetku (npr. /kontakt).',
    },
  'This address is a live page of the site and visitors would keep seeing it. Unpublish or rename that page first or choose another old address.':
    {
      hr: 'Ova adresa je objavljena stranica pa bi je posjetitelji i dalje vidjeli. Najprije povucite objavu te stranice ili joj promijenite adresu ili odaberite drugu staru adresu.',
      sl: 'Ta naslov je objavljena stran in obiskovalci bi jo še naprej videli. Najprej prekličite objavo te strani ali ji spremenite naslov ali izberite drug stari naslov.',
    },
  // Company data (companyFacts.mts)
  'Use an https:// address.': {
    hr: 'Upotrijebite adresu koja počinje s https://.',
    sl: 'Uporabite naslov, ki se začne s https://.',
  },
  'Use a full address, e.g. https://www.example.org.': {
    hr: 'Upišite punu adresu, npr. https://www.example.org.',
    sl: 'Napišite celoten naslov, npr. https://www.example.org.',
  },
  // The about page's history (companyFacts.mts): no colons or commas, for the toast.
  'List the history’s years in order from the oldest.': {
    hr: 'Navedite godine povijesti redom od najstarije.',
    sl: 'Leta zgodovine navedite po vrsti od najstarejšega.',
  },
  'Exactly one year of the history tells the longer story (two Story paragraphs or more) and the others leave it empty.':
    {
      hr: 'Točno jedna godina povijesti priča dužu priču (dva ili više odlomaka priče) a ostale je ostavljaju praznom.',
      sl: 'Natanko eno leto zgodovine pove daljšo zgodbo (dva ali več odstavkov zgodbe) druga pa jo pustijo prazno.',
    },
  'The history needs at least 8 years.': {
    hr: 'Povijest treba imati najmanje 8 godina.',
    sl: 'Zgodovina potrebuje vsaj 8 let.',
  },
  // A staff account's password (users/passwordPolicy.mts)
  [`Too short: a password needs at least ${MIN_PASSWORD_LENGTH} characters.`]: {
    hr: `Prekratka: lozinka treba imati najmanje ${MIN_PASSWORD_LENGTH} ${charactersWord('hr', MIN_PASSWORD_LENGTH)}.`,
    sl: `Prekratko: geslo potrebuje vsaj ${MIN_PASSWORD_LENGTH} ${charactersWord('sl', MIN_PASSWORD_LENGTH)}.`,
  },
  'Contains the account’s e-mail address or its name before the @. Choose a password without it.': {
    hr: 'Sadrži adresu e-pošte računa ili njezino ime ispred @. Odaberite lozinku bez njih.',
    sl: 'Vsebuje e-naslov računa ali ime pred @. Izberite geslo brez njiju.',
  },
  'Too common: this password (or the word in it) is among the first that attackers try. Choose another.':
    {
      hr: 'Preuobičajena: ova lozinka (ili riječ u njoj) među prvima je koje napadači isprobavaju. Odaberite drugu.',
      sl: 'Preveč pogosto: to geslo (ali beseda v njem) je med prvimi, ki jih napadalci preizkusijo. Izberite drugo.',
    },
  'Too predictable: a repeated or sequential run of characters (aaaa…, 1234…, abab…). Choose another.':
    {
      hr: 'Previše predvidljiva: ponovljeni ili uzastopni niz znakova (aaaa…, 1234…, abab…). Odaberite drugu.',
      sl: 'Preveč predvidljivo: ponovljeno ali zaporedno zaporedje znakov (aaaa…, 1234…, abab…). Izberite drugo.',
    },
  // The API's bulk delete (api/bulkDeletes.mts)
  'Name the documents to delete (a where query); a delete of the whole collection is refused.': {
    hr: 'Navedite dokumente koje treba izbrisati (upit where); brisanje cijele zbirke se odbija.',
    sl: 'Navedite dokumente za brisanje (poizvedba where); brisanje celotne zbirke je zavrnjeno.',
  },
};

/** What a slug must differ from, in the refusal: the collection's documents. */
export type SlugNoun = 'article' | 'category' | 'job opening' | 'brand page of this department';

/** "Another article", "Druga kategorija": the subject of a taken slug's sentence, by noun. */
const anotherOf: Record<'hr' | 'sl', Record<SlugNoun, string>> = {
  hr: {
    article: 'Drugi članak',
    category: 'Druga kategorija',
    'job opening': 'Drugi oglas za posao',
    'brand page of this department': 'Druga stranica marke ovog odjela',
  },
  sl: {
    article: 'Drug članek',
    category: 'Druga kategorija',
    'job opening': 'Drugo prosto delovno mesto',
    'brand page of this department': 'Druga stran blagovne znamke tega oddelka',
  },
};

/** A language's name where a sentence says "in Croatian" (na hrvatskom, v hrvaščini). */
const languageIn: Record<AdminLanguage, Record<Locale, string>> = {
  en: { hr: 'Croatian', sl: 'Slovenian', bs: 'Bosnian', en: 'English' },
  hr: { hr: 'hrvatskom', sl: 'slovenskom', bs: 'bosanskom', en: 'engleskom' },
  sl: { hr: 'hrvaščini', sl: 'slovenščini', bs: 'bosanščini', en: 'angleščini' },
};

/** "a, b and c" with the language's "and". */
const listIn = (language: AdminLanguage, names: readonly string[]) => {
  const and = { en: 'and', hr: 'i', sl: 'in' }[language];
  return names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
};

/** The languages of `locales` as a sentence says "in Croatian and English". */
export const languagesIn = (language: AdminLanguage, locales: readonly Locale[]) =>
  listIn(
    language,
    locales.map((locale) => languageIn[language][locale]),
  );

/** The refusals in one staff language. */
export function refusalsIn(languageCode: string | undefined) {
  const language = adminLanguageFrom(languageCode);
  const hr = language === 'hr';
  const en = language === 'en';
  return {
    language,
    /** A sentence without values, by its English text (English when the table has none). */
    say: (english: string) => (en ? english : (sentences[english]?.[language] ?? english)),
    titleTooLong: (max: number, has: number) =>
      en
        ? `Keep the title within ${max} characters (it has ${has}).`
        : hr
          ? `Naslov smije imati najviše ${max} ${charactersWord('hr', max)} (ima ih ${has}).`
          : `Naslov ima lahko največ ${max} ${charactersWord('sl', max)} (ima jih ${has}).`,
    slugTaken: (noun: SlugNoun, slug: string) =>
      en
        ? `Another ${noun} in this language has the address "${slug}": choose another slug.`
        : hr
          ? `${anotherOf.hr[noun]} na ovom jeziku već ima adresu „${slug}”: odaberite drugu adresu.`
          : `${anotherOf.sl[noun]} v tem jeziku že ima naslov »${slug}«: izberite drug naslov URL.`,
    /** The slug's label before a refusal the toast shows without the field. */
    slugLabel: en ? 'Slug' : hr ? 'Adresa (slug)' : 'Naslov URL (slug)',
    brandSlugTaken: (slug: string) =>
      en
        ? `Another brand page of this department has the address "${slug}".`
        : hr
          ? `Druga stranica marke ovog odjela već ima adresu „${slug}”.`
          : `Druga stran blagovne znamke tega oddelka že ima naslov »${slug}«.`,
    pictureWithoutAlt: (filename: string, missing: readonly Locale[]) =>
      en
        ? `The picture “${filename}” has no alt text in ${languagesIn('en', missing)}. Open the picture from this field, choose the language under “Language of the alt text”, write it and save.`
        : hr
          ? `Slika „${filename}” nema alternativni tekst na ${languagesIn('hr', missing)} jeziku. Otvorite sliku iz ovog polja, pod „Jezik alternativnog teksta” odaberite jezik, upišite ga i spremite.`
          : `Slika »${filename}« nima nadomestnega besedila v ${languagesIn('sl', missing)}. Odprite sliko iz tega polja, pod »Jezik nadomestnega besedila« izberite jezik, ga napišite in shranite.`,
    pageHasContact: (page: string, department: string) =>
      en
        ? `The page ${page} already has its contact in the department “${department}”. Remove it there first.`
        : hr
          ? `Stranica ${page} već ima svoj kontakt u odjelu „${department}”. Najprije ga uklonite ondje.`
          : `Stran ${page} že ima svoj kontakt v oddelku »${department}«. Najprej ga odstranite tam.`,
    redirectTaken: (from: string) =>
      en
        ? `Another redirect already starts at ${from}. Change that one.`
        : hr
          ? `Drugo preusmjeravanje već počinje na ${from}. Promijenite njega.`
          : `Druga preusmeritev se že začne pri ${from}. Spremenite njo.`,
    redirectLoop: (from: string) =>
      en
        ? `This would send visitors in a circle back to ${from}. Point it at a page that stays.`
        : hr
          ? `Ovo bi posjetitelje vodilo u krug natrag na ${from}. Usmjerite ga na stranicu koja ostaje.`
          : `To bi obiskovalce v krogu poslalo nazaj na ${from}. Usmerite jo na stran, ki ostane.`,
    tooManyToDelete: (matching: number, max: number) =>
      en
        ? `This would delete ${matching} documents at once; at most ${max} may be deleted in one request. Move them to the trash instead, or delete fewer at a time.`
        : hr
          ? `Ovo bi odjednom izbrisalo ${matching} ${pluralOf('hr', matching, { one: 'dokument', few: 'dokumenta', other: 'dokumenata' })}; jednim zahtjevom smije se izbrisati najviše ${max}. Premjestite ih u smeće ili brišite manje odjednom.`
          : `S tem bi naenkrat izbrisali ${matching} ${pluralOf('sl', matching, { one: 'dokument', two: 'dokumenta', few: 'dokumente', other: 'dokumentov' })}; z eno zahtevo jih je mogoče izbrisati največ ${max}. Premaknite jih v koš ali jih brišite manj naenkrat.`,
    invitationNotSent: (email: string, reason: string) =>
      en
        ? `The invitation to ${email} could not be sent (mail ${reason}) so the account was not created. Try again later.`
        : hr
          ? `Pozivnicu na ${email} nije bilo moguće poslati (pošta ${reason}) pa račun nije izrađen. Pokušajte ponovno kasnije.`
          : `Povabila na ${email} ni bilo mogoče poslati (pošta ${reason}) zato račun ni bil ustvarjen. Poskusite znova pozneje.`,
    certificatesOnce: (missing: readonly string[]) =>
      en
        ? `Each certificate once: ${missing.join(', ')} missing.`
        : hr
          ? `Svaki certifikat jednom: nedostaje ${missing.join(', ')}.`
          : `Vsak certifikat enkrat: manjka ${missing.join(', ')}.`,
  };
}

export type Refusals = ReturnType<typeof refusalsIn>;

/** The refusals in the language of the request's staff member (English without one). */
export const refusalsFor = (req: { i18n?: { language?: string } } | undefined) =>
  refusalsIn(req?.i18n?.language);

/** The English sentences `say` knows, for the test that each has both translations. */
export const sentencesSaid = Object.keys(sentences);

/**
 * The staff member's language from a request Payload has not read yet (the API's own checks, which
 * run before it): its language cookie, as Payload reads it, or the browser's first language.
 */
export function requestLanguage(headers: Headers): string | undefined {
  const cookie = /(?:^|;\s*)payload-lng=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1];
  if (cookie) return cookie;
  return /^\s*([a-z]{2})/i.exec(headers.get('accept-language') ?? '')?.[1]?.toLowerCase();
}
