import type { Locale } from '../../i18n/locales';
import type { AreaCopy } from '../../schema/portfolio';

/** Equipment service. Its copy in every locale: seed data. */
export const servis: Record<Locale, AreaCopy> = {
  hr: {
    lead: 'Instalacija, preventivno održavanje, umjeravanje i popravak medicinske, laboratorijske i dentalne opreme – s dežurnim servisom kad je najpotrebniji.',
    sections: [
      {
        heading: 'Što radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Servisni tim brine o opremi koju isporučujemo – od instalacije i puštanja u rad do redovitog održavanja i popravaka. Naši inženjeri i tehničari educirani su kod proizvođača, imaju pristup originalnim rezervnim dijelovima i servisnoj dokumentaciji te rade prema planu održavanja koji propisuje proizvođač.',
          },
          {
            type: 'paragraph',
            text: 'Kvar prijavljujete telefonom ili e-poštom, a svaka prijava dobiva broj naloga po kojem možete pratiti intervenciju. Mnoge probleme riješimo već telefonom ili daljinskom dijagnostikom; kad je potreban izlazak na teren, inženjer dolazi s dijelovima koje kvar najvjerojatnije zahtijeva.',
          },
        ],
      },
      {
        heading: 'Dežurni servis',
        blocks: [
          {
            type: 'paragraph',
            text: 'Za opremu o kojoj ovisi rad hitne službe, operacijskih dvorana i laboratorija organiziramo dežurni servis. Ugovorom o održavanju određujemo vrijeme odziva, zamjensku opremu za vrijeme popravka i raspored preventivnih pregleda. Dežurni inženjer dostupan je na posebnom broju telefona, a o svakoj hitnoj intervenciji korisnik dobiva pisani izvještaj već idući radni dan.',
          },
        ],
      },
      {
        heading: 'Što uključuje ugovor o održavanju',
        blocks: [
          {
            type: 'list',
            items: [
              'preventivne preglede prema uputama proizvođača',
              'sigurnosno-tehničke provjere i ispitivanje električne sigurnosti',
              'umjeravanje i provjeru točnosti uz izdani zapisnik',
              'prednost pri intervencijama i zajamčeno vrijeme odziva',
              'nadogradnje softvera i provedbu sigurnosnih obavijesti proizvođača',
            ],
          },
        ],
      },
      {
        heading: 'Dokumentacija',
        blocks: [
          {
            type: 'paragraph',
            text: 'O svakoj intervenciji izdajemo servisni zapisnik, a povijest uređaja vodimo u servisnom sustavu. Korisnik tako u svakom trenutku ima dokaze potrebne za unutarnji nadzor, akreditaciju ili inspekciju.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'bolnice i klinike',
              'medicinsko-biokemijske i mikrobiološke laboratorije',
              'poliklinike i ordinacije',
              'ordinacije dentalne medicine i zubotehničke laboratorije',
              'veterinarske ambulante',
            ],
          },
          {
            type: 'paragraph',
            text: 'Servisiramo opremu koju smo isporučili, a po dogovoru i uređaje proizvođača koje zastupamo, kupljene drugim putem. Za ustanove s velikim brojem uređaja izrađujemo godišnji plan održavanja i izvještaj o stanju opreme koji pomaže pri planiranju zamjena i proračuna.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Servisne usluge',
      items: [
        {
          title: 'Instalacija i puštanje u rad',
          text: 'Ugradnja, ispitivanje prihvatljivosti i primopredaja uz edukaciju korisnika.',
        },
        {
          title: 'Preventivno održavanje',
          text: 'Planirani pregledi i zamjena potrošnih dijelova prema uputama proizvođača.',
        },
        {
          title: 'Umjeravanje',
          text: 'Provjera i podešavanje točnosti mjernih funkcija uređaja.',
        },
        {
          title: 'Popravci',
          text: 'Dijagnostika kvara i popravak uz originalne rezervne dijelove.',
        },
        {
          title: 'Električna sigurnost',
          text: 'Ispitivanja medicinskih električnih uređaja prema važećim normama.',
        },
        {
          title: 'Dežurni servis',
          text: 'Hitne intervencije na kritičnoj opremi prema ugovoru.',
        },
      ],
    },
    cta: {
      title: 'Trebate servis ili ugovor o održavanju?',
      text: 'Opišite uređaj i problem ili pošaljite popis opreme – javit ćemo se s terminom ili ponudom.',
      button: 'Pišite servisu',
    },
  },
  sl: {
    lead: 'Namestitev, preventivno vzdrževanje, umerjanje in popravila medicinske, laboratorijske in zobozdravstvene opreme – z dežurnim servisom, ko je najbolj potreben.',
    sections: [
      {
        heading: 'Kaj delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Servisna ekipa skrbi za opremo, ki jo dobavimo – od namestitve in zagona do rednega vzdrževanja in popravil. Naši inženirji in tehniki so usposobljeni pri proizvajalcih, imajo dostop do originalnih rezervnih delov in servisne dokumentacije ter delajo po načrtu vzdrževanja, ki ga predpiše proizvajalec.',
          },
          {
            type: 'paragraph',
            text: 'Okvaro prijavite po telefonu ali e-pošti, vsaka prijava pa dobi številko naloga, po kateri lahko spremljate poseg. Veliko težav rešimo že po telefonu ali z oddaljeno diagnostiko; kadar je potreben obisk na terenu, inženir pride z deli, ki jih okvara najverjetneje zahteva.',
          },
        ],
      },
      {
        heading: 'Dežurni servis',
        blocks: [
          {
            type: 'paragraph',
            text: 'Za opremo, od katere je odvisno delo urgence, operacijskih dvoran in laboratorijev, organiziramo dežurni servis. S pogodbo o vzdrževanju določimo odzivni čas, nadomestno opremo med popravilom in razpored preventivnih pregledov. Dežurni inženir je dosegljiv na posebni telefonski številki, o vsakem nujnem posegu pa uporabnik že naslednji delovni dan prejme pisno poročilo.',
          },
        ],
      },
      {
        heading: 'Kaj vključuje pogodba o vzdrževanju',
        blocks: [
          {
            type: 'list',
            items: [
              'preventivne preglede po navodilih proizvajalca',
              'varnostno-tehnične preglede in preskuse električne varnosti',
              'umerjanje in preverjanje točnosti z izdanim zapisnikom',
              'prednost pri posegih in zagotovljen odzivni čas',
              'posodobitve programske opreme in izvedbo varnostnih obvestil proizvajalca',
            ],
          },
        ],
      },
      {
        heading: 'Dokumentacija',
        blocks: [
          {
            type: 'paragraph',
            text: 'O vsakem posegu izdamo servisni zapisnik, zgodovino aparata pa vodimo v servisnem sistemu. Uporabnik ima tako ves čas na voljo dokazila, ki jih potrebuje za notranji nadzor, akreditacijo ali inšpekcijo.',
          },
        ],
      },
      {
        heading: 'Komu smo namenjeni',
        blocks: [
          {
            type: 'list',
            items: [
              'bolnišnicam in klinikam',
              'biokemijskim in mikrobiološkim laboratorijem',
              'poliklinikam in ambulantam',
              'zobozdravstvenim ordinacijam in zobotehničnim laboratorijem',
              'veterinarskim ambulantam',
            ],
          },
          {
            type: 'paragraph',
            text: 'Servisiramo opremo, ki smo jo dobavili, po dogovoru pa tudi aparate proizvajalcev, ki jih zastopamo, kupljene po drugi poti. Za ustanove z velikim številom aparatov pripravimo letni načrt vzdrževanja in poročilo o stanju opreme, ki pomaga pri načrtovanju zamenjav in proračuna.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Servisne storitve',
      items: [
        {
          title: 'Namestitev in zagon',
          text: 'Vgradnja, prevzemni preskus in primopredaja z usposabljanjem uporabnikov.',
        },
        {
          title: 'Preventivno vzdrževanje',
          text: 'Načrtovani pregledi in menjava obrabnih delov po navodilih proizvajalca.',
        },
        {
          title: 'Umerjanje',
          text: 'Preverjanje in nastavitev točnosti merilnih funkcij aparata.',
        },
        {
          title: 'Popravila',
          text: 'Diagnostika okvare in popravilo z originalnimi rezervnimi deli.',
        },
        {
          title: 'Električna varnost',
          text: 'Preskusi medicinskih električnih aparatov po veljavnih standardih.',
        },
        { title: 'Dežurni servis', text: 'Nujni posegi na kritični opremi po pogodbi.' },
      ],
    },
    cta: {
      title: 'Potrebujete servis ali pogodbo o vzdrževanju?',
      text: 'Opišite aparat in težavo ali pošljite seznam opreme – oglasili se bomo s terminom ali ponudbo.',
      button: 'Pišite servisu',
    },
  },
  bs: {
    lead: 'Instalacija, preventivno održavanje, kalibracija i popravak medicinske, laboratorijske i stomatološke opreme – s dežurnim servisom kada je najpotrebniji.',
    sections: [
      {
        heading: 'Šta radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Servisni tim brine o opremi koju isporučujemo – od instalacije i puštanja u rad do redovnog održavanja i popravki. Naši inženjeri i tehničari obučeni su kod proizvođača, imaju pristup originalnim rezervnim dijelovima i servisnoj dokumentaciji te rade prema planu održavanja koji propisuje proizvođač.',
          },
          {
            type: 'paragraph',
            text: 'Kvar prijavljujete telefonom ili e-mailom, a svaka prijava dobija broj naloga po kojem možete pratiti intervenciju. Mnoge probleme riješimo već telefonom ili daljinskom dijagnostikom; kada je potreban izlazak na teren, inženjer dolazi s dijelovima koje kvar najvjerovatnije zahtijeva.',
          },
        ],
      },
      {
        heading: 'Dežurni servis',
        blocks: [
          {
            type: 'paragraph',
            text: 'Za opremu o kojoj zavisi rad hitne službe, operacionih sala i laboratorija organizujemo dežurni servis. Ugovorom o održavanju određujemo vrijeme odziva, zamjensku opremu tokom popravke i raspored preventivnih pregleda. Dežurni inženjer dostupan je na posebnom broju telefona, a o svakoj hitnoj intervenciji korisnik dobija pisani izvještaj već narednog radnog dana.',
          },
        ],
      },
      {
        heading: 'Šta uključuje ugovor o održavanju',
        blocks: [
          {
            type: 'list',
            items: [
              'preventivne preglede prema uputstvima proizvođača',
              'sigurnosno-tehničke provjere i ispitivanje električne sigurnosti',
              'kalibraciju i provjeru tačnosti uz izdat zapisnik',
              'prednost pri intervencijama i zagarantovano vrijeme odziva',
              'nadogradnje softvera i provođenje sigurnosnih obavještenja proizvođača',
            ],
          },
        ],
      },
      {
        heading: 'Dokumentacija',
        blocks: [
          {
            type: 'paragraph',
            text: 'O svakoj intervenciji izdajemo servisni zapisnik, a historiju uređaja vodimo u servisnom sistemu. Korisnik tako u svakom trenutku ima dokaze potrebne za interni nadzor, akreditaciju ili inspekciju.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'bolnice i klinike',
              'biohemijske i mikrobiološke laboratorije',
              'poliklinike i ordinacije',
              'stomatološke ordinacije i zubotehničke laboratorije',
              'veterinarske ambulante',
            ],
          },
          {
            type: 'paragraph',
            text: 'Servisiramo opremu koju smo isporučili, a po dogovoru i uređaje proizvođača koje zastupamo, nabavljene drugim putem. Za ustanove s velikim brojem uređaja izrađujemo godišnji plan održavanja i izvještaj o stanju opreme koji pomaže pri planiranju zamjena i budžeta.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Servisne usluge',
      items: [
        {
          title: 'Instalacija i puštanje u rad',
          text: 'Ugradnja, test prihvatljivosti i primopredaja uz obuku korisnika.',
        },
        {
          title: 'Preventivno održavanje',
          text: 'Planirani pregledi i zamjena potrošnih dijelova prema uputstvima proizvođača.',
        },
        {
          title: 'Kalibracija',
          text: 'Provjera i podešavanje tačnosti mjernih funkcija uređaja.',
        },
        {
          title: 'Popravke',
          text: 'Dijagnostika kvara i popravka uz originalne rezervne dijelove.',
        },
        {
          title: 'Električna sigurnost',
          text: 'Ispitivanja medicinskih električnih uređaja prema važećim standardima.',
        },
        {
          title: 'Dežurni servis',
          text: 'Hitne intervencije na kritičnoj opremi prema ugovoru.',
        },
      ],
    },
    cta: {
      title: 'Trebate servis ili ugovor o održavanju?',
      text: 'Opišite uređaj i problem ili pošaljite spisak opreme – javit ćemo se s terminom ili ponudom.',
      button: 'Pišite servisu',
    },
  },
  en: {
    lead: 'Installation, preventive maintenance, calibration and repair of medical, laboratory and dental equipment – with on-call service when it matters most.',
    sections: [
      {
        heading: 'What we do',
        blocks: [
          {
            type: 'paragraph',
            text: 'Our service team looks after the equipment we supply – from installation and commissioning to regular maintenance and repairs. Our engineers and technicians are trained by the manufacturers, have access to original spare parts and service documentation, and work to the maintenance plan the manufacturer specifies.',
          },
          {
            type: 'paragraph',
            text: 'You report a fault by phone or e-mail, and every call gets a job number you can use to follow the intervention. Many problems are solved on the phone or by remote diagnostics; when a site visit is needed, the engineer arrives with the parts the fault is most likely to require.',
          },
        ],
      },
      {
        heading: 'On-call service',
        blocks: [
          {
            type: 'paragraph',
            text: 'For equipment that emergency departments, operating theatres and laboratories depend on, we run an on-call service. A maintenance agreement sets out the response time, loan equipment during repairs and the schedule of preventive visits. The on-call engineer is reachable on a dedicated phone number, and after every urgent intervention you receive a written report by the next working day.',
          },
        ],
      },
      {
        heading: 'What a maintenance agreement includes',
        blocks: [
          {
            type: 'list',
            items: [
              'preventive maintenance to the manufacturer’s instructions',
              'safety inspections and electrical safety testing',
              'calibration and accuracy checks with a written report',
              'priority for interventions and a guaranteed response time',
              'software updates and implementation of the manufacturer’s field safety notices',
            ],
          },
        ],
      },
      {
        heading: 'Documentation',
        blocks: [
          {
            type: 'paragraph',
            text: 'Every intervention ends with a service report, and each device’s history is kept in our service system. You always have the evidence you need for internal audits, accreditation or inspections.',
          },
        ],
      },
      {
        heading: 'Who we work with',
        blocks: [
          {
            type: 'list',
            items: [
              'hospitals and clinics',
              'clinical chemistry and microbiology laboratories',
              'polyclinics and practices',
              'dental practices and dental laboratories',
              'veterinary practices',
            ],
          },
          {
            type: 'paragraph',
            text: 'We service the equipment we supplied and, by arrangement, devices from the manufacturers we represent that were bought elsewhere. For institutions with many devices we draw up an annual maintenance plan and an equipment condition report that helps plan replacements and budgets.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Service offering',
      items: [
        {
          title: 'Installation and commissioning',
          text: 'Installation, acceptance testing and handover with user training.',
        },
        {
          title: 'Preventive maintenance',
          text: 'Scheduled visits and replacement of wear parts as the manufacturer specifies.',
        },
        {
          title: 'Calibration',
          text: 'Checking and adjusting the accuracy of a device’s measuring functions.',
        },
        { title: 'Repairs', text: 'Fault diagnosis and repair with original spare parts.' },
        {
          title: 'Electrical safety',
          text: 'Testing of medical electrical equipment to the applicable standards.',
        },
        {
          title: 'On-call service',
          text: 'Urgent interventions on critical equipment under contract.',
        },
      ],
    },
    cta: {
      title: 'Need a service visit or a maintenance agreement?',
      text: 'Describe the device and the problem, or send us your equipment list – we will get back to you with an appointment or a quote.',
      button: 'Write to our service team',
    },
  },
};
