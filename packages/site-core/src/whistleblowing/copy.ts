import type { Locale } from '../i18n/locales';

/*
 * The reporter's words in every language of the group. The page is served by the channel itself
 * (page.ts), without the site's scripts, so its words live beside it; a report keeps the language it
 * was written in, and every page of its inbox speaks it.
 */

export interface ReporterWords {
  title: string;
  intro: string;
  whoHandles: string;
  meeting: string;
  anonymity: string;
  protection: string[];
  externalTitle: string;
  externalIntro: string;
  formTitle: string;
  subject: string;
  text: string;
  textHint: string;
  contact: string;
  contactHint: string;
  meetingRequest: string;
  files: string;
  filesHint: string;
  send: string;
  followTitle: string;
  followIntro: string;
  receipt: string;
  open: string;
  receivedTitle: string;
  receivedLead: string;
  reference: string;
  receivedAt: string;
  yourReceipt: string;
  saveIt: string;
  printIt: string;
  saved: string;
  done: string;
  inboxTitle: string;
  messagesTitle: string;
  status: string;
  acknowledgedAt: string;
  notYet: string;
  statuses: Record<'received' | 'acknowledged' | 'in-assessment' | 'closed', string>;
  outcomes: Record<'substantiated' | 'not-substantiated' | 'forwarded', string>;
  from: Record<'reporter' | 'handler' | 'minutes', string>;
  agree: string;
  agreedAt: string;
  noMessages: string;
  followUp: string;
  followUpSend: string;
  followUpSent: string;
  errorTitle: string;
  back: string;
  errors: Record<string, string>;
  email: string;
  phone: string;
  post: string;
  law: string;
}

