import type { Locale } from '../../i18n/locales';
import type { AreaCopy } from '../../schema/portfolio';

/** Laboratory diagnostics department. Its copy in every locale: seed data. */
export const dijagnostika: Record<Locale, AreaCopy> = {
  hr: {
    lead: 'Laboratorijima pratimo cijeli put uzorka: od analizatora, reagensa i potrošnog materijala do aplikacijske podrške, edukacije i servisa.',
    sections: [
      {
        heading: 'Što radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Služba za laboratorijsku dijagnostiku opskrbljuje medicinsko-biokemijske, hematološke, mikrobiološke i molekularne laboratorije analizatorima, reagensima, kontrolnim materijalima i potrošnim materijalom provjerenih svjetskih proizvođača. Uređaj je tek početak: uz svaki sustav dolaze planiranje radnog mjesta, instalacija, verifikacija metoda, edukacija osoblja i pouzdana opskrba reagensima tijekom cijelog životnog vijeka opreme.',
          },
          {
            type: 'paragraph',
            text: 'U timu rade magistri medicinske biokemije, biolozi i inženjeri koji dobro poznaju laboratorijsku svakodnevicu. Pomažu odabrati konfiguraciju prema broju uzoraka i spektru pretraga, pripremaju tehničku dokumentaciju za postupke javne nabave i ostaju uz laboratorij i nakon isporuke – kad se uvodi nova pretraga, mijenja protokol ili povećava opseg rada.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'bolničke i kliničke laboratorije',
              'laboratorije domova zdravlja, poliklinika i privatnih ordinacija',
              'zavode za javno zdravstvo i transfuzijsku medicinu',
              'sveučilišne i istraživačke laboratorije',
              'laboratorije za kontrolu kvalitete u industriji',
            ],
          },
        ],
      },
      {
        heading: 'Kako radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Reagense i kontrolne materijale skladištimo i prevozimo u kontroliranim temperaturnim uvjetima, uz neprekinut zapis temperature od proizvođača do vašeg laboratorija. Isporuke planiramo prema stvarnoj potrošnji, tako da zalihe budu dostatne, a rokovi valjanosti iskoristivi.',
          },
          {
            type: 'paragraph',
            text: 'Kad analizator stane, računa se svaki sat. Zato servisni inženjeri rješavaju što više kvarova telefonom i daljinskom dijagnostikom, a za sustave ključne za rad hitne službe dogovaramo preventivno održavanje i zajamčeno vrijeme odziva. Svi proizvodi koje nudimo nose CE oznaku i prati ih dokumentacija u skladu s Uredbom (EU) 2017/746 o in vitro dijagnostičkim medicinskim proizvodima.',
          },
        ],
      },
      {
        heading: 'Edukacija',
        blocks: [
          {
            type: 'paragraph',
            text: 'Edukaciju organiziramo u vašem laboratoriju ili u našem edukacijskom centru: od osnovnog rada na analizatoru za novo osoblje do naprednih radionica o tumačenju rezultata, unutarnjoj kontroli kvalitete i pripremi za akreditaciju prema normi ISO 15189. Svaki polaznik dobiva potvrdu o osposobljenosti, a laboratorij zapis o edukaciji za svoj sustav kvalitete.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Područja i proizvodi',
      intro:
        'Nudimo cjelovita rješenja za rutinski i specijalizirani laboratorij, od pojedinačnog testa do potpuno opremljenog laboratorija.',
      items: [
        {
          title: 'Klinička kemija i imunokemija',
          text: 'Analizatori za rutinske i hitne pretrage, reagensi, kalibratori i kontrolni materijali.',
        },
        {
          title: 'Hematologija i koagulacija',
          text: 'Hematološki brojači, koagulometri i pribor za morfološku analizu krvnih stanica.',
        },
        {
          title: 'Mikrobiologija',
          text: 'Hranjive podloge, sustavi za identifikaciju i ispitivanje osjetljivosti na antibiotike, hemokulture.',
        },
        {
          title: 'Molekularna dijagnostika',
          text: 'PCR sustavi, kitovi za izolaciju nukleinskih kiselina i dokazivanje uzročnika.',
        },
        {
          title: 'Dijagnostika uz bolesnika',
          text: 'Brzi testovi i prijenosni uređaji za ambulante, hitne prijeme i ljekarne.',
        },
        {
          title: 'Laboratorijski potrošni materijal',
          text: 'Epruvete, pipete, nastavci i pribor za uzorkovanje i obradu uzoraka.',
        },
      ],
    },
    cta: {
      title: 'Planirate novi analizator ili natječaj?',
      text: 'Opišite nam laboratorij i pretrage koje radite. Stručni suradnik javit će vam se s prijedlogom konfiguracije i potrebnom dokumentacijom.',
      button: 'Pišite timu za dijagnostiku',
    },
  },
  sl: {
    lead: 'Laboratorije spremljamo na celotni poti vzorca: od analizatorjev, reagentov in potrošnega materiala do aplikativne podpore, izobraževanja in servisa.',
    sections: [
      {
        heading: 'Kaj delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Oddelek za laboratorijsko diagnostiko oskrbuje biokemijske, hematološke, mikrobiološke in molekularne laboratorije z analizatorji, reagenti, kontrolnimi materiali in potrošnim materialom preverjenih svetovnih proizvajalcev. Aparat je šele začetek: vsak sistem spremljajo načrtovanje delovnega mesta, namestitev, verifikacija metod, usposabljanje osebja in zanesljiva dobava reagentov ves čas njegove življenjske dobe.',
          },
          {
            type: 'paragraph',
            text: 'V ekipi so strokovnjaki laboratorijske biomedicine, biologi in inženirji, ki laboratorijski vsakdan dobro poznajo. Pomagajo izbrati konfiguracijo glede na število vzorcev in nabor preiskav, pripravijo tehnično dokumentacijo za javna naročila in ostanejo ob laboratoriju tudi po dobavi – ko uvajate novo preiskavo, spreminjate protokol ali povečujete obseg dela.',
          },
        ],
      },
      {
        heading: 'Komu smo namenjeni',
        blocks: [
          {
            type: 'list',
            items: [
              'bolnišničnim in kliničnim laboratorijem',
              'laboratorijem zdravstvenih domov, poliklinik in zasebnih ambulant',
              'zavodom za javno zdravje in transfuzijsko medicino',
              'univerzitetnim in raziskovalnim laboratorijem',
              'laboratorijem za kontrolo kakovosti v industriji',
            ],
          },
        ],
      },
      {
        heading: 'Kako delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Reagente in kontrolne materiale skladiščimo in prevažamo v nadzorovanih temperaturnih pogojih, z neprekinjenim zapisom temperature od proizvajalca do vašega laboratorija. Dobave načrtujemo glede na dejansko porabo, da so zaloge zadostne, roki uporabnosti pa izkoristljivi.',
          },
          {
            type: 'paragraph',
            text: 'Ko se analizator ustavi, šteje vsaka ura. Zato servisni inženirji čim več okvar odpravijo po telefonu in z oddaljeno diagnostiko, za sisteme, ključne za urgentno delo, pa dogovorimo preventivno vzdrževanje in zagotovljen odzivni čas. Vsi izdelki, ki jih ponujamo, imajo oznako CE in dokumentacijo v skladu z Uredbo (EU) 2017/746 o in vitro diagnostičnih medicinskih pripomočkih.',
          },
        ],
      },
      {
        heading: 'Usposabljanje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Usposabljanja izvajamo v vašem laboratoriju ali v našem izobraževalnem centru: od osnovnega dela z analizatorjem za novo osebje do naprednih delavnic o interpretaciji rezultatov, notranji kontroli kakovosti in pripravi na akreditacijo po standardu ISO 15189. Vsak udeleženec prejme potrdilo o usposobljenosti, laboratorij pa zapis o usposabljanju za svoj sistem kakovosti.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Področja in izdelki',
      intro:
        'Ponujamo celovite rešitve za rutinski in specializirani laboratorij, od posameznega testa do v celoti opremljenega laboratorija.',
      items: [
        {
          title: 'Klinična kemija in imunokemija',
          text: 'Analizatorji za rutinske in nujne preiskave, reagenti, kalibratorji in kontrolni materiali.',
        },
        {
          title: 'Hematologija in koagulacija',
          text: 'Hematološki števci, koagulometri in pribor za morfološko analizo krvnih celic.',
        },
        {
          title: 'Mikrobiologija',
          text: 'Gojišča, sistemi za identifikacijo in testiranje občutljivosti za antibiotike, hemokulture.',
        },
        {
          title: 'Molekularna diagnostika',
          text: 'Sistemi PCR, kompleti za izolacijo nukleinskih kislin in dokazovanje povzročiteljev.',
        },
        {
          title: 'Diagnostika ob bolniku',
          text: 'Hitri testi in prenosni aparati za ambulante, urgence in lekarne.',
        },
        {
          title: 'Laboratorijski potrošni material',
          text: 'Epruvete, pipete, nastavki in pribor za odvzem in obdelavo vzorcev.',
        },
      ],
    },
    cta: {
      title: 'Načrtujete nov analizator ali razpis?',
      text: 'Opišite nam laboratorij in preiskave, ki jih izvajate. Strokovni sodelavec se vam oglasi s predlogom konfiguracije in potrebno dokumentacijo.',
      button: 'Pišite oddelku za diagnostiko',
    },
  },
  bs: {
    lead: 'Laboratorije pratimo na cijelom putu uzorka: od analizatora, reagenasa i potrošnog materijala do aplikacijske podrške, obuke i servisa.',
    sections: [
      {
        heading: 'Šta radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Odjel laboratorijske dijagnostike snabdijeva biohemijske, hematološke, mikrobiološke i molekularne laboratorije analizatorima, reagensima, kontrolnim materijalima i potrošnim materijalom provjerenih svjetskih proizvođača. Uređaj je tek početak: uz svaki sistem dolaze planiranje radnog mjesta, instalacija, verifikacija metoda, obuka osoblja i pouzdano snabdijevanje reagensima tokom cijelog vijeka opreme.',
          },
          {
            type: 'paragraph',
            text: 'U timu rade diplomirani inženjeri medicinske biohemije, biolozi i tehnički stručnjaci koji dobro poznaju laboratorijsku svakodnevicu. Pomažu u izboru konfiguracije prema broju uzoraka i vrsti pretraga, pripremaju tehničku dokumentaciju za javne nabavke i ostaju uz laboratoriju i nakon isporuke – kada uvodite novu pretragu, mijenjate protokol ili povećavate obim rada.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'bolničke i kliničke laboratorije',
              'laboratorije domova zdravlja, poliklinika i privatnih ordinacija',
              'zavode za javno zdravstvo i transfuzijsku medicinu',
              'univerzitetske i istraživačke laboratorije',
              'laboratorije za kontrolu kvaliteta u industriji',
            ],
          },
        ],
      },
      {
        heading: 'Kako radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Reagense i kontrolne materijale skladištimo i prevozimo u kontrolisanim temperaturnim uslovima, uz neprekinut zapis temperature od proizvođača do vaše laboratorije. Isporuke planiramo prema stvarnoj potrošnji, tako da zalihe budu dovoljne, a rokovi trajanja iskoristivi.',
          },
          {
            type: 'paragraph',
            text: 'Kada analizator stane, računa se svaki sat. Zato servisni inženjeri što više kvarova rješavaju telefonom i daljinskom dijagnostikom, a za sisteme ključne za rad hitne službe dogovaramo preventivno održavanje i zagarantovano vrijeme odziva. Svi proizvodi koje nudimo nose CE oznaku i prati ih dokumentacija u skladu s propisima o medicinskim sredstvima za in vitro dijagnostiku.',
          },
        ],
      },
      {
        heading: 'Obuka',
        blocks: [
          {
            type: 'paragraph',
            text: 'Obuke organizujemo u vašoj laboratoriji ili u našem edukacijskom centru: od osnovnog rada na analizatoru za novo osoblje do naprednih radionica o tumačenju rezultata, internoj kontroli kvaliteta i pripremi za akreditaciju prema standardu ISO 15189. Svaki polaznik dobija potvrdu o osposobljenosti, a laboratorija zapis o obuci za svoj sistem kvaliteta.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Oblasti i proizvodi',
      intro:
        'Nudimo cjelovita rješenja za rutinsku i specijalizovanu laboratoriju, od pojedinačnog testa do potpuno opremljene laboratorije.',
      items: [
        {
          title: 'Klinička hemija i imunohemija',
          text: 'Analizatori za rutinske i hitne pretrage, reagensi, kalibratori i kontrolni materijali.',
        },
        {
          title: 'Hematologija i koagulacija',
          text: 'Hematološki brojači, koagulometri i pribor za morfološku analizu krvnih ćelija.',
        },
        {
          title: 'Mikrobiologija',
          text: 'Hranljive podloge, sistemi za identifikaciju i ispitivanje osjetljivosti na antibiotike, hemokulture.',
        },
        {
          title: 'Molekularna dijagnostika',
          text: 'PCR sistemi, kitovi za izolaciju nukleinskih kiselina i dokazivanje uzročnika.',
        },
        {
          title: 'Dijagnostika uz pacijenta',
          text: 'Brzi testovi i prenosivi uređaji za ambulante, hitne prijeme i apoteke.',
        },
        {
          title: 'Laboratorijski potrošni materijal',
          text: 'Epruvete, pipete, nastavci i pribor za uzorkovanje i obradu uzoraka.',
        },
      ],
    },
    cta: {
      title: 'Planirate novi analizator ili tender?',
      text: 'Opišite nam laboratoriju i pretrage koje radite. Stručni saradnik javit će vam se s prijedlogom konfiguracije i potrebnom dokumentacijom.',
      button: 'Pišite odjelu dijagnostike',
    },
  },
  en: {
    lead: 'We support laboratories along the whole path of a sample: analysers, reagents and consumables, application support, training and service.',
    sections: [
      {
        heading: 'What we do',
        blocks: [
          {
            type: 'paragraph',
            text: 'Our laboratory diagnostics department supplies clinical chemistry, haematology, microbiology and molecular laboratories with analysers, reagents, controls and consumables from established international manufacturers. The instrument is only the start: every system comes with workplace planning, installation, method verification, staff training and a dependable reagent supply for the whole life of the equipment.',
          },
          {
            type: 'paragraph',
            text: 'The team brings together laboratory medicine specialists, biologists and engineers who know the daily routine of a laboratory. They help you choose a configuration that fits your sample volume and test menu, prepare the technical documentation for public tenders, and stay with you after delivery – when you add a new test, change a protocol or scale up.',
          },
        ],
      },
      {
        heading: 'Who we work with',
        blocks: [
          {
            type: 'list',
            items: [
              'hospital and clinical laboratories',
              'laboratories of primary care centres, polyclinics and private practices',
              'public health and transfusion medicine institutes',
              'university and research laboratories',
              'quality-control laboratories in industry',
            ],
          },
        ],
      },
      {
        heading: 'How we work',
        blocks: [
          {
            type: 'paragraph',
            text: 'Reagents and controls are stored and transported under controlled temperature conditions, with an unbroken temperature record from the manufacturer to your laboratory. We plan deliveries around your actual consumption, so stocks are sufficient and shelf lives can be used in full.',
          },
          {
            type: 'paragraph',
            text: 'When an analyser stops, every hour counts. Our service engineers resolve as many faults as possible by phone and remote diagnostics, and for systems that emergency work depends on we agree preventive maintenance and a guaranteed response time. Every product we offer carries the CE mark and comes with documentation under Regulation (EU) 2017/746 on in vitro diagnostic medical devices or the equivalent national rules.',
          },
        ],
      },
      {
        heading: 'Training',
        blocks: [
          {
            type: 'paragraph',
            text: 'Training takes place in your laboratory or at our training centre: from basic analyser operation for new staff to advanced workshops on result interpretation, internal quality control and preparing for ISO 15189 accreditation. Every participant receives a certificate of competence, and the laboratory a training record for its quality system.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Fields and products',
      intro:
        'Complete solutions for routine and specialised laboratories, from a single test to a fully equipped laboratory.',
      items: [
        {
          title: 'Clinical chemistry and immunochemistry',
          text: 'Analysers for routine and urgent testing, reagents, calibrators and controls.',
        },
        {
          title: 'Haematology and coagulation',
          text: 'Haematology counters, coagulometers and accessories for blood cell morphology.',
        },
        {
          title: 'Microbiology',
          text: 'Culture media, identification and antimicrobial susceptibility testing systems, blood cultures.',
        },
        {
          title: 'Molecular diagnostics',
          text: 'PCR systems, nucleic acid extraction kits and pathogen detection assays.',
        },
        {
          title: 'Point-of-care testing',
          text: 'Rapid tests and portable devices for outpatient clinics, emergency departments and pharmacies.',
        },
        {
          title: 'Laboratory consumables',
          text: 'Tubes, pipettes, tips and accessories for sample collection and processing.',
        },
      ],
    },
    cta: {
      title: 'Planning a new analyser or a tender?',
      text: 'Tell us about your laboratory and the tests you run. A specialist will get back to you with a suggested configuration and the documentation you need.',
      button: 'Write to the diagnostics team',
    },
  },
};
