import type { AdminLanguage } from '../../i18n/adminLanguage';
import type { Locale } from '../../i18n/locales';
import { charactersWord } from './counts.mts';

/**
 * The words of the back office's own screens (signing in with a second factor, inviting a colleague,
 * the translation status, the live preview's devices),
 * which Payload's translations do not cover, in each staff language. Screens pick theirs with
 * `screenWords(i18n.language)`; a language without its own falls back to English.
 */
const english = {
  enterCodeTitle: 'Enter your code',
  enterCodeText: 'Open your authenticator app and type the six-digit code it shows for this site.',
  setUpTitle: 'Set up your second factor',
  setUpText:
    'Your role signs in with a code from an authenticator app as well as the password. Scan this code with the app (or type the key below into it), then enter the code the app shows.',
  qrCode: 'QR code of the key for the authenticator app',
  key: 'Key',
  issuer: (site: string) => `${site} back office`,
  recoveryCodesTitle: 'Your recovery codes',
  recoveryCodesText:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe (a password manager, or printed); they are not shown again.',
  continue: 'Continue to the back office',
  recoveryCode: 'Recovery code',
  codeShownByApp: 'Code shown by the app',
  codeFromApp: 'Code from your authenticator app',
  confirm: 'Confirm',
  signIn: 'Sign in',
  useApp: 'Use the authenticator app',
  useRecoveryCode: 'Use a recovery code',
  tryAgain: 'That did not work. Try again.',
  noAnswer: 'The back office did not answer. Try again.',
  inviteTitle: 'Invite a colleague',
  inviteText: 'They get an e-mail with a link to choose their own password (valid for 72 hours).',
  email: 'E-mail',
  role: 'Role',
  sending: 'Sending…',
  sendInvitation: 'Send invitation',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  notInvited: (reason: string) => `Not invited: ${reason}`,
  serverAnswered: (status: number) => `the server answered ${status}`,
  unreachable: 'the server could not be reached.',
  secondFactor: 'Second factor',
  resetSecondFactor: 'Reset second factor',
  confirmReset: 'Reset the second factor of this account?',
  notReset: (status: number) => `Not reset (${status}).`,
  initialCopyTitle: 'Initial text',
  initialCopyText:
    'Brings back the text this page was installed with, in every language, as a draft: read it, then publish it.',
  restoreInitialCopy: 'Restore the initial text',
  confirmRestore: 'Replace the draft of this page with its initial text in every language?',
  restored: 'The initial text is now the draft. Reloading…',
  notRestored: (status: number) => `Not restored (${status}).`,
  // The translation status (translations/): a list column and a document's sidebar panel.
  translations: 'Translations',
  translationComplete: 'complete',
  translationMissing: 'missing',
  translationExplanation:
    'A language shows the page once every text the page needs is written in it. Missing in a language, the page is not listed there.',
  missingTexts: (places: string) => `Missing: ${places}.`,
  // The live preview's devices (livePreview/).
  mobile: 'Mobile',
  tablet: 'Tablet',
  desktop: 'Desktop',
  // The counter under a title or meta field (slugs/LengthHint.tsx).
  lengthCount: (length: number, limit: number, advisory: boolean) =>
    `${length} / ${limit} characters${advisory ? ' recommended' : ''}.`,
  cutInResults: ' Search results will cut it.',
  tooLongToSave: ' Too long: shorten it to save.',
  languageName: { hr: 'Croatian', sl: 'Slovenian', bs: 'Bosnian', en: 'English' } as Record<
    Locale,
    string
  >,
};

export type ScreenWords = typeof english;

