import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** NeoStrata: dermatological skin care with hydroxy acids. Its copy in every locale: seed data. */
export const neostrata: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'NeoStrata je dermatološka njega kože s hidroksikiselinama, namijenjena obnovi kože, ujednačenom tenu i njezi kože sa znakovima starenja.',
    sections: [
      {
        heading: 'Što je NeoStrata',
        blocks: [
          {
            type: 'paragraph',
            text: 'Marku su osnovali dermatolozi koji su među prvima istraživali primjenu alfa-hidroksikiselina (AHA) u njezi kože. Danas linija obuhvaća proizvode s AHA i polihidroksikiselinama (PHA) te drugim aktivnim sastojcima, namijenjene obnovi površinskog sloja kože, ujednačavanju tena i njezi kože koja pokazuje znakove starenja.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama sa znakovima starenja kože – borama, gubitkom čvrstoće i neujednačenim tenom',
              'osobama osjetljive kože, kojima su namijenjeni proizvodi s blažim PHA kiselinama',
              'osobama koje žele kućnu njegu kao nastavak dermatoloških tretmana',
            ],
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Proizvode s hidroksikiselinama uvodite postupno – u početku svaku drugu večer – kako bi se koža navikla; u prvim danima moguće je blago peckanje. Za vrijeme primjene svakodnevno koristite zaštitu od sunca, jer kiseline mogu povećati osjetljivost kože na sunce. Ne nanosite ih na oštećenu ili nadraženu kožu i izbjegavajte područje oko očiju ako proizvod nije za njega namijenjen.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        { title: 'Obnova kože', text: 'Proizvodi s AHA za glađu i ujednačeniju kožu.' },
        { title: 'Osjetljiva koža', text: 'Njega s PHA, blažim hidroksikiselinama.' },
        {
          title: 'Čvrstoća i elastičnost',
          text: 'Kreme i serumi za kožu sa znakovima starenja.',
        },
        { title: 'Ujednačen ten', text: 'Proizvodi za kožu s tamnijim mrljama.' },
      ],
    },
    safetyNote:
      'NeoStrata su kozmetički proizvodi. Pročitajte upute na pakiranju i, ako imate osjetljivu ili bolesnu kožu, prije uporabe se posavjetujte s dermatologom ili ljekarnikom.',
    facts: [
      { label: 'Podrijetlo', value: 'SAD' },
      { label: 'Vrsta proizvoda', value: 'Dermokozmetika' },
      { label: 'Ključni sastojci', value: 'AHA i PHA kiseline' },
    ],
  },
  sl: {
    lead: 'NeoStrata je dermatološka nega kože s hidroksi kislinami, namenjena obnovi kože, enakomernemu tenu in negi kože z znaki staranja.',
    sections: [
      {
        heading: 'Kaj je NeoStrata',
        blocks: [
          {
            type: 'paragraph',
            text: 'Znamko sta ustanovila dermatologa, ki sta med prvimi raziskovala uporabo alfa hidroksi kislin (AHA) pri negi kože. Danes linija obsega izdelke z AHA in polihidroksi kislinami (PHA) ter drugimi aktivnimi sestavinami, namenjene obnovi površinske plasti kože, izenačevanju tena in negi kože, ki kaže znake staranja.',
          },
        ],
      },
      {
        heading: 'Komu je namenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'ljudem z znaki staranja kože – gubami, izgubo čvrstosti in neenakomernim tenom',
              'ljudem z občutljivo kožo, ki so jim namenjeni izdelki z blažjimi kislinami PHA',
              'ljudem, ki želijo domačo nego kot nadaljevanje dermatoloških tretmajev',
            ],
          },
        ],
      },
      {
        heading: 'Kako jo uporabljate',
        blocks: [
          {
            type: 'paragraph',
            text: 'Izdelke s hidroksi kislinami uvajajte postopoma – na začetku vsak drugi večer –, da se koža privadi; v prvih dneh je mogoče rahlo pekoče občutje. Med uporabo vsak dan uporabljajte zaščito pred soncem, saj kisline lahko povečajo občutljivost kože za sonce. Ne nanašajte jih na poškodovano ali razdraženo kožo in se izogibajte predelu okoli oči, če izdelek ni namenjen zanj.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije izdelkov',
      items: [
        { title: 'Obnova kože', text: 'Izdelki z AHA za bolj gladko in enakomerno kožo.' },
        { title: 'Občutljiva koža', text: 'Nega s PHA, blažjimi hidroksi kislinami.' },
        { title: 'Čvrstost in prožnost', text: 'Kreme in serumi za kožo z znaki staranja.' },
        { title: 'Enakomeren ten', text: 'Izdelki za kožo s temnejšimi madeži.' },
      ],
    },
    safetyNote:
      'NeoStrata so kozmetični izdelki. Preberite navodila na ovojnini in se ob občutljivi ali bolni koži pred uporabo posvetujte z dermatologom ali farmacevtom.',
    facts: [
      { label: 'Poreklo', value: 'ZDA' },
      { label: 'Vrsta izdelka', value: 'Dermokozmetika' },
      { label: 'Ključne sestavine', value: 'Kisline AHA in PHA' },
    ],
  },
  bs: {
    lead: 'NeoStrata je dermatološka njega kože s hidroksi kiselinama, namijenjena obnovi kože, ujednačenom tenu i njezi kože sa znakovima starenja.',
    sections: [
      {
        heading: 'Šta je NeoStrata',
        blocks: [
          {
            type: 'paragraph',
            text: 'Brend su osnovali dermatolozi koji su među prvima istraživali primjenu alfa-hidroksi kiselina (AHA) u njezi kože. Danas linija obuhvata proizvode s AHA i polihidroksi kiselinama (PHA) te drugim aktivnim sastojcima, namijenjene obnovi površinskog sloja kože, ujednačavanju tena i njezi kože koja pokazuje znakove starenja.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama sa znakovima starenja kože – borama, gubitkom čvrstoće i neujednačenim tenom',
              'osobama osjetljive kože, kojima su namijenjeni proizvodi s blažim PHA kiselinama',
              'osobama koje žele kućnu njegu kao nastavak dermatoloških tretmana',
            ],
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Proizvode s hidroksi kiselinama uvodite postepeno – u početku svaku drugu večer – kako bi se koža navikla; u prvim danima moguće je blago peckanje. Tokom primjene svakodnevno koristite zaštitu od sunca, jer kiseline mogu povećati osjetljivost kože na sunce. Ne nanosite ih na oštećenu ili iritiranu kožu i izbjegavajte područje oko očiju ako proizvod nije za njega namijenjen.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        { title: 'Obnova kože', text: 'Proizvodi s AHA za glađu i ujednačeniju kožu.' },
        { title: 'Osjetljiva koža', text: 'Njega s PHA, blažim hidroksi kiselinama.' },
        {
          title: 'Čvrstoća i elastičnost',
          text: 'Kreme i serumi za kožu sa znakovima starenja.',
        },
        { title: 'Ujednačen ten', text: 'Proizvodi za kožu s tamnijim mrljama.' },
      ],
    },
    safetyNote:
      'NeoStrata su kozmetički proizvodi. Pročitajte uputstvo na pakovanju i, ako imate osjetljivu ili bolesnu kožu, prije upotrebe se posavjetujte s dermatologom ili farmaceutom.',
    facts: [
      { label: 'Porijeklo', value: 'SAD' },
      { label: 'Vrsta proizvoda', value: 'Dermokozmetika' },
      { label: 'Ključni sastojci', value: 'AHA i PHA kiseline' },
    ],
  },
  en: {
    lead: 'NeoStrata is dermatological skin care with hydroxy acids, for resurfacing, a more even tone and the care of skin showing signs of ageing.',
    sections: [
      {
        heading: 'What NeoStrata is',
        blocks: [
          {
            type: 'paragraph',
            text: 'The brand was founded by dermatologists who were among the first to research alpha hydroxy acids (AHAs) in skin care. Today the range includes products with AHAs, polyhydroxy acids (PHAs) and other active ingredients, designed to renew the skin’s surface, even out skin tone and care for skin showing signs of ageing.',
          },
        ],
      },
      {
        heading: 'Who it is for',
        blocks: [
          {
            type: 'list',
            items: [
              'people with signs of skin ageing – lines, loss of firmness and uneven tone',
              'people with sensitive skin, for whom the gentler PHA products are intended',
              'people who want home care that continues their dermatological treatments',
            ],
          },
        ],
      },
      {
        heading: 'How to use it',
        blocks: [
          {
            type: 'paragraph',
            text: 'Introduce hydroxy-acid products gradually – every other evening at first – so the skin can adjust; slight tingling is possible in the first days. Use sun protection every day while using them, as acids can make skin more sensitive to the sun. Do not apply them to broken or irritated skin, and avoid the eye area unless the product is made for it.',
          },
        ],
      },
    ],
    products: {
      heading: 'Product lines',
      items: [
        { title: 'Resurfacing', text: 'AHA products for smoother, more even skin.' },
        { title: 'Sensitive skin', text: 'Care with PHAs, the gentler hydroxy acids.' },
        {
          title: 'Firmness and elasticity',
          text: 'Creams and serums for skin showing signs of ageing.',
        },
        { title: 'Even tone', text: 'Products for skin with dark spots.' },
      ],
    },
    safetyNote:
      'NeoStrata products are cosmetics. Read the instructions on the pack and, if your skin is sensitive or affected by a condition, ask a dermatologist or pharmacist before use.',
    facts: [
      { label: 'Origin', value: 'USA' },
      { label: 'Product type', value: 'Dermocosmetics' },
      { label: 'Key ingredients', value: 'AHAs and PHAs' },
    ],
  },
};
