import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Daylong (Galderma): sun protection for everyday life and outdoor activities. Its copy in every locale: seed data. */
export const daylong: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Daylong je linija zaštite od sunca za svakodnevni život i aktivnosti na otvorenom, s proizvodima za osjetljivu kožu, djecu i sport.',
    sections: [
      {
        heading: 'Što je Daylong',
        blocks: [
          {
            type: 'paragraph',
            text: 'Proizvodi Daylong štite kožu od UVA i UVB zračenja, a razlikuju se po teksturi i namjeni: lagani losioni i gelovi za svakodnevnu uporabu, proizvodi za osjetljivu kožu, zaštita prilagođena dječjoj koži te vodootporni proizvodi za sport i boravak uz more ili u planinama.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'list',
            items: [
              'odraslima i djeci koji borave na otvorenom',
              'osobama osjetljive kože',
              'sportašima i rekreativcima',
            ],
          },
          {
            type: 'paragraph',
            text: 'Dojenčad mlađu od šest mjeseci ne izlažite izravnom suncu – njih štitite hladom i odjećom.',
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Zaštitu nanesite u obilnom sloju prije izlaganja suncu i ravnomjerno je rasporedite po svoj izloženoj koži, ne zaboravljajući uši, vrat i hrptove stopala. Nanošenje ponovite nakon kupanja, znojenja ili brisanja ručnikom. Zaštita od sunca nije razlog da se dulje izlažete: izbjegavajte sunce oko podneva, nosite šešir i odjeću te pijte dovoljno tekućine.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        { title: 'Za osjetljivu kožu', text: 'Zaštita za kožu sklonu reakcijama na suncu.' },
        { title: 'Za djecu', text: 'Zaštita prilagođena nježnoj dječjoj koži.' },
        { title: 'Za sport', text: 'Vodootporne formulacije koje se brzo upijaju.' },
      ],
    },
    safetyNote:
      'Pročitajte upute na pakiranju. Ako na suncu dobivate osip ili imate kožnu bolest, prije uporabe se posavjetujte s ljekarnikom ili dermatologom.',
    facts: [
      { label: 'Proizvođač', value: 'Galderma' },
      { label: 'Vrsta proizvoda', value: 'Zaštita od sunca' },
      { label: 'Linije', value: 'Osjetljiva koža, djeca, sport' },
    ],
  },
  sl: {
    lead: 'Daylong je linija zaščite pred soncem za vsakdanje življenje in dejavnosti na prostem, z izdelki za občutljivo kožo, otroke in šport.',
    sections: [
      {
        heading: 'Kaj je Daylong',
        blocks: [
          {
            type: 'paragraph',
            text: 'Izdelki Daylong ščitijo kožo pred UVA- in UVB-sevanjem, razlikujejo pa se po teksturi in namenu: lahki losjoni in geli za vsakdanjo uporabo, izdelki za občutljivo kožo, zaščita, prilagojena otroški koži, ter vodoodporni izdelki za šport in bivanje ob morju ali v gorah.',
          },
        ],
      },
      {
        heading: 'Komu je namenjen',
        blocks: [
          {
            type: 'list',
            items: [
              'odraslim in otrokom, ki so na prostem',
              'ljudem z občutljivo kožo',
              'športnikom in rekreativcem',
            ],
          },
          {
            type: 'paragraph',
            text: 'Dojenčkov, mlajših od šest mesecev, ne izpostavljajte neposrednemu soncu – zaščitite jih s senco in oblačili.',
          },
        ],
      },
      {
        heading: 'Kako ga uporabljate',
        blocks: [
          {
            type: 'paragraph',
            text: 'Zaščito nanesite v obilni plasti pred izpostavljanjem soncu in jo enakomerno razporedite po vsej izpostavljeni koži, ne pozabite na ušesa, vrat in narte. Nanos ponovite po kopanju, potenju ali brisanju z brisačo. Zaščita pred soncem ni razlog za daljše sončenje: izogibajte se soncu okoli poldneva, nosite klobuk in oblačila ter pijte dovolj tekočine.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije izdelkov',
      items: [
        { title: 'Za občutljivo kožo', text: 'Zaščita za kožo, ki se na soncu rada odzove.' },
        { title: 'Za otroke', text: 'Zaščita, prilagojena nežni otroški koži.' },
        { title: 'Za šport', text: 'Vodoodporne formulacije, ki se hitro vpijejo.' },
      ],
    },
    safetyNote:
      'Preberite navodila na ovojnini. Če na soncu dobite izpuščaje ali imate kožno bolezen, se pred uporabo posvetujte s farmacevtom ali dermatologom.',
    facts: [
      { label: 'Proizvajalec', value: 'Galderma' },
      { label: 'Vrsta izdelka', value: 'Zaščita pred soncem' },
      { label: 'Linije', value: 'Občutljiva koža, otroci, šport' },
    ],
  },
  bs: {
    lead: 'Daylong je linija zaštite od sunca za svakodnevni život i aktivnosti na otvorenom, s proizvodima za osjetljivu kožu, djecu i sport.',
    sections: [
      {
        heading: 'Šta je Daylong',
        blocks: [
          {
            type: 'paragraph',
            text: 'Proizvodi Daylong štite kožu od UVA i UVB zračenja, a razlikuju se po teksturi i namjeni: lagani losioni i gelovi za svakodnevnu upotrebu, proizvodi za osjetljivu kožu, zaštita prilagođena dječijoj koži te vodootporni proizvodi za sport i boravak na moru ili u planinama.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'list',
            items: [
              'odraslima i djeci koji borave na otvorenom',
              'osobama osjetljive kože',
              'sportistima i rekreativcima',
            ],
          },
          {
            type: 'paragraph',
            text: 'Bebe mlađe od šest mjeseci ne izlažite direktnom suncu – njih štitite hladom i odjećom.',
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Zaštitu nanesite u obilnom sloju prije izlaganja suncu i ravnomjerno je rasporedite po svoj izloženoj koži, ne zaboravljajući uši, vrat i gornji dio stopala. Nanošenje ponovite nakon kupanja, znojenja ili brisanja peškirom. Zaštita od sunca nije razlog da se duže izlažete: izbjegavajte sunce oko podne, nosite šešir i odjeću te pijte dovoljno tečnosti.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        { title: 'Za osjetljivu kožu', text: 'Zaštita za kožu sklonu reakcijama na suncu.' },
        { title: 'Za djecu', text: 'Zaštita prilagođena nježnoj dječijoj koži.' },
        { title: 'Za sport', text: 'Vodootporne formulacije koje se brzo upijaju.' },
      ],
    },
    safetyNote:
      'Pročitajte uputstvo na pakovanju. Ako na suncu dobijate osip ili imate kožnu bolest, prije upotrebe se posavjetujte s farmaceutom ili dermatologom.',
    facts: [
      { label: 'Proizvođač', value: 'Galderma' },
      { label: 'Vrsta proizvoda', value: 'Zaštita od sunca' },
      { label: 'Linije', value: 'Osjetljiva koža, djeca, sport' },
    ],
  },
  en: {
    lead: 'Daylong is a sun-protection range for everyday life and outdoor activities, with products for sensitive skin, children and sport.',
    sections: [
      {
        heading: 'What Daylong is',
        blocks: [
          {
            type: 'paragraph',
            text: 'Daylong products protect the skin against UVA and UVB radiation and differ in texture and purpose: light lotions and gels for everyday use, products for sensitive skin, protection adapted to children’s skin, and water-resistant products for sport and for time at the seaside or in the mountains.',
          },
        ],
      },
      {
        heading: 'Who it is for',
        blocks: [
          {
            type: 'list',
            items: [
              'adults and children spending time outdoors',
              'people with sensitive skin',
              'athletes and anyone active outdoors',
            ],
          },
          {
            type: 'paragraph',
            text: 'Keep babies under six months out of direct sunlight – protect them with shade and clothing.',
          },
        ],
      },
      {
        heading: 'How to use it',
        blocks: [
          {
            type: 'paragraph',
            text: 'Apply generously before sun exposure and spread evenly over all exposed skin, including the ears, neck and tops of the feet. Reapply after swimming, sweating or towelling. Sun protection is no reason to stay out longer: avoid the midday sun, wear a hat and clothing, and drink enough fluids.',
          },
        ],
      },
    ],
    products: {
      heading: 'Product lines',
      items: [
        {
          title: 'For sensitive skin',
          text: 'Protection for skin that tends to react to the sun.',
        },
        { title: 'For children', text: 'Protection adapted to delicate children’s skin.' },
        { title: 'For sport', text: 'Water-resistant formulas that absorb quickly.' },
      ],
    },
    safetyNote:
      'Read the instructions on the pack. If you get a rash in the sun or have a skin condition, ask a pharmacist or dermatologist before use.',
    facts: [
      { label: 'Manufacturer', value: 'Galderma' },
      { label: 'Product type', value: 'Sun protection' },
      { label: 'Lines', value: 'Sensitive skin, children, sport' },
    ],
  },
};
