import type { Locale } from '../../i18n/locales';
import type { AreaCopy } from '../../schema/portfolio';

/** Dental medicine and dental technics department. Its copy in every locale: seed data. */
export const stomatologija: Record<Locale, AreaCopy> = {
  hr: {
    lead: 'Stomatološke jedinice, materijali, instrumenti i tehnologija za ordinacije dentalne medicine i zubotehničke laboratorije – od planiranja ordinacije do servisa.',
    sections: [
      {
        heading: 'Što radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Služba za dentalnu medicinu i zubnu tehniku oprema ordinacije i laboratorije od prvog nacrta do svakodnevne opskrbe. Zastupamo provjerene europske i svjetske proizvođače stomatoloških jedinica, rendgenskih i CAD/CAM sustava, instrumenata i materijala, pa ordinacija i laboratorij sve potrebno nalaze na jednom mjestu.',
          },
          {
            type: 'paragraph',
            text: 'Novu ordinaciju ili obnovu postojeće planiramo zajedno s vama: predlažemo raspored radnih mjesta, instalacije i opremu prema vrsti zahvata koje radite, vodimo računa o propisima za prostore s rendgenskim uređajima, a nakon ugradnje osiguravamo edukaciju tima i servis.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'ordinacije dentalne medicine i poliklinike',
              'specijalističke ordinacije: ortodoncija, oralna kirurgija, parodontologija i endodoncija',
              'zubotehničke laboratorije',
              'domove zdravlja i bolničke stomatološke službe',
              'studijske programe i organizatore stručnih tečajeva',
            ],
          },
        ],
      },
      {
        heading: 'Digitalna stomatologija',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sve više naših partnera radi digitalno: intraoralni skeneri, softver za planiranje, glodalice i 3D pisači omogućuju bržu i precizniju izradu nadomjestaka. Pomažemo uvesti digitalni tijek rada između ordinacije i laboratorija – od odabira sustava i povezivanja uređaja do edukacije cijelog tima. Nakon uvođenja ostajemo dostupni za pitanja o softveru, kalibraciji skenera i razmjeni podataka s laboratorijem.',
          },
        ],
      },
      {
        heading: 'Tečajevi i radionice',
        blocks: [
          {
            type: 'paragraph',
            text: 'Redovito organiziramo tečajeve i radionice s iskusnim predavačima, na kojima doktori dentalne medicine, dentalni asistenti i zubni tehničari uz praktičan rad upoznaju nove materijale i tehnike. Raspored tečajeva objavljujemo u novostima, a za veće timove radionicu možemo organizirati i u vašoj ordinaciji.',
          },
        ],
      },
      {
        heading: 'Opskrba i servis',
        blocks: [
          {
            type: 'paragraph',
            text: 'Materijale i potrošnu robu isporučujemo brzo i pouzdano, a narudžbe možete slati elektronički, telefonom ili preko terenskog suradnika koji poznaje vašu ordinaciju. Stomatološke jedinice, rendgenske uređaje i digitalne sustave održava naš servis, uz redovite preglede i propisana ispitivanja, kako bi oprema radila sigurno i bez neplaniranih zastoja.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Program',
      items: [
        {
          title: 'Stomatološke jedinice i namještaj',
          text: 'Jedinice, stolci, ormarići i rasvjeta za ergonomsko radno mjesto.',
        },
        {
          title: 'Dentalna radiologija',
          text: 'Intraoralni i panoramski rendgenski uređaji te CBCT sustavi.',
        },
        {
          title: 'Digitalni sustavi',
          text: 'Intraoralni skeneri, CAD/CAM glodalice i 3D pisači.',
        },
        {
          title: 'Instrumenti',
          text: 'Ručni i rotirajući instrumenti, endodontski i kirurški pribor.',
        },
        {
          title: 'Materijali',
          text: 'Kompoziti, cementi, materijali za otiske i dentalna keramika.',
        },
        {
          title: 'Zubotehnički program',
          text: 'Oprema, legure, keramika i potrošni materijal za laboratorije.',
        },
        {
          title: 'Higijena i sterilizacija',
          text: 'Autoklavi, sredstva za dezinfekciju i sustavi za sigurnu sterilizaciju.',
        },
      ],
    },
    cta: {
      title: 'Otvarate ili obnavljate ordinaciju?',
      text: 'Javite nam se – predložit ćemo opremu, raspored i rokove te dogovoriti prezentaciju opreme.',
      button: 'Pišite dentalnom timu',
    },
  },
  sl: {
    lead: 'Zobozdravniški stoli, materiali, instrumenti in tehnologija za zobozdravstvene ordinacije in zobotehnične laboratorije – od načrtovanja ordinacije do servisa.',
    sections: [
      {
        heading: 'Kaj delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Oddelek za zobozdravstvo in zobotehniko opremlja ordinacije in laboratorije od prvega osnutka do vsakodnevne oskrbe. Zastopamo preverjene evropske in svetovne proizvajalce zobozdravniških enot, rentgenskih in CAD/CAM sistemov, instrumentov in materialov, zato ordinacija in laboratorij vse potrebno najdeta na enem mestu.',
          },
          {
            type: 'paragraph',
            text: 'Novo ordinacijo ali prenovo obstoječe načrtujemo skupaj z vami: predlagamo razporeditev delovnih mest, inštalacije in opremo glede na posege, ki jih izvajate, upoštevamo predpise za prostore z rentgenskimi aparati, po namestitvi pa poskrbimo za usposabljanje ekipe in servis.',
          },
        ],
      },
      {
        heading: 'Komu smo namenjeni',
        blocks: [
          {
            type: 'list',
            items: [
              'zobozdravstvenim ordinacijam in poliklinikam',
              'specialističnim ordinacijam: ortodontija, oralna kirurgija, parodontologija in endodontija',
              'zobotehničnim laboratorijem',
              'zdravstvenim domovom in bolnišničnim zobozdravstvenim službam',
              'študijskim programom in organizatorjem strokovnih tečajev',
            ],
          },
        ],
      },
      {
        heading: 'Digitalno zobozdravstvo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Vse več naših partnerjev dela digitalno: intraoralni skenerji, programska oprema za načrtovanje, rezkalniki in 3D-tiskalniki omogočajo hitrejšo in natančnejšo izdelavo nadomestkov. Pomagamo uvesti digitalni potek dela med ordinacijo in laboratorijem – od izbire sistema in povezave naprav do usposabljanja celotne ekipe. Po uvedbi smo vam na voljo za vprašanja o programski opremi, kalibraciji skenerja in izmenjavi podatkov z laboratorijem.',
          },
        ],
      },
      {
        heading: 'Tečaji in delavnice',
        blocks: [
          {
            type: 'paragraph',
            text: 'Redno pripravljamo tečaje in delavnice z izkušenimi predavatelji, na katerih zobozdravniki, zobozdravstveni asistenti in zobotehniki ob praktičnem delu spoznajo nove materiale in tehnike. Urnik tečajev objavljamo med novicami, za večje ekipe pa lahko delavnico izvedemo tudi v vaši ordinaciji.',
          },
        ],
      },
      {
        heading: 'Oskrba in servis',
        blocks: [
          {
            type: 'paragraph',
            text: 'Materiale in potrošno blago dostavimo hitro in zanesljivo, naročila pa lahko pošljete elektronsko, po telefonu ali prek terenskega sodelavca, ki pozna vašo ordinacijo. Zobozdravniške enote, rentgenske aparate in digitalne sisteme vzdržuje naš servis z rednimi pregledi in predpisanimi preskusi, da oprema deluje varno in brez nenačrtovanih zastojev.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Program',
      items: [
        {
          title: 'Zobozdravniške enote in pohištvo',
          text: 'Enote, stoli, omarice in svetila za ergonomsko delovno mesto.',
        },
        {
          title: 'Dentalna radiologija',
          text: 'Intraoralni in panoramski rentgenski aparati ter sistemi CBCT.',
        },
        {
          title: 'Digitalni sistemi',
          text: 'Intraoralni skenerji, rezkalniki CAD/CAM in 3D-tiskalniki.',
        },
        {
          title: 'Instrumenti',
          text: 'Ročni in rotirajoči instrumenti, endodontski in kirurški pribor.',
        },
        {
          title: 'Materiali',
          text: 'Kompoziti, cementi, odtisni materiali in dentalna keramika.',
        },
        {
          title: 'Zobotehnični program',
          text: 'Oprema, zlitine, keramika in potrošni material za laboratorije.',
        },
        {
          title: 'Higiena in sterilizacija',
          text: 'Avtoklavi, razkužila in sistemi za varno sterilizacijo.',
        },
      ],
    },
    cta: {
      title: 'Odpirate ali prenavljate ordinacijo?',
      text: 'Pišite nam – predlagali bomo opremo, razporeditev in roke ter se dogovorili za predstavitev opreme.',
      button: 'Pišite dentalni ekipi',
    },
  },
  bs: {
    lead: 'Stomatološke stolice, materijali, instrumenti i tehnologija za stomatološke ordinacije i zubotehničke laboratorije – od planiranja ordinacije do servisa.',
    sections: [
      {
        heading: 'Šta radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Odjel za stomatologiju i zubnu tehniku oprema ordinacije i laboratorije od prvog nacrta do svakodnevnog snabdijevanja. Zastupamo provjerene evropske i svjetske proizvođače stomatoloških jedinica, rendgenskih i CAD/CAM sistema, instrumenata i materijala, tako da ordinacija i laboratorija sve potrebno nalaze na jednom mjestu.',
          },
          {
            type: 'paragraph',
            text: 'Novu ordinaciju ili renoviranje postojeće planiramo zajedno s vama: predlažemo raspored radnih mjesta, instalacije i opremu prema vrsti zahvata koje radite, vodimo računa o propisima za prostorije s rendgenskim uređajima, a nakon ugradnje obezbjeđujemo obuku tima i servis.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'stomatološke ordinacije i poliklinike',
              'specijalističke ordinacije: ortodoncija, oralna hirurgija, parodontologija i endodoncija',
              'zubotehničke laboratorije',
              'domove zdravlja i bolničke stomatološke službe',
              'studijske programe i organizatore stručnih kurseva',
            ],
          },
        ],
      },
      {
        heading: 'Digitalna stomatologija',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sve više naših partnera radi digitalno: intraoralni skeneri, softver za planiranje, glodalice i 3D printeri omogućavaju bržu i precizniju izradu nadoknada. Pomažemo da uvedete digitalni tok rada između ordinacije i laboratorije – od izbora sistema i povezivanja uređaja do obuke cijelog tima. Nakon uvođenja ostajemo dostupni za pitanja o softveru, kalibraciji skenera i razmjeni podataka s laboratorijom.',
          },
        ],
      },
      {
        heading: 'Kursevi i radionice',
        blocks: [
          {
            type: 'paragraph',
            text: 'Redovno organizujemo kurseve i radionice s iskusnim predavačima, na kojima stomatolozi, stomatološke sestre i zubni tehničari kroz praktičan rad upoznaju nove materijale i tehnike. Raspored kurseva objavljujemo u novostima, a za veće timove radionicu možemo organizovati i u vašoj ordinaciji.',
          },
        ],
      },
      {
        heading: 'Snabdijevanje i servis',
        blocks: [
          {
            type: 'paragraph',
            text: 'Materijale i potrošnu robu isporučujemo brzo i pouzdano, a narudžbe možete slati elektronski, telefonom ili preko terenskog saradnika koji poznaje vašu ordinaciju. Stomatološke jedinice, rendgen uređaje i digitalne sisteme održava naš servis, uz redovne preglede i propisana ispitivanja, kako bi oprema radila sigurno i bez neplaniranih zastoja.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Program',
      items: [
        {
          title: 'Stomatološke jedinice i namještaj',
          text: 'Jedinice, stolice, ormarići i rasvjeta za ergonomsko radno mjesto.',
        },
        {
          title: 'Stomatološka radiologija',
          text: 'Intraoralni i panoramski rendgen uređaji te CBCT sistemi.',
        },
        {
          title: 'Digitalni sistemi',
          text: 'Intraoralni skeneri, CAD/CAM glodalice i 3D printeri.',
        },
        {
          title: 'Instrumenti',
          text: 'Ručni i rotirajući instrumenti, endodontski i hirurški pribor.',
        },
        {
          title: 'Materijali',
          text: 'Kompoziti, cementi, materijali za otiske i stomatološka keramika.',
        },
        {
          title: 'Zubotehnički program',
          text: 'Oprema, legure, keramika i potrošni materijal za laboratorije.',
        },
        {
          title: 'Higijena i sterilizacija',
          text: 'Autoklavi, sredstva za dezinfekciju i sistemi za sigurnu sterilizaciju.',
        },
      ],
    },
    cta: {
      title: 'Otvarate ili renovirate ordinaciju?',
      text: 'Javite nam se – predložit ćemo opremu, raspored i rokove te dogovoriti prezentaciju opreme.',
      button: 'Pišite stomatološkom timu',
    },
  },
  en: {
    lead: 'Dental units, materials, instruments and technology for dental practices and dental laboratories – from planning a practice to servicing it.',
    sections: [
      {
        heading: 'What we do',
        blocks: [
          {
            type: 'paragraph',
            text: 'Our dental department equips practices and laboratories from the first floor plan to everyday supply. We represent established European and international manufacturers of dental units, X-ray and CAD/CAM systems, instruments and materials, so a practice or laboratory finds everything it needs in one place.',
          },
          {
            type: 'paragraph',
            text: 'We plan a new practice or a refurbishment together with you: we propose the layout of treatment rooms, the installations and the equipment for the procedures you perform, take care of the rules for rooms with X-ray equipment, and after installation we train your team and service the equipment.',
          },
        ],
      },
      {
        heading: 'Who we work with',
        blocks: [
          {
            type: 'list',
            items: [
              'dental practices and polyclinics',
              'specialist practices: orthodontics, oral surgery, periodontology and endodontics',
              'dental laboratories',
              'primary care centres and hospital dental services',
              'university programmes and organisers of professional courses',
            ],
          },
        ],
      },
      {
        heading: 'Digital dentistry',
        blocks: [
          {
            type: 'paragraph',
            text: 'More and more of our partners work digitally: intraoral scanners, planning software, milling units and 3D printers make restorations faster and more precise. We help you set up a digital workflow between practice and laboratory – from choosing the system and connecting the devices to training the whole team. After go-live we remain available for questions about software, scanner calibration and data exchange with the laboratory.',
          },
        ],
      },
      {
        heading: 'Courses and workshops',
        blocks: [
          {
            type: 'paragraph',
            text: 'We regularly organise hands-on courses and workshops with experienced speakers, where dentists, dental nurses and dental technicians get to know new materials and techniques. The course calendar is published in our news, and for larger teams we can hold a workshop at your practice.',
          },
        ],
      },
      {
        heading: 'Supply and service',
        blocks: [
          {
            type: 'paragraph',
            text: 'Materials and consumables are delivered quickly and reliably, and you can order electronically, by phone or through the field representative who knows your practice. Our service team maintains dental units, X-ray equipment and digital systems with regular checks and the required tests, so your equipment runs safely and without unplanned downtime.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Range',
      items: [
        {
          title: 'Dental units and furniture',
          text: 'Units, stools, cabinets and lighting for an ergonomic workplace.',
        },
        {
          title: 'Dental imaging',
          text: 'Intraoral and panoramic X-ray units and CBCT systems.',
        },
        {
          title: 'Digital systems',
          text: 'Intraoral scanners, CAD/CAM milling units and 3D printers.',
        },
        {
          title: 'Instruments',
          text: 'Hand and rotary instruments, endodontic and surgical kits.',
        },
        {
          title: 'Materials',
          text: 'Composites, cements, impression materials and dental ceramics.',
        },
        {
          title: 'Dental laboratory range',
          text: 'Equipment, alloys, ceramics and consumables for laboratories.',
        },
        {
          title: 'Hygiene and sterilisation',
          text: 'Autoclaves, disinfectants and systems for safe sterilisation.',
        },
      ],
    },
    cta: {
      title: 'Opening or refurbishing a practice?',
      text: 'Get in touch – we will suggest equipment, layout and timelines, and arrange an equipment demonstration.',
      button: 'Write to the dental team',
    },
  },
};
