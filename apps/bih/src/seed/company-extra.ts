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
      bs: 'Udruženje veledrogerija u BiH',
      en: 'Association of Pharmaceutical Wholesalers in BiH',
    },
    since: 2012,
  },
];

/** Sample open positions on the careers page. */
export const openPositions: JobPosition[] = [
  {
    id: 'registracije',
    slug: {
      bs: 'strucni-saradnik-za-registraciju-lijekova-i-medicinskih-sredstava',
      en: 'regulatory-affairs-specialist',
    },
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
    responsibilities: {
      bs: [
        'Priprema i podnošenje zahtjeva za izdavanje i obnovu dozvola za stavljanje lijeka u promet ALMBIH-u',
        'Upis medicinskih sredstava u Registar medicinskih sredstava ALMBIH-a',
        'Priprema i provjera dokumentacije u CTD formatu te prijava izmjena',
        'Usklađivanje sažetka karakteristika lijeka, uputstva za pacijenta i označavanja s propisima u BiH',
        'Komunikacija s proizvođačima i praćenje rokova u postupcima',
      ],
      en: [
        'Preparing and submitting applications for marketing authorisations and renewals to ALMBIH',
        'Entering medical devices in the ALMBIH register of medical devices',
        'Preparing and reviewing dossiers in CTD format and filing variations',
        'Aligning summaries of product characteristics, patient leaflets and labelling with BiH regulations',
        'Liaising with manufacturers and keeping track of procedure deadlines',
      ],
    },
    requirements: {
      bs: [
        'Završen farmaceutski fakultet ili fakultet srodne struke (hemija, biologija, medicinska biohemija)',
        'Iskustvo u registraciji lijekova ili medicinskih sredstava je prednost',
        'Veoma dobro znanje engleskog jezika u govoru i pisanju',
        'Preciznost, sistematičnost i sposobnost istovremenog praćenja više postupaka',
        'Napredno korištenje alata MS Office',
      ],
      en: [
        'A master’s degree in pharmacy or a related science (chemistry, biology, medical biochemistry)',
        'Experience in registering medicines or medical devices is an advantage',
        'Very good spoken and written English',
        'A precise, methodical approach and the ability to follow several procedures at once',
        'Advanced use of MS Office',
      ],
    },
    postedOn: '2026-10-26',
    closesOn: '2027-01-29',
  },
  {
    id: 'komercijalista-dijagnostika',
    slug: {
      bs: 'komercijalista-za-laboratorijsku-dijagnostiku',
      en: 'sales-representative-laboratory-diagnostics',
    },
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
    responsibilities: {
      bs: [
        'Redovni obilasci laboratorija u bolnicama, domovima zdravlja i privatnim zdravstvenim ustanovama',
        'Predstavljanje analizatora, reagenasa i potrošnog materijala',
        'Praćenje javnih nabavki te priprema ponuda i tenderske dokumentacije',
        'Saradnja sa servisnom službom pri instalaciji opreme i obuci korisnika',
        'Praćenje prodaje i izvještavanje u CRM sistemu',
      ],
      en: [
        'Regular visits to laboratories in hospitals, community health centres and private clinics',
        'Presenting analysers, reagents and consumables',
        'Following public tenders and preparing offers and tender documents',
        'Working with the service team on equipment installation and user training',
        'Tracking sales and reporting in the CRM system',
      ],
    },
    requirements: {
      bs: [
        'Visoka stručna sprema iz oblasti zdravstva, biologije ili medicinske biohemije',
        'Vozačka dozvola B kategorije i spremnost na putovanja po Bosni i Hercegovini',
        'Dobro znanje engleskog jezika',
        'Iskustvo u prodaji medicinske opreme ili u radu u laboratoriji je prednost',
        'Komunikativnost, upornost i samostalnost u radu',
      ],
      en: [
        'A degree in a health science, biology or medical biochemistry',
        'A category B driving licence and willingness to travel across Bosnia and Herzegovina',
        'Good English',
        'Experience in selling medical equipment or working in a laboratory is an advantage',
        'Communicative, persistent and able to work independently',
      ],
    },
    postedOn: '2026-11-09',
    closesOn: '2027-02-15',
  },
  {
    id: 'pripravnik-skladiste',
    slug: { bs: 'pripravnik-u-skladistu-i-distribuciji', en: 'trainee-warehouse-and-distribution' },
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
    responsibilities: {
      bs: [
        'Prijem robe i kontrola isporuka, serija i rokova trajanja uz mentora',
        'Skladištenje lijekova i medicinskih sredstava prema dobroj distributivnoj praksi',
        'Komisioniranje i priprema pošiljki za apoteke i bolnice',
        'Učešće u planiranju isporuka i ruta vozila',
      ],
      en: [
        'Receiving goods and checking deliveries, batches and expiry dates with a mentor',
        'Storing medicines and medical devices under Good Distribution Practice',
        'Picking and preparing shipments for pharmacies and hospitals',
        'Helping plan deliveries and vehicle routes',
      ],
    },
    requirements: {
      bs: [
        'Završena srednja škola; dobrodošli su i studenti logistike, ekonomije ili farmacije',
        'Osnovno poznavanje rada na računaru',
        'Spremnost na rad u smjenama',
        'Odgovornost, tačnost i želja za učenjem',
      ],
      en: [
        'Completed secondary school; students of logistics, economics or pharmacy are welcome too',
        'Basic computer skills',
        'Willingness to work shifts',
        'Responsible, punctual and eager to learn',
      ],
    },
    postedOn: '2026-11-20',
    closesOn: '2027-01-10',
  },
  {
    id: 'magistar-kvalitet',
    slug: { bs: 'magistar-farmacije-za-osiguranje-kvaliteta', en: 'quality-assurance-pharmacist' },
    title: {
      bs: 'Magistar / magistrica farmacije za osiguranje kvaliteta',
      en: 'Quality assurance pharmacist',
    },
    team: { bs: 'Osiguranje kvaliteta', en: 'Quality assurance' },
    location: 'Sarajevo',
    employment: 'fullTime',
    summary: {
      bs: 'Održavate sistem kvaliteta veledrogerije prema dobroj distributivnoj praksi, vodite odstupanja i reklamacije te učestvujete u inspekcijskim nadzorima. Tražimo magistra ili magistricu farmacije s položenim stručnim ispitom.',
      en: 'You maintain the quality system of our wholesale under Good Distribution Practice, handle deviations and complaints and take part in inspections. We are looking for a master of pharmacy who has passed the professional examination.',
    },
    responsibilities: {
      bs: [
        'Održavanje sistema kvaliteta prema smjernicama dobre distributivne prakse',
        'Vođenje odstupanja, reklamacija, povrata i povlačenja lijekova s tržišta',
        'Izrada i ažuriranje standardnih operativnih procedura',
        'Provođenje internih audita i obuka zaposlenih',
        'Saradnja s ALMBIH-om i učešće u inspekcijskim nadzorima',
      ],
      en: [
        'Maintaining the quality system under Good Distribution Practice guidelines',
        'Handling deviations, complaints, returns and market recalls of medicines',
        'Writing and updating standard operating procedures',
        'Running internal audits and staff training',
        'Working with ALMBIH and taking part in inspections',
      ],
    },
    requirements: {
      bs: [
        'Završen farmaceutski fakultet (magistar / magistrica farmacije)',
        'Položen stručni ispit i licenca nadležne farmaceutske komore',
        'Iskustvo u osiguranju kvaliteta u veledrogeriji ili proizvodnji lijekova je prednost',
        'Veoma dobro znanje engleskog jezika',
        'Preciznost, analitičnost i dobre organizacijske sposobnosti',
      ],
      en: [
        'A master’s degree in pharmacy',
        'The professional examination passed and a licence from the competent chamber of pharmacists',
        'Quality assurance experience at a pharmaceutical wholesaler or manufacturer is an advantage',
        'Very good English',
        'Precise, analytical and well organised',
      ],
    },
    postedOn: '2026-09-21',
    closesOn: '2026-10-31',
    closed: true,
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