const hr: ReporterWords = {
  title: 'Prijava nepravilnosti',
  intro:
    'Ovdje možete povjerljivo prijaviti nepravilnosti u našem poslovanju: kršenja propisa, korupciju, prijevaru, ugrožavanje zdravlja ili okoliša. Prijavu zaprima i obrađuje isključivo povjerljiva osoba; nitko drugi u tvrtki ne može je pročitati.',
  whoHandles: 'Prijave zaprima',
  meeting:
    'Prijavu možete dati i telefonom ili na sastanku: zatražite ga u obrascu ili na gornje kontakte. O razgovoru se vodi zapisnik koji vi pregledavate i potvrđujete.',
  anonymity:
    'Ime ne morate navesti. Ako ne ostavite kontakt, stanje prijave i odgovore pratite samo putem potvrde od 16 znamenki koju dobijete nakon slanja.',
  protection: [
    'Stranica ne učitava ništa s drugih poslužitelja (ni skripte, ni fontove, ni alate za praćenje) i ne bilježi vašu IP adresu.',
    'Tekst, poruke i datoteke pohranjuju se šifrirano; ključ ima samo povjerljiva osoba.',
    'Iz datoteka uklanjamo metapodatke (autor, lokacija, uređaj) prije pohrane.',
    'Na potvrdu primitka odgovaramo u roku od 7 dana.',
  ],
  externalTitle: 'Vanjsko prijavljivanje',
  externalIntro: 'Nepravilnost možete prijaviti i izravno nadležnom tijelu, i bez prijave nama:',
  formTitle: 'Pošaljite prijavu',
  subject: 'Kratak naslov',
  text: 'Opis nepravilnosti',
  textHint: 'Što se dogodilo, kada, gdje i tko je uključen. Navedite samo ono što je potrebno.',
  contact: 'Kontakt (neobavezno)',
  contactHint:
    'E-pošta ili telefon, ako želite da vas kontaktiramo. Bez kontakta prijava je anonimna.',
  meetingRequest: 'Želim dati prijavu na sastanku ili telefonom',
  files: 'Datoteke (neobavezno, najviše 5)',
  filesHint: 'JPEG, PNG, PDF, DOCX, XLSX ili PPTX, do 10 MB svaka. Metapodatke uklanjamo.',
  send: 'Pošalji prijavu',
  followTitle: 'Pratite svoju prijavu',
  followIntro: 'Upišite potvrdu od 16 znamenki da biste pročitali odgovore i poslali dopunu.',
  receipt: 'Potvrda (16 znamenki)',
  open: 'Otvori prijavu',
  receivedTitle: 'Prijava je zaprimljena',
  receivedLead:
    'Ovo je potvrda primitka vaše prijave. Povjerljiva osoba potvrdit će primitak u roku od 7 dana; odgovore čitate ovdje, s potvrdom.',
  reference: 'Broj predmeta',
  receivedAt: 'Zaprimljeno',
  yourReceipt: 'Vaša potvrda',
  saveIt:
    'Zapišite ili ispišite potvrdu sada. Samo se s njom vraćate prijavi; ne šaljemo je e-poštom i ne možemo je obnoviti.',
  printIt: 'Ispišite ovu stranicu (Ctrl + P) da biste sačuvali potvrdu na papiru.',
  saved: 'Zapisao/la sam ili ispisao/la potvrdu',
  done: 'Gotovo',
  inboxTitle: 'Vaša prijava',
  messagesTitle: 'Poruke',
  status: 'Stanje',
  acknowledgedAt: 'Primitak potvrđen',
  notYet: 'još ne',
  statuses: {
    received: 'zaprimljena',
    acknowledged: 'primitak potvrđen',
    'in-assessment': 'u obradi',
    closed: 'zatvorena',
  },
  outcomes: {
    substantiated: 'osnovana',
    'not-substantiated': 'neosnovana',
    forwarded: 'proslijeđena nadležnom tijelu',
  },
  from: { reporter: 'Vi', handler: 'Povjerljiva osoba', minutes: 'Zapisnik razgovora' },
  agree: 'Potvrđujem zapisnik',
  agreedAt: 'Zapisnik potvrđen',
  noMessages: 'Još nema poruka.',
  followUp: 'Dopuna prijave',
  followUpSend: 'Pošalji dopunu',
  followUpSent: 'Dopuna je poslana.',
  errorTitle: 'Prijava nije poslana',
  back: 'Natrag na obrazac',
  errors: {
    refused: 'Zahtjev je odbijen. Ponovno učitajte stranicu i pošaljite još jednom.',
    invalid: 'Upišite opis nepravilnosti (do 20 000 znakova) i kratak naslov (do 200 znakova).',
    receipt: 'Potvrda nije ispravna ili ne postoji. Provjerite 16 znamenki.',
    file: 'Datoteku ne možemo primiti: dopušteni su JPEG, PNG, PDF, DOCX, XLSX i PPTX do 10 MB, bez makronaredbi i skripti, najviše 5.',
    limited: 'Previše pokušaja s ove mreže. Pričekajte nekoliko minuta i pokušajte ponovno.',
    closed: 'Predmet je zatvoren; dopune više nije moguće poslati.',
    unavailable:
      'Kanal trenutačno ne prima prijave. Javite se povjerljivoj osobi e-poštom, telefonom ili poštom.',
    failed: 'Prijavu nismo mogli spremiti. Pokušajte ponovno za nekoliko minuta.',
  },
  email: 'E-pošta',
  phone: 'Telefon',
  post: 'Poštanska adresa',
  law: 'Propis',
};

