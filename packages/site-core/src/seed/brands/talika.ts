import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Talika: care for eyelashes, eyebrows and the eye area. Its copy in every locale: seed data. */
export const talika: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Talika je pariška marka specijalizirana za njegu trepavica, obrva i područja oko očiju.',
    sections: [
      {
        heading: 'Što je Talika',
        blocks: [
          {
            type: 'paragraph',
            text: 'Talika se od 1948. godine bavi njegom područja oko očiju. Najpoznatiji proizvod marke je Lipocils, gel za njegu trepavica s biljnim ekstraktima, a ponuda obuhvaća i njegu obrva te proizvode za kožu oko očiju.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama s tankim, lomljivim ili prorijeđenim trepavicama i obrvama',
              'svima koji uz svakodnevnu šminku žele njegovati trepavice',
              'osobama kojima trepavice slabe zbog čestog skidanja šminke ili umjetnih trepavica',
            ],
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Gel za trepavice nanosi se na čiste, suhe trepavice, uz korijen i duž cijele trepavice – navečer nakon skidanja šminke, a po želji i ujutro kao podloga za maskaru. Za vidljiv rezultat potrebna je redovita primjena kroz nekoliko tjedana, prema uputi na pakiranju. Izbjegavajte izravan dodir s okom; ako dođe do nadražaja, isperite oko vodom i prekinite primjenu.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        {
          title: 'Njega trepavica',
          text: 'Gelovi i serumi s biljnim ekstraktima za njegovane, jače trepavice.',
        },
        { title: 'Njega obrva', text: 'Proizvodi za gušći i uredniji izgled obrva.' },
        { title: 'Područje oko očiju', text: 'Njega i flasteri za osjetljivu kožu oko očiju.' },
      ],
    },
    safetyNote:
      'Talika su kozmetički proizvodi. Pročitajte upute na pakiranju; ako nosite kontaktne leće ili imate bolest oka, posavjetujte se s oftalmologom ili ljekarnikom.',
    facts: [
      { label: 'Podrijetlo', value: 'Pariz, Francuska' },
      { label: 'Vrsta proizvoda', value: 'Kozmetika' },
      { label: 'Specijalnost', value: 'Trepavice, obrve, područje oko očiju' },
    ],
  },
  sl: {
    lead: 'Talika je pariška znamka, specializirana za nego trepalnic, obrvi in predela okoli oči.',
    sections: [
      {
        heading: 'Kaj je Talika',
        blocks: [
          {
            type: 'paragraph',
            text: 'Talika se z nego predela okoli oči ukvarja od leta 1948. Njen najbolj znan izdelek je Lipocils, gel za nego trepalnic z rastlinskimi izvlečki, ponudba pa obsega tudi nego obrvi in izdelke za kožo okoli oči.',
          },
        ],
      },
      {
        heading: 'Komu je namenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'ljudem s tankimi, lomljivimi ali redkimi trepalnicami in obrvmi',
              'vsem, ki želijo ob vsakodnevnem ličenju negovati trepalnice',
              'ljudem, ki jim trepalnice slabijo zaradi pogostega odstranjevanja ličil ali umetnih trepalnic',
            ],
          },
        ],
      },
      {
        heading: 'Kako jo uporabljate',
        blocks: [
          {
            type: 'paragraph',
            text: 'Gel za trepalnice nanesite na čiste, suhe trepalnice, ob korenu in vzdolž vse trepalnice – zvečer po odstranjevanju ličil, po želji pa tudi zjutraj kot podlago za maskaro. Za viden rezultat je potrebna redna uporaba več tednov, kot je navedeno na ovojnini. Izogibajte se neposrednemu stiku z očesom; če pride do draženja, oko sperite z vodo in prenehajte z uporabo.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije izdelkov',
      items: [
        {
          title: 'Nega trepalnic',
          text: 'Geli in serumi z rastlinskimi izvlečki za negovane, močnejše trepalnice.',
        },
        { title: 'Nega obrvi', text: 'Izdelki za gostejši in bolj urejen videz obrvi.' },
        { title: 'Predel okoli oči', text: 'Nega in obliži za občutljivo kožo okoli oči.' },
      ],
    },
    safetyNote:
      'Talika so kozmetični izdelki. Preberite navodila na ovojnini; če nosite kontaktne leče ali imate bolezen oči, se posvetujte z oftalmologom ali farmacevtom.',
    facts: [
      { label: 'Poreklo', value: 'Pariz, Francija' },
      { label: 'Vrsta izdelka', value: 'Kozmetika' },
      { label: 'Posebnost', value: 'Trepalnice, obrvi, predel okoli oči' },
    ],
  },
  bs: {
    lead: 'Talika je pariški brend specijalizovan za njegu trepavica, obrva i područja oko očiju.',
    sections: [
      {
        heading: 'Šta je Talika',
        blocks: [
          {
            type: 'paragraph',
            text: 'Talika se od 1948. godine bavi njegom područja oko očiju. Najpoznatiji proizvod brenda je Lipocils, gel za njegu trepavica s biljnim ekstraktima, a ponuda obuhvata i njegu obrva te proizvode za kožu oko očiju.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjena',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama s tankim, lomljivim ili prorijeđenim trepavicama i obrvama',
              'svima koji uz svakodnevnu šminku žele njegovati trepavice',
              'osobama kojima trepavice slabe zbog čestog skidanja šminke ili umjetnih trepavica',
            ],
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Gel za trepavice nanosi se na čiste, suhe trepavice, uz korijen i duž cijele trepavice – uveče nakon skidanja šminke, a po želji i ujutro kao podloga za maskaru. Za vidljiv rezultat potrebna je redovna primjena nekoliko sedmica, prema uputstvu na pakovanju. Izbjegavajte direktan dodir s okom; ako dođe do iritacije, isperite oko vodom i prekinite primjenu.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        {
          title: 'Njega trepavica',
          text: 'Gelovi i serumi s biljnim ekstraktima za njegovane, jače trepavice.',
        },
        { title: 'Njega obrva', text: 'Proizvodi za gušći i uredniji izgled obrva.' },
        { title: 'Područje oko očiju', text: 'Njega i flasteri za osjetljivu kožu oko očiju.' },
      ],
    },
    safetyNote:
      'Talika su kozmetički proizvodi. Pročitajte uputstvo na pakovanju; ako nosite kontaktna sočiva ili imate bolest oka, posavjetujte se s oftalmologom ili farmaceutom.',
    facts: [
      { label: 'Porijeklo', value: 'Pariz, Francuska' },
      { label: 'Vrsta proizvoda', value: 'Kozmetika' },
      { label: 'Specijalnost', value: 'Trepavice, obrve, područje oko očiju' },
    ],
  },
  en: {
    lead: 'Talika is a Paris brand specialising in the care of eyelashes, eyebrows and the eye area.',
    sections: [
      {
        heading: 'What Talika is',
        blocks: [
          {
            type: 'paragraph',
            text: 'Talika has been caring for the eye area since 1948. Its best-known product is Lipocils, an eyelash conditioning gel with plant extracts, and the range also covers eyebrow care and products for the skin around the eyes.',
          },
        ],
      },
      {
        heading: 'Who it is for',
        blocks: [
          {
            type: 'list',
            items: [
              'people with thin, brittle or sparse eyelashes and eyebrows',
              'anyone who wants to care for their lashes alongside everyday make-up',
              'people whose lashes are weakened by frequent make-up removal or false lashes',
            ],
          },
        ],
      },
      {
        heading: 'How to use it',
        blocks: [
          {
            type: 'paragraph',
            text: 'Apply the lash gel to clean, dry lashes, at the roots and along the whole lash – in the evening after removing make-up and, if you like, in the morning as a mascara base. Visible results need regular use over several weeks, as described on the pack. Avoid direct contact with the eye; if irritation occurs, rinse the eye with water and stop using the product.',
          },
        ],
      },
    ],
    products: {
      heading: 'Product lines',
      items: [
        {
          title: 'Eyelash care',
          text: 'Gels and serums with plant extracts for conditioned, stronger lashes.',
        },
        { title: 'Eyebrow care', text: 'Products for fuller, neater-looking brows.' },
        { title: 'Eye area', text: 'Care and patches for the delicate skin around the eyes.' },
      ],
    },
    safetyNote:
      'Talika products are cosmetics. Read the instructions on the pack; if you wear contact lenses or have an eye condition, ask an ophthalmologist or pharmacist.',
    facts: [
      { label: 'Origin', value: 'Paris, France' },
      { label: 'Product type', value: 'Cosmetics' },
      { label: 'Speciality', value: 'Lashes, brows and the eye area' },
    ],
  },
};
