import type { AdminLanguage } from '../../../i18n/adminLanguage';
import type { ReportKind } from '../../../report/schema';
import { CASE_ERRORS, type CaseErrorCode, type CaseStatus } from '../../../report/store/caseTypes';
import { RECORD_WORDS, type DeskWords } from '../shared/deskText';

/**
 * The pharmacovigilance desk's words in the admin's language (Croatian for cro and bih, Slovenian
 * for slo, English for staff who picked it), in the profession's terms (nuspojava / neželeni
 * učinek, ozbiljnost / resnost; E2B and ICSR stay acronyms): one table, so a word missing in a
 * language is a type error. The endpoints' JSON refusals stay in English (CASE_ERRORS): the API's.
 */
export interface PvDeskWords extends DeskWords<CaseStatus, CaseErrorCode | 'assignee_not_on_desk'> {
  intro: string;
  overdue: (count: number) => string;
  noneOverdue: string;
  filter: {
    status: string;
    anyStatus: string;
    seriousness: string;
    seriousOrNot: string;
    seriousOnly: string;
    notSeriousOnly: string;
    show: string;
  };
  caption: (count: number) => string;
  columns: {
    reference: string;
    received: string;
    kind: string;
    serious: string;
    product: string;
    status: string;
    due: string;
    assignee: string;
  };
  serious: string;
  notSerious: string;
  overdueMark: string;
  nobody: string;
  noMatch: string;
  kinds: Record<ReportKind, string>;
  closed: string;
  allReports: string;
  /** The dashboard's card: what waits for the team when they sign in. */
  card: {
    waiting: (count: number) => string;
    seriousOpen: (count: number) => string;
    /** The store could not be read: the dashboard still opens, and says so. */
    unavailable: string;
  };
  report: (reference: string) => string;
  facts: {
    received: string;
    kind: string;
    seriousness: string;
    product: string;
    status: string;
    due: string;
    assignee: string;
    botCheck: string;
  };
  sentAs: (caseNumber: string, sentOn: string) => string;
  duplicateOf: string;
  flagged: string;
  downloadE2b: string;
  downloadVet: string;
  staysSent: string;
  whenSent: string;
  authorityCaseNumber: string;
  sentOn: string;
  duplicateReference: string;
  assignment: string;
  giveTo: string;
  assign: string;
  answers: string;
}

