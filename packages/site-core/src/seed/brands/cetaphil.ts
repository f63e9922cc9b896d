import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Cetaphil (Galderma): gentle cleansing and moisturising skin care. Its copy in every locale: seed data. */
export const cetaphil: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Cetaphil je linija blagih proizvoda za čišćenje i hidrataciju osjetljive, suhe i reaktivne kože, prikladna za svakodnevnu njegu cijele obitelji.',
    sections: [
      {
        heading: 'Što je Cetaphil',
        blocks: [
          {
            type: 'paragraph',
            text: 'Proizvodi Cetaphil osmišljeni su da čiste i njeguju kožu bez nepotrebnog isušivanja. Formulacije su blage, a mnogi se proizvodi mogu koristiti i za lice i za tijelo. Linija obuhvaća sredstva za čišćenje, hidratantne kreme i losione te specijaliziranu njegu za vrlo suhu kožu sklonu svrbežu i za kožu lica sklonu crvenilu.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama osjetljive i suhe kože',
              'djeci i odraslima kojima treba blaga svakodnevna njega',
              'osobama kojima se koža isušuje od čestog pranja ruku, klime ili grijanja',
              'kao njega uz dermatološko liječenje, prema preporuci liječnika',
            ],
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sredstvo za čišćenje nanesite na kožu, nježno umasirajte pa isperite vodom ili obrišite mekom krpicom. Hidratantni proizvod nanesite nakon čišćenja, dok je koža još blago vlažna, a po potrebi i više puta na dan. Za djecu i za kožu sklonu ekcemu birajte proizvode označene za tu namjenu i pridržavajte se uputa na pakiranju.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        {
          title: 'Čišćenje',
          text: 'Blaga sredstva za čišćenje lica i tijela koja ne narušavaju zaštitnu barijeru kože.',
        },
        {
          title: 'Hidratacija',
          text: 'Kreme i losioni za svakodnevnu njegu suhe i osjetljive kože.',
        },
        {
          title: 'Vrlo suha koža',
          text: 'Njega za kožu sklonu svrbežu i perutanju, za djecu i odrasle.',
        },
        { title: 'Crvenilo lica', text: 'Njega za kožu lica sklonu crvenilu i nadražaju.' },
      ],
    },
    safetyNote:
      'Cetaphil su kozmetički proizvodi. Pročitajte upute na pakiranju; ako imate kožnu bolest ili vas nešto brine, posavjetujte se s dermatologom ili ljekarnikom.',
    facts: [
      { label: 'Proizvođač', value: 'Galderma' },
      { label: 'Vrsta proizvoda', value: 'Dermokozmetika' },
      { label: 'Za koga', value: 'Lice i tijelo, cijela obitelj' },
    ],
  },
  sl: {
    lead: 'Cetaphil je linija nežnih izdelkov za čiščenje in vlaženje občutljive, suhe in reaktivne kože, primerna za vsakodnevno nego vse družine.',
    sections: [
      {
        heading: 'Kaj je Cetaphil',
        blocks: [
          {
            type: 'paragraph',
            text: 'Izdelki Cetaphil so zasnovani tako, da kožo čistijo in negujejo, ne da bi jo po nepotrebnem izsušili. Formulacije so nežne, veliko izdelkov pa lahko uporabljate za obraz in telo. Linija obsega čistila, vlažilne kreme in losjone ter posebno nego za zelo suho kožo, nagnjeno k srbenju, in za kožo obraza, nagnjeno k rdečici.',
          },
        ],
      },
      {
        heading: 'Komu je namenjen',
        blocks: [
          {
            type: 'list',
            items: [
              'ljudem z občutljivo in suho kožo',
              'otrokom in odraslim, ki potrebujejo nežno vsakodnevno nego',
              'ljudem, ki se jim koža izsušuje zaradi pogostega umivanja rok, klimatskih naprav ali ogrevanja',
              'kot nega ob dermatološkem zdravljenju, po priporočilu zdravnika',
            ],
          },
        ],
      },
      {
        heading: 'Kako ga uporabljate',
        blocks: [
          {
            type: 'paragraph',
            text: 'Čistilo nanesite na kožo, nežno vmasirajte in sperite z vodo ali obrišite z mehko krpico. Vlažilni izdelek nanesite po čiščenju, ko je koža še rahlo vlažna, po potrebi tudi večkrat na dan. Za otroke in za kožo, nagnjeno k ekcemu, izberite izdelke, označene za ta namen, in upoštevajte navodila na ovojnini.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije izdelkov',
      items: [
        {
          title: 'Čiščenje',
          text: 'Nežna čistila za obraz in telo, ki ne porušijo zaščitne pregrade kože.',
        },
        {
          title: 'Vlaženje',
          text: 'Kreme in losjoni za vsakodnevno nego suhe in občutljive kože.',
        },
        {
          title: 'Zelo suha koža',
          text: 'Nega za kožo, nagnjeno k srbenju in luščenju, za otroke in odrasle.',
        },
        {
          title: 'Rdečica na obrazu',
          text: 'Nega za kožo obraza, nagnjeno k rdečici in draženju.',
        },
      ],
    },
    safetyNote:
      'Cetaphil so kozmetični izdelki. Preberite navodila na ovojnini; če imate kožno bolezen ali vas kaj skrbi, se posvetujte z dermatologom ali farmacevtom.',
    facts: [
      { label: 'Proizvajalec', value: 'Galderma' },
      { label: 'Vrsta izdelka', value: 'Dermokozmetika' },
      { label: 'Za koga', value: 'Obraz in telo, vsa družina' },
    ],
  },
  bs: {
    lead: 'Cetaphil je linija blagih proizvoda za čišćenje i hidrataciju osjetljive, suhe i reaktivne kože, pogodna za svakodnevnu njegu cijele porodice.',
    sections: [
      {
        heading: 'Šta je Cetaphil',
        blocks: [
          {
            type: 'paragraph',
            text: 'Proizvodi Cetaphil osmišljeni su da čiste i njeguju kožu bez nepotrebnog isušivanja. Formulacije su blage, a mnogi se proizvodi mogu koristiti i za lice i za tijelo. Linija obuhvata sredstva za čišćenje, hidratantne kreme i losione te specijalizovanu njegu za vrlo suhu kožu sklonu svrabežu i za kožu lica sklonu crvenilu.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama osjetljive i suhe kože',
              'djeci i odraslima kojima treba blaga svakodnevna njega',
              'osobama kojima se koža isušuje od čestog pranja ruku, klime ili grijanja',
              'kao njega uz dermatološko liječenje, prema preporuci ljekara',
            ],
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sredstvo za čišćenje nanesite na kožu, nježno umasirajte pa isperite vodom ili obrišite mekom krpicom. Hidratantni proizvod nanesite nakon čišćenja, dok je koža još blago vlažna, a po potrebi i više puta dnevno. Za djecu i za kožu sklonu ekcemu birajte proizvode označene za tu namjenu i pridržavajte se uputstva na pakovanju.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        {
          title: 'Čišćenje',
          text: 'Blaga sredstva za čišćenje lica i tijela koja ne narušavaju zaštitnu barijeru kože.',
        },
        {
          title: 'Hidratacija',
          text: 'Kreme i losioni za svakodnevnu njegu suhe i osjetljive kože.',
        },
        {
          title: 'Vrlo suha koža',
          text: 'Njega za kožu sklonu svrabežu i perutanju, za djecu i odrasle.',
        },
        { title: 'Crvenilo lica', text: 'Njega za kožu lica sklonu crvenilu i iritaciji.' },
      ],
    },
    safetyNote:
      'Cetaphil su kozmetički proizvodi. Pročitajte uputstvo na pakovanju; ako imate kožnu bolest ili vas nešto brine, posavjetujte se s dermatologom ili farmaceutom.',
    facts: [
      { label: 'Proizvođač', value: 'Galderma' },
      { label: 'Vrsta proizvoda', value: 'Dermokozmetika' },
      { label: 'Za koga', value: 'Lice i tijelo, cijela porodica' },
    ],
  },
  en: {
    lead: 'Cetaphil is a range of gentle cleansers and moisturisers for sensitive, dry and reactive skin, suitable for the whole family’s daily care.',
    sections: [
      {
        heading: 'What Cetaphil is',
        blocks: [
          {
            type: 'paragraph',
            text: 'Cetaphil products are designed to cleanse and care for skin without drying it out unnecessarily. The formulas are gentle, and many products can be used on both face and body. The range includes cleansers, moisturising creams and lotions, and specialised care for very dry, itch-prone skin and for facial skin prone to redness.',
          },
        ],
      },
      {
        heading: 'Who it is for',
        blocks: [
          {
            type: 'list',
            items: [
              'people with sensitive and dry skin',
              'children and adults who need gentle daily care',
              'people whose skin dries out from frequent hand washing, air conditioning or heating',
              'as care alongside dermatological treatment, when a doctor recommends it',
            ],
          },
        ],
      },
      {
        heading: 'How to use it',
        blocks: [
          {
            type: 'paragraph',
            text: 'Apply the cleanser to the skin, massage gently, then rinse with water or wipe off with a soft cloth. Apply a moisturiser after cleansing while the skin is still slightly damp, and again during the day if needed. For children and for eczema-prone skin, choose the products labelled for that purpose and follow the instructions on the pack.',
          },
        ],
      },
    ],
    products: {
      heading: 'Product lines',
      items: [
        {
          title: 'Cleansing',
          text: 'Gentle face and body cleansers that respect the skin’s protective barrier.',
        },
        {
          title: 'Moisturising',
          text: 'Creams and lotions for the daily care of dry and sensitive skin.',
        },
        { title: 'Very dry skin', text: 'Care for itchy, flaky skin, for children and adults.' },
        {
          title: 'Facial redness',
          text: 'Care for facial skin prone to redness and irritation.',
        },
      ],
    },
    safetyNote:
      'Cetaphil products are cosmetics. Read the instructions on the pack; if you have a skin condition or any concern, ask a dermatologist or pharmacist.',
    facts: [
      { label: 'Manufacturer', value: 'Galderma' },
      { label: 'Product type', value: 'Dermocosmetics' },
      { label: 'For', value: 'Face and body, the whole family' },
    ],
  },
};
