import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Company news of the Bosnian site: premises, the group anniversary, certificates. */
export const companyArticles: NewsArticle[] = [
  {
    id: 'sarajevo-premises',
    type: PostType.news,
    category: 'company',
    date: '2025-03-20',
    illustration: 'people',
    related: ['group-35-years', 'iso-2026'],
    seeAlso: ['about', 'careers'],
    translations: {
      bs: {
        slug: 'preselili-smo-se-u-nove-prostorije-u-sarajevu',
        title: 'Preselili smo se u nove prostorije u Sarajevu',
        summary:
          'Novi ured sa salom za edukacije i priručnim skladištem omogućava nam bližu saradnju s apotekama, zdravstvenim ustanovama i laboratorijama širom Bosne i Hercegovine.',
        body: [
          'U martu smo se preselili u nove poslovne prostorije u Sarajevu. Na jednom mjestu sada su prodajni tim, služba za registracije, stručni saradnici za dijagnostiku i stomatologiju te priručno skladište za uzorke i promotivni materijal.',
          '## Sala za edukacije',
          'Najveća novost je sala za edukacije s tridesetak mjesta, opremljena za praktične radionice i video-konferencije. U njoj ćemo organizovati obuke za korisnike laboratorijskih analizatora i stomatološke opreme, sastanke s partnerima i stručna predavanja za farmaceute. Prvi termini već su popunjeni.',
          '## Bliže kupcima',
          'Nova lokacija je bolje saobraćajno povezana i ima parking za posjetioce, pa partneri lakše dolaze na sastanke i po robu. Radno vrijeme ostaje isto: od ponedjeljka do petka, od 8 do 16 sati.',
          '„Željeli smo prostor u kojem se ljudi osjećaju dobrodošlo, bilo da dolaze po savjet, na obuku ili na razgovor za posao“, kaže direktorica Medivie BiH Amra Primjer. Preseljenjem otvaramo i nova radna mjesta, a otvorene pozicije objavljujemo na stranici Karijere.',
        ],
      },
      en: {
        slug: 'we-have-moved-to-new-premises-in-sarajevo',
        title: 'We have moved to new premises in Sarajevo',
        summary:
          'A new office with a training room and a small stockroom brings us closer to pharmacies, healthcare institutions and laboratories across Bosnia and Herzegovina.',
        body: [
          'In March we moved into new offices in Sarajevo. Our sales team, the regulatory affairs department, our diagnostics and dental specialists and a small stockroom for samples and promotional material are now all under one roof.',
          '## A room for training',
          'The biggest change is a training room with around thirty seats, equipped for hands-on workshops and video conferences. We will use it for training sessions for users of laboratory analysers and dental equipment, meetings with partners and professional talks for pharmacists. The first dates are already fully booked.',
          '## Closer to our customers',
          'The new location has better transport links and parking for visitors, so partners can drop by for meetings or to collect goods more easily. Our opening hours stay the same: Monday to Friday, 8 am to 4 pm.',
          '“We wanted a place where people feel welcome, whether they come for advice, for training or for a job interview,” says Amra Primjer, director of Medivia BiH. The move also brings new jobs; we post open positions on our Careers page.',
        ],
      },
    },
  },
  {
    id: 'group-35-years',
    type: PostType.news,
    category: 'company',
    date: '2025-07-09',
    illustration: 'anniversary',
    related: ['sarajevo-premises', 'iso-2026'],
    seeAlso: ['about'],
    translations: {
      bs: {
        slug: 'grupa-medivia-obiljezava-35-godina',
        title: 'Grupa Medivia obilježava 35 godina rada',
        summary:
          'Kompanija osnovana 1990. godine danas posluje u Hrvatskoj, Sloveniji i Bosni i Hercegovini. Jubilej smo obilježili sa saradnicima i partnerima iz sve tri zemlje.',
        body: [
          'Grupa Medivia ove godine slavi 35 godina. Sve je počelo 1990. godine kao mala veleprodaja lijekova, a danas grupa ima kompanije u tri zemlje i lokacije u Svetoj Nedelji, Vukovaru, Dugopolju, Rijeci, Trzinu i Sarajevu.',
          '## Historija koju dijelimo',
          'Tokom tri i po decenije portfelj se proširio s lijekova na medicinska sredstva, laboratorijsku dijagnostiku, stomatologiju, medicinsku opremu i veterinu, a zatim i na usluge registracije, skladištenja i sekundarnog pakovanja. Kvalitet rada potvrđuju certifikati ISO 9001:2015 i ISO 14001:2015 te usklađenost s dobrom distributivnom i dobrom proizvođačkom praksom (GDP i GMP).',
          '## Proslava u Sarajevu',
          'Jubilej smo u Sarajevu obilježili druženjem s kolegicama i kolegama, partnerima i kupcima. Gosti iz Hrvatske i Slovenije predstavili su kako se radi u njihovim kompanijama, a razgovaralo se i o tome kako zajedničko znanje još bolje iskoristiti u Bosni i Hercegovini.',
          '„Trideset i pet godina iskustva znači da znamo koliko je važno da pravi lijek stigne na pravo mjesto u pravo vrijeme. To iskustvo svakodnevno prenosimo i na naše partnere ovdje“, poručila je direktorica Amra Primjer.',
        ],
      },
      en: {
        slug: 'the-medivia-group-turns-35',
        title: 'The Medivia group turns 35',
        summary:
          'Founded in 1990, the company now operates in Croatia, Slovenia and Bosnia and Herzegovina. We celebrated the anniversary with colleagues and partners from all three countries.',
        body: [
          'The Medivia group is 35 years old this year. It all began in 1990 as a small medicines wholesaler; today the group has companies in three countries and sites in Sveta Nedelja, Vukovar, Dugopolje, Rijeka, Trzin and Sarajevo.',
          '## A shared history',
          'Over three and a half decades the portfolio grew from medicines to medical devices, laboratory diagnostics, dentistry, medical equipment and animal health, followed by regulatory affairs, warehousing and repackaging services. Our ISO 9001:2015 and ISO 14001:2015 certificates and our compliance with Good Distribution and Good Manufacturing Practice (GDP and GMP) vouch for the quality of our work.',
          '## A celebration in Sarajevo',
          'In Sarajevo we marked the anniversary with a get-together for colleagues, partners and customers. Guests from Croatia and Slovenia described how things are done in their companies, and we talked about how to make even better use of our shared know-how in Bosnia and Herzegovina.',
          '“Thirty-five years of experience means we know how much it matters that the right medicine reaches the right place at the right time. We bring that experience to our partners here every day,” said director Amra Primjer.',
        ],
      },
    },
  },
  {
    id: 'iso-2026',
    type: PostType.news,
    category: 'company',
    date: '2026-05-06',
    illustration: 'certificate',
    related: ['group-35-years', 'sarajevo-premises'],
    seeAlso: ['about', 'warehousingAndTransport'],
    translations: {
      bs: {
        slug: 'certifikati-iso-obuhvataju-i-sarajevo',
        title: 'Certifikati ISO 9001 i ISO 14001 obuhvataju i naše poslovanje u Sarajevu',
        summary:
          'Nezavisni auditori su prvi put provjerili i procese u Sarajevu, koji su time uključeni u certificirane sisteme upravljanja grupe Medivia.',
        body: [
          'U aprilu je završen nadzorni audit sistema upravljanja kvalitetom (ISO 9001:2015) i okolišem (ISO 14001:2015) grupe Medivia. Ove godine auditori su prvi put posjetili i naše prostorije u Sarajevu i provjerili kako radimo, od prijema narudžbe do isporuke kupcu.',
          '## Šta je provjereno',
          'Auditori su pregledali postupke prijema i čuvanja robe, praćenje temperature, postupanje s reklamacijama i povlačenjem proizvoda iz prometa, obuku zaposlenih te odvajanje i zbrinjavanje otpada i ambalaže. Audit je završen bez neusklađenosti, uz nekoliko preporuka za poboljšanja, koje ćemo uvesti do kraja godine.',
          '## Isti standardi u tri zemlje',
          'Za naše partnere to znači da se s lijekovima i medicinskim sredstvima u Bosni i Hercegovini postupa po istim pravilima kao u Hrvatskoj i Sloveniji. Pravila dobre distributivne prakse (GDP) primjenjujemo u svim fazama, od skladištenja do transporta.',
          'Kopije certifikata dostupne su na zahtjev. Pišite nam putem obrasca za kontakt i odaberite sektor kvaliteta.',
        ],
      },
      en: {
        slug: 'iso-certificates-now-cover-sarajevo',
        title: 'Our ISO 9001 and ISO 14001 certificates now cover Sarajevo',
        summary:
          'For the first time, independent auditors also checked our processes in Sarajevo, which are now part of the Medivia group’s certified management systems.',
        body: [
          'In April the surveillance audit of the Medivia group’s quality management system (ISO 9001:2015) and environmental management system (ISO 14001:2015) was completed. This year the auditors visited our Sarajevo premises for the first time and looked at how we work, from taking an order to delivering it to the customer.',
          '## What was checked',
          'The auditors reviewed how we receive and store goods, monitor temperature, handle complaints and product recalls, train our staff, and separate and dispose of waste and packaging. The audit closed with no nonconformities and a few recommendations for improvement, which we will implement by the end of the year.',
          '## The same standards in three countries',
          'For our partners, this means that medicines and medical devices in Bosnia and Herzegovina are handled by the same rules as in Croatia and Slovenia. We apply Good Distribution Practice (GDP) at every step, from storage to transport.',
          'Copies of the certificates are available on request. Write to us through the contact form and choose the quality department.',
        ],
      },
    },
  },
];
