import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Embryolisse: French moisturising care known among make-up artists. Its copy in every locale: seed data. */
export const embryolisse: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Embryolisse je francuska marka hidratantne njege čiju su kremu najprije prihvatili profesionalni vizažisti, a danas je dio svakodnevne njege mnogih žena i muškaraca.',
    sections: [
      {
        heading: 'Što je Embryolisse',
        blocks: [
          {
            type: 'paragraph',
            text: 'Marka potječe iz Francuske i razvija njegu kože od sredine prošlog stoljeća. Najpoznatiji proizvod je Lait-Crème Concentré, bogata krema-mlijeko koja hrani i vlaži kožu, a vizažisti je koriste i kao podlogu za šminku. Ponuda obuhvaća i sredstva za čišćenje, serume te njegu za kožu kojoj treba više vlage.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama normalne i suhe kože kojima treba bogatija hidratacija',
              'kao podloga za šminku, u profesionalnoj i svakodnevnoj uporabi',
              'cijeloj obitelji, jer se mnogi proizvodi mogu koristiti na licu i tijelu',
            ],
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kremu nanesite ujutro i navečer na očišćeno lice i vrat te lagano umasirajte. Kao podlogu za šminku nanesite tanak sloj i pričekajte nekoliko minuta da se upije. Na vrlo suha mjesta, poput laktova i šaka, može se nanijeti i deblji sloj. Ako primijetite crvenilo ili svrbež, prekinite uporabu.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        { title: 'Hidratacija', text: 'Krema-mlijeko i kreme za njegu lica i tijela.' },
        { title: 'Čišćenje', text: 'Blaga sredstva za čišćenje i skidanje šminke.' },
        { title: 'Intenzivna njega', text: 'Serumi i maske za kožu kojoj treba više vlage.' },
      ],
    },
    safetyNote:
      'Embryolisse su kozmetički proizvodi. Pročitajte upute na pakiranju, a ako imate osjetljivu kožu ili alergije, posavjetujte se s ljekarnikom.',
    facts: [
      { label: 'Podrijetlo', value: 'Francuska' },
      { label: 'Vrsta proizvoda', value: 'Kozmetika' },
      { label: 'Najpoznatiji proizvod', value: 'Lait-Crème Concentré' },
    ],
  },
  sl: {
    lead: 'Embryolisse je francoska znamka vlažilne nege, katere kremo so najprej vzljubili profesionalni vizažisti, danes pa je del vsakodnevne nege mnogih žensk in moških.',
    sections: [
      {
        heading: 'Kaj je Embryolisse',
        blocks: [
          {
            type: 'paragraph',
            text: 'Znamka prihaja iz Francije in razvija nego kože od sredine prejšnjega stoletja. Njen najbolj znan izdelek je Lait-Crème Concentré, bogato kremno mleko, ki kožo hrani in vlaži, vizažisti pa ga uporabljajo tudi kot podlago za ličila. Ponudba obsega še čistila, serume in nego za kožo, ki potrebuje več vlage.',
          },
        ],
      },
      {
        heading: 'Komu je namenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'ljudem z normalno in suho kožo, ki potrebuje bogatejšo vlažilno nego',
              'kot podlaga za ličila, pri profesionalni in vsakodnevni uporabi',
              'vsej družini, saj veliko izdelkov lahko uporabljate na obrazu in telesu',
            ],
          },
        ],
      },
      {
        heading: 'Kako jo uporabljate',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kremo nanesite zjutraj in zvečer na očiščen obraz in vrat ter nežno vmasirajte. Kot podlago za ličila nanesite tanko plast in počakajte nekaj minut, da se vpije. Na zelo suha mesta, kot so komolci in dlani, lahko nanesete tudi debelejšo plast. Če opazite rdečico ali srbenje, prenehajte z uporabo.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije izdelkov',
      items: [
        { title: 'Vlaženje', text: 'Kremno mleko in kreme za nego obraza in telesa.' },
        { title: 'Čiščenje', text: 'Nežna čistila in odstranjevalci ličil.' },
        { title: 'Intenzivna nega', text: 'Serumi in maske za kožo, ki potrebuje več vlage.' },
      ],
    },
    safetyNote:
      'Embryolisse so kozmetični izdelki. Preberite navodila na ovojnini, ob občutljivi koži ali alergijah pa se posvetujte s farmacevtom.',
    facts: [
      { label: 'Poreklo', value: 'Francija' },
      { label: 'Vrsta izdelka', value: 'Kozmetika' },
      { label: 'Najbolj znan izdelek', value: 'Lait-Crème Concentré' },
    ],
  },
  bs: {
    lead: 'Embryolisse je francuski brend hidratantne njege čiju su kremu najprije prihvatili profesionalni šminkeri, a danas je dio svakodnevne njege mnogih žena i muškaraca.',
    sections: [
      {
        heading: 'Šta je Embryolisse',
        blocks: [
          {
            type: 'paragraph',
            text: 'Brend potiče iz Francuske i razvija njegu kože od sredine prošlog vijeka. Najpoznatiji proizvod je Lait-Crème Concentré, bogata krema-mlijeko koja hrani i vlaži kožu, a šminkeri je koriste i kao podlogu za šminku. Ponuda obuhvata i sredstva za čišćenje, serume te njegu za kožu kojoj treba više vlage.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama normalne i suhe kože kojima treba bogatija hidratacija',
              'kao podloga za šminku, u profesionalnoj i svakodnevnoj upotrebi',
              'cijeloj porodici, jer se mnogi proizvodi mogu koristiti na licu i tijelu',
            ],
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kremu nanesite ujutro i uveče na očišćeno lice i vrat te lagano umasirajte. Kao podlogu za šminku nanesite tanak sloj i sačekajte nekoliko minuta da se upije. Na vrlo suha mjesta, poput laktova i šaka, može se nanijeti i deblji sloj. Ako primijetite crvenilo ili svrab, prekinite upotrebu.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        { title: 'Hidratacija', text: 'Krema-mlijeko i kreme za njegu lica i tijela.' },
        { title: 'Čišćenje', text: 'Blaga sredstva za čišćenje i skidanje šminke.' },
        { title: 'Intenzivna njega', text: 'Serumi i maske za kožu kojoj treba više vlage.' },
      ],
    },
    safetyNote:
      'Embryolisse su kozmetički proizvodi. Pročitajte uputstvo na pakovanju, a ako imate osjetljivu kožu ili alergije, posavjetujte se s farmaceutom.',
    facts: [
      { label: 'Porijeklo', value: 'Francuska' },
      { label: 'Vrsta proizvoda', value: 'Kozmetika' },
      { label: 'Najpoznatiji proizvod', value: 'Lait-Crème Concentré' },
    ],
  },
  en: {
    lead: 'Embryolisse is a French moisturising skin-care brand whose cream was first taken up by professional make-up artists and is now part of many people’s daily routine.',
    sections: [
      {
        heading: 'What Embryolisse is',
        blocks: [
          {
            type: 'paragraph',
            text: 'The brand comes from France and has been developing skin care since the middle of the last century. Its best-known product is Lait-Crème Concentré, a rich cream-milk that nourishes and moisturises the skin and that make-up artists also use as a primer. The range also includes cleansers, serums and care for skin that needs more moisture.',
          },
        ],
      },
      {
        heading: 'Who it is for',
        blocks: [
          {
            type: 'list',
            items: [
              'people with normal to dry skin that needs richer moisturising',
              'as a make-up base, for professional and everyday use',
              'the whole family, as many products can be used on face and body',
            ],
          },
        ],
      },
      {
        heading: 'How to use it',
        blocks: [
          {
            type: 'paragraph',
            text: 'Apply the cream morning and evening to the cleansed face and neck and massage in gently. As a make-up base, apply a thin layer and wait a few minutes for it to absorb. Very dry areas such as elbows and hands can take a thicker layer. If you notice redness or itching, stop using it.',
          },
        ],
      },
    ],
    products: {
      heading: 'Product lines',
      items: [
        { title: 'Moisturising', text: 'Cream-milk and creams for face and body.' },
        { title: 'Cleansing', text: 'Gentle cleansers and make-up removers.' },
        { title: 'Intensive care', text: 'Serums and masks for skin that needs more moisture.' },
      ],
    },
    safetyNote:
      'Embryolisse products are cosmetics. Read the instructions on the pack, and if you have sensitive skin or allergies, ask a pharmacist.',
    facts: [
      { label: 'Origin', value: 'France' },
      { label: 'Product type', value: 'Cosmetics' },
      { label: 'Best-known product', value: 'Lait-Crème Concentré' },
    ],
  },
};
