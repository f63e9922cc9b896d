import type { Locale } from '../../i18n/locales';
import type { AreaCopy } from '../../schema/portfolio';

/** Marketing of represented brands; lists the brand pages the market shows. Its copy in every locale: seed data. */
export const marketing: Record<Locale, AreaCopy> = {
  hr: {
    lead: 'Zastupamo međunarodne dermokozmetičke, bezreceptne i medicinske robne marke i približavamo ih ljekarnama, liječnicima i pacijentima.',
    sections: [
      {
        heading: 'Što radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Služba za marketing zastupanih robnih marki brine o proizvodima partnera kao da su naši. Za svaku marku izrađujemo plan uvođenja i razvoja na tržištu, pripremamo stručne i promotivne materijale na hrvatskom jeziku te educiramo ljekarnike, dermatologe i liječnike obiteljske medicine o proizvodima i njihovoj pravilnoj primjeni.',
          },
          {
            type: 'paragraph',
            text: 'Naši stručni suradnici – magistri farmacije i stručnjaci za marketing – svakodnevno su na terenu. Posjećuju ljekarne i ordinacije, organiziraju stručne sastanke i dane savjetovanja te prate kako se proizvodi prodaju i kako ih pacijenti prihvaćaju. Svaka marka ima svoj tim, pa ljekarna uvijek zna koga pitati.',
          },
        ],
      },
      {
        heading: 'Što nudimo partnerima',
        blocks: [
          {
            type: 'list',
            items: [
              'analizu tržišta, pozicioniranje i plan lansiranja',
              'prilagodbu ambalaže, uputa i materijala hrvatskim propisima',
              'stručnu promociju prema ljekarnicima i liječnicima',
              'edukacije za ljekarničke timove i dane savjetovanja u ljekarnama',
              'digitalne kampanje i suradnju sa stručnim društvima',
              'praćenje prodaje, zaliha i tržišnih kretanja',
            ],
          },
        ],
      },
      {
        heading: 'Odgovorna komunikacija',
        blocks: [
          {
            type: 'paragraph',
            text: 'Proizvode promoviramo isključivo u okviru odobrenih indikacija i propisa o oglašavanju lijekova, medicinskih proizvoda i kozmetike. Pitanja o sigurnosti primjene i prijave nuspojava odmah prosljeđujemo farmakovigilanciji i nositelju odobrenja, a pacijente uvijek upućujemo na uputu o lijeku te na savjet liječnika ili ljekarnika. Stručne materijale prije objave provjeravaju farmaceut i osoba odgovorna za usklađenost s propisima.',
          },
          {
            type: 'paragraph',
            text: 'Na stranicama pojedinih robnih marki pročitajte čemu su proizvodi namijenjeni, kome odgovaraju i kako se primjenjuju.',
          },
        ],
      },
      {
        heading: 'Za ljekarne i liječnike',
        blocks: [
          {
            type: 'paragraph',
            text: 'Ljekarnicima i liječnicima nudimo pouzdane informacije o proizvodima koje zastupamo: stručne prezentacije, materijale za savjetovanje pacijenata, uzorke gdje su dopušteni i brze odgovore na pitanja iz prakse. Ljekarnama pomažemo i pri izlaganju proizvoda te planiranju zaliha, kako bi preporučeni proizvod uvijek bio dostupan pacijentu.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Kako radimo s robnom markom',
      items: [
        {
          title: 'Strategija i lansiranje',
          text: 'Analiza tržišta, pozicioniranje, cijene i plan uvođenja proizvoda.',
        },
        {
          title: 'Stručna promocija',
          text: 'Posjeti ljekarnama i ordinacijama, stručni sastanci i simpoziji.',
        },
        {
          title: 'Edukacija ljekarnika',
          text: 'Radionice i dani savjetovanja za ljekarničke timove.',
        },
        {
          title: 'Materijali i digitalni kanali',
          text: 'Stručni letci, sadržaj za web i društvene mreže u skladu s propisima.',
        },
        {
          title: 'Praćenje rezultata',
          text: 'Redoviti izvještaji partnerima o prodaji, zalihama i tržištu.',
        },
      ],
    },
    cta: {
      title: 'Tražite partnera za svoju robnu marku?',
      text: 'Predstavite nam svoj proizvod – pripremit ćemo prijedlog suradnje prilagođen tržištu.',
      button: 'Pišite marketingu',
    },
  },
  sl: {
    lead: 'Zastopamo mednarodne blagovne znamke dermokozmetike, izdelkov brez recepta in medicinskih izdelkov ter jih približamo lekarnam, zdravnikom in bolnikom.',
    sections: [
      {
        heading: 'Kaj delamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Oddelek za trženje zastopanih blagovnih znamk skrbi za izdelke partnerjev, kot da bi bili naši. Za vsako znamko pripravimo načrt uvajanja in razvoja na trgu, strokovna in promocijska gradiva v slovenščini ter farmacevte, dermatologe in družinske zdravnike seznanjamo z izdelki in njihovo pravilno uporabo.',
          },
          {
            type: 'paragraph',
            text: 'Naši strokovni sodelavci – magistri farmacije in strokovnjaki za trženje – so vsak dan na terenu. Obiskujejo lekarne in ambulante, pripravljajo strokovna srečanja in svetovalne dneve ter spremljajo, kako se izdelki prodajajo in kako jih sprejemajo bolniki. Vsaka znamka ima svojo ekipo, zato lekarna vedno ve, koga vprašati.',
          },
        ],
      },
      {
        heading: 'Kaj ponujamo partnerjem',
        blocks: [
          {
            type: 'list',
            items: [
              'analizo trga, pozicioniranje in načrt lansiranja',
              'prilagoditev ovojnine, navodil in gradiv slovenskim predpisom',
              'strokovno promocijo pri farmacevtih in zdravnikih',
              'izobraževanja za lekarniške ekipe in svetovalne dneve v lekarnah',
              'digitalne kampanje in sodelovanje s strokovnimi združenji',
              'spremljanje prodaje, zalog in gibanj na trgu',
            ],
          },
        ],
      },
      {
        heading: 'Odgovorno komuniciranje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Izdelke oglašujemo izključno v okviru odobrenih indikacij in predpisov o oglaševanju zdravil, medicinskih pripomočkov in kozmetike. Vprašanja o varni uporabi in poročila o neželenih učinkih takoj posredujemo farmakovigilanci in imetniku dovoljenja, bolnike pa vedno napotimo na navodilo za uporabo ter na nasvet zdravnika ali farmacevta. Strokovna gradiva pred objavo pregledata farmacevt in oseba, odgovorna za skladnost s predpisi.',
          },
          {
            type: 'paragraph',
            text: 'Na straneh posameznih blagovnih znamk preberite, čemu so izdelki namenjeni, komu ustrezajo in kako se uporabljajo.',
          },
        ],
      },
      {
        heading: 'Za lekarne in zdravnike',
        blocks: [
          {
            type: 'paragraph',
            text: 'Farmacevtom in zdravnikom ponujamo zanesljive informacije o izdelkih, ki jih zastopamo: strokovne predstavitve, gradiva za svetovanje bolnikom, vzorce, kjer so dovoljeni, in hitre odgovore na vprašanja iz prakse. Lekarnam pomagamo tudi pri postavitvi izdelkov in načrtovanju zalog, da je priporočeni izdelek bolniku vedno na voljo.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Kako delamo z blagovno znamko',
      items: [
        {
          title: 'Strategija in lansiranje',
          text: 'Analiza trga, pozicioniranje, cene in načrt uvajanja izdelka.',
        },
        {
          title: 'Strokovna promocija',
          text: 'Obiski lekarn in ambulant, strokovna srečanja in simpoziji.',
        },
        {
          title: 'Izobraževanje farmacevtov',
          text: 'Delavnice in svetovalni dnevi za lekarniške ekipe.',
        },
        {
          title: 'Gradiva in digitalni kanali',
          text: 'Strokovni letaki, vsebine za splet in družbena omrežja v skladu s predpisi.',
        },
        {
          title: 'Spremljanje rezultatov',
          text: 'Redna poročila partnerjem o prodaji, zalogah in trgu.',
        },
      ],
    },
    cta: {
      title: 'Iščete partnerja za svojo blagovno znamko?',
      text: 'Predstavite nam svoj izdelek – pripravili bomo predlog sodelovanja, prilagojen trgu.',
      button: 'Pišite oddelku za trženje',
    },
  },
  bs: {
    lead: 'Zastupamo međunarodne dermokozmetičke, bezreceptne i medicinske brendove i približavamo ih apotekama, ljekarima i pacijentima.',
    sections: [
      {
        heading: 'Šta radimo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Odjel za marketing zastupanih brendova brine o proizvodima partnera kao da su naši. Za svaki brend izrađujemo plan uvođenja i razvoja na tržištu, pripremamo stručne i promotivne materijale na bosanskom jeziku te farmaceute, dermatologe i ljekare porodične medicine upoznajemo s proizvodima i njihovom pravilnom primjenom.',
          },
          {
            type: 'paragraph',
            text: 'Naši stručni saradnici – magistri farmacije i stručnjaci za marketing – svakodnevno su na terenu. Posjećuju apoteke i ordinacije, organizuju stručne sastanke i dane savjetovanja te prate kako se proizvodi prodaju i kako ih pacijenti prihvataju. Svaki brend ima svoj tim, tako da apoteka uvijek zna koga da pita.',
          },
        ],
      },
      {
        heading: 'Šta nudimo partnerima',
        blocks: [
          {
            type: 'list',
            items: [
              'analizu tržišta, pozicioniranje i plan lansiranja',
              'prilagođavanje ambalaže, uputstava i materijala propisima u BiH',
              'stručnu promociju prema farmaceutima i ljekarima',
              'edukacije za timove u apotekama i dane savjetovanja',
              'digitalne kampanje i saradnju sa stručnim udruženjima',
              'praćenje prodaje, zaliha i kretanja na tržištu',
            ],
          },
        ],
      },
      {
        heading: 'Odgovorna komunikacija',
        blocks: [
          {
            type: 'paragraph',
            text: 'Proizvode promovišemo isključivo u okviru odobrenih indikacija i propisa o oglašavanju lijekova, medicinskih sredstava i kozmetike. Pitanja o sigurnosti primjene i prijave neželjenih efekata odmah prosljeđujemo farmakovigilanci i nosiocu dozvole, a pacijente uvijek upućujemo na uputstvo o lijeku te na savjet ljekara ili farmaceuta. Stručne materijale prije objave provjeravaju farmaceut i osoba odgovorna za usklađenost s propisima.',
          },
          {
            type: 'paragraph',
            text: 'Na stranicama pojedinih brendova pročitajte čemu su proizvodi namijenjeni, kome odgovaraju i kako se primjenjuju.',
          },
        ],
      },
      {
        heading: 'Za apoteke i ljekare',
        blocks: [
          {
            type: 'paragraph',
            text: 'Farmaceutima i ljekarima nudimo pouzdane informacije o proizvodima koje zastupamo: stručne prezentacije, materijale za savjetovanje pacijenata, uzorke gdje su dozvoljeni i brze odgovore na pitanja iz prakse. Apotekama pomažemo i pri izlaganju proizvoda te planiranju zaliha, kako bi preporučeni proizvod uvijek bio dostupan pacijentu.',
          },
        ],
      },
    ],
    groups: {
      heading: 'Kako radimo s brendom',
      items: [
        {
          title: 'Strategija i lansiranje',
          text: 'Analiza tržišta, pozicioniranje, cijene i plan uvođenja proizvoda.',
        },
        {
          title: 'Stručna promocija',
          text: 'Posjete apotekama i ordinacijama, stručni sastanci i simpoziji.',
        },
        {
          title: 'Edukacija farmaceuta',
          text: 'Radionice i dani savjetovanja za timove u apotekama.',
        },
        {
          title: 'Materijali i digitalni kanali',
          text: 'Stručni leci, sadržaj za web i društvene mreže u skladu s propisima.',
        },
        {
          title: 'Praćenje rezultata',
          text: 'Redovni izvještaji partnerima o prodaji, zalihama i tržištu.',
        },
      ],
    },
    cta: {
      title: 'Tražite partnera za svoj brend?',
      text: 'Predstavite nam svoj proizvod – pripremit ćemo prijedlog saradnje prilagođen tržištu.',
      button: 'Pišite marketingu',
    },
  },
  en: {
    lead: 'We represent international dermocosmetic, over-the-counter and medical brands and bring them closer to pharmacists, physicians and patients.',
    sections: [
      {
        heading: 'What we do',
        blocks: [
          {
            type: 'paragraph',
            text: 'Our brand marketing department looks after our partners’ products as if they were our own. For every brand we draw up a plan for its launch and growth, prepare professional and promotional materials in the local language, and train pharmacists, dermatologists and family doctors on the products and their correct use.',
          },
          {
            type: 'paragraph',
            text: 'Our medical representatives – pharmacists and marketing specialists – are in the field every day. They visit pharmacies and practices, organise professional meetings and advice days, and follow how products sell and how patients take to them. Each brand has its own team, so a pharmacy always knows whom to ask.',
          },
        ],
      },
      {
        heading: 'What we offer partners',
        blocks: [
          {
            type: 'list',
            items: [
              'market analysis, positioning and a launch plan',
              'adapting packaging, leaflets and materials to local regulations',
              'professional promotion to pharmacists and physicians',
              'training for pharmacy teams and in-pharmacy advice days',
              'digital campaigns and cooperation with professional societies',
              'tracking of sales, stock and market trends',
            ],
          },
        ],
      },
      {
        heading: 'Responsible communication',
        blocks: [
          {
            type: 'paragraph',
            text: 'We promote products only within their approved indications and the rules on advertising medicines, medical devices and cosmetics. Questions about safe use and reports of side effects go straight to pharmacovigilance and the authorisation holder, and we always refer patients to the package leaflet and to their doctor or pharmacist. Before publication, professional materials are reviewed by a pharmacist and the person responsible for regulatory compliance.',
          },
          {
            type: 'paragraph',
            text: 'On each brand’s page you can read what its products are for, who they suit and how they are used.',
          },
        ],
      },
      {
        heading: 'For pharmacies and physicians',
        blocks: [
          {
            type: 'paragraph',
            text: 'Pharmacists and physicians get reliable information on the products we represent: professional presentations, patient-counselling materials, samples where permitted and quick answers to questions from practice. We also help pharmacies with merchandising and stock planning, so the product they recommend is always available to the patient.',
          },
        ],
      },
    ],
    groups: {
      heading: 'How we work with a brand',
      items: [
        {
          title: 'Strategy and launch',
          text: 'Market analysis, positioning, pricing and a product launch plan.',
        },
        {
          title: 'Professional promotion',
          text: 'Visits to pharmacies and practices, professional meetings and symposia.',
        },
        { title: 'Pharmacist training', text: 'Workshops and advice days for pharmacy teams.' },
        {
          title: 'Materials and digital channels',
          text: 'Professional leaflets and compliant content for the web and social media.',
        },
        {
          title: 'Measuring results',
          text: 'Regular reports to partners on sales, stock and the market.',
        },
      ],
    },
    cta: {
      title: 'Looking for a partner for your brand?',
      text: 'Introduce your product to us – we will prepare a proposal for cooperation tailored to the market.',
      button: 'Write to our marketing team',
    },
  },
};
