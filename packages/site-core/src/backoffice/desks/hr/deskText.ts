import type { AdminLanguage } from '../../../i18n/adminLanguage';
import {
  APPLICATION_ERRORS,
  type ApplicationErrorCode,
  type ApplicationStatus,
} from '../../../report/store/applicationCaseTypes';
import { RECORD_WORDS, type DeskWords, formatDay } from '../shared/deskText';

/**
 * The HR desk's words in the admin's language (Croatian for cro and bih, Slovenian for slo,
 * English for staff who picked it): one table, so a word missing in a language is a type error.
 * The endpoints' JSON refusals stay in English (APPLICATION_ERRORS): they are the API's.
 */
export interface HrDeskWords extends DeskWords<ApplicationStatus, ApplicationErrorCode> {
  intro: (lastPurgeDay: string | undefined) => string;
  noApplications: string;
  caption: (openingTitle: string, count: number) => string;
  columns: {
    reference: string;
    applicant: string;
    received: string;
    status: string;
    deletedOn: string;
  };
  allApplications: string;
  /** The dashboard's card: the applications nobody has moved on yet, by opening. */
  card: {
    fresh: (count: number) => string;
    /** The store could not be read: the dashboard still opens, and says so. */
    unavailable: string;
  };
  application: (reference: string) => string;
  facts: { opening: string; received: string; status: string; deletedOn: string };
  since: (time: string) => string;
  deletedWith: string;
  answers: string;
  answer: {
    name: string;
    email: string;
    phone: string;
    message: string;
    language: string;
    cv: string;
  };
  none: string;
  downloadCv: string;
}

