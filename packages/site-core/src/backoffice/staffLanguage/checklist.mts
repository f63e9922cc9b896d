import type { AdminLanguage } from '../../i18n/adminLanguage';
import type { MissingContent, SampleValue } from '../../market/launchChecklist';
import { pluralOf } from './counts.mts';
import { inStaffLanguage } from './words.mts';

/**
 * The words of the dashboard's launch checklist (LaunchChecklist.tsx) in each staff language. The
 * names of forms, fields and pages come from the staff-language table; these are its own sentences.
 */
const english = {
  title: 'Launch checklist',
  ready: 'No sample values left: the company’s facts are its own. Ready to launch.',
  samplesLeft: (count: number) =>
    `${count} sample value${count === 1 ? '' : 's'} still in place. The values loaded at installation are fictional: replace each with the company’s own before the site goes live.`,
  showList: 'Show the list',
  where: 'Where',
  sampleValue: 'Sample value',
  whyListed: 'Why it is listed',
  siteConfiguration: 'Site configuration (ask a developer)',
  why: {
    'example mailbox': 'Mailbox at an example domain: mail there reaches nobody.',
    'sample account': 'Sample bank account.',
    'sample number': 'Sample register or tax number.',
    'sample phone': 'Sample phone number.',
    'marked sample': 'Sample value loaded at installation.',
  } as Record<SampleValue['why'], string>,
  pagesNotShown: 'Pages not shown',
  pagesNotShownText: (count: number) =>
    `${count} page${count === 1 ? ' has' : 's have'} no published text in a language, so ${count === 1 ? 'it answers' : 'they answer'} “page not found” there. Publish ${count === 1 ? 'it' : 'them'} again, or restore the initial text from the page’s form.`,
  notShownIn: (languages: string) => `not shown in ${languages}`,
  notPublished: 'Content not published',
  notPublishedText: (count: number) =>
    `${count} part${count === 1 ? '' : 's'} of the company’s content ${count === 1 ? 'is' : 'are'} not published, so the pages that quote ${count === 1 ? 'it' : 'them'} show nothing there. Fill in and publish each form below.`,
  missing: {
    company: 'Company data (registered name, register numbers, board, bank accounts)',
    legal: 'Company data: the legal notices’ facts (supervisory authority, medicines agency)',
    locations: 'Locations: no location is published',
    departments: 'Departments: none is offered in the contact form',
    officeHours: 'Department directory: the usual office hours',
  } as Record<MissingContent['what'], string>,
  missingIn: (languages: string) => `missing in ${languages}`,
  untranslated: 'Texts not yet translated',
  untranslatedText: (count: number) =>
    `${count} text${count === 1 ? ' has' : 's have'} no translation in a language yet: that language’s pages show the text below instead until staff give it its own.`,
};

export type ChecklistWords = typeof english;

const croatian: ChecklistWords = {
  title: 'Popis za pokretanje',
  ready: 'Nema preostalih probnih vrijednosti: podaci o tvrtki su njezini. Spremno za pokretanje.',
  samplesLeft: (count) =>
    `Na mjestu ${pluralOf('hr', count, { one: 'je', few: 'su', other: 'je' })} još ${count} ${pluralOf('hr', count, { one: 'probna vrijednost', few: 'probne vrijednosti', other: 'probnih vrijednosti' })}. Vrijednosti učitane pri instalaciji izmišljene su: prije objave stranica zamijenite svaku stvarnom vrijednošću tvrtke.`,
  showList: 'Prikaži popis',
  where: 'Gdje',
  sampleValue: 'Probna vrijednost',
  whyListed: 'Zašto je navedeno',
  siteConfiguration: 'Konfiguracija stranica (obratite se razvojnom programeru)',
  why: {
    'example mailbox': 'Adresa e-pošte na domeni za primjere: pošta ondje ne stiže nikome.',
    'sample account': 'Probni bankovni račun.',
    'sample number': 'Probni matični ili porezni broj.',
    'sample phone': 'Probni telefonski broj.',
    'marked sample': 'Probna vrijednost učitana pri instalaciji.',
  },
  pagesNotShown: 'Stranice koje se ne prikazuju',
  pagesNotShownText: (count) =>
    `Stranice bez objavljenog teksta na nekom jeziku: ${count}. Na tom jeziku prikazuju „stranica nije pronađena”. Ponovno ih objavite ili vratite početni tekst iz obrasca stranice.`,
  notShownIn: (languages) => `ne prikazuje se na jezicima ${languages}`,
  notPublished: 'Sadržaj koji nije objavljen',
  notPublishedText: (count) =>
    `Dijelovi sadržaja tvrtke koji nisu objavljeni: ${count}. Stranice koje ih navode ondje ne prikazuju ništa. Ispunite i objavite svaki obrazac naveden ispod.`,
  missing: {
    company: 'Podaci o tvrtki (registrirani naziv, matični brojevi, uprava, bankovni računi)',
    legal: 'Podaci o tvrtki: podaci pravnih obavijesti (nadzorno tijelo, agencija za lijekove)',
    locations: 'Lokacije: nijedna lokacija nije objavljena',
    departments: 'Odjeli: nijedan nije ponuđen u obrascu za kontakt',
    officeHours: 'Imenik odjela: uobičajeno radno vrijeme',
  },
  missingIn: (languages) => `nedostaje na jezicima ${languages}`,
  untranslated: 'Tekstovi koji još nisu prevedeni',
  untranslatedText: (count) =>
    `Tekstovi bez prijevoda na nekom jeziku: ${count}. Dok ne dobiju svoj prijevod, stranice tog jezika prikazuju tekst naveden ispod.`,
};