const croatian: ScreenWords = {
  enterCodeTitle: 'Unesite kod',
  enterCodeText:
    'Otvorite aplikaciju za autentifikaciju i upišite šesteroznamenkasti kod koji prikazuje za ove stranice.',
  setUpTitle: 'Postavite drugi faktor',
  setUpText:
    'Vaša se uloga prijavljuje kodom iz aplikacije za autentifikaciju uz lozinku. Skenirajte ovaj kod aplikacijom (ili u nju upišite ključ ispod), a zatim unesite kod koji aplikacija prikaže.',
  qrCode: 'QR kod ključa za aplikaciju za autentifikaciju',
  key: 'Ključ',
  issuer: (site) => `${site} – administracija`,
  recoveryCodesTitle: 'Vaši kodovi za oporavak',
  recoveryCodesText:
    'Svaki vas kod prijavljuje jednom ako izgubite telefon. Čuvajte ih na sigurnom (u upravitelju lozinki ili ispisane); više se neće prikazati.',
  continue: 'Nastavi u administraciju',
  recoveryCode: 'Kod za oporavak',
  codeShownByApp: 'Kod koji prikazuje aplikacija',
  codeFromApp: 'Kod iz aplikacije za autentifikaciju',
  confirm: 'Potvrdi',
  signIn: 'Prijava',
  useApp: 'Upotrijebi aplikaciju za autentifikaciju',
  useRecoveryCode: 'Upotrijebi kod za oporavak',
  tryAgain: 'Nije uspjelo. Pokušajte ponovno.',
  noAnswer: 'Administracija nije odgovorila. Pokušajte ponovno.',
  inviteTitle: 'Pozovite kolegu',
  inviteText: 'Dobit će e-poruku s poveznicom za odabir vlastite lozinke (vrijedi 72 sata).',
  email: 'E-pošta',
  role: 'Uloga',
  sending: 'Slanje…',
  sendInvitation: 'Pošalji pozivnicu',
  invitationSent: (email) => `Pozivnica je poslana na ${email}.`,
  notInvited: (reason) => `Pozivnica nije poslana: ${reason}`,
  serverAnswered: (status) => `poslužitelj je odgovorio ${status}`,
  unreachable: 'poslužitelj nije dostupan.',
  secondFactor: 'Drugi faktor',
  resetSecondFactor: 'Poništi drugi faktor',
  confirmReset: 'Poništiti drugi faktor ovog računa?',
  notReset: (status) => `Nije poništeno (${status}).`,
  initialCopyTitle: 'Početni tekst',
  initialCopyText:
    'Vraća tekst s kojim je stranica postavljena, na svim jezicima, kao nacrt: pročitajte ga pa ga objavite.',
  restoreInitialCopy: 'Vrati početni tekst',
  confirmRestore: 'Zamijeniti nacrt ove stranice njezinim početnim tekstom na svim jezicima?',
  restored: 'Početni tekst sada je nacrt. Učitavanje…',
  notRestored: (status) => `Nije vraćeno (${status}).`,
  translations: 'Prijevodi',
  translationComplete: 'potpuno',
  translationMissing: 'nedostaje',
  translationExplanation:
    'Jezik prikazuje stranicu kad je na njemu napisan svaki tekst koji stranica treba. Ako nedostaje, stranica se na tom jeziku ne prikazuje.',
  missingTexts: (places) => `Nedostaje: ${places}.`,
  mobile: 'Mobitel',
  tablet: 'Tablet',
  desktop: 'Računalo',
  lengthCount: (length, limit, advisory) =>
    `${length} / ${limit} ${charactersWord('hr', limit)}${advisory ? ' (preporučeno)' : ''}.`,
  cutInResults: ' Tražilice će ga skratiti.',
  tooLongToSave: ' Predugo: skratite ga da biste mogli spremiti.',
  languageName: { hr: 'hrvatski', sl: 'slovenski', bs: 'bosanski', en: 'engleski' },
};

