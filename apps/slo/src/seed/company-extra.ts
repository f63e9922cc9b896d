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
      sl: 'Združenje veletrgovcev z zdravili pri GZS',
      en: 'Association of Medicines Wholesalers at the Chamber of Commerce',
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
    slug: { sl: 'strokovni-sodelavec-za-registracije', en: 'regulatory-affairs-specialist' },
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
    responsibilities: {
      sl: [
        'Priprava in oddaja vlog za vpis medicinskih pripomočkov v register pri JAZMP',
        'Priprava dokumentacije za pridobitev dovoljenj za promet z zdravili in njihove spremembe',
        'Preverjanje označevanja in navodil za uporabo v slovenskem jeziku',
        'Komunikacija s proizvajalci in spremljanje rokov v postopkih',
        'Spremljanje zakonodaje ter smernic JAZMP in EU, vključno z Uredbo (EU) 2017/745 o medicinskih pripomočkih',
      ],
      en: [
        'Preparing and submitting applications to enter medical devices in the JAZMP register',
        'Preparing dossiers for marketing authorisations of medicines and their variations',
        'Checking labelling and instructions for use in Slovenian',
        'Liaising with manufacturers and keeping track of procedure deadlines',
        'Following Slovenian and EU legislation and JAZMP guidelines, including the Medical Devices Regulation (EU) 2017/745',
      ],
    },
    requirements: {
      sl: [
        'Univerzitetna izobrazba s področja farmacije, kemije ali biologije',
        'Zelo dobro znanje angleškega jezika v govoru in pisavi',
        'Izkušnje z registracijami zdravil ali medicinskih pripomočkov so prednost',
        'Natančnost, sistematičnost in samostojnost pri delu',
        'Dobro poznavanje orodij MS Office',
      ],
      en: [
        'A university degree in pharmacy, chemistry or biology',
        'Very good spoken and written English',
        'Experience with registrations of medicines or medical devices is an advantage',
        'Precise, methodical and able to work independently',
        'Good command of MS Office',
      ],
    },
    postedOn: '2026-10-22',
    closesOn: '2027-01-22',
  },
  {
    id: 'dentalni-svetovalec',
    slug: { sl: 'prodajni-svetovalec-za-dentalni-program', en: 'sales-consultant-dental-range' },
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
    responsibilities: {
      sl: [
        'Obiskovanje zobozdravstvenih ambulant in zobotehničnih laboratorijev v osrednji Sloveniji',
        'Predstavitev dentalnih materialov, instrumentov in opreme',
        'Priprava ponudb in sodelovanje pri javnih naročilih zdravstvenih domov',
        'Organizacija strokovnih delavnic in tečajev za zobozdravnike in zobotehnike',
        'Spremljanje prodaje in vodenje evidenc v sistemu CRM',
      ],
      en: [
        'Visiting dental practices and dental laboratories in central Slovenia',
        'Presenting dental materials, instruments and equipment',
        'Preparing quotations and taking part in public tenders of community health centres',
        'Organising workshops and courses for dentists and dental technicians',
        'Tracking sales and keeping records in the CRM system',
      ],
    },
    requirements: {
      sl: [
        'Najmanj višješolska ali visokošolska izobrazba, zaželeno s področja dentalne medicine, zobotehnike ali zdravstva',
        'Izkušnje s prodajo v zdravstvu ali dentalni medicini so prednost',
        'Vozniško dovoljenje B-kategorije',
        'Dobro znanje angleškega jezika',
        'Komunikativnost, samoiniciativnost in veselje do dela na terenu',
      ],
      en: [
        'At least a college degree, preferably in dental medicine, dental technology or a health science',
        'Sales experience in healthcare or dentistry is an advantage',
        'A category B driving licence',
        'Good English',
        'Communicative, self-motivated and happy to work in the field',
      ],
    },
    postedOn: '2026-11-05',
    closesOn: '2027-02-05',
  },
  {
    id: 'skladiscnik',
    slug: { sl: 'skladiscnik', en: 'warehouse-operative' },
    title: { sl: 'Skladiščnik / skladiščnica', en: 'Warehouse operative' },
    team: { sl: 'Skladišče', en: 'Warehouse' },
    location: 'Trzin',
    employment: 'fixedTerm',
    summary: {
      sl: 'Prevzem, skladiščenje in priprava pošiljk zdravil in pripomočkov po načelih dobre distribucijske prakse. Zaposlitev za določen čas enega leta z možnostjo podaljšanja.',
      en: 'Receiving, storing and preparing shipments of medicines and devices under Good Distribution Practice. A one-year fixed-term contract with the option of extension.',
    },
    responsibilities: {
      sl: [
        'Prevzem blaga in kontrola dobav, serij in rokov uporabnosti',
        'Skladiščenje zdravil in medicinskih pripomočkov v predpisanih temperaturnih pogojih',
        'Komisioniranje in pakiranje naročil za lekarne in bolnišnice',
        'Sodelovanje pri inventurah in spremljanju temperature v skladišču',
        'Delo v skladiščnem informacijskem sistemu z ročnimi čitalniki',
      ],
      en: [
        'Receiving goods and checking deliveries, batches and expiry dates',
        'Storing medicines and medical devices under the required temperature conditions',
        'Picking and packing orders for pharmacies and hospitals',
        'Taking part in stocktakes and warehouse temperature monitoring',
        'Working in the warehouse management system with hand-held scanners',
      ],
    },
    requirements: {
      sl: [
        'Končana najmanj poklicna ali srednja šola',
        'Izkušnje z delom v skladišču so prednost',
        'Opravljen izpit za voznika viličarja je prednost',
        'Pripravljenost na delo v dveh izmenah',
        'Natančnost, zanesljivost in upoštevanje postopkov',
      ],
      en: [
        'Completed vocational or secondary school',
        'Warehouse experience is an advantage',
        'A forklift licence is an advantage',
        'Willingness to work in two shifts',
        'Accurate, reliable and respectful of procedures',
      ],
    },
    postedOn: '2026-11-18',
    closesOn: '2027-01-18',
  },
  {
    id: 'farmacevt-kakovost',
    slug: { sl: 'farmacevt-za-zagotavljanje-kakovosti', en: 'quality-assurance-pharmacist' },
    title: {
      sl: 'Farmacevt / farmacevtka za zagotavljanje kakovosti',
      en: 'Quality assurance pharmacist',
    },
    team: { sl: 'Zagotavljanje kakovosti', en: 'Quality assurance' },
    location: 'Ljubljana / Trzin',
    employment: 'fullTime',
    summary: {
      sl: 'Skrbite za sistem kakovosti veletrgovine z zdravili po smernicah dobre distribucijske prakse, obravnavate odstopanja in reklamacije ter sodelujete pri inšpekcijskih pregledih JAZMP. Pričakujemo magisterij farmacije in opravljen strokovni izpit.',
      en: 'You look after the quality system of our medicines wholesale under Good Distribution Practice, handle deviations and complaints and take part in JAZMP inspections. We expect a master’s degree in pharmacy and the professional examination.',
    },
    responsibilities: {
      sl: [
        'Vzdrževanje sistema kakovosti po smernicah dobre distribucijske prakse',
        'Obravnava odstopanj, reklamacij, vračil in odpoklicev zdravil',
        'Priprava in posodabljanje standardnih operativnih postopkov',
        'Izvajanje notranjih presoj in usposabljanj zaposlenih',
        'Sodelovanje pri inšpekcijskih pregledih JAZMP in presojah dobaviteljev',
      ],
      en: [
        'Maintaining the quality system under Good Distribution Practice guidelines',
        'Handling deviations, complaints, returns and recalls of medicines',
        'Writing and updating standard operating procedures',
        'Running internal audits and staff training',
        'Taking part in JAZMP inspections and supplier audits',
      ],
    },
    requirements: {
      sl: [
        'Magisterij farmacije',
        'Opravljen strokovni izpit za magistra farmacije',
        'Izkušnje z zagotavljanjem kakovosti pri veletrgovcu z zdravili ali v proizvodnji zdravil so prednost',
        'Zelo dobro znanje angleškega jezika',
        'Natančnost, analitičnost in dobre organizacijske sposobnosti',
      ],
      en: [
        'A master’s degree in pharmacy',
        'The professional examination for pharmacists',
        'Quality assurance experience at a medicines wholesaler or manufacturer is an advantage',
        'Very good English',
        'Precise, analytical and well organised',
      ],
    },
    postedOn: '2026-09-14',
    closesOn: '2026-10-31',
    closed: true,
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
