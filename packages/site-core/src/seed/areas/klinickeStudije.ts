import type { Locale } from '../../i18n/locales';
import type { AreaCopy } from '../../schema/portfolio';

/** Clinical trials service (logistics of investigational medicinal products). Its copy in every locale: seed data. */
export const klinickeStudije: Record<Locale, AreaCopy> = {
  hr: {
    lead: 'Logistika ispitivanih lijekova za klinička ispitivanja: uvoz, skladištenje, označivanje, distribucija centrima i povrat – sljedivo i u skladu s protokolom.',
    sections: [
      {
        heading: 'Što radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Naručiteljima kliničkih ispitivanja i ugovornim istraživačkim organizacijama pružamo lokalnu logističku podršku za ispitivane lijekove i popratni materijal. Preuzimamo uvoz i carinjenje, skladištenje u propisanim temperaturnim uvjetima, pripremu pošiljki prema zahtjevima ispitivanja i dostavu ispitivačkim centrima diljem zemlje.',
          },
          {
            type: 'paragraph',
            text: 'Svaku pošiljku pratimo od prijema do ispitivačkog centra i natrag: bilježimo seriju, broj pakiranja i temperaturu, a neiskorišteni i vraćeni lijek zbrinjavamo prema uputama naručitelja. Svi zapisi dostupni su za monitoring, audit i inspekciju.',
          },
        ],
      },
      {
        heading: 'Što preuzimamo',
        blocks: [
          {
            type: 'list',
            items: [
              'uvoz ispitivanih i usporednih lijekova te carinsko posredovanje',
              'skladištenje na 15–25 °C i 2–8 °C, uz dogovor za posebne temperaturne uvjete',
              'dodatno označivanje i pakiranje ispitivanih lijekova prema dobroj proizvođačkoj praksi',
              'dostavu ispitivačkim centrima u kvalificiranoj ambalaži',
              'nabavu usporednih lijekova s lokalnog tržišta',
              'povrat, usklađivanje količina i uništavanje',
            ],
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Radimo za farmaceutske i biotehnološke tvrtke, ugovorne istraživačke organizacije i akademske naručitelje, u ispitivanjima od faze I do faze IV. Naš tim poznaje postupke prema Uredbi (EU) br. 536/2014 o kliničkim ispitivanjima lijekova za primjenu kod ljudi i surađuje s naručiteljem od planiranja opskrbe do zatvaranja ispitivanja.',
          },
        ],
      },
      {
        heading: 'Kvaliteta',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rad s ispitivanim lijekovima dio je našeg sustava kvalitete, a postupci se temelje na dobroj distribucijskoj i dobroj proizvođačkoj praksi. Za svako ispitivanje dogovaramo standardne operativne postupke, odgovorne osobe i način izvještavanja, tako da naručitelj u svakom trenutku zna gdje se nalazi njegov lijek.',
          },
        ],
      },
      {
        heading: 'Jedna kontaktna točka',
        blocks: [
          {
            type: 'paragraph',
            text: 'Za svako ispitivanje imenujemo voditelja projekta koji je naručitelju i ispitivačkim centrima jedina kontaktna točka. Zalihe po centrima redovito pratimo i na vrijeme predlažemo nadopunu, kako nijedan ispitanik ne bi ostao bez lijeka.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Usluge za klinička ispitivanja',
      items: [
        {
          title: 'Uvoz i carinjenje',
          text: 'Uvozne dozvole, carinsko posredovanje i prijem pošiljaka iz cijelog svijeta.',
        },
        {
          title: 'Skladištenje',
          text: 'Kvalificirani prostori s neprekidnim nadzorom temperature i odvojenim zonama po ispitivanjima.',
        },
        {
          title: 'Označivanje i pakiranje',
          text: 'Dodatne naljepnice i priprema kompleta prema protokolu ispitivanja.',
        },
        {
          title: 'Dostava centrima',
          text: 'Planirane i hitne isporuke ispitivačkim centrima uz zapis temperature.',
        },
        {
          title: 'Usporedni lijekovi',
          text: 'Nabava registriranih lijekova s lokalnog tržišta s potrebnom dokumentacijom.',
        },
        {
          title: 'Povrat i zbrinjavanje',
          text: 'Prikupljanje, usklađivanje i dokumentirano uništavanje neiskorištenog lijeka.',
        },
      ],
    },
    cta: {
      title: 'Planirate kliničko ispitivanje?',
      text: 'Pošaljite nam osnovne podatke o ispitivanju – pripremit ćemo plan opskrbe i ponudu.',
      button: 'Pišite timu za klinička ispitivanja',
    },
  },
  sl: {
    lead: 'Logistika zdravil v preskušanju za klinična preskušanja: uvoz, skladiščenje, označevanje, dostava centrom in vračilo – sledljivo in v skladu s protokolom.',
    sections: [
      {
        heading: 'Kaj delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Naročnikom kliničnih preskušanj in pogodbenim raziskovalnim organizacijam nudimo lokalno logistično podporo za zdravila v preskušanju in spremni material. Prevzamemo uvoz in carinjenje, skladiščenje v predpisanih temperaturnih pogojih, pripravo pošiljk po zahtevah preskušanja in dostavo v raziskovalne centre po vsej državi.',
          },
          {
            type: 'paragraph',
            text: 'Vsako pošiljko spremljamo od prevzema do raziskovalnega centra in nazaj: beležimo serijo, število pakiranj in temperaturo, neporabljeno in vrnjeno zdravilo pa uničimo ali vrnemo po navodilih naročnika. Vsi zapisi so na voljo za monitoring, presojo in inšpekcijo.',
          },
        ],
      },
      {
        heading: 'Kaj prevzamemo',
        blocks: [
          {
            type: 'list',
            items: [
              'uvoz zdravil v preskušanju in primerjalnih zdravil ter carinsko posredovanje',
              'skladiščenje pri 15–25 °C in 2–8 °C, po dogovoru tudi v posebnih temperaturnih pogojih',
              'dodatno označevanje in pakiranje zdravil v preskušanju po dobri proizvodni praksi',
              'dostavo v raziskovalne centre v kvalificirani embalaži',
              'nabavo primerjalnih zdravil z lokalnega trga',
              'vračila, usklajevanje količin in uničenje',
            ],
          },
        ],
      },
      {
        heading: 'Komu smo namenjeni',
        blocks: [
          {
            type: 'paragraph',
            text: 'Delamo za farmacevtska in biotehnološka podjetja, pogodbene raziskovalne organizacije in akademske naročnike, v preskušanjih od faze I do faze IV. Naša ekipa pozna postopke po Uredbi (EU) št. 536/2014 o kliničnem preskušanju zdravil za uporabo v humani medicini in z naročnikom sodeluje od načrtovanja oskrbe do zaključka preskušanja.',
          },
        ],
      },
      {
        heading: 'Kakovost',
        blocks: [
          {
            type: 'paragraph',
            text: 'Delo z zdravili v preskušanju je del našega sistema kakovosti, postopki pa temeljijo na dobri distribucijski in dobri proizvodni praksi. Za vsako preskušanje dogovorimo standardne operativne postopke, odgovorne osebe in način poročanja, tako da naročnik ves čas ve, kje je njegovo zdravilo.',
          },
        ],
      },
      {
        heading: 'Ena kontaktna točka',
        blocks: [
          {
            type: 'paragraph',
            text: 'Za vsako preskušanje imenujemo vodjo projekta, ki je naročniku in raziskovalnim centrom edina kontaktna točka. Zaloge po centrih redno spremljamo in pravočasno predlagamo dopolnitev, da noben preskušanec ne ostane brez zdravila.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Storitve za klinična preskušanja',
      items: [
        {
          title: 'Uvoz in carinjenje',
          text: 'Uvozna dovoljenja, carinsko posredovanje in prevzem pošiljk z vsega sveta.',
        },
        {
          title: 'Skladiščenje',
          text: 'Kvalificirani prostori z neprekinjenim nadzorom temperature in ločenimi območji za posamezna preskušanja.',
        },
        {
          title: 'Označevanje in pakiranje',
          text: 'Dodatne nalepke in priprava kompletov po protokolu preskušanja.',
        },
        {
          title: 'Dostava centrom',
          text: 'Načrtovane in nujne dostave v raziskovalne centre z zapisom temperature.',
        },
        {
          title: 'Primerjalna zdravila',
          text: 'Nabava registriranih zdravil z lokalnega trga s potrebno dokumentacijo.',
        },
        {
          title: 'Vračilo in uničenje',
          text: 'Zbiranje, usklajevanje in dokumentirano uničenje neporabljenega zdravila.',
        },
      ],
    },
    cta: {
      title: 'Načrtujete klinično preskušanje?',
      text: 'Pošljite nam osnovne podatke o preskušanju – pripravili bomo načrt oskrbe in ponudbo.',
      button: 'Pišite ekipi za klinična preskušanja',
    },
  },
  bs: {
    lead: 'Logistika ispitivanih lijekova za klinička ispitivanja: uvoz, skladištenje, označavanje, isporuka centrima i povrat – sljedivo i u skladu s protokolom.',
    sections: [
      {
        heading: 'Šta radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Naručiocima kliničkih ispitivanja i ugovornim istraživačkim organizacijama pružamo lokalnu logističku podršku za ispitivane lijekove i prateći materijal. Preuzimamo uvoz i carinjenje, skladištenje u propisanim temperaturnim uslovima, pripremu pošiljki prema zahtjevima ispitivanja i isporuku istraživačkim centrima širom zemlje.',
          },
          {
            type: 'paragraph',
            text: 'Svaku pošiljku pratimo od prijema do istraživačkog centra i nazad: bilježimo seriju, broj pakovanja i temperaturu, a neiskorišteni i vraćeni lijek zbrinjavamo prema uputama naručioca. Svi zapisi dostupni su za monitoring, audit i inspekciju.',
          },
        ],
      },
      {
        heading: 'Šta preuzimamo',
        blocks: [
          {
            type: 'list',
            items: [
              'uvoz ispitivanih i komparativnih lijekova te carinsko posredovanje',
              'skladištenje na 15–25 °C i 2–8 °C, uz dogovor za posebne temperaturne uslove',
              'dodatno označavanje i pakovanje ispitivanih lijekova prema dobroj proizvođačkoj praksi',
              'isporuku istraživačkim centrima u kvalifikovanoj ambalaži',
              'nabavku komparativnih lijekova s domaćeg tržišta',
              'povrat, usklađivanje količina i uništavanje',
            ],
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Radimo za farmaceutske i biotehnološke kompanije, ugovorne istraživačke organizacije i akademske naručioce, u ispitivanjima od faze I do faze IV. Naš tim poznaje postupke prema propisima o kliničkim ispitivanjima u BiH i smjernicama dobre kliničke prakse te sarađuje s naručiocem od planiranja snabdijevanja do zatvaranja ispitivanja.',
          },
        ],
      },
      {
        heading: 'Kvalitet',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rad s ispitivanim lijekovima dio je našeg sistema kvaliteta, a postupci se zasnivaju na dobroj distributivnoj i dobroj proizvođačkoj praksi. Za svako ispitivanje dogovaramo standardne operativne procedure, odgovorne osobe i način izvještavanja, tako da naručilac u svakom trenutku zna gdje se nalazi njegov lijek.',
          },
        ],
      },
      {
        heading: 'Jedna kontakt tačka',
        blocks: [
          {
            type: 'paragraph',
            text: 'Za svako ispitivanje imenujemo voditelja projekta koji je naručiocu i istraživačkim centrima jedina kontakt tačka. Zalihe po centrima redovno pratimo i na vrijeme predlažemo dopunu, kako nijedan ispitanik ne bi ostao bez lijeka.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Usluge za klinička ispitivanja',
      items: [
        {
          title: 'Uvoz i carinjenje',
          text: 'Uvozne dozvole, carinsko posredovanje i prijem pošiljki iz cijelog svijeta.',
        },
        {
          title: 'Skladištenje',
          text: 'Kvalifikovani prostori s neprekidnim nadzorom temperature i odvojenim zonama po ispitivanjima.',
        },
        {
          title: 'Označavanje i pakovanje',
          text: 'Dodatne naljepnice i priprema kompleta prema protokolu ispitivanja.',
        },
        {
          title: 'Isporuka centrima',
          text: 'Planirane i hitne isporuke istraživačkim centrima uz zapis temperature.',
        },
        {
          title: 'Komparativni lijekovi',
          text: 'Nabavka registrovanih lijekova s domaćeg tržišta s potrebnom dokumentacijom.',
        },
        {
          title: 'Povrat i zbrinjavanje',
          text: 'Prikupljanje, usklađivanje i dokumentovano uništavanje neiskorištenog lijeka.',
        },
      ],
    },
    cta: {
      title: 'Planirate kliničko ispitivanje?',
      text: 'Pošaljite nam osnovne podatke o ispitivanju – pripremit ćemo plan snabdijevanja i ponudu.',
      button: 'Pišite timu za klinička ispitivanja',
    },
  },
  en: {
    lead: 'Logistics of investigational medicinal products for clinical trials: import, storage, labelling, delivery to sites and returns – traceable and in line with the protocol.',
    sections: [
      {
        heading: 'What we do',
        blocks: [
          {
            type: 'paragraph',
            text: 'We give sponsors of clinical trials and contract research organisations local logistics support for investigational medicinal products and ancillary supplies. We handle import and customs clearance, storage under the required temperature conditions, preparation of shipments to the study’s requirements and delivery to investigator sites across the country.',
          },
          {
            type: 'paragraph',
            text: 'We follow every shipment from receipt to the site and back: batch, number of packs and temperature are on record, and unused or returned product is handled as the sponsor instructs. All records are available for monitoring, audits and inspections.',
          },
        ],
      },
      {
        heading: 'What we take on',
        blocks: [
          {
            type: 'list',
            items: [
              'import of investigational and comparator products, including customs brokerage',
              'storage at 15–25 °C and 2–8 °C, and special temperature conditions by agreement',
              'additional labelling and packaging of investigational products under GMP',
              'delivery to investigator sites in qualified packaging',
              'sourcing of comparators from the local market',
              'returns, reconciliation and destruction',
            ],
          },
        ],
      },
      {
        heading: 'Who we work with',
        blocks: [
          {
            type: 'paragraph',
            text: 'We work for pharmaceutical and biotech companies, contract research organisations and academic sponsors, in phase I to phase IV trials. Our team knows the procedures under Regulation (EU) No 536/2014 on clinical trials and the equivalent national rules, and works with the sponsor from supply planning to study close-out.',
          },
        ],
      },
      {
        heading: 'Quality',
        blocks: [
          {
            type: 'paragraph',
            text: 'Handling investigational products is part of our quality system, and our procedures are built on Good Distribution and Good Manufacturing Practice. For every trial we agree standard operating procedures, responsible persons and reporting, so the sponsor always knows where its product is.',
          },
        ],
      },
      {
        heading: 'One point of contact',
        blocks: [
          {
            type: 'paragraph',
            text: 'For every trial we appoint a project lead who is the single point of contact for the sponsor and the sites. We monitor stock at each site and propose resupply in good time, so no participant is ever left without their medicine.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Clinical trial services',
      items: [
        {
          title: 'Import and customs',
          text: 'Import permits, customs brokerage and receipt of shipments from anywhere in the world.',
        },
        {
          title: 'Storage',
          text: 'Qualified areas with continuous temperature monitoring and segregation by study.',
        },
        {
          title: 'Labelling and packaging',
          text: 'Additional labels and kit preparation to the study protocol.',
        },
        {
          title: 'Delivery to sites',
          text: 'Scheduled and urgent deliveries to investigator sites with temperature records.',
        },
        {
          title: 'Comparators',
          text: 'Sourcing of authorised medicines from the local market with the required documentation.',
        },
        {
          title: 'Returns and destruction',
          text: 'Collection, reconciliation and documented destruction of unused product.',
        },
      ],
    },
    cta: {
      title: 'Planning a clinical trial?',
      text: 'Send us the key facts of your study – we will prepare a supply plan and a quote.',
      button: 'Write to the clinical trials team',
    },
  },
};
