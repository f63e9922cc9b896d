import type { JobPosition, LegalNotices, Membership } from '@medivia/site-core';

/** Professional bodies shown on the about-us page (sample memberships). */
export const memberships: Membership[] = [
  {
    name: {
      sl: 'Gospodarska zbornica Slovenije',
      en: 'Chamber of Commerce and Industry of Slovenia',
    },
    since: 2006,
  },
  {
    name: {
      sl: 'Združenje veletrgovcev z zdravili pri GZS (primer)',
      en: 'Association of Medicines Wholesalers at the Chamber of Commerce (sample)',
    },
    since: 2008,
  },
  {
    name: {
      sl: 'Slovensko združenje za kakovost in odličnost',
      en: 'Slovenian Association for Quality and Excellence',
    },
    since: 2010,
  },
];

/** Sample open positions on the careers page. */
export const openPositions: JobPosition[] = [
  {
    id: 'registracije',
    title: {
      sl: 'Strokovni sodelavec / strokovna sodelavka za registracije',
      en: 'Regulatory affairs specialist',
    },
    team: { sl: 'Registracije', en: 'Regulatory affairs' },
    location: 'Trzin',
    employment: 'fullTime',
    summary: {
      sl: 'Pripravljate dokumentacijo za registracijo medicinskih pripomočkov ter skrbite za stike z JAZMP in proizvajalci. Pričakujemo univerzitetno izobrazbo s področja farmacije, kemije ali biologije in dobro znanje angleščine.',
      en: 'You prepare registration files for medical devices and liaise with JAZMP and manufacturers. We expect a university degree in pharmacy, chemistry or biology and good English.',
    },
  },
  {
    id: 'dentalni-svetovalec',
    title: {
      sl: 'Prodajni svetovalec / prodajna svetovalka za dentalni program',
      en: 'Sales consultant, dental range',
    },
    team: { sl: 'Zobozdravstvo in zobotehnika', en: 'Dental medicine and dental technics' },
    location: 'Ljubljana / Trzin',
    employment: 'fullTime',
    summary: {
      sl: 'Svetujete zobozdravstvenim ambulantam in zobotehničnim laboratorijem v osrednji Sloveniji, predstavljate materiale in opremo ter organizirate delavnice. Izkušnje z dentalno medicino ali prodajo so prednost.',
      en: 'You advise dental practices and laboratories across central Slovenia, present materials and equipment and organise workshops. Experience in dentistry or sales is an advantage.',
    },
  },
  {
    id: 'skladiscnik',
    title: { sl: 'Skladiščnik / skladiščnica', en: 'Warehouse operative' },
    team: { sl: 'Skladišče', en: 'Warehouse' },
    location: 'Trzin',
    employment: 'fixedTerm',
    summary: {
      sl: 'Prevzem, skladiščenje in priprava pošiljk zdravil in pripomočkov po načelih dobre distribucijske prakse. Zaposlitev za določen čas enega leta z možnostjo podaljšanja.',
      en: 'Receiving, storing and preparing shipments of medicines and devices under Good Distribution Practice. A one-year fixed-term contract with the option of extension.',
    },
  },
];

/** Facts the legal pages quote: Slovenian authorities, the GDPR and ZVOP-2. */
export const legal: LegalNotices = {
  dpoEmail: 'dpo@medivia-si.example',
  dataProtectionLaw: {
    sl: 'Splošna uredba o varstvu podatkov (EU) 2016/679 (GDPR) in Zakon o varstvu osebnih podatkov (ZVOP-2, Uradni list RS, št. 163/22)',
    en: 'the General Data Protection Regulation (EU) 2016/679 (GDPR) and the Slovenian Personal Data Protection Act (ZVOP-2, Official Gazette of the Republic of Slovenia No. 163/22)',
  },
  supervisoryAuthority: {
    name: {
      sl: 'Informacijski pooblaščenec Republike Slovenije',
      en: 'Information Commissioner of the Republic of Slovenia',
    },
    abbreviation: 'IP',
    address: 'Dunajska cesta 22, 1000 Ljubljana',
    website: 'https://www.ip-rs.si',
  },
  medicinesAgency: {
    name: {
      sl: 'Javna agencija Republike Slovenije za zdravila in medicinske pripomočke',
      en: 'Agency for Medicinal Products and Medical Devices of the Republic of Slovenia',
    },
    abbreviation: 'JAZMP',
    website: 'https://www.jazmp.si',
  },
  videoRetentionDays: 30,
  lastUpdated: '2025-01-15',
};
