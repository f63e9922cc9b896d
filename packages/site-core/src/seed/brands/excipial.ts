import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Excipial (Galderma): care for dry and very dry skin with urea. Its copy in every locale: seed data. */
export const excipial: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Excipial je linija njege suhe i vrlo suhe kože koja kombinira ureu i lipide kako bi koži vratila vlagu i mekoću.',
    sections: [
      {
        heading: 'Što je Excipial',
        blocks: [
          {
            type: 'paragraph',
            text: 'Urea je prirodni sastojak kože koji veže vlagu. U proizvodima Excipial kombinira se s lipidima koji obnavljaju zaštitni sloj kože. Proizvodi se razlikuju po udjelu ureje i masnoći podloge, pa se biraju prema tipu kože i dijelu tijela: lakši losioni za veće površine, bogatije kreme za vrlo suha i ispucala mjesta te zaštitna njega za ruke koje se često peru.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama suhe, grube i ljuskave kože',
              'starijim osobama, čija je koža prirodno suša',
              'osobama čija je koža isušena zbog hladnoće, vjetra ili čestog pranja',
              'kao njega kože uz liječenje koje je odredio dermatolog',
            ],
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Nanesite tanki sloj jednom do dvaput na dan na čistu kožu i lagano umasirajte dok se ne upije. Proizvodi s višim udjelom ureje mogu kratko peckati na ispucaloj ili nadraženoj koži; ne nanosite ih na otvorene rane, sluznice ni u blizini očiju. Za djecu birajte proizvode namijenjene dječjoj koži i pridržavajte se uputa na pakiranju.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        { title: 'Losioni', text: 'Lagani losioni za njegu većih površina tijela.' },
        {
          title: 'Kreme',
          text: 'Bogatije kreme za posebno suha mjesta – laktove, koljena i pete.',
        },
        {
          title: 'Njega ruku',
          text: 'Zaštitna njega za ruke izložene čestom pranju i dezinfekciji.',
        },
      ],
    },
    safetyNote:
      'Pročitajte upute na pakiranju. Ako suha koža svrbi, upaljena je ili se stanje ne poboljšava, obratite se liječniku ili ljekarniku.',
    facts: [
      { label: 'Proizvođač', value: 'Galderma' },
      { label: 'Vrsta proizvoda', value: 'Njega kože' },
      { label: 'Ključni sastojak', value: 'Urea (karbamid)' },
    ],
  },
  sl: {
    lead: 'Excipial je linija nege suhe in zelo suhe kože, ki združuje sečnino in lipide, da koži povrne vlago in mehkobo.',
    sections: [
      {
        heading: 'Kaj je Excipial',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sečnina je naravna sestavina kože, ki veže vlago. V izdelkih Excipial je združena z lipidi, ki obnavljajo zaščitno plast kože. Izdelki se razlikujejo po deležu sečnine in mastnosti podlage, zato jih izberete glede na tip kože in predel telesa: lažje losjone za večje površine, bogatejše kreme za zelo suha in razpokana mesta ter zaščitno nego za roke, ki jih pogosto umivate.',
          },
        ],
      },
      {
        heading: 'Komu je namenjen',
        blocks: [
          {
            type: 'list',
            items: [
              'ljudem s suho, hrapavo in luskasto kožo',
              'starejšim, katerih koža je naravno bolj suha',
              'ljudem, ki se jim koža izsuši zaradi mraza, vetra ali pogostega umivanja',
              'kot nega kože ob zdravljenju, ki ga je predpisal dermatolog',
            ],
          },
        ],
      },
      {
        heading: 'Kako ga uporabljate',
        blocks: [
          {
            type: 'paragraph',
            text: 'Tanko plast nanesite enkrat do dvakrat na dan na čisto kožo in nežno vmasirajte, da se vpije. Izdelki z večjim deležem sečnine lahko na razpokani ali razdraženi koži kratko pečejo; ne nanašajte jih na odprte rane, sluznice ali v bližino oči. Za otroke izberite izdelke, namenjene otroški koži, in upoštevajte navodila na ovojnini.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije izdelkov',
      items: [
        { title: 'Losjoni', text: 'Lahki losjoni za nego večjih površin telesa.' },
        {
          title: 'Kreme',
          text: 'Bogatejše kreme za posebej suha mesta – komolce, kolena in pete.',
        },
        {
          title: 'Nega rok',
          text: 'Zaščitna nega za roke, izpostavljene pogostemu umivanju in razkuževanju.',
        },
      ],
    },
    safetyNote:
      'Preberite navodila na ovojnini. Če suha koža srbi, je vneta ali se stanje ne izboljša, se posvetujte z zdravnikom ali farmacevtom.',
    facts: [
      { label: 'Proizvajalec', value: 'Galderma' },
      { label: 'Vrsta izdelka', value: 'Nega kože' },
      { label: 'Ključna sestavina', value: 'Sečnina (urea)' },
    ],
  },
  bs: {
    lead: 'Excipial je linija njege suhe i vrlo suhe kože koja kombinuje ureu i lipide kako bi koži vratila vlagu i mekoću.',
    sections: [
      {
        heading: 'Šta je Excipial',
        blocks: [
          {
            type: 'paragraph',
            text: 'Urea je prirodni sastojak kože koji veže vlagu. U proizvodima Excipial kombinuje se s lipidima koji obnavljaju zaštitni sloj kože. Proizvodi se razlikuju po udjelu uree i masnoći podloge, pa se biraju prema tipu kože i dijelu tijela: lakši losioni za veće površine, bogatije kreme za vrlo suha i ispucala mjesta te zaštitna njega za ruke koje se često peru.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'list',
            items: [
              'osobama suhe, grube i ljuskave kože',
              'starijim osobama, čija je koža prirodno suha',
              'osobama čija je koža isušena zbog hladnoće, vjetra ili čestog pranja',
              'kao njega kože uz liječenje koje je odredio dermatolog',
            ],
          },
        ],
      },
      {
        heading: 'Kako se primjenjuje',
        blocks: [
          {
            type: 'paragraph',
            text: 'Nanesite tanak sloj jednom do dva puta dnevno na čistu kožu i lagano umasirajte dok se ne upije. Proizvodi s većim udjelom uree mogu kratko peckati na ispucaloj ili iritiranoj koži; ne nanosite ih na otvorene rane, sluznice ni u blizini očiju. Za djecu birajte proizvode namijenjene dječijoj koži i pridržavajte se uputstva na pakovanju.',
          },
        ],
      },
    ],
    products: {
      heading: 'Linije proizvoda',
      items: [
        { title: 'Losioni', text: 'Lagani losioni za njegu većih površina tijela.' },
        {
          title: 'Kreme',
          text: 'Bogatije kreme za posebno suha mjesta – laktove, koljena i pete.',
        },
        {
          title: 'Njega ruku',
          text: 'Zaštitna njega za ruke izložene čestom pranju i dezinfekciji.',
        },
      ],
    },
    safetyNote:
      'Pročitajte uputstvo na pakovanju. Ako suha koža svrbi, upaljena je ili se stanje ne popravlja, obratite se ljekaru ili farmaceutu.',
    facts: [
      { label: 'Proizvođač', value: 'Galderma' },
      { label: 'Vrsta proizvoda', value: 'Njega kože' },
      { label: 'Ključni sastojak', value: 'Urea (karbamid)' },
    ],
  },
  en: {
    lead: 'Excipial is a care range for dry and very dry skin that combines urea with lipids to restore moisture and suppleness.',
    sections: [
      {
        heading: 'What Excipial is',
        blocks: [
          {
            type: 'paragraph',
            text: 'Urea is a natural component of the skin that binds moisture. In Excipial products it is combined with lipids that help restore the skin’s protective layer. The products differ in urea content and in how rich the base is, so you choose by skin type and body area: lighter lotions for larger areas, richer creams for very dry and cracked spots, and protective care for frequently washed hands.',
          },
        ],
      },
      {
        heading: 'Who it is for',
        blocks: [
          {
            type: 'list',
            items: [
              'people with dry, rough and scaly skin',
              'older people, whose skin is naturally drier',
              'people whose skin is dried out by cold, wind or frequent washing',
              'as skin care alongside treatment prescribed by a dermatologist',
            ],
          },
        ],
      },
      {
        heading: 'How to use it',
        blocks: [
          {
            type: 'paragraph',
            text: 'Apply a thin layer once or twice a day to clean skin and massage in gently until absorbed. Products with more urea may sting briefly on cracked or irritated skin; do not apply them to open wounds, mucous membranes or near the eyes. For children, choose products made for children’s skin and follow the instructions on the pack.',
          },
        ],
      },
    ],
    products: {
      heading: 'Product lines',
      items: [
        { title: 'Lotions', text: 'Light lotions for caring for larger areas of the body.' },
        {
          title: 'Creams',
          text: 'Richer creams for especially dry spots – elbows, knees and heels.',
        },
        {
          title: 'Hand care',
          text: 'Protective care for hands exposed to frequent washing and disinfection.',
        },
      ],
    },
    safetyNote:
      'Read the instructions on the pack. If dry skin itches, becomes inflamed or does not improve, see a doctor or pharmacist.',
    facts: [
      { label: 'Manufacturer', value: 'Galderma' },
      { label: 'Product type', value: 'Skin care' },
      { label: 'Key ingredient', value: 'Urea' },
    ],
  },
};
