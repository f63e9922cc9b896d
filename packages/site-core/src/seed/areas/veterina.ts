import type { Locale } from '../../i18n/locales';
import type { AreaCopy } from '../../schema/portfolio';

/** Animal health department. Its copy in every locale: seed data. */
export const veterina: Record<Locale, AreaCopy> = {
  hr: {
    lead: 'Veterinarski lijekovi, cjepiva, oprema i potrošni materijal za veterinarske ambulante, farme i trgovine za kućne ljubimce – uz stručni savjet i brzu dostavu.',
    sections: [
      {
        heading: 'Što radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Služba za zdravlje životinja opskrbljuje veterinarske organizacije, farme i specijalizirane trgovine svime što je potrebno za brigu o zdravlju malih i velikih životinja. U ponudi su veterinarski lijekovi i cjepiva, antiparazitici, dijetetska hrana, dijagnostički testovi, kirurški instrumenti i oprema za ambulante te potrošni materijal za svakodnevni rad.',
          },
          {
            type: 'paragraph',
            text: 'Naši terenski suradnici su veterinari koji poznaju potrebe prakse za male životinje jednako dobro kao i zahtjeve stočarske proizvodnje. Savjetuju pri odabiru proizvoda, organiziraju stručna predavanja i pomažu pri planiranju programa cijepljenja i zaštite od parazita na farmama.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'veterinarske ambulante i klinike za male životinje',
              'veterinarske stanice i terenske veterinare',
              'farme goveda, svinja, peradi, ovaca i koza',
              'trgovine za kućne ljubimce i poljoljekarne',
              'uzgajivače i uzgojne udruge',
            ],
          },
        ],
      },
      {
        heading: 'Hladni lanac i sljedivost',
        blocks: [
          {
            type: 'paragraph',
            text: 'Cjepiva i drugi osjetljivi proizvodi putuju u vozilima s kontroliranom temperaturom, a svaka isporuka ima zapis temperature. Veterinarske lijekove distribuiramo u skladu s Uredbom (EU) 2019/6 o veterinarsko-medicinskim proizvodima i pravilima dobre distribucijske prakse, uz potpunu sljedivost serija od proizvođača do krajnjeg korisnika.',
          },
        ],
      },
      {
        heading: 'Sigurnost primjene',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sumnju na nuspojavu veterinarskog lijeka – kod životinje ili kod osobe koja je lijek primijenila – možete nam prijaviti putem web-obrasca za prijavu nuspojava. Svaku prijavu prosljeđujemo nositelju odobrenja i nadležnom tijelu te je pratimo do zatvaranja slučaja.',
          },
        ],
      },
      {
        heading: 'Edukacija i savjetovanje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Veterinarima i uzgajivačima redovito nudimo stručna predavanja i radionice – od novosti u liječenju kućnih ljubimaca do biosigurnosti na farmama i odgovorne primjene antimikrobnih lijekova. Uz svaki novi proizvod pripremamo sažete stručne materijale, a naši veterinari rado dolaze u ambulantu ili na farmu kako bi zajedno s vama pronašli rješenje za konkretan problem.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Program',
      items: [
        {
          title: 'Veterinarski lijekovi',
          text: 'Antibiotici, protuupalni lijekovi, anestetici i lijekovi za kronične bolesti malih i velikih životinja.',
        },
        {
          title: 'Cjepiva',
          text: 'Cjepiva za pse, mačke, goveda, svinje i perad, uz isporuku u hladnom lancu.',
        },
        {
          title: 'Antiparazitici',
          text: 'Proizvodi za zaštitu od buha, krpelja i unutarnjih nametnika.',
        },
        {
          title: 'Dijetetska hrana',
          text: 'Veterinarska dijetetska hrana i dodaci za životinje s posebnim potrebama.',
        },
        {
          title: 'Oprema i instrumenti',
          text: 'Kirurški instrumenti, dijagnostički uređaji i oprema za veterinarske ambulante.',
        },
        {
          title: 'Potrošni materijal',
          text: 'Šprice, igle, zavojni materijal, rukavice i sredstva za dezinfekciju.',
        },
      ],
    },
    cta: {
      title: 'Tražite pouzdanog dobavljača za praksu ili farmu?',
      text: 'Pošaljite nam upit – veterinar iz našeg tima javit će vam se s ponudom i prijedlogom suradnje.',
      button: 'Pišite službi za zdravlje životinja',
    },
  },
  sl: {
    lead: 'Zdravila za živali, cepiva, oprema in potrošni material za veterinarske ambulante, farme in trgovine za hišne ljubljenčke – s strokovnim nasvetom in hitro dostavo.',
    sections: [
      {
        heading: 'Kaj delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Oddelek za zdravje živali oskrbuje veterinarske organizacije, farme in specializirane trgovine z vsem, kar potrebujejo za skrb za zdravje malih in velikih živali. V ponudbi so zdravila za uporabo v veterinarski medicini in cepiva, antiparazitiki, dietna hrana, diagnostični testi, kirurški instrumenti in oprema za ambulante ter potrošni material za vsakdanje delo.',
          },
          {
            type: 'paragraph',
            text: 'Naši terenski sodelavci so veterinarji, ki potrebe prakse za male živali poznajo enako dobro kot zahteve živinoreje. Svetujejo pri izbiri izdelkov, pripravljajo strokovna predavanja in pomagajo pri načrtovanju programov cepljenja in zaščite pred zajedavci na farmah.',
          },
        ],
      },
      {
        heading: 'Komu smo namenjeni',
        blocks: [
          {
            type: 'list',
            items: [
              'veterinarskim ambulantam in klinikam za male živali',
              'veterinarskim postajam in terenskim veterinarjem',
              'farmam goveda, prašičev, perutnine in drobnice',
              'trgovinam za hišne ljubljenčke in kmetijskim trgovinam',
              'rejcem in rejskim društvom',
            ],
          },
        ],
      },
      {
        heading: 'Hladna veriga in sledljivost',
        blocks: [
          {
            type: 'paragraph',
            text: 'Cepiva in drugi občutljivi izdelki potujejo v vozilih z nadzorovano temperaturo, vsaka dostava pa ima zapis temperature. Zdravila za uporabo v veterinarski medicini distribuiramo v skladu z Uredbo (EU) 2019/6 o zdravilih za uporabo v veterinarski medicini in pravili dobre distribucijske prakse, s popolno sledljivostjo serij od proizvajalca do končnega uporabnika.',
          },
        ],
      },
      {
        heading: 'Varna uporaba',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sum na neželeni učinek zdravila za živali – pri živali ali pri osebi, ki je zdravilo uporabila – lahko sporočite naši službi za farmakovigilanco. Vsako poročilo posredujemo imetniku dovoljenja in pristojnemu organu ter ga spremljamo do zaključka primera.',
          },
        ],
      },
      {
        heading: 'Izobraževanje in svetovanje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Veterinarjem in rejcem redno pripravljamo strokovna predavanja in delavnice – od novosti pri zdravljenju hišnih ljubljenčkov do biovarnosti na farmah in odgovorne uporabe protimikrobnih zdravil. Ob vsakem novem izdelku pripravimo jedrnata strokovna gradiva, naši veterinarji pa radi pridejo v ambulanto ali na farmo, da skupaj z vami poiščejo rešitev za konkreten problem.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Program',
      items: [
        {
          title: 'Zdravila za živali',
          text: 'Antibiotiki, protivnetna zdravila, anestetiki in zdravila za kronične bolezni malih in velikih živali.',
        },
        {
          title: 'Cepiva',
          text: 'Cepiva za pse, mačke, govedo, prašiče in perutnino, z dostavo v hladni verigi.',
        },
        {
          title: 'Antiparazitiki',
          text: 'Izdelki za zaščito pred bolhami, klopi in notranjimi zajedavci.',
        },
        {
          title: 'Dietna hrana',
          text: 'Veterinarska dietna hrana in dodatki za živali s posebnimi potrebami.',
        },
        {
          title: 'Oprema in instrumenti',
          text: 'Kirurški instrumenti, diagnostični aparati in oprema za veterinarske ambulante.',
        },
        {
          title: 'Potrošni material',
          text: 'Brizge, igle, obvezilni material, rokavice in razkužila.',
        },
      ],
    },
    cta: {
      title: 'Iščete zanesljivega dobavitelja za prakso ali farmo?',
      text: 'Pošljite nam povpraševanje – veterinar iz naše ekipe se vam oglasi s ponudbo in predlogom sodelovanja.',
      button: 'Pišite oddelku za zdravje živali',
    },
  },
  bs: {
    lead: 'Veterinarski lijekovi, vakcine, oprema i potrošni materijal za veterinarske ambulante, farme i pet shopove – uz stručni savjet i brzu isporuku.',
    sections: [
      {
        heading: 'Šta radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Odjel za zdravlje životinja snabdijeva veterinarske organizacije, farme i specijalizovane prodavnice svime što je potrebno za brigu o zdravlju malih i velikih životinja. U ponudi su veterinarski lijekovi i vakcine, antiparazitici, dijetetska hrana, dijagnostički testovi, hirurški instrumenti i oprema za ambulante te potrošni materijal za svakodnevni rad.',
          },
          {
            type: 'paragraph',
            text: 'Naši terenski saradnici su veterinari koji potrebe prakse za male životinje poznaju jednako dobro kao i zahtjeve stočarske proizvodnje. Savjetuju pri izboru proizvoda, organizuju stručna predavanja i pomažu u planiranju programa vakcinacije i zaštite od parazita na farmama.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'veterinarske ambulante i klinike za male životinje',
              'veterinarske stanice i terenske veterinare',
              'farme goveda, svinja, peradi, ovaca i koza',
              'pet shopove i poljoapoteke',
              'uzgajivače i njihova udruženja',
            ],
          },
        ],
      },
      {
        heading: 'Hladni lanac i sljedivost',
        blocks: [
          {
            type: 'paragraph',
            text: 'Vakcine i drugi osjetljivi proizvodi putuju u vozilima s kontrolisanom temperaturom, a svaka isporuka ima zapis temperature. Veterinarske lijekove distribuiramo u skladu s propisima o veterinarsko-medicinskim proizvodima i pravilima dobre distributivne prakse, uz potpunu sljedivost serija od proizvođača do krajnjeg korisnika.',
          },
        ],
      },
      {
        heading: 'Sigurnost primjene',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sumnju na neželjeni efekat veterinarskog lijeka – kod životinje ili kod osobe koja je lijek primijenila – možete prijaviti našoj službi za farmakovigilancu. Svaku prijavu prosljeđujemo nosiocu dozvole i nadležnom organu i pratimo je do zatvaranja slučaja.',
          },
        ],
      },
      {
        heading: 'Edukacija i savjetovanje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Veterinarima i uzgajivačima redovno nudimo stručna predavanja i radionice – od novosti u liječenju kućnih ljubimaca do biosigurnosti na farmama i odgovorne upotrebe antimikrobnih lijekova. Uz svaki novi proizvod pripremamo sažete stručne materijale, a naši veterinari rado dolaze u ambulantu ili na farmu da s vama pronađu rješenje za konkretan problem.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Program',
      items: [
        {
          title: 'Veterinarski lijekovi',
          text: 'Antibiotici, protuupalni lijekovi, anestetici i lijekovi za hronične bolesti malih i velikih životinja.',
        },
        {
          title: 'Vakcine',
          text: 'Vakcine za pse, mačke, goveda, svinje i perad, uz isporuku u hladnom lancu.',
        },
        {
          title: 'Antiparazitici',
          text: 'Proizvodi za zaštitu od buha, krpelja i unutrašnjih parazita.',
        },
        {
          title: 'Dijetetska hrana',
          text: 'Veterinarska dijetetska hrana i dodaci za životinje s posebnim potrebama.',
        },
        {
          title: 'Oprema i instrumenti',
          text: 'Hirurški instrumenti, dijagnostički uređaji i oprema za veterinarske ambulante.',
        },
        {
          title: 'Potrošni materijal',
          text: 'Šprice, igle, zavojni materijal, rukavice i sredstva za dezinfekciju.',
        },
      ],
    },
    cta: {
      title: 'Tražite pouzdanog dobavljača za praksu ili farmu?',
      text: 'Pošaljite nam upit – veterinar iz našeg tima javit će vam se s ponudom i prijedlogom saradnje.',
      button: 'Pišite odjelu za zdravlje životinja',
    },
  },
  en: {
    lead: 'Veterinary medicines, vaccines, equipment and consumables for veterinary practices, farms and pet shops – with professional advice and fast delivery.',
    sections: [
      {
        heading: 'What we do',
        blocks: [
          {
            type: 'paragraph',
            text: 'Our animal health department supplies veterinary organisations, farms and specialist retailers with everything they need to care for the health of companion animals and livestock: veterinary medicines and vaccines, parasiticides, therapeutic diets, diagnostic tests, surgical instruments, practice equipment and everyday consumables.',
          },
          {
            type: 'paragraph',
            text: 'Our field team are veterinarians who understand a small-animal practice as well as they understand livestock production. They help you choose the right products, organise professional talks and support farms in planning vaccination and parasite-control programmes.',
          },
        ],
      },
      {
        heading: 'Who we work with',
        blocks: [
          {
            type: 'list',
            items: [
              'small-animal practices and clinics',
              'veterinary stations and farm veterinarians',
              'cattle, pig, poultry, sheep and goat farms',
              'pet shops and agricultural suppliers',
              'breeders and breeding associations',
            ],
          },
        ],
      },
      {
        heading: 'Cold chain and traceability',
        blocks: [
          {
            type: 'paragraph',
            text: 'Vaccines and other sensitive products travel in temperature-controlled vehicles, and every delivery has a temperature record. We distribute veterinary medicines under Regulation (EU) 2019/6 on veterinary medicinal products or the equivalent national rules, and under Good Distribution Practice, with full batch traceability from the manufacturer to the end user.',
          },
        ],
      },
      {
        heading: 'Safe use',
        blocks: [
          {
            type: 'paragraph',
            text: 'Suspected adverse events after using a veterinary medicine – in an animal or in the person who gave it – can be reported to our pharmacovigilance team. We pass every report on to the marketing authorisation holder and the competent authority, and follow it until the case is closed.',
          },
        ],
      },
      {
        heading: 'Training and advice',
        blocks: [
          {
            type: 'paragraph',
            text: 'We regularly offer vets and farmers professional talks and workshops – from advances in companion-animal treatment to farm biosecurity and the responsible use of antimicrobials. Every new product comes with concise professional materials, and our veterinarians are happy to visit your practice or farm to work out a solution to a specific problem together.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Range',
      items: [
        {
          title: 'Veterinary medicines',
          text: 'Antibiotics, anti-inflammatories, anaesthetics and treatments for chronic conditions in companion animals and livestock.',
        },
        {
          title: 'Vaccines',
          text: 'Vaccines for dogs, cats, cattle, pigs and poultry, delivered in the cold chain.',
        },
        {
          title: 'Parasiticides',
          text: 'Protection against fleas, ticks and internal parasites.',
        },
        {
          title: 'Therapeutic diets',
          text: 'Veterinary diets and supplements for animals with special needs.',
        },
        {
          title: 'Equipment and instruments',
          text: 'Surgical instruments, diagnostic devices and equipment for veterinary practices.',
        },
        { title: 'Consumables', text: 'Syringes, needles, dressings, gloves and disinfectants.' },
      ],
    },
    cta: {
      title: 'Looking for a dependable supplier for your practice or farm?',
      text: 'Send us your enquiry – a veterinarian from our team will get back to you with an offer.',
      button: 'Write to the animal health team',
    },
  },
};
