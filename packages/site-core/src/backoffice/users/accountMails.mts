/**
 * The mails of staff accounts: a password reset and an invitation to set a first password, in the
 * markets' languages (hr, sl, bs) and English. Plain data in, subject + HTML + text out; every value
 * from an account or a request is escaped.
 */
import { escapeHtml } from '../../platform/markup';

export const mailLanguages = ['hr', 'sl', 'bs', 'en'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

export interface AccountMail {
  subject: string;
  html: string;
  text: string;
}

const isMailLanguage = (value: string): value is MailLanguage =>
  (mailLanguages as readonly string[]).includes(value);

/** `n sat/sata/sati`, `n uro/uri/ure/ur`, `n hour(s)`: the link's lifetime in words. */
function hours(language: MailLanguage, count: number): string {
  const form = new Intl.PluralRules(language).select(count);
  const words: Record<MailLanguage, Partial<Record<Intl.LDMLPluralRule, string>>> = {
    hr: { one: 'sat', few: 'sata', other: 'sati' },
    bs: { one: 'sat', few: 'sata', other: 'sati' },
    // Accusative, after "velja".
    sl: { one: 'uro', two: 'uri', few: 'ure', other: 'ur' },
    en: { one: 'hour', other: 'hours' },
  };
  return `${count} ${words[language][form] ?? words[language].other}`;
}

const roleNames: Record<MailLanguage, Record<string, string>> = {
  hr: {
    administrator: 'administrator',
    editor: 'urednik',
    hr: 'ljudski potencijali',
    pharmacovigilance: 'farmakovigilancija',
    'confidential-person': 'povjerljiva osoba',
  },
  sl: {
    administrator: 'administrator',
    editor: 'urednik',
    hr: 'kadrovska služba',
    pharmacovigilance: 'farmakovigilanca',
    'confidential-person': 'zaupnik',
  },
  bs: {
    administrator: 'administrator',
    editor: 'urednik',
    hr: 'ljudski resursi',
    pharmacovigilance: 'farmakovigilanca',
    'confidential-person': 'povjerljiva osoba',
  },
  en: {
    administrator: 'administrator',
    editor: 'editor',
    hr: 'HR',
    pharmacovigilance: 'pharmacovigilance',
    'confidential-person': 'confidential person',
  },
};

interface ResetFacts {
  site: string;
  email: string;
  link: string;
  validHours: number;
}

interface InvitationFacts extends ResetFacts {
  role: string;
  /** The back office's sign-in screen, for every later visit. */
  signInUrl: string;
}

/** One language's text of a mail: a subject and its paragraphs, `{link}` standing for the link. */
type Text = { subject: string; paragraphs: string[] };

const resetTexts: Record<MailLanguage, (facts: ResetFacts) => Text> = {
  hr: ({ site, email, validHours }) => ({
    subject: `Postavite novu lozinku – ${site}`,
    paragraphs: [
      `Zatražena je nova lozinka za vaš račun u administraciji stranice ${site} (${email}).`,
      `Novu lozinku postavite na ovoj poveznici, koja vrijedi ${hours('hr', validHours)}:`,
      '{link}',
      'Ako niste vi zatražili novu lozinku, zanemarite ovu poruku: vaša dosadašnja lozinka i dalje vrijedi.',
    ],
  }),
  sl: ({ site, email, validHours }) => ({
    subject: `Nastavite novo geslo – ${site}`,
    paragraphs: [
      `Za vaš račun v administraciji spletnega mesta ${site} (${email}) je bilo zahtevano novo geslo.`,
      `Novo geslo nastavite na tej povezavi, ki velja ${hours('sl', validHours)}:`,
      '{link}',
      'Če novega gesla niste zahtevali vi, to sporočilo prezrite: vaše dosedanje geslo še naprej velja.',
    ],
  }),
  bs: ({ site, email, validHours }) => ({
    subject: `Postavite novu lozinku – ${site}`,
    paragraphs: [
      `Za Vaš račun u administraciji stranice ${site} (${email}) zatražena je nova lozinka.`,
      `Novu lozinku postavite putem ovog linka, koji važi ${hours('bs', validHours)}:`,
      '{link}',
      'Ako niste Vi zatražili novu lozinku, zanemarite ovu poruku: Vaša dosadašnja lozinka i dalje važi.',
    ],
  }),
  en: ({ site, email, validHours }) => ({
    subject: `Set a new password – ${site}`,
    paragraphs: [
      `A new password was requested for your account in the back office of ${site} (${email}).`,
      `Set your new password at this link, which is valid for ${hours('en', validHours)}:`,
      '{link}',
      'If you did not ask for a new password, ignore this message: your current password still works.',
    ],
  }),
};

const invitationTexts: Record<MailLanguage, (facts: InvitationFacts) => Text> = {
  hr: ({ site, email, role, validHours, signInUrl }) => ({
    subject: `Pozivnica u administraciju stranice ${site}`,
    paragraphs: [
      `Za vas je otvoren račun u administraciji stranice ${site} (${email}), s ulogom: ${roleNames.hr[role] ?? role}.`,
      `Svoju lozinku postavite na ovoj poveznici, koja vrijedi ${hours('hr', validHours)}:`,
      '{link}',
      `Lozinka mora imati najmanje 12 znakova. Poslije se prijavljujete na ${signInUrl}.`,
      'Ako ne očekujete ovu pozivnicu, zanemarite poruku.',
    ],
  }),
  sl: ({ site, email, role, validHours, signInUrl }) => ({
    subject: `Vabilo v administracijo spletnega mesta ${site}`,
    paragraphs: [
      `Za vas je bil odprt račun v administraciji spletnega mesta ${site} (${email}), z vlogo: ${roleNames.sl[role] ?? role}.`,
      `Geslo si nastavite na tej povezavi, ki velja ${hours('sl', validHours)}:`,
      '{link}',
      `Geslo mora imeti vsaj 12 znakov. Pozneje se prijavite na ${signInUrl}.`,
      'Če tega vabila ne pričakujete, sporočilo prezrite.',
    ],
  }),
  bs: ({ site, email, role, validHours, signInUrl }) => ({
    subject: `Pozivnica u administraciju stranice ${site}`,
    paragraphs: [
      `Za Vas je otvoren račun u administraciji stranice ${site} (${email}), sa ulogom: ${roleNames.bs[role] ?? role}.`,
      `Svoju lozinku postavite putem ovog linka, koji važi ${hours('bs', validHours)}:`,
      '{link}',
      `Lozinka mora imati najmanje 12 znakova. Nakon toga se prijavljujete na ${signInUrl}.`,
      'Ako ne očekujete ovu pozivnicu, zanemarite poruku.',
    ],
  }),
  en: ({ site, email, role, validHours, signInUrl }) => ({
    subject: `Invitation to the back office of ${site}`,
    paragraphs: [
      `An account was opened for you in the back office of ${site} (${email}), with the role: ${roleNames.en[role] ?? role}.`,
      `Set your password at this link, which is valid for ${hours('en', validHours)}:`,
      '{link}',
      `A password needs at least 12 characters. Afterwards you sign in at ${signInUrl}.`,
      'If you did not expect this invitation, ignore this message.',
    ],
  }),
};

/** One mail of one or more languages, each under the one before (the market's, then English). */
function compose(texts: Text[], link: string, languages: MailLanguage[]): AccountMail {
  const html = texts
    .map(
      (text, index) =>
        `<div lang="${languages[index]}">${text.paragraphs
          .map((paragraph) =>
            paragraph === '{link}'
              ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
              : `<p>${escapeHtml(paragraph)}</p>`,
          )
          .join('')}</div>`,
    )
    .join('<hr>');
  const text = texts
    .map((entry) =>
      entry.paragraphs.map((paragraph) => (paragraph === '{link}' ? link : paragraph)).join('\n\n'),
    )
    .join('\n\n—\n\n');
  return { subject: texts.map((entry) => entry.subject).join(' / '), html, text };
}

/** The password-reset mail, in the language of whoever asked for it. */
export function resetMail(language: MailLanguage, facts: ResetFacts): AccountMail {
  return compose([resetTexts[language](facts)], facts.link, [language]);
}

/** The invitation: in the market's language with English below (English alone for an English market). */
export function invitationMail(marketLanguage: string, facts: InvitationFacts): AccountMail {
  const languages: MailLanguage[] =
    isMailLanguage(marketLanguage) && marketLanguage !== 'en' ? [marketLanguage, 'en'] : ['en'];
  return compose(
    languages.map((language) => invitationTexts[language](facts)),
    facts.link,
    languages,
  );
}

/**
 * The language of a reset mail: the admin's own (its language cookie, or the Accept-Language the admin
 * sends, which is the language its screens show), else the first the request accepts, else the
 * market's. Payload resolves only the languages its admin has translations for; the mails have all four.
 */
export function mailLanguage(
  headers: { get(name: string): string | null },
  cookieLanguage: string | undefined,
  marketLanguage: string,
): MailLanguage {
  if (cookieLanguage && isMailLanguage(cookieLanguage)) return cookieLanguage;
  const accepted = (headers.get('accept-language') ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .find((entry) => isMailLanguage(entry.language));
  if (accepted) return accepted.language as MailLanguage;
  return isMailLanguage(marketLanguage) ? marketLanguage : 'en';
}