export const HR_DESK_TEXT: Record<AdminLanguage, HrDeskWords> = {
  en: {
    record: RECORD_WORDS.en,
    desk: 'HR desk',
    intro: (lastPurgeDay) =>
      'Job applications as the applicants sent them, by opening. Each is deleted with its CV and ' +
      'notes on the day shown, as the privacy notice promises (the retention purge runs daily' +
      `${lastPurgeDay ? `; it last ran on ${lastPurgeDay}` : ''}).`,
    noApplications: 'No applications are kept.',
    caption: (title, count) =>
      `${title}: ${count} application${count === 1 ? '' : 's'}, newest first`,
    columns: {
      reference: 'Reference',
      applicant: 'Applicant',
      received: 'Received',
      status: 'Status',
      deletedOn: 'Deleted on',
    },
    statuses: {
      new: 'New',
      shortlisted: 'Shortlisted',
      interview: 'Interview',
      rejected: 'Rejected',
      hired: 'Hired',
    },
    audit: {
      view: 'Opened the application',
      download_cv: 'Downloaded the CV',
      status: 'Changed the status',
      note: 'Added a note',
      purge: 'Deleted by the retention purge',
    },
    done: { status: 'The status was changed.', notes: 'The note was added.' },
    errors: APPLICATION_ERRORS,
    refused: 'The HR desk is open to HR and administrators only.',
    allApplications: 'All applications',
    card: {
      fresh: (count) => `New applications: ${count}`,
      unavailable: 'The applications cannot be read just now. Open the desk to try again.',
    },
    application: (reference) => `Application ${reference}`,
    noSuchRecord: 'No such application',
    facts: { opening: 'Opening', received: 'Received', status: 'Status', deletedOn: 'Deleted on' },
    since: (time) => `(since ${time})`,
    deletedWith: 'with its CV and notes (retention purge)',
    answers: "The applicant's answers",
    answer: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      message: 'Message',
      language: 'Language',
      cv: 'CV',
    },
    none: '(none)',
    downloadCv: 'Download the CV',
    status: 'Status',
    newStatus: 'New status',
    changeStatus: 'Change status',
    auditCaption: 'Everything staff did with this application, oldest first',
  },
  hr: {
    record: RECORD_WORDS.hr,
    desk: 'Prijave za posao',
    intro: (lastPurgeDay) =>
      'Prijave za posao onako kako su ih kandidati poslali, po natječajima. Svaka se briše ' +
      'zajedno sa životopisom i bilješkama na navedeni dan, kako obećava obavijest o privatnosti ' +
      '(brisanje po isteku roka čuvanja pokreće se svaki dan' +
      `${lastPurgeDay ? `; posljednji put ${lastPurgeDay}` : ''}).`,
    noApplications: 'Nema pohranjenih prijava.',
    caption: (title, count) => `${title}: prijave (${count}), najnovije prve`,
    columns: {
      reference: 'Oznaka',
      applicant: 'Kandidat',
      received: 'Zaprimljeno',
      status: 'Status',
      deletedOn: 'Briše se',
    },
    statuses: {
      new: 'Nova',
      shortlisted: 'U užem izboru',
      interview: 'Razgovor',
      rejected: 'Odbijena',
      hired: 'Prihvaćena',
    },
    audit: {
      view: 'Otvaranje prijave',
      download_cv: 'Preuzimanje životopisa',
      status: 'Promjena statusa',
      note: 'Dodavanje bilješke',
      purge: 'Brisanje po isteku roka čuvanja',
    },
    done: { status: 'Status je promijenjen.', notes: 'Bilješka je dodana.' },
    errors: {
      not_found: 'Nema prijave s tom oznakom (možda je izbrisana).',
      note_empty: 'Bilješka mora imati tekst.',
      note_too_long: 'Bilješka može imati najviše 4000 znakova.',
    },
    refused: 'Prijave za posao dostupne su samo kadrovskoj službi i administratorima.',
    allApplications: 'Sve prijave',
    card: {
      fresh: (count) => `Nove prijave: ${count}`,
      unavailable:
        'Prijave se trenutačno ne mogu pročitati. Otvorite prijave za posao i pokušajte ponovno.',
    },
    application: (reference) => `Prijava ${reference}`,
    noSuchRecord: 'Nema takve prijave',
    facts: {
      opening: 'Natječaj',
      received: 'Zaprimljeno',
      status: 'Status',
      deletedOn: 'Briše se',
    },
    since: (time) => `(od ${time})`,
    deletedWith: 'zajedno sa životopisom i bilješkama (brisanje po isteku roka čuvanja)',
    answers: 'Odgovori kandidata',
    answer: {
      name: 'Ime i prezime',
      email: 'E-pošta',
      phone: 'Telefon',
      message: 'Poruka',
      language: 'Jezik',
      cv: 'Životopis',
    },
    none: '(nema)',
    downloadCv: 'Preuzmi životopis',
    status: 'Status',
    newStatus: 'Novi status',
    changeStatus: 'Promijeni status',
    auditCaption: 'Sve što je osoblje radilo s ovom prijavom, od najstarijeg',
  },
  sl: {
    record: RECORD_WORDS.sl,
    desk: 'Prijave za zaposlitev',
    intro: (lastPurgeDay) =>
      'Prijave za zaposlitev, kot so jih poslali kandidati, po razpisih. Vsaka se izbriše ' +
      'skupaj z življenjepisom in zapiski na navedeni dan, kot obljublja obvestilo o zasebnosti ' +
      '(izbris po poteku roka hrambe poteka vsak dan' +
      `${lastPurgeDay ? `; nazadnje ${lastPurgeDay}` : ''}).`,
    noApplications: 'Ni shranjenih prijav.',
    caption: (title, count) => `${title}: prijave (${count}), najnovejše najprej`,
    columns: {
      reference: 'Oznaka',
      applicant: 'Kandidat',
      received: 'Prejeto',
      status: 'Status',
      deletedOn: 'Izbris',
    },
    statuses: {
      new: 'Nova',
      shortlisted: 'V ožjem izboru',
      interview: 'Razgovor',
      rejected: 'Zavrnjena',
      hired: 'Sprejeta',
    },
    audit: {
      view: 'Odprtje prijave',
      download_cv: 'Prenos življenjepisa',
      status: 'Sprememba statusa',
      note: 'Dodajanje zapiska',
      purge: 'Izbris po poteku roka hrambe',
    },
    done: { status: 'Status je spremenjen.', notes: 'Zapisek je dodan.' },
    errors: {
      not_found: 'Prijave s to oznako ni (morda je bila izbrisana).',
      note_empty: 'Zapisek mora vsebovati besedilo.',
      note_too_long: 'Zapisek ima lahko največ 4000 znakov.',
    },
    refused: 'Prijave za zaposlitev so dostopne samo kadrovski službi in skrbnikom.',
    allApplications: 'Vse prijave',
    card: {
      fresh: (count) => `Nove prijave: ${count}`,
      unavailable:
        'Prijav trenutno ni mogoče prebrati. Odprite prijave za zaposlitev in poskusite znova.',
    },
    application: (reference) => `Prijava ${reference}`,
    noSuchRecord: 'Te prijave ni',
    facts: { opening: 'Razpis', received: 'Prejeto', status: 'Status', deletedOn: 'Izbris' },
    since: (time) => `(od ${time})`,
    deletedWith: 'skupaj z življenjepisom in zapiski (izbris po poteku roka hrambe)',
    answers: 'Odgovori kandidata',
    answer: {
      name: 'Ime in priimek',
      email: 'E-pošta',
      phone: 'Telefon',
      message: 'Sporočilo',
      language: 'Jezik',
      cv: 'Življenjepis',
    },
    none: '(brez)',
    downloadCv: 'Prenesi življenjepis',
    status: 'Status',
    newStatus: 'Nov status',
    changeStatus: 'Spremeni status',
    auditCaption: 'Vse, kar je osebje storilo s to prijavo, od najstarejšega',
  },
};

/** The day the purge deletes an application, as HR read it. */
export const deletionDay = (iso: string, words: HrDeskWords) =>
  formatDay(iso, words.record.language);
