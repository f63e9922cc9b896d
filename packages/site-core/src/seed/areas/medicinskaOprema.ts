import type { Locale } from '../../i18n/locales';
import type { AreaCopy } from '../../schema/portfolio';

/** Medical equipment department. Its copy in every locale: seed data. */
export const medicinskaOprema: Record<Locale, AreaCopy> = {
  hr: {
    lead: 'Medicinska oprema za bolnice, poliklinike i ordinacije – od savjetovanja i projektiranja do instalacije, edukacije i servisa.',
    sections: [
      {
        heading: 'Što radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Služba za medicinsku opremu oprema bolničke odjele, operacijske dvorane, dijagnostičke jedinice i ordinacije uređajima provjerenih svjetskih proizvođača. Prije ponude razgovaramo s korisnicima: zanima nas kako odjel radi, koliko pacijenata prima i kakva je postojeća infrastruktura, kako bi predložena oprema odgovarala stvarnim potrebama i proračunu.',
          },
          {
            type: 'paragraph',
            text: 'Za veće projekte pripremamo tehničke specifikacije i dokumentaciju za javnu nabavu, usklađujemo građevinske i instalacijske radove te vodimo projekt do primopredaje. Nakon instalacije slijede edukacija korisnika i ugovoreno održavanje.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'kliničke i opće bolnice',
              'poliklinike i dnevne bolnice',
              'domove zdravlja i ordinacije obiteljske medicine',
              'specijalističke ordinacije: kardiologija, ginekologija, oftalmologija, fizikalna medicina',
              'domove za starije osobe i ustanove za rehabilitaciju',
            ],
          },
        ],
      },
      {
        heading: 'Cijeli životni vijek opreme',
        blocks: [
          {
            type: 'paragraph',
            text: 'Uređaj je dobar onoliko koliko je dobro održavan. Naši servisni inženjeri educirani su i ovlašteni kod proizvođača, obavljaju preventivne preglede i sigurnosno-tehničke provjere prema propisima i uputama proizvođača te vode zapis o svakoj intervenciji. Rezervne dijelove osiguravamo tijekom cijelog razdoblja u kojem proizvođač jamči podršku.',
          },
          {
            type: 'paragraph',
            text: 'Svaka isporuka uključuje edukaciju medicinskog i tehničkog osoblja, a za složene sustave organiziramo i dodatne tečajeve kad se promijeni tim ili uvede nova metoda rada. Na zahtjev izrađujemo i plan zamjene dotrajale opreme, koji ustanovi pomaže rasporediti ulaganja kroz više godina.',
          },
        ],
      },
      {
        heading: 'Od potrebe do primopredaje',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'razgovor s korisnicima i obilazak prostora',
              'prijedlog opreme, tehničke specifikacije i troškovnik',
              'priprema prostora i instalacija uz koordinaciju izvođača',
              'ispitivanje, puštanje u rad i edukacija osoblja',
              'održavanje, nadogradnje i podrška tijekom cijelog vijeka uređaja',
            ],
          },
          {
            type: 'paragraph',
            text: 'Ovakav pristup skraćuje vrijeme od odluke do prvog pacijenta i smanjuje rizik da uređaj ostane neiskorišten zbog nepripremljenog prostora ili neosposobljenog tima.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Program',
      items: [
        {
          title: 'Anesteziologija i intenzivna skrb',
          text: 'Anestezijski aparati, respiratori, monitori vitalnih funkcija i infuzijske pumpe.',
        },
        {
          title: 'Operacijske dvorane',
          text: 'Operacijski stolovi i svjetla, elektrokirurgija i oprema za endoskopiju.',
        },
        {
          title: 'Kardiologija',
          text: 'EKG uređaji, sustavi za ergometriju i holter-monitoring, defibrilatori.',
        },
        {
          title: 'Ultrazvuk i radiologija',
          text: 'Ultrazvučni uređaji i oprema za digitalnu radiologiju.',
        },
        {
          title: 'Ginekologija i porodništvo',
          text: 'Kardiotokografi, ginekološki stolovi i ultrazvuk za ginekologiju.',
        },
        {
          title: 'Fizikalna medicina i rehabilitacija',
          text: 'Uređaji za elektroterapiju, terapijski ultrazvuk i rehabilitaciju.',
        },
      ],
    },
    cta: {
      title: 'Planirate nabavu opreme?',
      text: 'Opišite nam projekt ili potrebe odjela – pripremit ćemo prijedlog, tehničke specifikacije i okvirnu ponudu.',
      button: 'Pišite timu za medicinsku opremu',
    },
  },
  sl: {
    lead: 'Medicinska oprema za bolnišnice, zdravstvene domove in ambulante – od svetovanja in projektiranja do namestitve, usposabljanja in servisa.',
    sections: [
      {
        heading: 'Kaj delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Oddelek za medicinsko opremo opremlja bolnišnične oddelke, operacijske dvorane, diagnostične enote in ambulante z aparati preverjenih svetovnih proizvajalcev. Preden pripravimo ponudbo, se pogovorimo z uporabniki: zanima nas, kako oddelek deluje, koliko bolnikov obravnava in kakšna je obstoječa infrastruktura, da predlagana oprema ustreza dejanskim potrebam in proračunu.',
          },
          {
            type: 'paragraph',
            text: 'Za večje projekte pripravimo tehnične specifikacije in dokumentacijo za javna naročila, uskladimo gradbena in inštalacijska dela ter vodimo projekt do primopredaje. Po namestitvi sledita usposabljanje uporabnikov in pogodbeno vzdrževanje.',
          },
        ],
      },
      {
        heading: 'Komu smo namenjeni',
        blocks: [
          {
            type: 'list',
            items: [
              'univerzitetnim kliničnim centrom in splošnim bolnišnicam',
              'poliklinikam in dnevnim bolnišnicam',
              'zdravstvenim domovom in ambulantam družinske medicine',
              'specialističnim ambulantam: kardiologija, ginekologija, oftalmologija, fizikalna medicina',
              'domovom za starejše in rehabilitacijskim ustanovam',
            ],
          },
        ],
      },
      {
        heading: 'Celotna življenjska doba opreme',
        blocks: [
          {
            type: 'paragraph',
            text: 'Aparat je dober toliko, kolikor je dobro vzdrževan. Naši servisni inženirji so usposobljeni in pooblaščeni pri proizvajalcih, izvajajo preventivne preglede in varnostno-tehnične preizkuse v skladu s predpisi in navodili proizvajalca ter vodijo zapis o vsakem posegu. Rezervne dele zagotavljamo ves čas, ko proizvajalec jamči podporo.',
          },
          {
            type: 'paragraph',
            text: 'Vsaka dobava vključuje usposabljanje zdravstvenega in tehničnega osebja, za zahtevne sisteme pa pripravimo tudi dodatne tečaje, ko se ekipa zamenja ali ko uvajate novo metodo dela. Na željo pripravimo tudi načrt zamenjave iztrošene opreme, ki ustanovi pomaga razporediti naložbe čez več let.',
          },
        ],
      },
      {
        heading: 'Od potrebe do primopredaje',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'pogovor z uporabniki in ogled prostorov',
              'predlog opreme, tehnične specifikacije in popis del',
              'priprava prostora in namestitev z usklajevanjem izvajalcev',
              'preskušanje, zagon in usposabljanje osebja',
              'vzdrževanje, nadgradnje in podpora ves čas življenjske dobe aparata',
            ],
          },
          {
            type: 'paragraph',
            text: 'Tak pristop skrajša čas od odločitve do prvega bolnika in zmanjša tveganje, da bi aparat ostal neizkoriščen zaradi nepripravljenega prostora ali neusposobljene ekipe.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Program',
      items: [
        {
          title: 'Anesteziologija in intenzivna terapija',
          text: 'Anestezijski aparati, ventilatorji, monitorji vitalnih funkcij in infuzijske črpalke.',
        },
        {
          title: 'Operacijske dvorane',
          text: 'Operacijske mize in luči, elektrokirurgija in oprema za endoskopijo.',
        },
        {
          title: 'Kardiologija',
          text: 'Aparati EKG, sistemi za obremenitveno testiranje in holter, defibrilatorji.',
        },
        {
          title: 'Ultrazvok in radiologija',
          text: 'Ultrazvočni aparati in oprema za digitalno radiologijo.',
        },
        {
          title: 'Ginekologija in porodništvo',
          text: 'Kardiotokografi, ginekološke mize in ultrazvok za ginekologijo.',
        },
        {
          title: 'Fizikalna medicina in rehabilitacija',
          text: 'Aparati za elektroterapijo, terapevtski ultrazvok in rehabilitacijo.',
        },
      ],
    },
    cta: {
      title: 'Načrtujete nakup opreme?',
      text: 'Opišite nam projekt ali potrebe oddelka – pripravili bomo predlog, tehnične specifikacije in okvirno ponudbo.',
      button: 'Pišite ekipi za medicinsko opremo',
    },
  },
  bs: {
    lead: 'Medicinska oprema za bolnice, domove zdravlja i ordinacije – od savjetovanja i projektovanja do instalacije, obuke i servisa.',
    sections: [
      {
        heading: 'Šta radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Odjel za medicinsku opremu oprema bolničke odjele, operacione sale, dijagnostičke jedinice i ordinacije uređajima provjerenih svjetskih proizvođača. Prije ponude razgovaramo s korisnicima: zanima nas kako odjel radi, koliko pacijenata prima i kakva je postojeća infrastruktura, kako bi predložena oprema odgovarala stvarnim potrebama i budžetu.',
          },
          {
            type: 'paragraph',
            text: 'Za veće projekte pripremamo tehničke specifikacije i tendersku dokumentaciju, usklađujemo građevinske i instalacijske radove i vodimo projekat do primopredaje. Nakon instalacije slijede obuka korisnika i ugovoreno održavanje.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'univerzitetske kliničke centre i opće bolnice',
              'poliklinike i dnevne bolnice',
              'domove zdravlja i ambulante porodične medicine',
              'specijalističke ordinacije: kardiologija, ginekologija, oftalmologija, fizikalna medicina',
              'domove za starija lica i ustanove za rehabilitaciju',
            ],
          },
        ],
      },
      {
        heading: 'Cijeli vijek trajanja opreme',
        blocks: [
          {
            type: 'paragraph',
            text: 'Uređaj je dobar onoliko koliko je dobro održavan. Naši servisni inženjeri obučeni su i ovlašteni kod proizvođača, obavljaju preventivne preglede i sigurnosno-tehničke provjere prema propisima i uputstvima proizvođača te vode zapis o svakoj intervenciji. Rezervne dijelove obezbjeđujemo tokom cijelog perioda u kojem proizvođač garantuje podršku.',
          },
          {
            type: 'paragraph',
            text: 'Svaka isporuka uključuje obuku medicinskog i tehničkog osoblja, a za složene sisteme organizujemo i dodatne kurseve kada se promijeni tim ili uvede nova metoda rada. Na zahtjev izrađujemo i plan zamjene dotrajale opreme, koji ustanovi pomaže da rasporedi ulaganja kroz više godina.',
          },
        ],
      },
      {
        heading: 'Od potrebe do primopredaje',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'razgovor s korisnicima i obilazak prostora',
              'prijedlog opreme, tehničke specifikacije i predmjer',
              'priprema prostora i instalacija uz koordinaciju izvođača',
              'testiranje, puštanje u rad i obuka osoblja',
              'održavanje, nadogradnje i podrška tokom cijelog vijeka uređaja',
            ],
          },
          {
            type: 'paragraph',
            text: 'Ovakav pristup skraćuje vrijeme od odluke do prvog pacijenta i smanjuje rizik da uređaj ostane neiskorišten zbog nepripremljenog prostora ili neobučenog tima.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Program',
      items: [
        {
          title: 'Anesteziologija i intenzivna njega',
          text: 'Aparati za anesteziju, respiratori, monitori vitalnih funkcija i infuzione pumpe.',
        },
        {
          title: 'Operacione sale',
          text: 'Operacioni stolovi i svjetla, elektrohirurgija i oprema za endoskopiju.',
        },
        {
          title: 'Kardiologija',
          text: 'EKG uređaji, sistemi za ergometriju i holter monitoring, defibrilatori.',
        },
        {
          title: 'Ultrazvuk i radiologija',
          text: 'Ultrazvučni aparati i oprema za digitalnu radiologiju.',
        },
        {
          title: 'Ginekologija i akušerstvo',
          text: 'Kardiotokografi, ginekološki stolovi i ultrazvuk za ginekologiju.',
        },
        {
          title: 'Fizikalna medicina i rehabilitacija',
          text: 'Uređaji za elektroterapiju, terapijski ultrazvuk i rehabilitaciju.',
        },
      ],
    },
    cta: {
      title: 'Planirate nabavku opreme?',
      text: 'Opišite nam projekat ili potrebe odjela – pripremit ćemo prijedlog, tehničke specifikacije i okvirnu ponudu.',
      button: 'Pišite timu za medicinsku opremu',
    },
  },
  en: {
    lead: 'Medical equipment for hospitals, polyclinics and practices – from advice and planning to installation, training and service.',
    sections: [
      {
        heading: 'What we do',
        blocks: [
          {
            type: 'paragraph',
            text: 'Our medical equipment department equips hospital wards, operating theatres, diagnostic units and practices with devices from established international manufacturers. Before we make an offer, we talk to the people who will use the equipment: how the ward works, how many patients it sees and what infrastructure is already there – so that what we propose fits real needs and the budget.',
          },
          {
            type: 'paragraph',
            text: 'For larger projects we prepare technical specifications and tender documentation, coordinate construction and installation work, and manage the project through to handover. Installation is followed by user training and a maintenance agreement.',
          },
        ],
      },
      {
        heading: 'Who we work with',
        blocks: [
          {
            type: 'list',
            items: [
              'university and general hospitals',
              'polyclinics and day hospitals',
              'primary care centres and family practices',
              'specialist practices: cardiology, gynaecology, ophthalmology, physical medicine',
              'care homes and rehabilitation centres',
            ],
          },
        ],
      },
      {
        heading: 'The whole life of the equipment',
        blocks: [
          {
            type: 'paragraph',
            text: 'A device is only as good as its maintenance. Our service engineers are trained and authorised by the manufacturers, carry out preventive maintenance and electrical safety checks as the regulations and the manufacturer require, and keep a record of every intervention. Spare parts are available for as long as the manufacturer supports the product.',
          },
          {
            type: 'paragraph',
            text: 'Every delivery includes training for clinical and technical staff, and for complex systems we run follow-up courses when the team changes or a new method is introduced. On request we also draw up a replacement plan for ageing equipment, helping the institution spread investment over several years.',
          },
        ],
      },
      {
        heading: 'From need to handover',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'talking to users and visiting the site',
              'equipment proposal, technical specifications and bill of quantities',
              'site preparation and installation, coordinating contractors',
              'testing, commissioning and staff training',
              'maintenance, upgrades and support for the device’s whole life',
            ],
          },
          {
            type: 'paragraph',
            text: 'This approach shortens the time from decision to first patient and reduces the risk of a device standing idle because the room or the team was not ready.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Range',
      items: [
        {
          title: 'Anaesthesia and intensive care',
          text: 'Anaesthesia machines, ventilators, patient monitors and infusion pumps.',
        },
        {
          title: 'Operating theatres',
          text: 'Operating tables and lights, electrosurgery and endoscopy equipment.',
        },
        {
          title: 'Cardiology',
          text: 'ECG devices, stress-test and Holter systems, defibrillators.',
        },
        {
          title: 'Ultrasound and radiology',
          text: 'Ultrasound systems and digital radiography equipment.',
        },
        {
          title: 'Obstetrics and gynaecology',
          text: 'Cardiotocographs, examination tables and ultrasound for gynaecology.',
        },
        {
          title: 'Physical medicine and rehabilitation',
          text: 'Electrotherapy, therapeutic ultrasound and rehabilitation devices.',
        },
      ],
    },
    cta: {
      title: 'Planning to buy equipment?',
      text: 'Tell us about the project or the needs of your ward – we will prepare a proposal, technical specifications and an indicative quote.',
      button: 'Write to the medical equipment team',
    },
  },
};