const sl: ReporterWords = {
  title: 'Prijava kršitev',
  intro:
    'Tu lahko zaupno prijavite kršitve v našem poslovanju: kršitve predpisov, korupcijo, goljufije, ogrožanje zdravja ali okolja. Prijavo prejme in obravnava le zaupnik; nihče drug v podjetju je ne more prebrati.',
  whoHandles: 'Prijave prejema',
  meeting:
    'Prijavo lahko podate tudi po telefonu ali na sestanku: zaprosite zanj v obrazcu ali na zgornjih kontaktih. O pogovoru se vodi zapisnik, ki ga pregledate in potrdite.',
  anonymity:
    'Imena vam ni treba navesti. Če ne pustite kontakta, stanje prijave in odgovore spremljate le s potrdilom s 16 števkami, ki ga prejmete po oddaji.',
  protection: [
    'Stran ne nalaga ničesar z drugih strežnikov (ne skript, pisav ali sledilnikov) in ne beleži vašega naslova IP.',
    'Besedilo, sporočila in datoteke so shranjeni šifrirano; ključ ima le zaupnik.',
    'Iz datotek pred shranjevanjem odstranimo metapodatke (avtor, lokacija, naprava).',
    'Prejem prijave potrdimo v 7 dneh.',
  ],
  externalTitle: 'Zunanja prijava',
  externalIntro:
    'Kršitev lahko prijavite tudi neposredno pristojnemu organu, tudi brez prijave pri nas:',
  formTitle: 'Oddajte prijavo',
  subject: 'Kratek naslov',
  text: 'Opis kršitve',
  textHint: 'Kaj se je zgodilo, kdaj, kje in kdo je vpleten. Navedite le, kar je potrebno.',
  contact: 'Kontakt (neobvezno)',
  contactHint:
    'E-naslov ali telefon, če želite, da vas kontaktiramo. Brez kontakta je prijava anonimna.',
  meetingRequest: 'Prijavo želim podati na sestanku ali po telefonu',
  files: 'Datoteke (neobvezno, največ 5)',
  filesHint: 'JPEG, PNG, PDF, DOCX, XLSX ali PPTX, do 10 MB vsaka. Metapodatke odstranimo.',
  send: 'Oddaj prijavo',
  followTitle: 'Spremljajte svojo prijavo',
  followIntro: 'Vpišite potrdilo s 16 števkami, da preberete odgovore in pošljete dopolnitev.',
  receipt: 'Potrdilo (16 števk)',
  open: 'Odpri prijavo',
  receivedTitle: 'Prijava je prejeta',
  receivedLead:
    'To je potrdilo o prejemu vaše prijave. Zaupnik bo prejem potrdil v 7 dneh; odgovore berete tukaj, s potrdilom.',
  reference: 'Številka zadeve',
  receivedAt: 'Prejeto',
  yourReceipt: 'Vaše potrdilo',
  saveIt:
    'Potrdilo si zapišite ali natisnite zdaj. Le z njim se vrnete k prijavi; ne pošiljamo ga po e-pošti in ga ne moremo obnoviti.',
  printIt: 'Natisnite to stran (Ctrl + P), da potrdilo shranite na papirju.',
  saved: 'Potrdilo sem si zapisal/a ali natisnil/a',
  done: 'Končano',
  inboxTitle: 'Vaša prijava',
  messagesTitle: 'Sporočila',
  status: 'Stanje',
  acknowledgedAt: 'Prejem potrjen',
  notYet: 'še ne',
  statuses: {
    received: 'prejeta',
    acknowledged: 'prejem potrjen',
    'in-assessment': 'v obravnavi',
    closed: 'zaključena',
  },
  outcomes: {
    substantiated: 'utemeljena',
    'not-substantiated': 'neutemeljena',
    forwarded: 'odstopljena pristojnemu organu',
  },
  from: { reporter: 'Vi', handler: 'Zaupnik', minutes: 'Zapisnik pogovora' },
  agree: 'Potrjujem zapisnik',
  agreedAt: 'Zapisnik potrjen',
  noMessages: 'Sporočil še ni.',
  followUp: 'Dopolnitev prijave',
  followUpSend: 'Pošlji dopolnitev',
  followUpSent: 'Dopolnitev je poslana.',
  errorTitle: 'Prijava ni oddana',
  back: 'Nazaj na obrazec',
  errors: {
    refused: 'Zahteva je zavrnjena. Znova naložite stran in pošljite še enkrat.',
    invalid: 'Vpišite opis kršitve (do 20 000 znakov) in kratek naslov (do 200 znakov).',
    receipt: 'Potrdilo ni pravilno ali ne obstaja. Preverite 16 števk.',
    file: 'Datoteke ne moremo sprejeti: dovoljeni so JPEG, PNG, PDF, DOCX, XLSX in PPTX do 10 MB, brez makrov in skript, največ 5.',
    limited: 'Preveč poskusov iz tega omrežja. Počakajte nekaj minut in poskusite znova.',
    closed: 'Zadeva je zaključena; dopolnitev ni več mogoče poslati.',
    unavailable:
      'Kanal trenutno ne sprejema prijav. Obrnite se na zaupnika po e-pošti, telefonu ali pošti.',
    failed: 'Prijave nismo mogli shraniti. Poskusite znova čez nekaj minut.',
  },
  email: 'E-pošta',
  phone: 'Telefon',
  post: 'Poštni naslov',
  law: 'Predpis',
};

