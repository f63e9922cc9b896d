import { adminLanguageFrom } from '../staffLanguage/counts.mts';

/**
 * What the sign-in says when it refuses, in the staff member's language (Payload's
 * `req.i18n.language`, or the language cookie and browser before Payload has read the request),
 * English for scripts. The English is the sentence the admin and the API have always shown.
 */
const words = {
  tooManyAttempts: {
    en: 'Too many failed sign-ins: signing in is locked here for a while.',
    hr: 'Previše neuspjelih prijava: prijava je odavde zaključana neko vrijeme.',
    sl: 'Preveč neuspelih prijav: prijava je od tu za nekaj časa zaklenjena.',
  },
  busy: {
    en: 'Too many sign-ins at once: try again in a moment.',
    hr: 'Previše prijava odjednom: pokušajte ponovno za trenutak.',
    sl: 'Preveč prijav hkrati: poskusite znova čez trenutek.',
  },
  unreadable: {
    en: 'The sign-in could not be read: send the e-mail and password as JSON.',
    hr: 'Prijavu nije moguće pročitati: pošaljite e-poštu i lozinku kao JSON.',
    sl: 'Prijave ni mogoče prebrati: e-naslov in geslo pošljite kot JSON.',
  },
  codeNotValid: {
    en: 'The code is not valid (or was used already).',
    hr: 'Kod nije valjan (ili je već iskorišten).',
    sl: 'Koda ni veljavna (ali je bila že uporabljena).',
  },
  enterCode: {
    en: 'Enter the code of your authenticator app.',
    hr: 'Upišite kod iz aplikacije za autentifikaciju.',
    sl: 'Vnesite kodo iz aplikacije za preverjanje pristnosti.',
  },
  setUpFirst: {
    en: 'Set up a second factor before you go on.',
    hr: 'Prije nastavka postavite drugi faktor.',
    sl: 'Pred nadaljevanjem nastavite drugi faktor.',
  },
  onlyThroughLogin: {
    en: 'Sign in through POST /admin/api/users/login.',
    hr: 'Prijavite se putem POST /admin/api/users/login.',
    sl: 'Prijavite se prek POST /admin/api/users/login.',
  },
  tooManyResets: {
    en: 'Too many password resets asked for: try again later.',
    hr: 'Zatraženo je previše ponovnih postavljanja lozinke: pokušajte ponovno kasnije.',
    sl: 'Zahtevanih je preveč ponastavitev gesla: poskusite znova pozneje.',
  },
} as const;

export type SignInWord = keyof typeof words;

/** `word` in the language `languageCode` names (hr, sl; English otherwise). */
export const signInWord = (word: SignInWord, languageCode: string | undefined) =>
  words[word][adminLanguageFrom(languageCode)];

/** Every sentence in every language, for the test that none is missing. */
export const signInWords = words;
