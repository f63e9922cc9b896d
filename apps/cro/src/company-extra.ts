import type { JobPosition, LegalNotices, Membership } from '@medivia/site-core';

/** Professional bodies shown on the about-us page (sample memberships). */
export const memberships: Membership[] = [
  { name: { hr: 'Hrvatska gospodarska komora', en: 'Croatian Chamber of Economy' }, since: 1991 },
  {
    name: { hr: 'Hrvatsko društvo menadžera kvalitete', en: 'Croatian Quality Managers Society' },
    since: 2003,
  },
  {
    name: {
      hr: 'Udruga veleprodaja lijekova pri Hrvatskoj udruzi poslodavaca (primjer)',
      en: 'Association of Medicines Wholesalers, Croatian Employers’ Association (sample)',
    },
    since: 2004,
  },
];

/** Sample open positions on the careers page. */
export const openPositions: JobPosition[] = [
  {
    id: 'registracije',
    title: {
      hr: 'Stručni suradnik / stručna suradnica za registraciju lijekova',
      en: 'Regulatory affairs specialist, medicinal products',
    },
    team: { hr: 'Registracije', en: 'Regulatory affairs' },
    location: 'Sveta Nedelja',
    employment: 'fullTime',
    summary: {
      hr: 'Pripremate dokumentaciju za davanje i izmjene odobrenja za stavljanje lijeka u promet te surađujete s HALMED-om i proizvođačima. Tražimo magistra ili magistru farmacije ili srodne struke s dobrim znanjem engleskog jezika.',
      en: 'You prepare marketing-authorisation and variation dossiers and work with HALMED and manufacturers. We are looking for a master of pharmacy or a related science with good English.',
    },
  },
  {
    id: 'servisni-inzenjer',
    title: {
      hr: 'Servisni inženjer / inženjerka za laboratorijsku opremu',
      en: 'Field service engineer, laboratory equipment',
    },
    team: { hr: 'Servis opreme', en: 'Equipment service' },
    location: 'Sveta Nedelja',
    employment: 'fullTime',
    summary: {
      hr: 'Instalirate, održavate i umjeravate analizatore u bolničkim i privatnim laboratorijima diljem Hrvatske te sudjelujete u dežurstvima. Potrebni su završen studij elektrotehnike, strojarstva ili biomedicinskog inženjerstva i vozačka dozvola B kategorije.',
      en: 'You install, maintain and calibrate analysers in hospital and private laboratories across Croatia and join the on-call rota. You hold a degree in electrical, mechanical or biomedical engineering and a driving licence.',
    },
  },
  {
    id: 'skladistar',
    title: {
      hr: 'Skladištar / skladištarka u hladnom lancu',
      en: 'Cold-chain warehouse operative',
    },
    team: { hr: 'Skladište i distribucija', en: 'Warehouse and distribution' },
    location: 'Vukovar',
    employment: 'fullTime',
    summary: {
      hr: 'Zaprimate, skladištite i komisionirate lijekove kojima je potreban hladni lanac, uz praćenje temperature i sljedivosti serija. Iskustvo u skladištu i položen ispit za viličar su prednost, a sve ostalo naučit ćemo vas.',
      en: 'You receive, store and pick medicines that need the cold chain, keeping track of temperatures and batches. Warehouse experience and a forklift licence are an advantage; we will teach you the rest.',
    },
  },
  {
    id: 'praksa-logistika',
    title: { hr: 'Ljetna stručna praksa u logistici', en: 'Summer internship in logistics' },
    team: { hr: 'Logistika', en: 'Logistics' },
    location: 'Dugopolje',
    employment: 'internship',
    summary: {
      hr: 'Tri mjeseca u distribucijskom timu: planiranje ruta, rad u skladišnom sustavu i upoznavanje dobre distribucijske prakse. Za studente logistike, ekonomije ili farmacije.',
      en: 'Three months with the distribution team: route planning, the warehouse system and Good Distribution Practice. For students of logistics, economics or pharmacy.',
    },
  },
];

/** Facts the legal pages quote: Croatian authorities and the GDPR with its Croatian implementing act. */
export const legal: LegalNotices = {
  dpoEmail: 'dpo@medivia.example',
  dataProtectionLaw: {
    hr: 'Opća uredba o zaštiti podataka (EU) 2016/679 (GDPR) i Zakon o provedbi Opće uredbe o zaštiti podataka (Narodne novine, br. 42/18)',
    en: 'the General Data Protection Regulation (EU) 2016/679 (GDPR) and the Croatian Act on the Implementation of the GDPR (Official Gazette 42/18)',
  },
  supervisoryAuthority: {
    name: {
      hr: 'Agencija za zaštitu osobnih podataka',
      en: 'Croatian Personal Data Protection Agency',
    },
    abbreviation: 'AZOP',
    address: 'Selska cesta 136, 10000 Zagreb',
    website: 'https://azop.hr',
  },
  medicinesAgency: {
    name: {
      hr: 'Agencija za lijekove i medicinske proizvode',
      en: 'Agency for Medicinal Products and Medical Devices of Croatia',
    },
    abbreviation: 'HALMED',
    website: 'https://www.halmed.hr',
  },
  videoRetentionDays: 30,
  lastUpdated: '2025-01-15',
};