const slovenian: ScreenWords = {
  enterCodeTitle: 'Vnesite kodo',
  enterCodeText:
    'Odprite aplikacijo za preverjanje pristnosti in vpišite šestmestno kodo, ki jo prikaže za to spletno mesto.',
  setUpTitle: 'Nastavite drugi faktor',
  setUpText:
    'Vaša vloga se prijavlja s kodo iz aplikacije za preverjanje pristnosti in z geslom. To kodo skenirajte z aplikacijo (ali vanjo vpišite spodnji ključ), nato vnesite kodo, ki jo aplikacija prikaže.',
  qrCode: 'Koda QR ključa za aplikacijo za preverjanje pristnosti',
  key: 'Ključ',
  issuer: (site) => `${site} – administracija`,
  recoveryCodesTitle: 'Vaše obnovitvene kode',
  recoveryCodesText:
    'Vsaka koda vas enkrat prijavi, če izgubite telefon. Shranite jih na varno (v upravitelj gesel ali natisnjene); ne bodo več prikazane.',
  continue: 'Nadaljuj v administracijo',
  recoveryCode: 'Obnovitvena koda',
  codeShownByApp: 'Koda, ki jo prikaže aplikacija',
  codeFromApp: 'Koda iz aplikacije za preverjanje pristnosti',
  confirm: 'Potrdi',
  signIn: 'Prijava',
  useApp: 'Uporabi aplikacijo za preverjanje pristnosti',
  useRecoveryCode: 'Uporabi obnovitveno kodo',
  tryAgain: 'Ni uspelo. Poskusite znova.',
  noAnswer: 'Administracija se ni odzvala. Poskusite znova.',
  inviteTitle: 'Povabite sodelavca',
  inviteText: 'Prejel bo e-sporočilo s povezavo za izbiro lastnega gesla (velja 72 ur).',
  email: 'E-pošta',
  role: 'Vloga',
  sending: 'Pošiljanje …',
  sendInvitation: 'Pošlji povabilo',
  invitationSent: (email) => `Povabilo je poslano na ${email}.`,
  notInvited: (reason) => `Povabilo ni poslano: ${reason}`,
  serverAnswered: (status) => `strežnik je odgovoril ${status}`,
  unreachable: 'strežnik ni dosegljiv.',
  secondFactor: 'Drugi faktor',
  resetSecondFactor: 'Ponastavi drugi faktor',
  confirmReset: 'Ponastaviti drugi faktor tega računa?',
  notReset: (status) => `Ni ponastavljeno (${status}).`,
  initialCopyTitle: 'Začetno besedilo',
  initialCopyText:
    'Vrne besedilo, s katerim je bila stran nameščena, v vseh jezikih, kot osnutek: preberite ga in ga objavite.',
  restoreInitialCopy: 'Obnovi začetno besedilo',
  confirmRestore: 'Zamenjati osnutek te strani z njenim začetnim besedilom v vseh jezikih?',
  restored: 'Začetno besedilo je zdaj osnutek. Nalaganje…',
  notRestored: (status) => `Ni obnovljeno (${status}).`,
  translations: 'Prevodi',
  translationComplete: 'popolno',
  translationMissing: 'manjka',
  translationExplanation:
    'Jezik prikaže stran, ko je v njem napisano vsako besedilo, ki ga stran potrebuje. Če manjka, stran v tem jeziku ni prikazana.',
  missingTexts: (places) => `Manjka: ${places}.`,
  mobile: 'Mobilni telefon',
  tablet: 'Tablica',
  desktop: 'Računalnik',
  lengthCount: (length, limit, advisory) =>
    `${length} / ${limit} ${charactersWord('sl', limit)}${advisory ? ' (priporočeno)' : ''}.`,
  cutInResults: ' Iskalniki ga bodo skrajšali.',
  tooLongToSave: ' Predolgo: skrajšajte ga, da ga boste lahko shranili.',
  languageName: { hr: 'hrvaščina', sl: 'slovenščina', bs: 'bosanščina', en: 'angleščina' },
};

const byLanguage: Record<AdminLanguage, ScreenWords> = {
  en: english,
  hr: croatian,
  sl: slovenian,
};

/** The screens' words in the admin's language (Payload's `i18n.language`), English otherwise. */
export const screenWords = (language: string | undefined): ScreenWords =>
  byLanguage[language as AdminLanguage] ?? english;
