import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Carmol drops (Schmidgall): herbal medicine with essential oils and lemon balm extract. Its copy in every locale: seed data. */
export const carmolKapi: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Carmol kapi su biljni lijek s mješavinom eteričnih ulja i alkoholnog ekstrakta lista matičnjaka.',
    sections: [
      {
        heading: 'Što su Carmol kapi',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapi sadrže eterična ulja više ljekovitih biljaka – među ostalima klinčića, lavande, muškatnog oraščića, timijana i limuna – uz levomentol i alkoholni ekstrakt matičnjaka. Ovisno o odobrenoj uputi, primjenjuju se kroz usta, za utrljavanje na kožu ili za grgljanje. Za koje se tegobe primjenjuju, navedeno je u uputi o lijeku u pakiranju.',
          },
        ],
      },
      {
        heading: 'Kome su namijenjene',
        blocks: [
          {
            type: 'paragraph',
            text: 'Namijenjene su odraslima i adolescentima starijima od 12 godina. Kapi sadrže visok udio alkohola, pa nisu prikladne za djecu, za osobe koje se liječe od ovisnosti o alkoholu ni prije vožnje; trudnice i dojilje smiju ih primjenjivati samo uz savjet liječnika. Ne primjenjujte ih ako ste preosjetljivi na neki od sastojaka.',
          },
        ],
      },
      {
        heading: 'Kako se primjenjuju',
        blocks: [
          {
            type: 'paragraph',
            text: 'Broj kapi, način primjene i najveću dnevnu dozu odredite prema uputi o lijeku. Za uzimanje kroz usta kapi se razrjeđuju, primjerice u čaju ili vodi, a za grgljanje u toploj vodi. Ne nanosite ih na oštećenu kožu, sluznice ni u blizini očiju. Ako tegobe potraju ili se pogoršaju, obratite se liječniku.',
          },
        ],
      },
    ],
    safetyNote:
      'Prije uporabe pažljivo pročitajte uputu o lijeku, a o rizicima i nuspojavama upitajte svog liječnika ili ljekarnika.',
    facts: [
      { label: 'Proizvođač', value: 'Schmidgall' },
      { label: 'Farmaceutski oblik', value: 'Kapi' },
      { label: 'Važno', value: 'Sadrži alkohol; nije za djecu mlađu od 12 godina' },
    ],
  },
  sl: {
    lead: 'Kapljice Carmol so rastlinsko zdravilo z mešanico eteričnih olj in alkoholnega izvlečka listov melise.',
    sections: [
      {
        heading: 'Kaj so kapljice Carmol',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapljice vsebujejo eterična olja več zdravilnih rastlin – med drugim klinčkov, sivke, muškatnega oreščka, timijana in limone – ter levomentol in alkoholni izvleček melise. Glede na odobreno navodilo se uporabljajo skozi usta, za vtiranje v kožo ali za grgranje. Za katere težave se uporabljajo, je navedeno v priloženem navodilu za uporabo.',
          },
        ],
      },
      {
        heading: 'Komu so namenjene',
        blocks: [
          {
            type: 'paragraph',
            text: 'Namenjene so odraslim in mladostnikom, starejšim od 12 let. Kapljice vsebujejo velik delež alkohola, zato niso primerne za otroke, za ljudi, ki se zdravijo zaradi odvisnosti od alkohola, ali pred vožnjo; nosečnice in doječe matere jih smejo uporabljati le po posvetu z zdravnikom. Ne uporabljajte jih, če ste preobčutljivi za katero od sestavin.',
          },
        ],
      },
      {
        heading: 'Kako jih uporabljate',
        blocks: [
          {
            type: 'paragraph',
            text: 'Število kapljic, način uporabe in največji dnevni odmerek določite po navodilu za uporabo. Za jemanje skozi usta kapljice razredčite, na primer v čaju ali vodi, za grgranje pa v topli vodi. Ne nanašajte jih na poškodovano kožo, sluznice ali v bližino oči. Če težave trajajo ali se poslabšajo, poiščite zdravnika.',
          },
        ],
      },
    ],
    safetyNote:
      'Pred uporabo natančno preberite navodilo za uporabo. O tveganju in neželenih učinkih se posvetujte z zdravnikom ali farmacevtom.',
    facts: [
      { label: 'Proizvajalec', value: 'Schmidgall' },
      { label: 'Farmacevtska oblika', value: 'Kapljice' },
      { label: 'Pomembno', value: 'Vsebuje alkohol; ni za otroke, mlajše od 12 let' },
    ],
  },
  bs: {
    lead: 'Carmol kapi su biljni lijek s mješavinom eteričnih ulja i alkoholnog ekstrakta lista matičnjaka.',
    sections: [
      {
        heading: 'Šta su Carmol kapi',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapi sadrže eterična ulja više ljekovitih biljaka – između ostalih karanfilića, lavande, muškatnog oraščića, timijana i limuna – uz levomentol i alkoholni ekstrakt matičnjaka. Zavisno od odobrenog uputstva, primjenjuju se na usta, za utrljavanje na kožu ili za grgljanje. Za koje se tegobe primjenjuju, navedeno je u uputstvu o lijeku u pakovanju.',
          },
        ],
      },
      {
        heading: 'Kome su namijenjene',
        blocks: [
          {
            type: 'paragraph',
            text: 'Namijenjene su odraslima i adolescentima starijim od 12 godina. Kapi sadrže visok udio alkohola, pa nisu pogodne za djecu, za osobe koje se liječe od ovisnosti o alkoholu ni prije vožnje; trudnice i dojilje smiju ih primjenjivati samo uz savjet ljekara. Ne primjenjujte ih ako ste preosjetljivi na neki od sastojaka.',
          },
        ],
      },
      {
        heading: 'Kako se primjenjuju',
        blocks: [
          {
            type: 'paragraph',
            text: 'Broj kapi, način primjene i najveću dnevnu dozu odredite prema uputstvu o lijeku. Za uzimanje na usta kapi se razrjeđuju, naprimjer u čaju ili vodi, a za grgljanje u toploj vodi. Ne nanosite ih na oštećenu kožu, sluznice ni u blizini očiju. Ako tegobe potraju ili se pogoršaju, obratite se ljekaru.',
          },
        ],
      },
    ],
    safetyNote:
      'Prije upotrebe pažljivo pročitajte uputstvo o lijeku. O rizicima i neželjenim efektima posavjetujte se s ljekarom ili farmaceutom.',
    facts: [
      { label: 'Proizvođač', value: 'Schmidgall' },
      { label: 'Farmaceutski oblik', value: 'Kapi' },
      { label: 'Važno', value: 'Sadrži alkohol; nije za djecu mlađu od 12 godina' },
    ],
  },
  en: {
    lead: 'Carmol drops are a herbal medicine with a blend of essential oils and an alcoholic extract of lemon balm leaves.',
    sections: [
      {
        heading: 'What Carmol drops are',
        blocks: [
          {
            type: 'paragraph',
            text: 'The drops contain essential oils of several medicinal plants – among them clove, lavender, nutmeg, thyme and lemon – together with levomenthol and an alcoholic lemon balm extract. Depending on the approved leaflet, they are taken by mouth, rubbed into the skin or used as a gargle. The complaints they are used for are listed in the package leaflet.',
          },
        ],
      },
      {
        heading: 'Who they are for',
        blocks: [
          {
            type: 'paragraph',
            text: 'They are for adults and adolescents over 12. The drops contain a high proportion of alcohol, so they are not suitable for children, for people being treated for alcohol dependence or before driving; pregnant and breast-feeding women should use them only on a doctor’s advice. Do not use them if you are allergic to any of the ingredients.',
          },
        ],
      },
      {
        heading: 'How to use them',
        blocks: [
          {
            type: 'paragraph',
            text: 'Follow the package leaflet for the number of drops, how to use them and the maximum daily dose. Taken by mouth, the drops are diluted, for example in tea or water; for gargling, in warm water. Do not apply them to broken skin, mucous membranes or near the eyes. If symptoms persist or get worse, see a doctor.',
          },
        ],
      },
    ],
    safetyNote:
      'Read the package leaflet carefully before use. Ask your doctor or pharmacist about the risks and possible side effects.',
    facts: [
      { label: 'Manufacturer', value: 'Schmidgall' },
      { label: 'Pharmaceutical form', value: 'Drops' },
      { label: 'Important', value: 'Contains alcohol; not for children under 12' },
    ],
  },
};
