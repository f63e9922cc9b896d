import type { AdminLanguage } from '../i18n/adminLanguage';

/**
 * Times and audit details as staff read them at the desks: in the market's time zone (the store
 * keeps UTC), on the 24-hour clock, in the staff's language; an audit entry's detail in words,
 * not as the JSON the store keeps. One module the desks' display components call, so the desks'
 * own files change by a prop.
 */

/** The market's time zone, as the back office's config carries it (UTC without one). */
export const staffTimeZone = (config: { custom?: Record<string, unknown> }): string =>
  typeof config.custom?.timeZone === 'string' ? config.custom.timeZone : 'UTC';

const dayOf = (parts: Record<string, string>, language: AdminLanguage) => {
  if (language === 'en') return `${parts.year}-${parts.month}-${parts.day}`;
  const day = `${Number(parts.day)}. ${Number(parts.month)}. ${parts.year}`;
  return language === 'hr' ? `${day}.` : day;
};

/**
 * An instant (an ISO time) in `timeZone`: 27. 11. 2026. 14:05 (hr), 27. 11. 2026, 14:05 (sl),
 * 2026-11-27 14:05 (en), as the admin's own date fields write it (staffDateFormat).
 */
export function staffTime(iso: string, language: AdminLanguage, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const minute = `${parts.hour}:${parts.minute}`;
  return `${dayOf(parts, language)}${language === 'sl' ? ',' : ''} ${minute}`;
}

interface DetailWords {
  nobody: string;
  authorityCaseNumber: string;
  sentOn: string;
  duplicateOf: string;
  note: string;
  file: string;
  received: string;
  keptUntil: string;
  opening: string;
}

const DETAIL_WORDS: Record<AdminLanguage, DetailWords> = {
  en: {
    nobody: 'nobody',
    authorityCaseNumber: 'authority’s case number',
    sentOn: 'sent on',
    duplicateOf: 'duplicate of',
    note: 'note no.',
    file: 'file SHA-256',
    received: 'received',
    keptUntil: 'kept until',
    opening: 'opening no.',
  },
  hr: {
    nobody: 'nitko',
    authorityCaseNumber: 'broj slučaja nadležnog tijela',
    sentOn: 'poslano',
    duplicateOf: 'duplikat prijave',
    note: 'bilješka br.',
    file: 'datoteka SHA-256',
    received: 'zaprimljeno',
    keptUntil: 'čuva se do',
    opening: 'natječaj br.',
  },
  sl: {
    nobody: 'nihče',
    authorityCaseNumber: 'številka primera pri pristojnem organu',
    sentOn: 'poslano',
    duplicateOf: 'dvojnik poročila',
    note: 'zapisek št.',
    file: 'datoteka SHA-256',
    received: 'prejeto',
    keptUntil: 'hrani se do',
    opening: 'razpis št.',
  },
};

/** What an audit detail's values are read with: the desk's language, its statuses, the time zone. */
export interface AuditDetailContext {
  language: AdminLanguage;
  /** The desk's names of its statuses by code. */
  statuses: Record<string, string>;
  timeZone: string;
}

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A member of staff as the trail records them ({ id, email }), or nobody. */
const person = (value: unknown, words: DetailWords) =>
  value && typeof value === 'object' && 'email' in value
    ? String((value as { email: unknown }).email)
    : value === null || value === undefined
      ? words.nobody
      : String(value);

/**
 * An audit entry's detail in words: a status change "Novo → U procjeni", an assignment
 * "nitko → ana@…", a note's number, a purge's dates in the market's time zone; keys it does not
 * know are named with their value, never as JSON.
 */
export function auditDetailInWords(
  detail: Record<string, unknown> | null,
  context: AuditDetailContext,
): string {
  if (!detail) return '';
  const words = DETAIL_WORDS[context.language];
  const status = (code: unknown) =>
    typeof code === 'string'
      ? (Object.prototype.hasOwnProperty.call(context.statuses, code)
          ? context.statuses[code]
          : code)!
      : words.nobody;
  const value = (raw: unknown): string => {
    if (typeof raw === 'string' && isoTime.test(raw)) {
      return staffTime(raw, context.language, context.timeZone);
    }
    if (typeof raw === 'string' && isoDay.test(raw)) {
      const [year, month, day] = raw.split('-');
      return dayOf({ year: year!, month: month!, day: day! }, context.language);
    }
    if (raw && typeof raw === 'object') return person(raw, words);
    return String(raw);
  };
  const { from, to, ...rest } = detail;
  const said: string[] = [];
  if ('from' in detail || 'to' in detail) {
    const statusChange = typeof from === 'string' || typeof to === 'string';
    said.push(
      statusChange
        ? `${status(from)} → ${status(to)}`
        : `${person(from, words)} → ${person(to, words)}`,
    );
  }
  const named: Record<string, string> = {
    authorityCaseNumber: words.authorityCaseNumber,
    sentOn: words.sentOn,
    duplicateOf: words.duplicateOf,
    noteId: words.note,
    sha256: words.file,
    receivedAt: words.received,
    retainUntil: words.keptUntil,
    openingId: words.opening,
  };
  for (const [key, raw] of Object.entries(rest)) {
    if (raw === undefined || raw === null || raw === '') continue;
    const shown = key === 'sha256' ? `${String(raw).slice(0, 12)}…` : value(raw);
    said.push(`${named[key] ?? key} ${shown}`);
  }
  return said.join('; ');
}
