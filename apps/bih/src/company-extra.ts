import type { JobPosition, LegalNotices, Membership } from '@medivia/site-core';

/** Professional bodies shown on the about-us page (sample memberships). */
export const memberships: Membership[] = [
  {
    name: {
      bs: 'Vanjskotrgovinska komora Bosne i Hercegovine',
      en: 'Foreign Trade Chamber of Bosnia and Herzegovina',
    },
    since: 2009,
  },
  {
    name: { bs: 'Privredna komora Kantona Sarajevo', en: 'Sarajevo Canton Chamber of Commerce' },
    since: 2008,
  },
  {
    name: {
      bs: 'Udruženje veledrogerija u BiH (primjer)',
      en: 'Association of Pharmaceutical Wholesalers in BiH (sample)',
    },
    since: 2012,
  },
];

/** Sample open positions on the careers page. */
export const openPositions: JobPosition[] = [
  {
    id: 'registracije',
    title: {
      bs: 'Stručni saradnik / stručna saradnica za registraciju lijekova i medicinskih sredstava',
      en: 'Regulatory affairs specialist, medicines and medical devices',
    },
    team: { bs: 'Registracije', en: 'Regulatory affairs' },
    location: 'Sarajevo',
    employment: 'fullTime',
    summary: {
      bs: 'Pripremate dokumentaciju za registraciju i obnovu dozvola te sarađujete s ALMBIH-om i proizvođačima. Tražimo magistra ili magistricu farmacije ili srodne struke s dobrim znanjem engleskog jezika.',
      en: 'You prepare dossiers for registrations and renewals and work with ALMBIH and manufacturers. We are looking for a master of pharmacy or a related science with good English.',
    },
  },
  {
    id: 'komercijalista-dijagnostika',
    title: {
      bs: 'Komercijalista / komercijalistkinja za laboratorijsku dijagnostiku',
      en: 'Sales representative, laboratory diagnostics',
    },
    team: { bs: 'Laboratorijska dijagnostika', en: 'Laboratory diagnostics' },
    location: 'Sarajevo',
    employment: 'fullTime',
    summary: {
      bs: 'Obilazite bolničke i privatne laboratorije, predstavljate analizatore i reagense te pratite javne nabavke. Potrebni su visoka stručna sprema iz oblasti zdravstva ili biologije i vozačka dozvola B kategorije.',
      en: 'You visit hospital and private laboratories, present analysers and reagents and follow public tenders. You hold a degree in a health science or biology and a driving licence.',
    },
  },
  {
    id: 'pripravnik-skladiste',
    title: {
      bs: 'Pripravnik / pripravnica u skladištu i distribuciji',
      en: 'Trainee, warehouse and distribution',
    },
    team: { bs: 'Skladište i distribucija', en: 'Warehouse and distribution' },
    location: 'Sarajevo',
    employment: 'internship',
    summary: {
      bs: 'Šestomjesečni pripravnički program u kojem učite prijem robe, skladištenje prema dobroj distributivnoj praksi i planiranje isporuka. Za svršene srednjoškolce i studente.',
      en: 'A six-month traineeship in which you learn goods receipt, storage under Good Distribution Practice and delivery planning. For recent school leavers and students.',
    },
  },
];

/** Facts the legal pages quote: the BiH data-protection law with GDPR principles, and BiH authorities. */
export const legal: LegalNotices = {
  dpoEmail: 'dpo@medivia-ba.example',
  dataProtectionLaw: {
    bs: 'Zakon o zaštiti ličnih podataka Bosne i Hercegovine, uz primjenu načela Opće uredbe o zaštiti podataka (EU) 2016/679 (GDPR) kao zajedničkog standarda grupe',
    en: 'the Law on Personal Data Protection of Bosnia and Herzegovina, together with the principles of the General Data Protection Regulation (EU) 2016/679 (GDPR), which the group applies as a common standard',
  },
  supervisoryAuthority: {
    name: {
      bs: 'Agencija za zaštitu ličnih/osobnih podataka u Bosni i Hercegovini',
      en: 'Personal Data Protection Agency in Bosnia and Herzegovina',
    },
    abbreviation: 'AZLP',
    address: 'Dubrovačka 6, 71000 Sarajevo',
    website: 'https://www.azlp.ba',
  },
  medicinesAgency: {
    name: {
      bs: 'Agencija za lijekove i medicinska sredstva Bosne i Hercegovine',
      en: 'Agency for Medicinal Products and Medical Devices of Bosnia and Herzegovina',
    },
    abbreviation: 'ALMBIH',
    website: 'https://www.almbih.gov.ba',
  },
  videoRetentionDays: 30,
  lastUpdated: '2025-01-15',
};
