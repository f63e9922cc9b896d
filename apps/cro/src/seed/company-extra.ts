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
      hr: 'Udruga veleprodaja lijekova pri Hrvatskoj udruzi poslodavaca',
      en: 'Association of Medicines Wholesalers, Croatian Employers’ Association',
    },
    since: 2004,
  },
];

/** Sample open positions on the careers page. */
export const openPositions: JobPosition[] = [
  {
    id: 'registracije',
    slug: { hr: 'strucni-suradnik-za-registraciju-lijekova', en: 'regulatory-affairs-specialist' },
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
    responsibilities: {
      hr: [
        'Priprema i predaja zahtjeva za davanje, obnovu i izmjene odobrenja za stavljanje lijeka u promet HALMED-u',
        'Izrada i provjera dokumentacije u CTD formatu, uključujući Modul 1 za Hrvatsku',
        'Usklađivanje sažetka opisa svojstava lijeka, upute o lijeku i označivanja s hrvatskim propisima',
        'Komunikacija s proizvođačima i nositeljima odobrenja te praćenje rokova u postupcima',
        'Praćenje propisa i smjernica HALMED-a i Europske agencije za lijekove (EMA)',
      ],
      en: [
        'Preparing and submitting applications for marketing authorisations, renewals and variations to HALMED',
        'Compiling and reviewing dossiers in CTD format, including the Croatian Module 1',
        'Aligning summaries of product characteristics, package leaflets and labelling with Croatian regulations',
        'Liaising with manufacturers and marketing-authorisation holders and keeping track of procedure deadlines',
        'Following the regulations and guidelines of HALMED and the European Medicines Agency (EMA)',
      ],
    },
    requirements: {
      hr: [
        'Završen integrirani preddiplomski i diplomski studij farmacije ili srodne struke (kemija, biotehnologija, medicinska biokemija)',
        'Najmanje godinu dana iskustva u registraciji lijekova je prednost',
        'Vrlo dobro znanje engleskog jezika u govoru i pismu',
        'Sustavnost, preciznost i sposobnost istodobnog praćenja više postupaka',
        'Napredno korištenje alata MS Office',
      ],
      en: [
        'A master’s degree in pharmacy or a related science (chemistry, biotechnology, medical biochemistry)',
        'At least one year of experience in regulatory affairs is an advantage',
        'Very good spoken and written English',
        'A methodical, precise approach and the ability to follow several procedures at once',
        'Advanced use of MS Office',
      ],
    },
    postedOn: '2026-11-03',
    closesOn: '2027-01-15',
  },
  {
    id: 'servisni-inzenjer',
    slug: {
      hr: 'servisni-inzenjer-za-laboratorijsku-opremu',
      en: 'field-service-engineer-laboratory-equipment',
    },
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
    responsibilities: {
      hr: [
        'Instalacija i puštanje u rad laboratorijskih analizatora kod korisnika',
        'Preventivno održavanje, umjeravanje i popravci prema uputama proizvođača',
        'Otklanjanje kvarova na terenu i na daljinu te sudjelovanje u dežurstvima',
        'Izobrazba korisnika za siguran i pravilan rad s opremom',
        'Vođenje servisne dokumentacije i izvješća o intervencijama',
      ],
      en: [
        'Installing and commissioning laboratory analysers at customer sites',
        'Preventive maintenance, calibration and repairs to the manufacturers’ instructions',
        'Troubleshooting on site and remotely, and taking part in the on-call rota',
        'Training users to operate the equipment safely and correctly',
        'Keeping service records and intervention reports',
      ],
    },
    requirements: {
      hr: [
        'Završen studij elektrotehnike, strojarstva ili biomedicinskog inženjerstva',
        'Vozačka dozvola B kategorije i spremnost na putovanja diljem Hrvatske',
        'Dobro znanje engleskog jezika, osobito tehničke terminologije',
        'Iskustvo u održavanju medicinske ili laboratorijske opreme je prednost',
        'Samostalnost, pouzdanost i usmjerenost na korisnika',
      ],
      en: [
        'A degree in electrical, mechanical or biomedical engineering',
        'A category B driving licence and willingness to travel across Croatia',
        'Good English, technical English in particular',
        'Experience maintaining medical or laboratory equipment is an advantage',
        'Independent, reliable and customer-minded',
      ],
    },
    postedOn: '2026-10-27',
    closesOn: '2027-01-31',
  },
  {
    id: 'skladistar',
    slug: { hr: 'skladistar-u-hladnom-lancu', en: 'cold-chain-warehouse-operative' },
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
    responsibilities: {
      hr: [
        'Zaprimanje robe i provjera isporuka, temperaturnih zapisa i serija',
        'Skladištenje lijekova u hladnjacima i rashladnim komorama na 2–8 °C',
        'Komisioniranje i pakiranje narudžbi u termoizolacijsku ambalažu s rashladnim uloscima',
        'Praćenje i bilježenje temperature te prijava odstupanja',
        'Rad u skladišnom sustavu uz skeniranje barkodova i jedinstvenih oznaka pakiranja',
      ],
      en: [
        'Receiving goods and checking deliveries, temperature records and batches',
        'Storing medicines in refrigerators and cold rooms at 2–8 °C',
        'Picking and packing orders in insulated boxes with cooling packs',
        'Monitoring and recording temperatures and reporting deviations',
        'Working in the warehouse system, scanning barcodes and unique pack identifiers',
      ],
    },
    requirements: {
      hr: [
        'Završena srednja škola',
        'Iskustvo rada u skladištu je prednost',
        'Položen ispit za rukovatelja viličarom je prednost',
        'Spremnost na rad u smjenama i u hladnim prostorima',
        'Urednost, pažljivost i poštivanje procedura',
      ],
      en: [
        'Completed secondary school',
        'Warehouse experience is an advantage',
        'A forklift operator certificate is an advantage',
        'Willingness to work shifts and in cold rooms',
        'Tidy, careful and respectful of procedures',
      ],
    },
    postedOn: '2026-11-10',
    closesOn: '2027-01-20',
  },
  {
    id: 'praksa-logistika',
    slug: { hr: 'ljetna-strucna-praksa-u-logistici', en: 'summer-internship-in-logistics' },
    title: { hr: 'Ljetna stručna praksa u logistici', en: 'Summer internship in logistics' },
    team: { hr: 'Logistika', en: 'Logistics' },
    location: 'Dugopolje',
    employment: 'internship',
    summary: {
      hr: 'Tri mjeseca u distribucijskom timu: planiranje ruta, rad u skladišnom sustavu i upoznavanje dobre distribucijske prakse. Za studente logistike, ekonomije ili farmacije.',
      en: 'Three months with the distribution team: route planning, the warehouse system and Good Distribution Practice. For students of logistics, economics or pharmacy.',
    },
    responsibilities: {
      hr: [
        'Sudjelovanje u planiranju dostavnih ruta prema ljekarnama i bolnicama u Dalmaciji',
        'Rad u skladišnom sustavu: zaprimanje, izdavanje robe i inventura',
        'Upoznavanje načela dobre distribucijske prakse i sljedivosti lijekova',
        'Izrada kratke analize ili prijedloga poboljšanja uz mentora',
      ],
      en: [
        'Helping plan delivery routes to pharmacies and hospitals in Dalmatia',
        'Working in the warehouse system: goods receipt, dispatch and stocktaking',
        'Learning the principles of Good Distribution Practice and medicine traceability',
        'Preparing a short analysis or improvement proposal with a mentor',
      ],
    },
    requirements: {
      hr: [
        'Status redovitog studenta logistike, ekonomije, prometa ili farmacije',
        'Dostupnost za rad u punom radnom vremenu od srpnja do rujna',
        'Osnovno znanje rada u Excelu',
        'Znatiželja, komunikativnost i spremnost na timski rad',
      ],
      en: [
        'Enrolled as a full-time student of logistics, economics, transport or pharmacy',
        'Available full time from July to September',
        'Basic Excel skills',
        'Curious, communicative and a team player',
      ],
    },
    postedOn: '2026-11-16',
    closesOn: '2027-02-28',
  },
  {
    id: 'prodaja-ljekarne-rijeka',
    slug: { hr: 'strucni-suradnik-za-prodaju-ljekarnama', en: 'sales-representative-pharmacies' },
    title: {
      hr: 'Stručni suradnik / stručna suradnica za prodaju ljekarnama',
      en: 'Sales representative, pharmacies',
    },
    team: { hr: 'Prodaja', en: 'Sales' },
    location: 'Rijeka',
    employment: 'fullTime',
    summary: {
      hr: 'Obilazite ljekarne u Primorsko-goranskoj i Istarskoj županiji, predstavljate asortiman te dogovarate narudžbe i prodajne akcije. Tražimo osobu s iskustvom u prodaji i vozačkom dozvolom B kategorije.',
      en: 'You visit pharmacies in Primorje-Gorski Kotar and Istria, present our range and agree orders and promotions. We are looking for someone with sales experience and a driving licence.',
    },
    responsibilities: {
      hr: [
        'Redoviti obilasci ljekarni i specijaliziranih prodavaonica medicinskih proizvoda na terenu',
        'Predstavljanje asortimana bezreceptnih lijekova, dodataka prehrani i medicinskih proizvoda',
        'Dogovaranje narudžbi, uvjeta suradnje i prodajnih akcija',
        'Praćenje prodaje i izvještavanje u CRM sustavu',
        'Suradnja s kupcima pri rješavanju reklamacija i povrata',
      ],
      en: [
        'Regular field visits to pharmacies and medical-device shops',
        'Presenting our range of over-the-counter medicines, food supplements and medical devices',
        'Agreeing orders, terms of business and promotions',
        'Tracking sales and reporting in the CRM system',
        'Working with customers on complaints and returns',
      ],
    },
    requirements: {
      hr: [
        'Završen preddiplomski ili diplomski studij, poželjno farmaceutskog, biomedicinskog ili ekonomskog smjera',
        'Najmanje dvije godine iskustva u prodaji, poželjno u farmaceutskoj industriji',
        'Vozačka dozvola B kategorije',
        'Dobre komunikacijske i pregovaračke vještine',
        'Poznavanje tržišta Primorsko-goranske i Istarske županije je prednost',
      ],
      en: [
        'A university degree, preferably in pharmacy, biomedicine or economics',
        'At least two years of sales experience, preferably in pharmaceuticals',
        'A category B driving licence',
        'Good communication and negotiation skills',
        'Knowing the Primorje-Gorski Kotar and Istria market is an advantage',
      ],
    },
    postedOn: '2026-09-07',
    closesOn: '2026-10-31',
    closed: true,
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
