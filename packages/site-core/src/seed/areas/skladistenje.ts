import type { Locale } from '../../i18n/locales';
import type { AreaCopy } from '../../schema/portfolio';

/** Warehousing and transport service. Its copy in every locale: seed data. */
export const skladistenje: Record<Locale, AreaCopy> = {
  hr: {
    lead: 'Skladištimo i prevozimo lijekove i medicinske proizvode u skladu s dobrom distribucijskom praksom, uz neprekinut nadzor temperature od prijema do isporuke.',
    sections: [
      {
        heading: 'Skladištenje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Naša skladišta projektirana su i kvalificirana za lijekove, medicinske proizvode i dijagnostiku. Roba se čuva u temperaturnim zonama od 15 do 25 °C i od 2 do 8 °C, a odvojeni prostori namijenjeni su lijekovima s kontroliranim tvarima, zapaljivim proizvodima i robi u karanteni. Temperaturu i vlagu bilježe kalibrirane sonde, a svako odstupanje u bilo koje doba dana javlja se dežurnoj osobi.',
          },
          {
            type: 'paragraph',
            text: 'Sustav upravljanja skladištem prati svaku seriju i rok valjanosti, pa se roba izdaje po načelu „prvo ističe, prvo izlazi”. Iste usluge nudimo proizvođačima i nositeljima odobrenja kojima je potreban partner za skladištenje i distribuciju na tržištu.',
          },
        ],
      },
      {
        heading: 'Transport',
        blocks: [
          {
            type: 'paragraph',
            text: 'Isporuke obavljamo vlastitim voznim parkom vozila s kontroliranom temperaturom, opremljenih uređajima za praćenje temperature i lokacije. Rute planiramo tako da ljekarne i bolnice robu dobiju u dogovoreno vrijeme, a hladni lanac ostane neprekinut od vrata skladišta do primatelja. Za posebno osjetljive pošiljke koristimo kvalificiranu termoizolacijsku ambalažu.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'ljekarne, bolnice i zdravstvene ustanove',
              'proizvođače i nositelje odobrenja kojima treba logistički partner',
              'naručitelje kliničkih ispitivanja',
              'veterinarske organizacije i ordinacije dentalne medicine',
            ],
          },
        ],
      },
      {
        heading: 'Kvaliteta',
        blocks: [
          {
            type: 'paragraph',
            text: 'Skladištenje i transport dio su našeg sustava upravljanja kvalitetom i okolišem. Redovito nas provjeravaju nadležna tijela i partneri, a djelatnici logistike stalno se educiraju o dobroj distribucijskoj praksi i rukovanju osjetljivom robom.',
          },
        ],
      },
      {
        heading: 'Praćenje i izvještavanje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Partneri u svakom trenutku imaju uvid u stanje zaliha, rokove valjanosti i status isporuka putem redovitih izvještaja ili elektroničke razmjene podataka. Odstupanja temperature, oštećenja i reklamacije istražujemo i dokumentiramo prema dogovorenim postupcima, a rezultate dijelimo s nositeljem odobrenja kako bi se odluka o robi donijela brzo i na temelju činjenica.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Usluge',
      items: [
        {
          title: 'Skladištenje na 15–25 °C',
          text: 'Kvalificirani prostori za lijekove, medicinske proizvode i dijagnostiku na sobnoj temperaturi.',
        },
        {
          title: 'Hladni lanac 2–8 °C',
          text: 'Hladne komore i hladnjače s neprekidnim nadzorom i alarmima.',
        },
        {
          title: 'Distribucija',
          text: 'Dostava ljekarnama, bolnicama i ustanovama vlastitim vozilima s kontroliranom temperaturom.',
        },
        {
          title: 'Logistika za proizvođače',
          text: 'Prijem, skladištenje, komisioniranje i izvještavanje za nositelje odobrenja.',
        },
        {
          title: 'Povrati i povlačenja',
          text: 'Sljedivo zbrinjavanje povrata i brza provedba povlačenja iz prometa.',
        },
      ],
    },
    cta: {
      title: 'Trebate logističkog partnera?',
      text: 'Opišite nam asortiman i količine – pripremit ćemo prijedlog skladištenja i distribucije.',
      button: 'Pišite logistici',
    },
  },
  sl: {
    lead: 'Zdravila in medicinske pripomočke skladiščimo in prevažamo v skladu z dobro distribucijsko prakso, z neprekinjenim nadzorom temperature od prevzema do dostave.',
    sections: [
      {
        heading: 'Skladiščenje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Naša skladišča so zasnovana in kvalificirana za zdravila, medicinske pripomočke in diagnostiko. Blago hranimo v temperaturnih območjih od 15 do 25 °C in od 2 do 8 °C, ločeni prostori pa so namenjeni zdravilom, ki vsebujejo prepovedane droge, vnetljivim izdelkom in blagu v karanteni. Temperaturo in vlago beležijo umerjena tipala, vsako odstopanje pa ob kateri koli uri sporočijo dežurni osebi.',
          },
          {
            type: 'paragraph',
            text: 'Sistem za upravljanje skladišča sledi vsaki seriji in roku uporabnosti, zato blago izdajamo po načelu FEFO: najprej tisto, ki mu rok uporabnosti poteče najprej. Enake storitve ponujamo proizvajalcem in imetnikom dovoljenj, ki potrebujejo partnerja za skladiščenje in distribucijo na trgu.',
          },
        ],
      },
      {
        heading: 'Transport',
        blocks: [
          {
            type: 'paragraph',
            text: 'Dostave opravljamo z lastnim voznim parkom vozil z nadzorovano temperaturo, opremljenih z napravami za spremljanje temperature in lokacije. Poti načrtujemo tako, da lekarne in bolnišnice blago prejmejo ob dogovorjenem času, hladna veriga pa ostane neprekinjena od vrat skladišča do prejemnika. Za posebej občutljive pošiljke uporabljamo kvalificirano termoizolacijsko embalažo.',
          },
        ],
      },
      {
        heading: 'Komu smo namenjeni',
        blocks: [
          {
            type: 'list',
            items: [
              'lekarnam, bolnišnicam in zdravstvenim zavodom',
              'proizvajalcem in imetnikom dovoljenj, ki potrebujejo logističnega partnerja',
              'naročnikom kliničnih preskušanj',
              'veterinarskim organizacijam in zobozdravstvenim ordinacijam',
            ],
          },
        ],
      },
      {
        heading: 'Kakovost',
        blocks: [
          {
            type: 'paragraph',
            text: 'Skladiščenje in transport sta del našega sistema vodenja kakovosti in ravnanja z okoljem. Redno nas preverjajo pristojni organi in partnerji, zaposleni v logistiki pa se nenehno izobražujejo o dobri distribucijski praksi in ravnanju z občutljivim blagom.',
          },
        ],
      },
      {
        heading: 'Spremljanje in poročanje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Partnerji imajo ves čas vpogled v stanje zalog, roke uporabnosti in status dostav prek rednih poročil ali elektronske izmenjave podatkov. Temperaturna odstopanja, poškodbe in reklamacije raziščemo in dokumentiramo po dogovorjenih postopkih, izsledke pa delimo z imetnikom dovoljenja, da je odločitev o blagu hitra in podprta z dejstvi.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Storitve',
      items: [
        {
          title: 'Skladiščenje pri 15–25 °C',
          text: 'Kvalificirani prostori za zdravila, medicinske pripomočke in diagnostiko pri sobni temperaturi.',
        },
        {
          title: 'Hladna veriga 2–8 °C',
          text: 'Hladilne komore in hladilniki z neprekinjenim nadzorom in alarmi.',
        },
        {
          title: 'Distribucija',
          text: 'Dostava lekarnam, bolnišnicam in zavodom z lastnimi vozili z nadzorovano temperaturo.',
        },
        {
          title: 'Logistika za proizvajalce',
          text: 'Prevzem, skladiščenje, komisioniranje in poročanje za imetnike dovoljenj.',
        },
        {
          title: 'Vračila in odpoklici',
          text: 'Sledljivo ravnanje z vračili in hitra izvedba odpoklicev.',
        },
      ],
    },
    cta: {
      title: 'Potrebujete logističnega partnerja?',
      text: 'Opišite nam nabor izdelkov in količine – pripravili bomo predlog skladiščenja in distribucije.',
      button: 'Pišite logistiki',
    },
  },
  bs: {
    lead: 'Lijekove i medicinska sredstva skladištimo i prevozimo u skladu s dobrom distributivnom praksom, uz neprekinut nadzor temperature od prijema do isporuke.',
    sections: [
      {
        heading: 'Skladištenje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Naša skladišta projektovana su i kvalifikovana za lijekove, medicinska sredstva i dijagnostiku. Roba se čuva u temperaturnim zonama od 15 do 25 °C i od 2 do 8 °C, a odvojeni prostori namijenjeni su lijekovima s kontrolisanim supstancama, zapaljivim proizvodima i robi u karantinu. Temperaturu i vlažnost bilježe kalibrisane sonde, a svako odstupanje u bilo koje doba dana javlja se dežurnoj osobi.',
          },
          {
            type: 'paragraph',
            text: 'Sistem upravljanja skladištem prati svaku seriju i rok trajanja, pa se roba izdaje po principu „prvo ističe, prvo izlazi”. Iste usluge nudimo proizvođačima i nosiocima dozvola kojima je potreban partner za skladištenje i distribuciju na tržištu.',
          },
        ],
      },
      {
        heading: 'Transport',
        blocks: [
          {
            type: 'paragraph',
            text: 'Isporuke obavljamo vlastitim voznim parkom vozila s kontrolisanom temperaturom, opremljenih uređajima za praćenje temperature i lokacije. Rute planiramo tako da apoteke i bolnice robu dobiju u dogovoreno vrijeme, a hladni lanac ostane neprekinut od vrata skladišta do primaoca. Za posebno osjetljive pošiljke koristimo kvalifikovanu termoizolacionu ambalažu.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'apoteke, bolnice i zdravstvene ustanove',
              'proizvođače i nosioce dozvola kojima treba logistički partner',
              'naručioce kliničkih ispitivanja',
              'veterinarske organizacije i stomatološke ordinacije',
            ],
          },
        ],
      },
      {
        heading: 'Kvalitet',
        blocks: [
          {
            type: 'paragraph',
            text: 'Skladištenje i transport dio su našeg sistema upravljanja kvalitetom i okolišem. Redovno nas provjeravaju nadležni organi i partneri, a uposlenici u logistici stalno se obučavaju o dobroj distributivnoj praksi i rukovanju osjetljivom robom.',
          },
        ],
      },
      {
        heading: 'Praćenje i izvještavanje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Partneri u svakom trenutku imaju uvid u stanje zaliha, rokove trajanja i status isporuka putem redovnih izvještaja ili elektronske razmjene podataka. Odstupanja temperature, oštećenja i reklamacije istražujemo i dokumentujemo prema dogovorenim procedurama, a rezultate dijelimo s nosiocem dozvole kako bi se odluka o robi donijela brzo i na osnovu činjenica.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Usluge',
      items: [
        {
          title: 'Skladištenje na 15–25 °C',
          text: 'Kvalifikovani prostori za lijekove, medicinska sredstva i dijagnostiku na sobnoj temperaturi.',
        },
        {
          title: 'Hladni lanac 2–8 °C',
          text: 'Hladne komore i hladnjače s neprekidnim nadzorom i alarmima.',
        },
        {
          title: 'Distribucija',
          text: 'Isporuka apotekama, bolnicama i ustanovama vlastitim vozilima s kontrolisanom temperaturom.',
        },
        {
          title: 'Logistika za proizvođače',
          text: 'Prijem, skladištenje, komisioniranje i izvještavanje za nosioce dozvola.',
        },
        {
          title: 'Povrati i povlačenja',
          text: 'Sljedivo zbrinjavanje povrata i brzo provođenje povlačenja iz prometa.',
        },
      ],
    },
    cta: {
      title: 'Trebate logističkog partnera?',
      text: 'Opišite nam asortiman i količine – pripremit ćemo prijedlog skladištenja i distribucije.',
      button: 'Pišite logistici',
    },
  },
  en: {
    lead: 'We store and transport medicines and medical devices under Good Distribution Practice, with unbroken temperature monitoring from receipt to delivery.',
    sections: [
      {
        heading: 'Warehousing',
        blocks: [
          {
            type: 'paragraph',
            text: 'Our warehouses are designed and qualified for medicines, medical devices and diagnostics. Goods are kept in temperature zones of 15–25 °C and 2–8 °C, with separate areas for medicines containing controlled substances, flammable products and quarantined stock. Calibrated probes record temperature and humidity, and any excursion alerts the person on duty at any hour.',
          },
          {
            type: 'paragraph',
            text: 'Our warehouse management system follows every batch and expiry date, so goods leave on a first-expired, first-out basis. We offer the same services to manufacturers and authorisation holders who need a partner for storage and distribution in the market.',
          },
        ],
      },
      {
        heading: 'Transport',
        blocks: [
          {
            type: 'paragraph',
            text: 'Deliveries are made by our own fleet of temperature-controlled vehicles with temperature and location tracking. We plan routes so that pharmacies and hospitals receive their goods at the agreed time and the cold chain stays unbroken from our loading bay to the recipient. Particularly sensitive shipments travel in qualified insulated packaging.',
          },
        ],
      },
      {
        heading: 'Who we work with',
        blocks: [
          {
            type: 'list',
            items: [
              'pharmacies, hospitals and healthcare institutions',
              'manufacturers and authorisation holders who need a logistics partner',
              'sponsors of clinical trials',
              'veterinary organisations and dental practices',
            ],
          },
        ],
      },
      {
        heading: 'Quality',
        blocks: [
          {
            type: 'paragraph',
            text: 'Warehousing and transport are part of our quality and environmental management system. We are regularly inspected by the competent authorities and audited by our partners, and our logistics staff receive ongoing training in Good Distribution Practice and in handling sensitive goods.',
          },
        ],
      },
      {
        heading: 'Tracking and reporting',
        blocks: [
          {
            type: 'paragraph',
            text: 'Partners can see stock levels, expiry dates and delivery status at any time through regular reports or electronic data exchange. Temperature excursions, damage and complaints are investigated and documented under agreed procedures, and we share the findings with the authorisation holder so that decisions on the goods are quick and based on facts.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Services',
      items: [
        {
          title: 'Storage at 15–25 °C',
          text: 'Qualified areas for medicines, medical devices and diagnostics at room temperature.',
        },
        {
          title: 'Cold chain at 2–8 °C',
          text: 'Cold rooms and refrigerators with continuous monitoring and alarms.',
        },
        {
          title: 'Distribution',
          text: 'Delivery to pharmacies, hospitals and institutions in our own temperature-controlled vehicles.',
        },
        {
          title: 'Logistics for manufacturers',
          text: 'Goods-in, storage, picking and reporting for authorisation holders.',
        },
        {
          title: 'Returns and recalls',
          text: 'Traceable handling of returns and fast execution of recalls.',
        },
      ],
    },
    cta: {
      title: 'Need a logistics partner?',
      text: 'Tell us about your range and volumes – we will prepare a proposal for storage and distribution.',
      button: 'Write to our logistics team',
    },
  },
};
