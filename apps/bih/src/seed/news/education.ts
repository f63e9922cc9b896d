import { PostType, type NewsArticle } from '@medivia/site-core/model';

/** Congresses, seminars and webinars of the Bosnian site. */
export const educationArticles: NewsArticle[] = [
  {
    id: 'dental-congress-2025',
    type: PostType.event,
    category: 'education',
    date: '2025-05-14',
    illustration: 'dental',
    seeAlso: ['dentalMedicine'],
    event: {
      start: '2025-06-05',
      end: '2025-06-07',
      place: 'Sarajevo, kongresna sala, izlagački prostor br. 7',
    },
    translations: {
      bs: {
        slug: 'stomatoloski-kongres-sarajevo-2025',
        title: 'Posjetite nas na stomatološkom kongresu u Sarajevu',
        summary:
          'Od 5. do 7. juna naš tim za stomatologiju i zubnu tehniku predstavlja opremu i materijale za stomatološke ordinacije i zubotehničke laboratorije.',
        body: [
          'I ove godine učestvujemo na stomatološkom kongresu u Sarajevu, koji okuplja stomatologe, specijaliste i zubne tehničare iz cijele Bosne i Hercegovine i regiona. Naći ćete nas na izlagačkom prostoru broj 7.',
          '## Šta vas čeka na štandu',
          'Predstavljamo intraoralni skener sa softverom za planiranje protetskih radova, endodontske motore s ugrađenim apeks-lokatorom i kompozitne materijale za svakodnevni rad u ordinaciji. Za zubotehničke laboratorije pripremili smo prikaz CAD/CAM materijala i peći za sinterovanje cirkonijske keramike.',
          '## Demonstracije uživo',
          'Svakog dana u 11 i u 15 sati održavamo kratke praktične demonstracije, na kojima opremu možete isprobati sami. Broj mjesta je ograničen, pa vas molimo da se prijavite unaprijed putem obrasca za kontakt i odaberete službu za stomatologiju.',
          'Naši stručni saradnici rado će s vama razgovarati i o servisu i održavanju opreme koju već koristite. Za posjetioce štanda pripremili smo posebnu kongresnu ponudu, koja važi do kraja jula.',
        ],
      },
      en: {
        slug: 'dental-congress-sarajevo-2025',
        title: 'Visit us at the dental congress in Sarajevo',
        summary:
          'From 5 to 7 June our dental medicine and dental technics team presents equipment and materials for dental practices and dental laboratories.',
        place: 'Sarajevo, congress hall, stand no. 7',
        body: [
          'Once again we are taking part in the dental congress in Sarajevo, which brings together dentists, specialists and dental technicians from all over Bosnia and Herzegovina and the wider region. You will find us at stand number 7.',
          '## What is on the stand',
          'We are showing an intraoral scanner with software for planning prosthetic work, endodontic motors with an integrated apex locator, and composite materials for everyday work in the practice. For dental laboratories we have prepared CAD/CAM materials and a sintering furnace for zirconia.',
          '## Live demonstrations',
          'Every day at 11 am and 3 pm we run short hands-on demonstrations where you can try the equipment yourself. Places are limited, so please book in advance through the contact form and choose the dental department.',
          'Our specialists will also be glad to talk about service and maintenance of the equipment you already use. Visitors to the stand can take advantage of a special congress offer, valid until the end of July.',
        ],
      },
    },
  },
  {
    id: 'veterinary-seminar-2025',
    type: PostType.event,
    category: 'education',
    date: '2025-10-15',
    illustration: 'veterinary',
    seeAlso: ['animalHealth'],
    event: {
      start: '2025-11-06T10:00',
      end: '2025-11-06T15:00',
      place: 'Mostar, konferencijska sala u centru grada',
    },
    translations: {
      bs: {
        slug: 'seminar-za-veterinare-mostar-2025',
        title: 'Seminar za veterinare: biosigurnost i vakcinacija na farmama',
        summary:
          'U četvrtak, 6. novembra, u Mostaru organizujemo jednodnevni seminar za veterinare koji rade s govedima, ovcama i kozama.',
        body: [
          'Stočarstvo je važan izvor prihoda za mnoge porodice u Bosni i Hercegovini, a zdravlje stada počinje dobrom prevencijom. Zato jesenski seminar naše službe za veterinu posvećujemo biosigurnosti i planiranju vakcinacije na farmama.',
          '## Program',
          'U prvom dijelu predavači iz terenske prakse govore o mjerama biosigurnosti: od kontrole ulaska ljudi i vozila na farmu do karantina za novonabavljene životinje. Drugi dio posvećen je planiranju vakcinacije goveda, ovaca i koza prema dobi i namjeni, pravilnom čuvanju vakcina i vođenju evidencije.',
          'Poslije ručka slijedi rad u manjim grupama na primjerima s farmi, uz razgovor o tome kako vlasnicima objasniti zašto se prevencija isplati.',
          '## Prijava',
          'Učešće je besplatno, a broj mjesta ograničen je na pedeset. Prijave primamo do 30. oktobra putem obrasca za kontakt, uz odabir službe za veterinu. Tačnu adresu sale poslat ćemo prijavljenima sedmicu prije seminara. Svi učesnici dobijaju potvrdu o učešću i materijale s predavanja.',
        ],
      },
      en: {
        slug: 'veterinary-seminar-mostar-2025',
        title: 'Veterinary seminar: biosecurity and vaccination on farms',
        summary:
          'On Thursday 6 November we are holding a one-day seminar in Mostar for veterinarians who work with cattle, sheep and goats.',
        place: 'Mostar, conference hall in the city centre',
        body: [
          'Livestock farming is an important source of income for many families in Bosnia and Herzegovina, and a healthy herd starts with good prevention. That is why our animal health department has dedicated its autumn seminar to biosecurity and vaccination planning on farms.',
          '## Programme',
          'In the first part, speakers from field practice cover biosecurity measures, from controlling who and what drives onto the farm to quarantine for newly bought animals. The second part is about planning the vaccination of cattle, sheep and goats by age and purpose, storing vaccines correctly and keeping records.',
          'After lunch we work in small groups on real farm cases and talk about how to explain to owners why prevention pays off.',
          '## Registration',
          'Taking part is free, and places are limited to fifty. Please register by 30 October through the contact form, choosing the animal health department. We will send the exact address of the venue to registered participants a week before the seminar. Everyone receives a certificate of attendance and the lecture materials.',
        ],
      },
    },
  },
  {
    id: 'regulatory-webinar-2026',
    type: PostType.event,
    category: 'education',
    date: '2026-10-28',
    illustration: 'webinar',
    related: ['kelvora-bih', 'sarajevo-premises'],
    seeAlso: ['regulatoryAffairs', 'repackaging'],
    event: { start: '2026-11-26T10:00', end: '2026-11-26T12:00', place: 'Online (webinar)' },
    translations: {
      bs: {
        slug: 'webinar-registracija-medicinskih-sredstava-u-bih',
        title: 'Webinar: registracija medicinskih sredstava u Bosni i Hercegovini',
        summary:
          'U četvrtak, 26. novembra, od 10 do 12 sati naša služba za registracije objašnjava postupak upisa medicinskih sredstava u registar i najčešće greške u dokumentaciji.',
        body: [
          'Da bi se medicinsko sredstvo moglo staviti u promet u Bosni i Hercegovini, mora biti upisano u registar medicinskih sredstava koji vodi Agencija za lijekove i medicinska sredstva BiH. Postupak je detaljan, a nepotpuna dokumentacija najčešći je razlog zastoja.',
          '## Teme webinara',
          'Objasnit ćemo ko može podnijeti zahtjev i koje su obaveze nosioca upisa, koja se dokumentacija traži od proizvođača, kako klasa rizika utiče na postupak te kako pripremiti označavanje i uputstvo za upotrebu na jezicima u službenoj upotrebi u BiH. Govorit ćemo i o tome kako se promjene propisa EU (MDR i IVDR) odražavaju na dokumentaciju koju proizvođači dostavljaju.',
          '## Kome je namijenjen',
          'Webinar je namijenjen regulatornim stručnjacima, predstavnicima proizvođača i distributerima medicinskih sredstava. Predavači su stručnjaci naše službe za registracije, koji ove postupke svakodnevno vode za domaće i strane proizvođače. Posljednjih pola sata predviđeno je za pitanja učesnika.',
          'Učešće je besplatno. Prijavite se putem obrasca za kontakt uz odabir službe za registracije, a link za pristup poslat ćemo dan ranije.',
        ],
      },
      en: {
        slug: 'webinar-registering-medical-devices-in-bosnia-and-herzegovina',
        title: 'Webinar: registering medical devices in Bosnia and Herzegovina',
        summary:
          'On Thursday 26 November, 10 am to noon, our regulatory affairs team walks through entering medical devices in the national register and the most common gaps in the paperwork.',
        body: [
          'Before a medical device can be placed on the market in Bosnia and Herzegovina, it has to be entered in the register of medical devices kept by the Agency for Medicinal Products and Medical Devices of Bosnia and Herzegovina. The procedure is detailed, and incomplete documentation is the most common reason for delays.',
          '## Topics',
          'We will explain who can file an application and what the registration holder is responsible for, which documents are required from the manufacturer, how the risk class affects the procedure, and how to prepare labelling and instructions for use in the official languages of Bosnia and Herzegovina. We will also look at how changes in EU legislation (the MDR and IVDR) affect the documentation manufacturers submit.',
          '## Who should attend',
          'The webinar is meant for regulatory specialists, manufacturers’ representatives and distributors of medical devices. The speakers are from our regulatory affairs team, who handle these procedures for domestic and foreign manufacturers every day. The last half hour is set aside for questions.',
          'Taking part is free. Register through the contact form by choosing the regulatory affairs department, and we will send you the access link the day before.',
        ],
      },
    },
  },
];
