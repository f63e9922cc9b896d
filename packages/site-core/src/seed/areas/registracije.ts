import type { Locale } from '../../i18n/locales';
import type { AreaCopy } from '../../schema/portfolio';

/** Regulatory affairs service. Its copy in every locale: seed data. */
export const registracije: Record<Locale, AreaCopy> = {
  hr: {
    lead: 'Od prve prijave do obnove odobrenja: vodimo regulatorne postupke za lijekove, medicinske proizvode, dodatke prehrani i kozmetiku te farmakovigilanciju za proizvođače.',
    sections: [
      {
        heading: 'Što radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Tim za regulatorne poslove pomaže proizvođačima i nositeljima odobrenja da njihovi proizvodi zakonito i bez zastoja dođu na tržište i na njemu ostanu. Pripremamo i predajemo dokumentaciju za odobrenje za stavljanje lijeka u promet u nacionalnom postupku, postupku međusobnog priznavanja i decentraliziranom postupku, vodimo izmjene i obnove odobrenja te cjelokupnu komunikaciju s HALMED-om.',
          },
          {
            type: 'paragraph',
            text: 'Za medicinske proizvode i in vitro dijagnostiku provjeravamo usklađenost dokumentacije s europskim uredbama, obavljamo registracije u nacionalnim i europskim bazama te preuzimamo obveze ovlaštenog zastupnika ili distributera. Savjetujemo i pri razvrstavanju graničnih proizvoda, kada nije jasno je li riječ o lijeku, medicinskom proizvodu, dodatku prehrani ili kozmetici.',
          },
        ],
      },
      {
        heading: 'Farmakovigilancija',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kao lokalni partner preuzimamo ulogu kontaktne osobe za farmakovigilanciju: zaprimamo i obrađujemo prijave nuspojava, pratimo lokalnu stručnu literaturu, sudjelujemo u provedbi mjera minimizacije rizika i pripremi periodičkih izvješća. Prijave nuspojava zaprimamo i putem obrasca na ovim stranicama.',
          },
        ],
      },
      {
        heading: 'Lokalizacija teksta i pakiranja',
        blocks: [
          {
            type: 'paragraph',
            text: 'Prevodimo i jezično usklađujemo sažetke opisa svojstava lijeka, upute o lijeku i tekst na pakiranju, pripremamo nacrte pakiranja i provjeravamo odgovara li tiskani materijal odobrenoj verziji. Kad je potrebno prilagoditi postojeća pakiranja lokalnom tržištu, povezujemo se s timom za sekundarno opremanje.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'proizvođače i nositelje odobrenja koji ulaze na tržište',
              'tvrtke bez vlastitog regulatornog tima u regiji',
              'proizvođače medicinskih proizvoda sa sjedištem izvan EU-a',
              'uvoznike dodataka prehrani i kozmetike',
            ],
          },
        ],
      },
      {
        heading: 'Kako radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Svaki projekt počinje procjenom dokumentacije i jasnim planom s rokovima i odgovornostima. Partner dobiva jednu kontaktnu osobu, redovite izvještaje o statusu postupaka i pravodobna upozorenja na obnove i nove regulatorne zahtjeve. Dokumentaciju vodimo u elektroničkom sustavu, tako da je uvijek spremna za inspekciju ili prijenos odobrenja.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Regulatorne usluge',
      items: [
        {
          title: 'Odobrenja za lijekove',
          text: 'Nacionalni, MRP i DCP postupci, izmjene, obnove i prijenosi odobrenja.',
        },
        {
          title: 'Medicinski proizvodi',
          text: 'Usklađenost s MDR-om i IVDR-om, registracije i uloga ovlaštenog zastupnika.',
        },
        {
          title: 'Farmakovigilancija',
          text: 'Lokalna kontaktna osoba, obrada prijava nuspojava i praćenje literature.',
        },
        {
          title: 'Označivanje i upute',
          text: 'Prijevodi, jezična provjera i usklađivanje teksta na pakiranju i u uputi.',
        },
        {
          title: 'Dodaci prehrani i kozmetika',
          text: 'Notifikacije te provjera sastava i deklaracije prije stavljanja na tržište.',
        },
        {
          title: 'Regulatorno savjetovanje',
          text: 'Strategija registracije, razvrstavanje proizvoda i komunikacija s agencijama.',
        },
      ],
    },
    cta: {
      title: 'Ulazite na novo tržište?',
      text: 'Opišite nam proizvod i planove – predložit ćemo regulatorni put i okvirni vremenski plan.',
      button: 'Pišite regulatornom timu',
    },
  },
  sl: {
    lead: 'Od prve vloge do podaljšanja dovoljenja: vodimo regulativne postopke za zdravila, medicinske pripomočke, prehranska dopolnila in kozmetiko ter farmakovigilanco za proizvajalce.',
    sections: [
      {
        heading: 'Kaj delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Ekipa za regulativne zadeve pomaga proizvajalcem in imetnikom dovoljenj, da njihovi izdelki zakonito in brez zastojev pridejo na trg in na njem ostanejo. Pripravljamo in oddajamo dokumentacijo za dovoljenje za promet z zdravilom po nacionalnem postopku, postopku z medsebojnim priznavanjem in decentraliziranem postopku, vodimo spremembe in podaljšanja dovoljenj ter celotno komunikacijo z JAZMP.',
          },
          {
            type: 'paragraph',
            text: 'Pri medicinskih pripomočkih in in vitro diagnostiki preverjamo skladnost dokumentacije z evropskima uredbama, izvajamo registracije v nacionalnih in evropskih zbirkah ter prevzemamo obveznosti pooblaščenega predstavnika ali distributerja. Svetujemo tudi pri razvrščanju mejnih izdelkov, ko ni jasno, ali gre za zdravilo, medicinski pripomoček, prehransko dopolnilo ali kozmetiko.',
          },
        ],
      },
      {
        heading: 'Farmakovigilanca',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kot lokalni partner prevzamemo vlogo kontaktne osebe za farmakovigilanco: sprejemamo in obdelujemo poročila o neželenih učinkih, spremljamo lokalno strokovno literaturo, sodelujemo pri izvajanju ukrepov za zmanjševanje tveganj in pri pripravi rednih poročil o varnosti.',
          },
        ],
      },
      {
        heading: 'Lokalizacija besedil in ovojnine',
        blocks: [
          {
            type: 'paragraph',
            text: 'Prevajamo in jezikovno usklajujemo povzetke glavnih značilnosti zdravila, navodila za uporabo in besedila na ovojnini, pripravljamo osnutke ovojnine in preverjamo, ali natisnjeno gradivo ustreza odobreni različici. Kadar je treba obstoječo ovojnino prilagoditi lokalnemu trgu, sodelujemo z ekipo za prepakiranje.',
          },
        ],
      },
      {
        heading: 'Komu smo namenjeni',
        blocks: [
          {
            type: 'list',
            items: [
              'proizvajalcem in imetnikom dovoljenj, ki vstopajo na trg',
              'podjetjem brez lastne regulativne ekipe v regiji',
              'proizvajalcem medicinskih pripomočkov s sedežem zunaj EU',
              'uvoznikom prehranskih dopolnil in kozmetike',
            ],
          },
        ],
      },
      {
        heading: 'Kako delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Vsak projekt se začne z oceno dokumentacije in jasnim načrtom z roki in odgovornostmi. Partner dobi eno kontaktno osebo, redna poročila o stanju postopkov in pravočasna opozorila na podaljšanja in nove regulativne zahteve. Dokumentacijo vodimo v elektronskem sistemu, tako da je vedno pripravljena za inšpekcijo ali prenos dovoljenja.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Regulativne storitve',
      items: [
        {
          title: 'Dovoljenja za zdravila',
          text: 'Nacionalni postopki, MRP in DCP, spremembe, podaljšanja in prenosi dovoljenj.',
        },
        {
          title: 'Medicinski pripomočki',
          text: 'Skladnost z MDR in IVDR, registracije in vloga pooblaščenega predstavnika.',
        },
        {
          title: 'Farmakovigilanca',
          text: 'Lokalna kontaktna oseba, obdelava poročil o neželenih učinkih in spremljanje literature.',
        },
        {
          title: 'Označevanje in navodila',
          text: 'Prevodi, jezikovni pregled in uskladitev besedil na ovojnini in v navodilu.',
        },
        {
          title: 'Prehranska dopolnila in kozmetika',
          text: 'Priglasitve ter preverjanje sestave in označbe pred dajanjem na trg.',
        },
        {
          title: 'Regulativno svetovanje',
          text: 'Strategija registracije, razvrščanje izdelkov in komunikacija z agencijami.',
        },
      ],
    },
    cta: {
      title: 'Vstopate na nov trg?',
      text: 'Opišite nam izdelek in načrte – predlagali bomo regulativno pot in okvirni časovni načrt.',
      button: 'Pišite regulativni ekipi',
    },
  },
  bs: {
    lead: 'Od prve prijave do obnove dozvole: vodimo regulatorne postupke za lijekove, medicinska sredstva, dodatke prehrani i kozmetiku te farmakovigilancu za proizvođače.',
    sections: [
      {
        heading: 'Šta radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Tim za regulatorne poslove pomaže proizvođačima i nosiocima dozvola da njihovi proizvodi zakonito i bez zastoja dođu na tržište i na njemu ostanu. Pripremamo i predajemo dokumentaciju za dozvolu za stavljanje lijeka u promet kod Agencije za lijekove i medicinska sredstva BiH, vodimo izmjene i obnove dozvola te cjelokupnu komunikaciju s Agencijom.',
          },
          {
            type: 'paragraph',
            text: 'Za medicinska sredstva i in vitro dijagnostiku pripremamo dokumentaciju za upis u registar, provjeravamo usklađenost s domaćim propisima i preuzimamo obaveze ovlaštenog predstavnika proizvođača. Savjetujemo i pri razvrstavanju graničnih proizvoda, kada nije jasno radi li se o lijeku, medicinskom sredstvu, dodatku prehrani ili kozmetici.',
          },
        ],
      },
      {
        heading: 'Farmakovigilanca',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kao lokalni partner preuzimamo ulogu kontakt osobe za farmakovigilancu: primamo i obrađujemo prijave neželjenih efekata, pratimo lokalnu stručnu literaturu, učestvujemo u provođenju mjera za smanjenje rizika i u pripremi periodičnih izvještaja o sigurnosti.',
          },
        ],
      },
      {
        heading: 'Lokalizacija teksta i pakovanja',
        blocks: [
          {
            type: 'paragraph',
            text: 'Prevodimo i jezički usklađujemo sažetke karakteristika lijeka, uputstva za pacijente i tekst na pakovanju, pripremamo nacrte pakovanja i provjeravamo odgovara li štampani materijal odobrenoj verziji. Kada postojeća pakovanja treba prilagoditi domaćem tržištu, sarađujemo s timom za sekundarno pakovanje.',
          },
        ],
      },
      {
        heading: 'Za koga radimo',
        blocks: [
          {
            type: 'list',
            items: [
              'proizvođače i nosioce dozvola koji ulaze na tržište BiH',
              'kompanije bez vlastitog regulatornog tima u regiji',
              'strane proizvođače medicinskih sredstava',
              'uvoznike dodataka prehrani i kozmetike',
            ],
          },
        ],
      },
      {
        heading: 'Kako radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Svaki projekat počinje procjenom dokumentacije i jasnim planom s rokovima i odgovornostima. Partner dobija jednu kontakt osobu, redovne izvještaje o statusu postupaka i blagovremena upozorenja na obnove i nove regulatorne zahtjeve. Dokumentaciju vodimo u elektronskom sistemu, tako da je uvijek spremna za inspekciju ili prenos dozvole.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Regulatorne usluge',
      items: [
        {
          title: 'Dozvole za lijekove',
          text: 'Prve dozvole, izmjene, obnove i prenosi dozvola za stavljanje lijeka u promet.',
        },
        {
          title: 'Medicinska sredstva',
          text: 'Upis u registar, usklađenost dokumentacije i uloga ovlaštenog predstavnika.',
        },
        {
          title: 'Farmakovigilanca',
          text: 'Lokalna kontakt osoba, obrada prijava neželjenih efekata i praćenje literature.',
        },
        {
          title: 'Označavanje i uputstva',
          text: 'Prevodi, jezička provjera i usklađivanje teksta na pakovanju i u uputstvu.',
        },
        {
          title: 'Dodaci prehrani i kozmetika',
          text: 'Provjera sastava i deklaracije prije stavljanja na tržište.',
        },
        {
          title: 'Regulatorno savjetovanje',
          text: 'Strategija registracije, razvrstavanje proizvoda i komunikacija s nadležnim organima.',
        },
      ],
    },
    cta: {
      title: 'Ulazite na novo tržište?',
      text: 'Opišite nam proizvod i planove – predložit ćemo regulatorni put i okvirni vremenski plan.',
      button: 'Pišite regulatornom timu',
    },
  },
  en: {
    lead: 'From the first application to renewal: we handle regulatory procedures for medicines, medical devices, food supplements and cosmetics, and pharmacovigilance for manufacturers.',
    sections: [
      {
        heading: 'What we do',
        blocks: [
          {
            type: 'paragraph',
            text: 'Our regulatory affairs team helps manufacturers and authorisation holders bring their products to market lawfully and without delays – and keep them there. We prepare and submit marketing authorisation dossiers in national, mutual recognition and decentralised procedures where they apply, manage variations and renewals, and handle all correspondence with the national medicines agency.',
          },
          {
            type: 'paragraph',
            text: 'For medical devices and in vitro diagnostics we check that documentation meets the applicable regulations, complete registrations in national and European databases, and take on the obligations of an authorised representative or distributor. We also advise on borderline products, when it is not obvious whether something is a medicine, a medical device, a food supplement or a cosmetic.',
          },
        ],
      },
      {
        heading: 'Pharmacovigilance',
        blocks: [
          {
            type: 'paragraph',
            text: 'As a local partner we act as the local contact person for pharmacovigilance: we receive and process reports of side effects, screen local medical literature, help implement risk-minimisation measures and contribute to periodic safety reports.',
          },
        ],
      },
      {
        heading: 'Localising texts and packs',
        blocks: [
          {
            type: 'paragraph',
            text: 'We translate and review summaries of product characteristics, package leaflets and labelling, prepare packaging artwork and check that printed materials match the approved version. When existing packs need adapting to the local market, we work hand in hand with our repackaging team.',
          },
        ],
      },
      {
        heading: 'Who we work with',
        blocks: [
          {
            type: 'list',
            items: [
              'manufacturers and authorisation holders entering the market',
              'companies without their own regulatory team in the region',
              'medical-device manufacturers based outside the market',
              'importers of food supplements and cosmetics',
            ],
          },
        ],
      },
      {
        heading: 'How we work',
        blocks: [
          {
            type: 'paragraph',
            text: 'Every project starts with a review of the documentation and a clear plan with deadlines and responsibilities. Partners get a single contact person, regular status reports and timely reminders of renewals and new regulatory requirements. We keep documentation in an electronic system, always ready for an inspection or a transfer of the authorisation.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Regulatory services',
      items: [
        {
          title: 'Marketing authorisations',
          text: 'New applications, variations, renewals and transfers of authorisations.',
        },
        {
          title: 'Medical devices',
          text: 'MDR and IVDR compliance, registrations and the authorised representative role.',
        },
        {
          title: 'Pharmacovigilance',
          text: 'Local contact person, case processing and literature screening.',
        },
        {
          title: 'Labelling and leaflets',
          text: 'Translation, linguistic review and alignment of pack and leaflet texts.',
        },
        {
          title: 'Food supplements and cosmetics',
          text: 'Notifications and checks of composition and labelling before launch.',
        },
        {
          title: 'Regulatory consulting',
          text: 'Registration strategy, product classification and dealings with the authorities.',
        },
      ],
    },
    cta: {
      title: 'Entering a new market?',
      text: 'Tell us about your product and plans – we will suggest a regulatory route and an indicative timeline.',
      button: 'Write to the regulatory team',
    },
  },
};
