import type { Locale } from '../../i18n/locales';
import type { AreaCopy } from '../../schema/portfolio';

/** Medicinal products and medical devices department (full-line wholesale). Its copy in every locale: seed data. */
export const lijekovi: Record<Locale, AreaCopy> = {
  hr: {
    lead: 'Cjelovita veleprodaja lijekova i medicinskih proizvoda: pouzdana opskrba ljekarni, bolnica i zdravstvenih ustanova svakog radnog dana.',
    sections: [
      {
        heading: 'Što radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Služba za lijekove i medicinske proizvode temelj je našeg poslovanja od samog osnutka. Ljekarne, bolničke ljekarne i zdravstvene ustanove opskrbljujemo cjelovitim asortimanom – od lijekova na recept i bezreceptnih lijekova do medicinskih proizvoda, dodataka prehrani i dermokozmetike. Nabavljamo izravno od proizvođača i nositelja odobrenja, a svaki proizvod prati dokumentacija koja potvrđuje njegovo podrijetlo i kvalitetu.',
          },
          {
            type: 'paragraph',
            text: 'Narudžbe primamo elektronički, telefonom i preko terenskih suradnika. Većinu ih isporučujemo idući radni dan, a hitne isporuke za bolnice organiziramo i ranije. Lijekove kojima je potreban hladni lanac prevozimo u vozilima s kontroliranom temperaturom, uz neprekinut zapis temperature od skladišta do ljekarne.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'javne i privatne ljekarne te ljekarničke lance',
              'bolničke ljekarne i zdravstvene ustanove',
              'domove zdravlja, poliklinike i ordinacije',
              'specijalizirane prodavaonice medicinskih proizvoda',
              'proizvođače i nositelje odobrenja koji traže pouzdanog distribucijskog partnera',
            ],
          },
        ],
      },
      {
        heading: 'Sigurnost i sljedivost',
        blocks: [
          {
            type: 'paragraph',
            text: 'Poslujemo u skladu sa Zakonom o lijekovima i smjernicama dobre distribucijske prakse. Serije provjeravamo pri zaprimanju, a sustav upravljanja skladištem prati svaku seriju i rok valjanosti od ulaza do isporuke. Zaštitne oznake na pakiranjima lijekova provjeravamo u nacionalnom sustavu za sprječavanje krivotvorenja, a povlačenja iz prometa provodimo brzo i dokumentirano, u suradnji s HALMED-om i nositeljima odobrenja.',
          },
        ],
      },
      {
        heading: 'Partnerstvo s proizvođačima',
        blocks: [
          {
            type: 'paragraph',
            text: 'Proizvođačima nudimo više od distribucije: uvođenje proizvoda na tržište, regulatorne poslove, sekundarno opremanje, farmakovigilanciju i stručnu podršku prema ljekarnama i liječnicima. Među partnerima čije proizvode zastupamo je i Cochlear, proizvođač sustava kohlearnih implantata.',
          },
        ],
      },
      {
        heading: 'Podrška ljekarnama',
        blocks: [
          {
            type: 'paragraph',
            text: 'Ljekarnama olakšavamo svakodnevni rad: nudimo elektroničko naručivanje povezano s ljekarničkim programima, pregled dostupnosti i rokova isporuke u stvarnom vremenu te pomoć pri povratima i reklamacijama. Stručni suradnici redovito obavještavaju ljekarnike o novim proizvodima, promjenama u asortimanu i mogućim nestašicama, kako bi pacijent lijek dobio bez čekanja.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Asortiman',
      intro: 'Sve što ljekarna ili bolnica treba, iz jednog izvora i s jednom dostavom.',
      items: [
        {
          title: 'Lijekovi na recept',
          text: 'Originalni i generički lijekovi za ljekarne i bolnice, uključujući lijekove koji se čuvaju u hladnom lancu.',
        },
        {
          title: 'Bezreceptni lijekovi',
          text: 'Lijekovi za samoliječenje i proizvodi uz koje ljekarnik savjetuje pacijenta.',
        },
        {
          title: 'Medicinski proizvodi',
          text: 'Zavojni materijal, pomagala za inkontinenciju, pribor za primjenu lijekova i njegu rana.',
        },
        {
          title: 'Dermokozmetika i njega',
          text: 'Proizvodi za njegu kože robnih marki koje zastupamo i drugih provjerenih proizvođača.',
        },
        {
          title: 'Dodaci prehrani',
          text: 'Vitamini, minerali i dodaci prehrani za ljekarničku prodaju.',
        },
        {
          title: 'Bolnički program',
          text: 'Infuzijske otopine, lijekovi za bolničku primjenu i potrošni materijal za odjele.',
        },
      ],
    },
    cta: {
      title: 'Želite postati naš kupac ili partner?',
      text: 'Javite nam se – pripremit ćemo ponudu, uvjete suradnje i pristup elektroničkom naručivanju.',
      button: 'Pišite veleprodaji',
    },
  },
  sl: {
    lead: 'Celovita veleprodaja zdravil in medicinskih pripomočkov: zanesljiva oskrba lekarn, bolnišnic in zdravstvenih ustanov vsak delovni dan.',
    sections: [
      {
        heading: 'Kaj delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Oddelek za zdravila in medicinske pripomočke je temelj našega poslovanja že od ustanovitve. Lekarne, bolnišnične lekarne in zdravstvene ustanove oskrbujemo s celovitim naborom izdelkov – od zdravil na recept in zdravil brez recepta do medicinskih pripomočkov, prehranskih dopolnil in dermokozmetike. Nabavljamo neposredno pri proizvajalcih in imetnikih dovoljenj za promet, vsak izdelek pa spremlja dokumentacija o njegovem poreklu in kakovosti.',
          },
          {
            type: 'paragraph',
            text: 'Naročila sprejemamo elektronsko, po telefonu in prek terenskih sodelavcev. Večino jih dostavimo naslednji delovni dan, nujne dobave za bolnišnice pa uredimo tudi prej. Zdravila, ki zahtevajo hladno verigo, prevažamo v vozilih z nadzorovano temperaturo in z neprekinjenim zapisom temperature od skladišča do lekarne.',
          },
        ],
      },
      {
        heading: 'Komu smo namenjeni',
        blocks: [
          {
            type: 'list',
            items: [
              'javnim in zasebnim lekarnam ter lekarniškim verigam',
              'bolnišničnim lekarnam in zdravstvenim ustanovam',
              'zdravstvenim domovom, poliklinikam in ambulantam',
              'specializiranim trgovinam z medicinskimi pripomočki',
              'proizvajalcem in imetnikom dovoljenj, ki iščejo zanesljivega distribucijskega partnerja',
            ],
          },
        ],
      },
      {
        heading: 'Varnost in sledljivost',
        blocks: [
          {
            type: 'paragraph',
            text: 'Poslujemo v skladu z Zakonom o zdravilih in smernicami dobre distribucijske prakse. Serije preverimo ob prevzemu, sistem za upravljanje skladišča pa sledi vsaki seriji in roku uporabnosti od prevzema do dostave. Zaščitne elemente na ovojnini zdravil preverjamo v nacionalnem sistemu za preprečevanje ponarejanja, odpoklice pa izvedemo hitro in dokumentirano, v sodelovanju z JAZMP in imetniki dovoljenj.',
          },
        ],
      },
      {
        heading: 'Partnerstvo s proizvajalci',
        blocks: [
          {
            type: 'paragraph',
            text: 'Proizvajalcem ponujamo več kot distribucijo: uvajanje izdelkov na trg, regulativne zadeve, sekundarno pakiranje, farmakovigilanco in strokovno podporo lekarnam in zdravnikom. Med partnerji, katerih izdelke zastopamo, je tudi Cochlear, proizvajalec sistemov polževih vsadkov.',
          },
        ],
      },
      {
        heading: 'Podpora lekarnam',
        blocks: [
          {
            type: 'paragraph',
            text: 'Lekarnam olajšamo vsakdanje delo: ponujamo elektronsko naročanje, povezano z lekarniškimi programi, pregled razpoložljivosti in rokov dobave v realnem času ter pomoč pri vračilih in reklamacijah. Strokovni sodelavci farmacevte redno obveščajo o novih izdelkih, spremembah v ponudbi in morebitnih motnjah v preskrbi, da bolnik zdravilo dobi brez čakanja.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Ponudba',
      intro: 'Vse, kar potrebuje lekarna ali bolnišnica, iz enega vira in z eno dostavo.',
      items: [
        {
          title: 'Zdravila na recept',
          text: 'Originalna in generična zdravila za lekarne in bolnišnice, tudi zdravila, ki se hranijo v hladni verigi.',
        },
        {
          title: 'Zdravila brez recepta',
          text: 'Zdravila za samozdravljenje in izdelki, ob katerih farmacevt svetuje bolniku.',
        },
        {
          title: 'Medicinski pripomočki',
          text: 'Obvezilni material, pripomočki za inkontinenco, pribor za aplikacijo zdravil in oskrbo ran.',
        },
        {
          title: 'Dermokozmetika in nega',
          text: 'Izdelki za nego kože blagovnih znamk, ki jih zastopamo, in drugih preverjenih proizvajalcev.',
        },
        {
          title: 'Prehranska dopolnila',
          text: 'Vitamini, minerali in prehranska dopolnila za lekarniško prodajo.',
        },
        {
          title: 'Bolnišnični program',
          text: 'Infuzijske raztopine, zdravila za bolnišnično uporabo in potrošni material za oddelke.',
        },
      ],
    },
    cta: {
      title: 'Bi postali naš kupec ali partner?',
      text: 'Pišite nam – pripravili bomo ponudbo, pogoje sodelovanja in dostop do elektronskega naročanja.',
      button: 'Pišite veleprodaji',
    },
  },
  bs: {
    lead: 'Cjelovita veleprodaja lijekova i medicinskih sredstava: pouzdano snabdijevanje apoteka, bolnica i zdravstvenih ustanova svakog radnog dana.',
    sections: [
      {
        heading: 'Šta radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Odjel za lijekove i medicinska sredstva temelj je našeg poslovanja od samog osnivanja. Apoteke, bolničke apoteke i zdravstvene ustanove snabdijevamo cjelovitim asortimanom – od lijekova na recept i lijekova bez recepta do medicinskih sredstava, dodataka prehrani i dermokozmetike. Nabavljamo direktno od proizvođača i nosilaca dozvola, a svaki proizvod prati dokumentacija koja potvrđuje njegovo porijeklo i kvalitet.',
          },
          {
            type: 'paragraph',
            text: 'Narudžbe primamo elektronski, telefonom i preko terenskih saradnika. Većinu isporučujemo narednog radnog dana, a hitne isporuke za bolnice organizujemo i ranije. Lijekove kojima je potreban hladni lanac prevozimo u vozilima s kontrolisanom temperaturom, uz neprekinut zapis temperature od skladišta do apoteke.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'javne i privatne apoteke te apotekarske lance',
              'bolničke apoteke i zdravstvene ustanove',
              'domove zdravlja, poliklinike i ordinacije',
              'specijalizovane prodavnice medicinskih sredstava',
              'proizvođače i nosioce dozvola koji traže pouzdanog partnera za distribuciju',
            ],
          },
        ],
      },
      {
        heading: 'Sigurnost i sljedivost',
        blocks: [
          {
            type: 'paragraph',
            text: 'Poslujemo u skladu sa Zakonom o lijekovima i medicinskim sredstvima i smjernicama dobre distributivne prakse. Serije provjeravamo pri prijemu, a sistem upravljanja skladištem prati svaku seriju i rok trajanja od ulaza do isporuke. Povlačenja iz prometa provodimo brzo i dokumentovano, u saradnji s Agencijom za lijekove i medicinska sredstva BiH i nosiocima dozvola.',
          },
        ],
      },
      {
        heading: 'Partnerstvo s proizvođačima',
        blocks: [
          {
            type: 'paragraph',
            text: 'Proizvođačima nudimo više od distribucije: uvođenje proizvoda na tržište, regulatorne poslove, sekundarno pakovanje, farmakovigilancu i stručnu podršku prema apotekama i ljekarima. Među partnerima čije proizvode zastupamo je i Cochlear, proizvođač sistema kohlearnih implantata.',
          },
        ],
      },
      {
        heading: 'Podrška apotekama',
        blocks: [
          {
            type: 'paragraph',
            text: 'Apotekama olakšavamo svakodnevni rad: nudimo elektronsko naručivanje povezano s apotekarskim programima, pregled dostupnosti i rokova isporuke u stvarnom vremenu te pomoć pri povratima i reklamacijama. Stručni saradnici redovno obavještavaju farmaceute o novim proizvodima, izmjenama u asortimanu i mogućim nestašicama, kako bi pacijent lijek dobio bez čekanja.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Asortiman',
      intro: 'Sve što apoteci ili bolnici treba, iz jednog izvora i s jednom isporukom.',
      items: [
        {
          title: 'Lijekovi na recept',
          text: 'Originalni i generički lijekovi za apoteke i bolnice, uključujući lijekove koji se čuvaju u hladnom lancu.',
        },
        {
          title: 'Lijekovi bez recepta',
          text: 'Lijekovi za samoliječenje i proizvodi uz koje farmaceut savjetuje pacijenta.',
        },
        {
          title: 'Medicinska sredstva',
          text: 'Zavojni materijal, pomagala za inkontinenciju, pribor za primjenu lijekova i njegu rana.',
        },
        {
          title: 'Dermokozmetika i njega',
          text: 'Proizvodi za njegu kože brendova koje zastupamo i drugih provjerenih proizvođača.',
        },
        {
          title: 'Dodaci prehrani',
          text: 'Vitamini, minerali i dodaci prehrani za prodaju u apotekama.',
        },
        {
          title: 'Bolnički program',
          text: 'Infuzione otopine, lijekovi za bolničku primjenu i potrošni materijal za odjele.',
        },
      ],
    },
    cta: {
      title: 'Želite postati naš kupac ili partner?',
      text: 'Javite nam se – pripremit ćemo ponudu, uslove saradnje i pristup elektronskom naručivanju.',
      button: 'Pišite veleprodaji',
    },
  },
  en: {
    lead: 'Full-line wholesale of medicinal products and medical devices: dependable supply to pharmacies, hospitals and healthcare institutions every working day.',
    sections: [
      {
        heading: 'What we do',
        blocks: [
          {
            type: 'paragraph',
            text: 'Medicinal products and medical devices have been the core of our business since the company was founded. We supply community pharmacies, hospital pharmacies and healthcare institutions with a complete range – prescription and over-the-counter medicines, medical devices, food supplements and dermocosmetics. We buy directly from manufacturers and marketing authorisation holders, and every product comes with documentation of its origin and quality.',
          },
          {
            type: 'paragraph',
            text: 'Orders reach us electronically, by phone and through our field team. Most are delivered the next working day, and urgent hospital deliveries can be arranged sooner. Medicines that need the cold chain travel in temperature-controlled vehicles with an unbroken temperature record from our warehouse to the pharmacy.',
          },
        ],
      },
      {
        heading: 'Who we work with',
        blocks: [
          {
            type: 'list',
            items: [
              'community pharmacies and pharmacy chains',
              'hospital pharmacies and healthcare institutions',
              'primary care centres, polyclinics and private practices',
              'specialist medical-device retailers',
              'manufacturers and authorisation holders looking for a dependable distribution partner',
            ],
          },
        ],
      },
      {
        heading: 'Safety and traceability',
        blocks: [
          {
            type: 'paragraph',
            text: 'We work under national medicines legislation and the EU guidelines on Good Distribution Practice. Batches are checked on receipt, and our warehouse management system follows every batch and expiry date from goods-in to delivery. Where the law requires it, safety features on medicine packs are verified in the national anti-falsification system, and recalls are carried out quickly and on record, together with the competent authority and the authorisation holder.',
          },
        ],
      },
      {
        heading: 'Partnering with manufacturers',
        blocks: [
          {
            type: 'paragraph',
            text: 'For manufacturers we offer more than distribution: market entry, regulatory affairs, secondary packaging, pharmacovigilance and professional support towards pharmacists and physicians. Among the partners whose products we represent is Cochlear, the maker of cochlear implant systems.',
          },
        ],
      },
      {
        heading: 'Supporting pharmacies',
        blocks: [
          {
            type: 'paragraph',
            text: 'We make pharmacies’ daily work easier: electronic ordering linked to pharmacy software, real-time availability and delivery information, and help with returns and complaints. Our field team keeps pharmacists up to date on new products, range changes and possible shortages, so patients get their medicines without waiting.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Product range',
      intro: 'Everything a pharmacy or hospital needs, from one source and in one delivery.',
      items: [
        {
          title: 'Prescription medicines',
          text: 'Originator and generic medicines for pharmacies and hospitals, including cold-chain products.',
        },
        {
          title: 'Over-the-counter medicines',
          text: 'Self-care medicines and products that pharmacists recommend at the counter.',
        },
        {
          title: 'Medical devices',
          text: 'Dressings, continence aids, devices for administering medicines and wound care.',
        },
        {
          title: 'Dermocosmetics and skin care',
          text: 'Skin-care products of the brands we represent and of other established manufacturers.',
        },
        {
          title: 'Food supplements',
          text: 'Vitamins, minerals and food supplements for pharmacy sale.',
        },
        {
          title: 'Hospital range',
          text: 'Infusion solutions, hospital-only medicines and consumables for wards.',
        },
      ],
    },
    cta: {
      title: 'Would you like to become a customer or partner?',
      text: 'Get in touch – we will prepare an offer, terms of cooperation and access to electronic ordering.',
      button: 'Write to our wholesale team',
    },
  },
};