const slovenian: ChecklistWords = {
  title: 'Kontrolni seznam pred zagonom',
  ready: 'Ni več vzorčnih vrednosti: podatki o podjetju so njegovi. Pripravljeno za zagon.',
  samplesLeft: (count) =>
    `Na mestu ${pluralOf('sl', count, { one: 'je', two: 'sta', few: 'so', other: 'je' })} še ${count} ${pluralOf('sl', count, { one: 'vzorčna vrednost', two: 'vzorčni vrednosti', few: 'vzorčne vrednosti', other: 'vzorčnih vrednosti' })}. Vrednosti, naložene ob namestitvi, so izmišljene: pred objavo spletnega mesta vsako zamenjajte s pravo vrednostjo podjetja.`,
  showList: 'Prikaži seznam',
  where: 'Kje',
  sampleValue: 'Vzorčna vrednost',
  whyListed: 'Zakaj je navedeno',
  siteConfiguration: 'Nastavitve spletnega mesta (vprašajte razvijalca)',
  why: {
    'example mailbox': 'E-poštni naslov na domeni za primere: pošta tja ne doseže nikogar.',
    'sample account': 'Vzorčni bančni račun.',
    'sample number': 'Vzorčna matična ali davčna številka.',
    'sample phone': 'Vzorčna telefonska številka.',
    'marked sample': 'Vzorčna vrednost, naložena ob namestitvi.',
  },
  pagesNotShown: 'Strani, ki niso prikazane',
  pagesNotShownText: (count) =>
    `Strani brez objavljenega besedila v nekem jeziku: ${count}. V tem jeziku prikazujejo »strani ni mogoče najti«. Znova jih objavite ali obnovite začetno besedilo iz obrazca strani.`,
  notShownIn: (languages) => `ni prikazana v jezikih ${languages}`,
  notPublished: 'Vsebina, ki ni objavljena',
  notPublishedText: (count) =>
    `Deli vsebine podjetja, ki niso objavljeni: ${count}. Strani, ki jih navajajo, tam ne prikazujejo ničesar. Izpolnite in objavite vsak spodnji obrazec.`,
  missing: {
    company: 'Podatki o podjetju (registrirano ime, matične številke, uprava, bančni računi)',
    legal: 'Podatki o podjetju: podatki pravnih obvestil (nadzorni organ, agencija za zdravila)',
    locations: 'Lokacije: nobena lokacija ni objavljena',
    departments: 'Oddelki: noben ni ponujen v obrazcu za stik',
    officeHours: 'Imenik oddelkov: običajni delovni čas',
  },
  missingIn: (languages) => `manjka v jezikih ${languages}`,
  untranslated: 'Besedila, ki še niso prevedena',
  untranslatedText: (count) =>
    `Besedila brez prevoda v nekem jeziku: ${count}. Dokler ne dobijo svojega prevoda, strani tega jezika prikazujejo spodnje besedilo.`,
};

const byLanguage: Record<AdminLanguage, ChecklistWords> = {
  en: english,
  hr: croatian,
  sl: slovenian,
};

/** The checklist's words in a staff language. */
export const checklistWords = (language: AdminLanguage): ChecklistWords => byLanguage[language];

/** "Words of a name" from a config key ("registrationNumber" → "Registration number"). */
const wordsOfKey = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Config keys whose field in the admin has a label of other words. */
const fieldLabelOfKey: Record<string, string> = {
  iban: 'IBAN',
  mail: 'Mailbox',
  mail2: 'Second mailbox',
  email: 'Email',
  taxId: 'Tax number',
  vatId: 'VAT ID',
  tel1: 'Phone',
  tel2: 'Second phone',
};

const localeKey = /^(hr|sl|bs|en)$/;

/**
 * Where in its form a sample value is, in the staff's words: the config path's parts below the form
 * ("company.registrationNumber.hr" → "Matični broj (MBS) › HR"), a list's rows by their number, a
 * department by its name in the directory ("departments.sales.mail" → "Prodaja › E-pošta odjela";
 * its English key, "Sales", named nothing staff see).
 */
export function placeInForm(
  path: string,
  language: AdminLanguage,
  departmentNames: Readonly<Record<string, string>> = {},
): string {
  const [root, ...parts] = path.split('.');
  return parts
    .map((part, index) => {
      if (root === 'departments' && index === 0 && departmentNames[part]) {
        return departmentNames[part];
      }
      if (/^\d+$/.test(part)) return String(Number(part) + 1);
      if (localeKey.test(part)) return part.toUpperCase();
      return inStaffLanguage(fieldLabelOfKey[part] ?? wordsOfKey(part), language);
    })
    .join(' › ');
}