const bs: ReporterWords = {
  ...hr,
  title: 'Prijava nepravilnosti',
  intro:
    'Ovdje možete povjerljivo prijaviti nepravilnosti u našem poslovanju: kršenja propisa, korupciju, prevaru, ugrožavanje zdravlja ili okoline. Prijavu prima i obrađuje isključivo povjerljiva osoba; niko drugi u kompaniji je ne može pročitati.',
  meeting:
    'Prijavu možete dati i telefonom ili na sastanku: zatražite ga u obrascu ili na gornjim kontaktima. O razgovoru se vodi zapisnik koji vi pregledate i potvrdite.',
  anonymity:
    'Ime ne morate navesti. Ako ne ostavite kontakt, stanje prijave i odgovore pratite samo putem potvrde od 16 cifara koju dobijete nakon slanja.',
  protection: [
    'Stranica ne učitava ništa s drugih servera (ni skripte, ni fontove, ni alate za praćenje) i ne bilježi vašu IP adresu.',
    'Tekst, poruke i datoteke čuvaju se šifrovano; ključ ima samo povjerljiva osoba.',
    'Iz datoteka uklanjamo metapodatke (autor, lokacija, uređaj) prije pohrane.',
    'Prijem prijave potvrđujemo u roku od 7 dana.',
  ],
  externalTitle: 'Vanjsko prijavljivanje',
  externalIntro: 'Nepravilnost možete prijaviti i direktno nadležnom organu, i bez prijave nama:',
  textHint: 'Šta se desilo, kada, gdje i ko je uključen. Navedite samo ono što je potrebno.',
  contactHint:
    'E-mail ili telefon, ako želite da vas kontaktiramo. Bez kontakta prijava je anonimna.',
  filesHint: 'JPEG, PNG, PDF, DOCX, XLSX ili PPTX, do 10 MB svaka. Metapodatke uklanjamo.',
  followIntro: 'Upišite potvrdu od 16 cifara da biste pročitali odgovore i poslali dopunu.',
  receipt: 'Potvrda (16 cifara)',
  receivedTitle: 'Prijava je primljena',
  receivedLead:
    'Ovo je potvrda prijema vaše prijave. Povjerljiva osoba potvrdit će prijem u roku od 7 dana; odgovore čitate ovdje, s potvrdom.',
  reference: 'Broj predmeta',
  receivedAt: 'Primljeno',
  saveIt:
    'Zapišite ili odštampajte potvrdu sada. Samo se s njom vraćate prijavi; ne šaljemo je e-mailom i ne možemo je obnoviti.',
  printIt: 'Odštampajte ovu stranicu (Ctrl + P) da biste sačuvali potvrdu na papiru.',
  saved: 'Zapisao/la sam ili odštampao/la potvrdu',
  acknowledgedAt: 'Prijem potvrđen',
  statuses: {
    received: 'primljena',
    acknowledged: 'prijem potvrđen',
    'in-assessment': 'u obradi',
    closed: 'zatvorena',
  },
  outcomes: {
    substantiated: 'osnovana',
    'not-substantiated': 'neosnovana',
    forwarded: 'proslijeđena nadležnom organu',
  },
  errors: {
    ...hr.errors,
    refused: 'Zahtjev je odbijen. Ponovo učitajte stranicu i pošaljite još jednom.',
    receipt: 'Potvrda nije ispravna ili ne postoji. Provjerite 16 cifara.',
    file: 'Datoteku ne možemo primiti: dozvoljeni su JPEG, PNG, PDF, DOCX, XLSX i PPTX do 10 MB, bez makroa i skripti, najviše 5.',
    limited: 'Previše pokušaja s ove mreže. Sačekajte nekoliko minuta i pokušajte ponovo.',
    unavailable:
      'Kanal trenutno ne prima prijave. Javite se povjerljivoj osobi e-mailom, telefonom ili poštom.',
    failed: 'Prijavu nismo mogli sačuvati. Pokušajte ponovo za nekoliko minuta.',
  },
  email: 'E-mail',
};