export const PV_DESK_TEXT: Record<AdminLanguage, PvDeskWords> = {
  en: {
    record: RECORD_WORDS.en,
    desk: 'Pharmacovigilance desk',
    intro:
      'Adverse-reaction reports as the reporters sent them. A serious case is due at the authority ' +
      '15 days after receipt, any other 90 days after.',
    overdue: (count) => `${count} open case${count === 1 ? ' is' : 's are'} overdue.`,
    noneOverdue: 'No open case is overdue.',
    filter: {
      status: 'Status',
      anyStatus: 'Any status',
      seriousness: 'Seriousness',
      seriousOrNot: 'Serious or not',
      seriousOnly: 'Serious only',
      notSeriousOnly: 'Not serious only',
      show: 'Show',
    },
    caption: (count) => `${count} report${count === 1 ? '' : 's'}, overdue first, then by due date`,
    columns: {
      reference: 'Reference',
      received: 'Received',
      kind: 'Kind',
      serious: 'Serious',
      product: 'Product',
      status: 'Status',
      due: 'Due',
      assignee: 'Assignee',
    },
    serious: 'Serious',
    notSerious: 'Not serious',
    overdueMark: '(overdue)',
    nobody: 'Nobody',
    noMatch: 'No report matches.',
    statuses: {
      new: 'New',
      in_assessment: 'In assessment',
      sent_to_authority: 'Sent to the authority',
      not_a_valid_case: 'Not a valid case',
      duplicate: 'Duplicate',
    },
    kinds: { human: 'Human', veterinary: 'Veterinary' },
    audit: {
      view: 'Opened the report',
      download_e2b: 'Downloaded the E2B(R3) XML',
      download_vet: 'Downloaded the VICH GL42 JSON',
      status: 'Changed the status',
      assign: 'Changed the assignee',
      note: 'Added a note',
    },
    done: {
      status: 'The status was changed.',
      notes: 'The note was added.',
      assignee: 'The assignee was changed.',
    },
    errors: {
      ...CASE_ERRORS,
      assignee_not_on_desk:
        'Assign the case to a member of the pharmacovigilance team or an administrator.',
    },
    refused: 'The desk is open to the pharmacovigilance team and administrators only.',
    closed: 'This site takes no adverse-reaction reports.',
    allReports: 'All reports',
    card: {
      waiting: (count) => `Reports waiting for assessment: ${count}`,
      seriousOpen: (count) => `Serious reports still open: ${count}`,
      unavailable: 'The reports cannot be read just now. Open the desk to try again.',
    },
    report: (reference) => `Report ${reference}`,
    noSuchRecord: 'No such report',
    facts: {
      received: 'Received',
      kind: 'Kind',
      seriousness: 'Serious',
      product: 'Product',
      status: 'Status',
      due: 'Due',
      assignee: 'Assignee',
      botCheck: 'Bot check',
    },
    sentAs: (caseNumber, sentOn) => `(authority's case number ${caseNumber}, sent on ${sentOn})`,
    duplicateOf: 'of',
    flagged: 'Flagged for review: the bot check did not pass.',
    downloadE2b: 'Download the ICH E2B(R3) XML',
    downloadVet: 'Download the VICH GL42 JSON',
    status: 'Status',
    staysSent: 'A case sent to the authority stays sent; a follow-up is a new submission.',
    newStatus: 'New status',
    whenSent: 'When sent to the authority',
    authorityCaseNumber: "Authority's case number",
    sentOn: 'Sent on',
    duplicateReference: 'When a duplicate: reference of the original report',
    changeStatus: 'Change status',
    assignment: 'Assignee',
    giveTo: 'Give the case to',
    assign: 'Assign',
    answers: "The reporter's answers",
    auditCaption: 'Everything staff did with this report, oldest first',
  },
  hr: {
    record: RECORD_WORDS.hr,
    desk: 'Farmakovigilancija',
    intro:
      'Prijave sumnji na nuspojave onako kako su ih prijavitelji poslali. Prijavu ozbiljne ' +
      'nuspojave treba dostaviti nadležnom tijelu u roku od 15 dana od zaprimanja, svaku drugu ' +
      'u roku od 90 dana.',
    overdue: (count) => `Otvorene prijave kojima je istekao rok: ${count}.`,
    noneOverdue: 'Nijednoj otvorenoj prijavi nije istekao rok.',
    filter: {
      status: 'Status',
      anyStatus: 'Bilo koji status',
      seriousness: 'Ozbiljnost',
      seriousOrNot: 'Ozbiljne i neozbiljne',
      seriousOnly: 'Samo ozbiljne',
      notSeriousOnly: 'Samo neozbiljne',
      show: 'Prikaži',
    },
    caption: (count) => `Prijave (${count}): najprije one s isteklim rokom, zatim po roku`,
    columns: {
      reference: 'Oznaka',
      received: 'Zaprimljeno',
      kind: 'Vrsta',
      serious: 'Ozbiljnost',
      product: 'Lijek',
      status: 'Status',
      due: 'Rok',
      assignee: 'Dodijeljeno',
    },
    serious: 'Ozbiljna',
    notSerious: 'Nije ozbiljna',
    overdueMark: '(rok je istekao)',
    nobody: 'Nitko',
    noMatch: 'Nijedna prijava ne odgovara odabiru.',
    statuses: {
      new: 'Nova',
      in_assessment: 'U procjeni',
      sent_to_authority: 'Poslana nadležnom tijelu',
      not_a_valid_case: 'Nije valjana prijava',
      duplicate: 'Duplikat',
    },
    kinds: { human: 'Humani lijek', veterinary: 'Veterinarski lijek' },
    audit: {
      view: 'Otvaranje prijave',
      download_e2b: 'Preuzimanje E2B(R3) XML-a',
      download_vet: 'Preuzimanje VICH GL42 JSON-a',
      status: 'Promjena statusa',
      assign: 'Promjena dodjele',
      note: 'Dodavanje bilješke',
    },
    done: {
      status: 'Status je promijenjen.',
      notes: 'Bilješka je dodana.',
      assignee: 'Dodjela je promijenjena.',
    },
    errors: {
      not_found: 'Nema prijave s tom oznakom.',
      invalid_transition: 'Taj prijelaz nije dopušten iz trenutačnog statusa prijave.',
      authority_case_number_required:
        'Prijava poslana nadležnom tijelu treba broj slučaja nadležnog tijela.',
      authority_case_number_invalid:
        'Broj slučaja nadležnog tijela ima najviše 100 znakova u jednom retku.',
      sent_on_required: 'Navedite dan slanja.',
      sent_on_invalid: 'Dan slanja upisuje se kao datum u obliku gggg-mm-dd.',
      sent_on_in_future: 'Dan slanja ne može biti u budućnosti.',
      sent_on_before_receipt: 'Dan slanja ne može biti prije zaprimanja prijave.',
      duplicate_of_required: 'Navedite prijavu čiji je ova duplikat.',
      duplicate_of_itself: 'Prijava ne može biti duplikat same sebe.',
      duplicate_of_unknown: 'Nema prijave s tom oznakom.',
      duplicate_of_circular: 'Ta je prijava već označena kao duplikat ove.',
      note_empty: 'Bilješka mora imati tekst.',
      note_too_long: 'Bilješka može imati najviše 4000 znakova.',
      assignee_not_on_desk:
        'Prijavu dodijelite članu tima za farmakovigilanciju ili administratoru.',
    },
    refused: 'Farmakovigilancija je dostupna samo timu za farmakovigilanciju i administratorima.',
    closed: 'Ove stranice ne primaju prijave sumnji na nuspojave.',
    allReports: 'Sve prijave',
    card: {
      waiting: (count) => `Prijave koje čekaju procjenu: ${count}`,
      seriousOpen: (count) => `Ozbiljne prijave koje su još otvorene: ${count}`,
      unavailable:
        'Prijave se trenutačno ne mogu pročitati. Otvorite farmakovigilanciju i pokušajte ponovno.',
    },
    report: (reference) => `Prijava sumnje na nuspojavu ${reference}`,
    noSuchRecord: 'Nema takve prijave',
    facts: {
      received: 'Zaprimljeno',
      kind: 'Vrsta',
      seriousness: 'Ozbiljnost',
      product: 'Lijek',
      status: 'Status',
      due: 'Rok',
      assignee: 'Dodijeljeno',
      botCheck: 'Provjera protiv botova',
    },
    sentAs: (caseNumber, sentOn) =>
      `(broj slučaja nadležnog tijela ${caseNumber}, poslano ${sentOn})`,
    duplicateOf: 'prijave',
    flagged: 'Označeno za provjeru: provjera protiv botova nije prošla.',
    downloadE2b: 'Preuzmi ICH E2B(R3) XML',
    downloadVet: 'Preuzmi VICH GL42 JSON',
    status: 'Status',
    staysSent:
      'Prijava poslana nadležnom tijelu ostaje poslana; naknadna informacija šalje se kao nova prijava.',
    newStatus: 'Novi status',
    whenSent: 'Kad je poslana nadležnom tijelu',
    authorityCaseNumber: 'Broj slučaja nadležnog tijela',
    sentOn: 'Dan slanja',
    duplicateReference: 'Kad je duplikat: oznaka izvorne prijave',
    changeStatus: 'Promijeni status',
    assignment: 'Dodjela',
    giveTo: 'Dodijeli prijavu',
    assign: 'Dodijeli',
    answers: 'Odgovori prijavitelja',
    auditCaption: 'Sve što je osoblje radilo s ovom prijavom, od najstarijeg',
  },
  sl: {
    record: RECORD_WORDS.sl,
    desk: 'Farmakovigilanca',
    intro:
      'Poročila o domnevnih neželenih učinkih, kot so jih poslali poročevalci. Poročilo o resnem ' +
      'neželenem učinku je treba pristojnemu organu posredovati v 15 dneh po prejemu, vsako ' +
      'drugo v 90 dneh.',
    overdue: (count) => `Odprta poročila s pretečenim rokom: ${count}.`,
    noneOverdue: 'Nobeno odprto poročilo nima pretečenega roka.',
    filter: {
      status: 'Status',
      anyStatus: 'Kateri koli status',
      seriousness: 'Resnost',
      seriousOrNot: 'Resni in neresni',
      seriousOnly: 'Samo resni',
      notSeriousOnly: 'Samo neresni',
      show: 'Prikaži',
    },
    caption: (count) => `Poročila (${count}): najprej tista s pretečenim rokom, nato po roku`,
    columns: {
      reference: 'Oznaka',
      received: 'Prejeto',
      kind: 'Vrsta',
      serious: 'Resnost',
      product: 'Zdravilo',
      status: 'Status',
      due: 'Rok',
      assignee: 'Dodeljeno',
    },
    serious: 'Resen',
    notSerious: 'Ni resen',
    overdueMark: '(rok je potekel)',
    nobody: 'Nihče',
    noMatch: 'Nobeno poročilo ne ustreza izbiri.',
    statuses: {
      new: 'Novo',
      in_assessment: 'V ocenjevanju',
      sent_to_authority: 'Poslano pristojnemu organu',
      not_a_valid_case: 'Ni veljavno poročilo',
      duplicate: 'Dvojnik',
    },
    kinds: { human: 'Zdravilo za ljudi', veterinary: 'Veterinarsko zdravilo' },
    audit: {
      view: 'Odprtje poročila',
      download_e2b: 'Prenos E2B(R3) XML',
      download_vet: 'Prenos VICH GL42 JSON',
      status: 'Sprememba statusa',
      assign: 'Sprememba dodelitve',
      note: 'Dodajanje zapiska',
    },
    done: {
      status: 'Status je spremenjen.',
      notes: 'Zapisek je dodan.',
      assignee: 'Dodelitev je spremenjena.',
    },
    errors: {
      not_found: 'Poročila s to oznako ni.',
      invalid_transition: 'Ta prehod iz trenutnega statusa poročila ni dovoljen.',
      authority_case_number_required:
        'Poročilo, poslano pristojnemu organu, potrebuje številko primera pri pristojnem organu.',
      authority_case_number_invalid:
        'Številka primera pri pristojnem organu ima največ 100 znakov v eni vrstici.',
      sent_on_required: 'Navedite dan pošiljanja.',
      sent_on_invalid: 'Dan pošiljanja se vpiše kot datum v obliki llll-mm-dd.',
      sent_on_in_future: 'Dan pošiljanja ne more biti v prihodnosti.',
      sent_on_before_receipt: 'Dan pošiljanja ne more biti pred prejemom poročila.',
      duplicate_of_required: 'Navedite poročilo, katerega dvojnik je to.',
      duplicate_of_itself: 'Poročilo ne more biti dvojnik samega sebe.',
      duplicate_of_unknown: 'Poročila s to oznako ni.',
      duplicate_of_circular: 'To poročilo je že označeno kot dvojnik tega.',
      note_empty: 'Zapisek mora vsebovati besedilo.',
      note_too_long: 'Zapisek ima lahko največ 4000 znakov.',
      assignee_not_on_desk: 'Poročilo dodelite članu skupine za farmakovigilanco ali skrbniku.',
    },
    refused: 'Farmakovigilanca je dostopna samo skupini za farmakovigilanco in skrbnikom.',
    closed: 'To spletno mesto ne sprejema poročil o domnevnih neželenih učinkih.',
    allReports: 'Vsa poročila',
    card: {
      waiting: (count) => `Poročila, ki čakajo na oceno: ${count}`,
      seriousOpen: (count) => `Resna poročila, ki so še odprta: ${count}`,
      unavailable:
        'Poročil trenutno ni mogoče prebrati. Odprite farmakovigilanco in poskusite znova.',
    },
    report: (reference) => `Poročilo o domnevnem neželenem učinku ${reference}`,
    noSuchRecord: 'Tega poročila ni',
    facts: {
      received: 'Prejeto',
      kind: 'Vrsta',
      seriousness: 'Resnost',
      product: 'Zdravilo',
      status: 'Status',
      due: 'Rok',
      assignee: 'Dodeljeno',
      botCheck: 'Preverjanje botov',
    },
    sentAs: (caseNumber, sentOn) =>
      `(številka primera pri pristojnem organu ${caseNumber}, poslano ${sentOn})`,
    duplicateOf: 'poročila',
    flagged: 'Označeno za pregled: preverjanje botov ni uspelo.',
    downloadE2b: 'Prenesi ICH E2B(R3) XML',
    downloadVet: 'Prenesi VICH GL42 JSON',
    status: 'Status',
    staysSent:
      'Poročilo, poslano pristojnemu organu, ostane poslano; nadaljnje informacije so nova predložitev.',
    newStatus: 'Nov status',
    whenSent: 'Če je poslano pristojnemu organu',
    authorityCaseNumber: 'Številka primera pri pristojnem organu',
    sentOn: 'Dan pošiljanja',
    duplicateReference: 'Če je dvojnik: oznaka izvirnega poročila',
    changeStatus: 'Spremeni status',
    assignment: 'Dodelitev',
    giveTo: 'Dodeli poročilo',
    assign: 'Dodeli',
    answers: 'Odgovori poročevalca',
    auditCaption: 'Vse, kar je osebje storilo s tem poročilom, od najstarejšega',
  },
};
