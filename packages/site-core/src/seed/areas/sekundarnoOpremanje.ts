import type { Locale } from '../../i18n/locales';
import type { AreaCopy } from '../../schema/portfolio';

/** Repackaging and relabelling service (secondary packaging under GMP). Its copy in every locale: seed data. */
export const sekundarnoOpremanje: Record<Locale, AreaCopy> = {
  hr: {
    lead: 'Sekundarno pakiranje i preoznačavanje lijekova i medicinskih proizvoda za lokalno tržište, u skladu s dobrom proizvođačkom praksom.',
    sections: [
      {
        heading: 'Što radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'U pogonu za sekundarno opremanje pripremamo lijekove i medicinske proizvode za tržište kad originalno pakiranje ne odgovara lokalnim zahtjevima. Postavljamo naljepnice na hrvatskom jeziku, umećemo upute o lijeku, mijenjamo vanjsku kutiju ili slažemo komplete i promotivna pakiranja – uvijek prema odobrenoj dokumentaciji i nalogu nositelja odobrenja.',
          },
          {
            type: 'paragraph',
            text: 'Rad se odvija u odvojenim, kvalificiranim prostorima pod nadzorom odgovorne osobe. Svaka serija ima vlastitu evidenciju, a prije puštanja na tržište provjeravamo tekst, broj serije, rok valjanosti i ispravnost zaštitnih oznaka.',
          },
        ],
      },
      {
        heading: 'Kada je usluga potrebna',
        blocks: [
          {
            type: 'list',
            items: [
              'uvoz lijeka čije je pakiranje namijenjeno drugom tržištu',
              'nestašice, kad se lijek privremeno uvozi u stranom pakiranju',
              'promjena teksta na pakiranju nakon izmjene odobrenja',
              'bolnička i promotivna pakiranja',
              'medicinski proizvodi kojima trebaju lokalna oznaka i uputa za uporabu',
            ],
          },
        ],
      },
      {
        heading: 'Kako radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Postupak počinje dogovorom o specifikaciji i odobrenjem predloška naljepnice ili umetka. Slijede zaprimanje robe, pakiranje uz kontrolu na liniji, završna provjera i dokumentacija serije. Gotova roba ostaje u našem skladištu ili odlazi izravno u distribuciju, bez nepotrebnog prijevoza između partnera.',
          },
          {
            type: 'paragraph',
            text: 'Kod lijekova sa zaštitnim oznakama postupamo u skladu s propisima o sprječavanju krivotvorenja: provjeravamo jedinstveni identifikator i zaštitu od otvaranja te ih, kad je to dopušteno, ponovno postavljamo uz zapis u nacionalnom sustavu. Proizvode iz hladnog lanca opremamo uz strogu kontrolu vremena provedenog izvan hladnjaka.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Usluge sekundarnog opremanja koriste nositelji odobrenja, proizvođači i veledrogerije, kao i naručitelji kliničkih ispitivanja kojima treba dodatno označivanje ispitivanih lijekova. Budući da su skladište, pogon i distribucija na istom mjestu, roba ne putuje nepotrebno, rokovi su kraći, a odgovornost za kvalitetu jasno je određena od prijema do isporuke.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Usluge',
      items: [
        {
          title: 'Preoznačavanje',
          text: 'Naljepnice na lokalnom jeziku na vanjskom i, kad je potrebno, unutarnjem pakiranju.',
        },
        {
          title: 'Umetanje uputa',
          text: 'Umetanje ili zamjena upute o lijeku i upute za uporabu.',
        },
        { title: 'Zamjena kutije', text: 'Prepakiravanje u lokalnu vanjsku ambalažu.' },
        {
          title: 'Kompleti i promotivna pakiranja',
          text: 'Slaganje kompleta, uzoraka i promotivnih setova.',
        },
        {
          title: 'Proizvodi iz hladnog lanca',
          text: 'Opremanje proizvoda koji se čuvaju na 2–8 °C uz kontrolu vremena izvan hladnjaka.',
        },
        {
          title: 'Dokumentacija serije',
          text: 'Potpuni zapisi o seriji i usklađivanje utrošenog materijala.',
        },
      ],
    },
    cta: {
      title: 'Trebate prilagoditi pakiranje tržištu?',
      text: 'Pošaljite nam opis proizvoda, količine i rokove – javit ćemo se s prijedlogom postupka i ponudom.',
      button: 'Pišite timu za sekundarno opremanje',
    },
  },
  sl: {
    lead: 'Sekundarno pakiranje in preoznačevanje zdravil in medicinskih pripomočkov za lokalni trg, v skladu z dobro proizvodno prakso.',
    sections: [
      {
        heading: 'Kaj delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'V obratu za sekundarno pakiranje pripravimo zdravila in medicinske pripomočke za trg, kadar originalna ovojnina ne ustreza lokalnim zahtevam. Namestimo nalepke v slovenskem jeziku, vstavimo navodila za uporabo, zamenjamo zunanjo škatlo ali sestavimo komplete in promocijska pakiranja – vedno po odobreni dokumentaciji in naročilu imetnika dovoljenja.',
          },
          {
            type: 'paragraph',
            text: 'Delo poteka v ločenih, kvalificiranih prostorih pod nadzorom odgovorne osebe. Vsaka serija ima svojo evidenco, pred sprostitvijo na trg pa preverimo besedilo, številko serije, rok uporabnosti in brezhibnost zaščitnih elementov.',
          },
        ],
      },
      {
        heading: 'Kdaj potrebujete storitev',
        blocks: [
          {
            type: 'list',
            items: [
              'uvoz zdravila, katerega ovojnina je namenjena drugemu trgu',
              'pomanjkanje zdravila, ko se začasno uvaža v tuji ovojnini',
              'sprememba besedila na ovojnini po spremembi dovoljenja',
              'bolnišnična in promocijska pakiranja',
              'medicinski pripomočki, ki potrebujejo lokalno označbo in navodila za uporabo',
            ],
          },
        ],
      },
      {
        heading: 'Kako delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Postopek se začne z dogovorom o specifikaciji in odobritvijo predloge nalepke ali vložka. Sledijo prevzem blaga, pakiranje z nadzorom na liniji, končni pregled in dokumentacija serije. Končano blago ostane v našem skladišču ali gre neposredno v distribucijo, brez nepotrebnih prevozov med partnerji.',
          },
          {
            type: 'paragraph',
            text: 'Pri zdravilih z zaščitnimi elementi ravnamo v skladu s predpisi o preprečevanju ponarejanja: preverimo edinstveni identifikator in zaščito pred poseganjem ter ju, kadar je to dovoljeno, ponovno namestimo z zapisom v nacionalnem sistemu. Izdelke iz hladne verige pakiramo ob strogem nadzoru časa zunaj hladilnika.',
          },
        ],
      },
      {
        heading: 'Komu smo namenjeni',
        blocks: [
          {
            type: 'paragraph',
            text: 'Storitve sekundarnega pakiranja uporabljajo imetniki dovoljenj, proizvajalci in veletrgovci, pa tudi naročniki kliničnih preskušanj, ki potrebujejo dodatno označevanje zdravil v preskušanju. Ker so skladišče, obrat in distribucija na istem mestu, blago ne potuje po nepotrebnem, roki so krajši, odgovornost za kakovost pa je jasno določena od prevzema do dostave.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Storitve',
      items: [
        {
          title: 'Preoznačevanje',
          text: 'Nalepke v lokalnem jeziku na zunanji in po potrebi notranji ovojnini.',
        },
        { title: 'Vstavljanje navodil', text: 'Vstavljanje ali zamenjava navodila za uporabo.' },
        { title: 'Zamenjava škatle', text: 'Prepakiranje v lokalno zunanjo ovojnino.' },
        {
          title: 'Kompleti in promocijska pakiranja',
          text: 'Sestavljanje kompletov, vzorcev in promocijskih setov.',
        },
        {
          title: 'Izdelki iz hladne verige',
          text: 'Pakiranje izdelkov, ki se hranijo pri 2–8 °C, z nadzorom časa zunaj hladilnika.',
        },
        {
          title: 'Dokumentacija serije',
          text: 'Popolni zapisi o seriji in uskladitev porabljenega materiala.',
        },
      ],
    },
    cta: {
      title: 'Morate ovojnino prilagoditi trgu?',
      text: 'Pošljite nam opis izdelka, količine in roke – oglasili se bomo s predlogom postopka in ponudbo.',
      button: 'Pišite ekipi za prepakiranje',
    },
  },
  bs: {
    lead: 'Sekundarno pakovanje i preoznačavanje lijekova i medicinskih sredstava za domaće tržište, u skladu s dobrom proizvođačkom praksom.',
    sections: [
      {
        heading: 'Šta radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'U pogonu za sekundarno pakovanje pripremamo lijekove i medicinska sredstva za tržište kada originalno pakovanje ne odgovara domaćim zahtjevima. Postavljamo naljepnice na jezicima u službenoj upotrebi u BiH, umećemo uputstva za pacijente, mijenjamo vanjsku kutiju ili slažemo komplete i promotivna pakovanja – uvijek prema odobrenoj dokumentaciji i nalogu nosioca dozvole.',
          },
          {
            type: 'paragraph',
            text: 'Rad se odvija u odvojenim, kvalifikovanim prostorima pod nadzorom odgovorne osobe. Svaka serija ima vlastitu evidenciju, a prije puštanja na tržište provjeravamo tekst, broj serije, rok trajanja i ispravnost zaštitnih oznaka.',
          },
        ],
      },
      {
        heading: 'Kada je usluga potrebna',
        blocks: [
          {
            type: 'list',
            items: [
              'uvoz lijeka čije je pakovanje namijenjeno drugom tržištu',
              'nestašice, kada se lijek privremeno uvozi u stranom pakovanju',
              'promjena teksta na pakovanju nakon izmjene dozvole',
              'bolnička i promotivna pakovanja',
              'medicinska sredstva kojima trebaju domaća oznaka i uputstvo za upotrebu',
            ],
          },
        ],
      },
      {
        heading: 'Kako radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Postupak počinje dogovorom o specifikaciji i odobrenjem predloška naljepnice ili umetka. Slijede prijem robe, pakovanje uz kontrolu na liniji, završna provjera i dokumentacija serije. Gotova roba ostaje u našem skladištu ili ide direktno u distribuciju, bez nepotrebnog prevoza između partnera.',
          },
          {
            type: 'paragraph',
            text: 'Proizvode iz hladnog lanca pakujemo uz strogu kontrolu vremena provedenog izvan frižidera, a za svaku seriju čuvamo uzorke i zapise onoliko dugo koliko propisi i ugovor s nosiocem dozvole zahtijevaju. Kod lijekova sa zaštitnim oznakama postupamo u skladu s važećim propisima i uputama nosioca dozvole.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Usluge sekundarnog pakovanja koriste nosioci dozvola, proizvođači i veledrogerije, kao i naručioci kliničkih ispitivanja kojima treba dodatno označavanje ispitivanih lijekova. Budući da su skladište, pogon i distribucija na istom mjestu, roba ne putuje nepotrebno, rokovi su kraći, a odgovornost za kvalitet jasno je određena od prijema do isporuke.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Usluge',
      items: [
        {
          title: 'Preoznačavanje',
          text: 'Naljepnice na domaćim jezicima na vanjskom i, kada je potrebno, unutrašnjem pakovanju.',
        },
        {
          title: 'Umetanje uputstava',
          text: 'Umetanje ili zamjena uputstva za pacijenta i uputstva za upotrebu.',
        },
        { title: 'Zamjena kutije', text: 'Prepakovanje u domaću vanjsku ambalažu.' },
        {
          title: 'Kompleti i promotivna pakovanja',
          text: 'Slaganje kompleta, uzoraka i promotivnih setova.',
        },
        {
          title: 'Proizvodi iz hladnog lanca',
          text: 'Pakovanje proizvoda koji se čuvaju na 2–8 °C uz kontrolu vremena izvan frižidera.',
        },
        {
          title: 'Dokumentacija serije',
          text: 'Potpuni zapisi o seriji i usklađivanje utrošenog materijala.',
        },
      ],
    },
    cta: {
      title: 'Trebate prilagoditi pakovanje tržištu?',
      text: 'Pošaljite nam opis proizvoda, količine i rokove – javit ćemo se s prijedlogom postupka i ponudom.',
      button: 'Pišite timu za sekundarno pakovanje',
    },
  },
  en: {
    lead: 'Secondary packaging and relabelling of medicines and medical devices for the local market, under Good Manufacturing Practice.',
    sections: [
      {
        heading: 'What we do',
        blocks: [
          {
            type: 'paragraph',
            text: 'At our secondary packaging unit we prepare medicines and medical devices for the market when the original pack does not meet local requirements. We apply labels in the local language, insert package leaflets, replace outer cartons or assemble kits and promotional packs – always to the approved documentation and the authorisation holder’s order.',
          },
          {
            type: 'paragraph',
            text: 'The work takes place in separate, qualified rooms under the supervision of a responsible person. Every batch has its own record, and before release we check the text, batch number, expiry date and the integrity of the safety features.',
          },
        ],
      },
      {
        heading: 'When you need it',
        blocks: [
          {
            type: 'list',
            items: [
              'importing a medicine whose pack was made for another market',
              'shortages, when a medicine is temporarily imported in a foreign pack',
              'pack text changes after a variation of the authorisation',
              'hospital and promotional packs',
              'medical devices that need local labelling and instructions for use',
            ],
          },
        ],
      },
      {
        heading: 'How we work',
        blocks: [
          {
            type: 'paragraph',
            text: 'Each job starts with an agreed specification and an approved label or insert artwork. Then come goods receipt, packaging with in-line checks, final inspection and batch documentation. Finished goods stay in our warehouse or go straight into distribution, with no unnecessary transport between partners.',
          },
          {
            type: 'paragraph',
            text: 'For medicines carrying safety features we follow the anti-falsification rules where they apply: we verify the unique identifier and the anti-tampering device and, where permitted, re-apply them with a record in the national system. Cold-chain products are repacked with strict control of the time spent outside refrigeration.',
          },
        ],
      },
      {
        heading: 'Who we work with',
        blocks: [
          {
            type: 'paragraph',
            text: 'Our repackaging services are used by authorisation holders, manufacturers and wholesalers, and by trial sponsors who need additional labelling of investigational products. With the warehouse, packaging unit and distribution under one roof, goods don’t travel unnecessarily, lead times are shorter and responsibility for quality is clearly defined from receipt to delivery.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Services',
      items: [
        {
          title: 'Relabelling',
          text: 'Local-language labels on the outer and, where needed, inner pack.',
        },
        {
          title: 'Leaflet insertion',
          text: 'Inserting or replacing package leaflets and instructions for use.',
        },
        { title: 'Carton change', text: 'Repacking into local outer packaging.' },
        {
          title: 'Kits and promotional packs',
          text: 'Assembly of kits, samples and promotional sets.',
        },
        {
          title: 'Cold-chain products',
          text: 'Repacking of products stored at 2–8 °C with control of time out of refrigeration.',
        },
        {
          title: 'Batch documentation',
          text: 'Complete batch records and reconciliation of materials used.',
        },
      ],
    },
    cta: {
      title: 'Need to adapt a pack to the market?',
      text: 'Send us a description of the product, volumes and deadlines – we will come back with a proposed process and a quote.',
      button: 'Write to the repackaging team',
    },
  },
};