const en: ReporterWords = {
  title: 'Report a concern (whistleblowing)',
  intro:
    'Here you can report wrongdoing in our business in confidence: breaches of the law, corruption, fraud, risks to health or the environment. Only the confidential person receives and handles reports; nobody else in the company can read them.',
  whoHandles: 'Reports are received by',
  meeting:
    'You can also report by phone or in a meeting: ask for one in the form or through the contacts above. Minutes are kept, which you review and agree to.',
  anonymity:
    'You need not give your name. If you leave no contact, you follow your report and read replies only with the 16-digit receipt you get after sending it.',
  protection: [
    'This page loads nothing from other servers (no scripts, fonts or trackers) and does not record your IP address.',
    'The text, messages and files are stored encrypted; only the confidential person holds the key.',
    'We remove metadata (author, location, device) from files before they are stored.',
    'We acknowledge receipt within 7 days.',
  ],
  externalTitle: 'External reporting',
  externalIntro:
    'You may also report directly to the competent authority, with or without reporting to us:',
  formTitle: 'Send a report',
  subject: 'Short title',
  text: 'What happened',
  textHint: 'What happened, when, where and who is involved. Give only what is needed.',
  contact: 'Contact (optional)',
  contactHint:
    'An e-mail address or phone number if you want us to contact you. Without one the report is anonymous.',
  meetingRequest: 'I would like to report in a meeting or by phone',
  files: 'Files (optional, at most 5)',
  filesHint: 'JPEG, PNG, PDF, DOCX, XLSX or PPTX, up to 10 MB each. We remove their metadata.',
  send: 'Send the report',
  followTitle: 'Follow your report',
  followIntro: 'Enter your 16-digit receipt to read replies and send more information.',
  receipt: 'Receipt (16 digits)',
  open: 'Open my report',
  receivedTitle: 'Your report has been received',
  receivedLead:
    'This confirms that your report was received. The confidential person will acknowledge it within 7 days; read their replies here, with your receipt.',
  reference: 'Case reference',
  receivedAt: 'Received',
  yourReceipt: 'Your receipt',
  saveIt:
    'Write the receipt down or print it now. It is the only way back to your report; we do not e-mail it and cannot restore it.',
  printIt: 'Print this page (Ctrl + P) to keep the receipt on paper.',
  saved: 'I have written down or printed my receipt',
  done: 'Done',
  inboxTitle: 'Your report',
  messagesTitle: 'Messages',
  status: 'Status',
  acknowledgedAt: 'Receipt acknowledged',
  notYet: 'not yet',
  statuses: {
    received: 'received',
    acknowledged: 'acknowledged',
    'in-assessment': 'being assessed',
    closed: 'closed',
  },
  outcomes: {
    substantiated: 'substantiated',
    'not-substantiated': 'not substantiated',
    forwarded: 'forwarded to the competent authority',
  },
  from: { reporter: 'You', handler: 'Confidential person', minutes: 'Minutes of the conversation' },
  agree: 'I agree to these minutes',
  agreedAt: 'Minutes agreed',
  noMessages: 'No messages yet.',
  followUp: 'Add information',
  followUpSend: 'Send',
  followUpSent: 'Your message was sent.',
  errorTitle: 'The report was not sent',
  back: 'Back to the form',
  errors: {
    refused: 'The request was refused. Reload the page and send it again.',
    invalid:
      'Describe what happened (up to 20,000 characters) and give a short title (up to 200 characters).',
    receipt: 'That receipt is not valid or does not exist. Check the 16 digits.',
    file: 'We cannot accept that file: JPEG, PNG, PDF, DOCX, XLSX and PPTX up to 10 MB, without macros or scripts, at most 5.',
    limited: 'Too many attempts from this network. Wait a few minutes and try again.',
    closed: 'The case is closed; no more information can be added.',
    unavailable:
      'The channel is not taking reports right now. Contact the confidential person by e-mail, phone or post.',
    failed: 'We could not store your report. Try again in a few minutes.',
  },
  email: 'E-mail',
  phone: 'Phone',
  post: 'Postal address',
  law: 'Law',
};

export const reporterWords: Record<Locale, ReporterWords> = { hr, sl, bs, en };
