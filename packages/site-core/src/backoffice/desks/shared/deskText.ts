import type { AdminLanguage } from '../../../i18n/adminLanguage';
import { staffTime } from '../../staffFormat';

/**
 * The words and dates both desks share (notes, audit trail, refusals), in the admin's language.
 * Each table is a `Record<AdminLanguage, …>` of one shape, so a language missing a word fails the
 * type check rather than showing English to Croatian or Slovenian staff.
 */

/** The admin's language from Payload's `req.i18n.language`; anything unknown reads English. */
export const deskLanguageOf = (language: string | undefined): AdminLanguage =>
  language === 'hr' || language === 'sl' ? language : 'en';

/** A table's own entry for a code from the address (never one of Object's, such as `toString`). */
export const ownWord = (table: Record<string, string>, code: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(table, code) ? table[code] : undefined;

const dayParts = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return { year, month: Number(month), day: Number(day) };
};

/**
 * A day (`yyyy-mm-dd` or an ISO time) as staff write it: 27. 11. 2026. in Croatian, 27. 11. 2026 in
 * Slovenian (as the admin's own date fields, staffDateFormat), the ISO day in English.
 */
export function formatDay(iso: string, language: AdminLanguage): string {
  if (language === 'en') return iso.slice(0, 10);
  const { year, month, day } = dayParts(iso);
  return `${day}. ${month}. ${year}${language === 'hr' ? '.' : ''}`;
}

/** An ISO time (UTC, as the store keeps it) as staff read it: day and minute in the market's time zone. */
export function formatTime(iso: string, language: AdminLanguage, timeZone: string): string {
  return staffTime(iso, language, timeZone);
}

/**
 * What every desk says in its own words, which the kit's parts read (the view, the record's
 * header, its status form, its notes and audit trail): a desk's words table extends it.
 */
export interface DeskWords<Status extends string, ErrorCode extends string> {
  record: RecordWords;
  /** The navigation's link and the desk's heading. */
  desk: string;
  /** For a role the desk's rule excludes. */
  refused: string;
  /** The heading for a reference that names no record. */
  noSuchRecord: string;
  statuses: Record<Status, string>;
  /** Each audit action as the desk names it. */
  audit: Record<string, string>;
  /** What a form's post did, from the `?done=` the endpoint sent the browser back with. */
  done: Record<string, string>;
  errors: Record<ErrorCode, string>;
  status: string;
  newStatus: string;
  changeStatus: string;
  auditCaption: string;
}

/** What NotesSection, AuditSection and a refusal notice say. */
export interface RecordWords {
  language: AdminLanguage;
  notes: string;
  noNotes: string;
  addNoteLabel: string;
  addNote: string;
  auditTrail: string;
  auditColumns: { when: string; who: string; what: string; details: string; from: string };
  notChanged: string;
  /** A refusal whose code the desk does not know. */
  refused: string;
}

export const RECORD_WORDS: Record<AdminLanguage, RecordWords> = {
  en: {
    language: 'en',
    notes: 'Notes',
    noNotes: 'No notes yet.',
    addNoteLabel: 'Add a note (kept as written, never edited)',
    addNote: 'Add note',
    auditTrail: 'Audit trail',
    auditColumns: { when: 'When', who: 'Who', what: 'What', details: 'Details', from: 'From' },
    notChanged: 'Not changed:',
    refused: 'The change was refused: check the form and try again.',
  },
  hr: {
    language: 'hr',
    notes: 'Bilješke',
    noNotes: 'Još nema bilježaka.',
    addNoteLabel: 'Dodajte bilješku (čuva se kako je napisana, nikad se ne mijenja)',
    addNote: 'Dodaj bilješku',
    auditTrail: 'Revizijski trag',
    auditColumns: {
      when: 'Kada',
      who: 'Tko',
      what: 'Što',
      details: 'Pojedinosti',
      from: 'S adrese',
    },
    notChanged: 'Nije promijenjeno:',
    refused: 'Promjena je odbijena: provjerite obrazac i pokušajte ponovno.',
  },
  sl: {
    language: 'sl',
    notes: 'Zapiski',
    noNotes: 'Zapiskov še ni.',
    addNoteLabel: 'Dodajte zapisek (shrani se, kot je napisan, in se nikoli ne spreminja)',
    addNote: 'Dodaj zapisek',
    auditTrail: 'Revizijska sled',
    auditColumns: {
      when: 'Kdaj',
      who: 'Kdo',
      what: 'Kaj',
      details: 'Podrobnosti',
      from: 'Z naslova',
    },
    notChanged: 'Ni spremenjeno:',
    refused: 'Sprememba je bila zavrnjena: preverite obrazec in poskusite znova.',
  },
};
