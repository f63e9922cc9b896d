import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Rowatinex (Rowa): plant-derived terpene medicine used with kidney and urinary stones. Its copy in every locale: seed data. */
export const rowatinex: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Rowatinex je lijek u obliku mekih kapsula s kombinacijom terpena biljnog podrijetla, koji se primjenjuje kod kamenaca u bubrezima i mokraćnim putovima.',
    sections: [
      {
        heading: 'Što je Rowatinex',
        blocks: [
          {
            type: 'paragraph',
            text: 'Svaka kapsula sadrži kombinaciju terpena – pinena, kamfena, borneola, anetola, fenhona i cineola – tvari koje se nalaze u eteričnim uljima biljaka. Prema odobrenoj uputi o lijeku, Rowatinex se primjenjuje kod kamenaca u bubrezima i mokraćnim putovima. Točnu namjenu, doziranje i upozorenja za vaš lijek pročitajte u uputi koja se nalazi u pakiranju.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rowatinex je namijenjen odraslim osobama kojima ga je liječnik preporučio nakon pregleda; nije namijenjen djeci. Prije primjene obavijestite liječnika ako ste trudni ili dojite, ako uzimate lijekove protiv zgrušavanja krvi ili druge lijekove, jer Rowatinex s nekima od njih može međusobno djelovati.',
          },
        ],
      },
      {
        heading: 'Kako se uzima',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapsule se uzimaju kroz usta, prije obroka, u dozi i tijekom razdoblja koje je odredio liječnik ili koje navodi uputa o lijeku. Kapsule progutajte cijele, s malo vode. Ne prekoračujte preporučenu dozu.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Ako imate jaku bol, vrućicu ili ne možete mokriti, odmah potražite liječničku pomoć – ta stanja ne liječite sami.',
          },
        ],
      },
    ],
    safetyNote:
      'Prije uporabe pažljivo pročitajte uputu o lijeku, a o rizicima i nuspojavama upitajte svog liječnika ili ljekarnika.',
    facts: [
      { label: 'Proizvođač', value: 'Rowa Pharmaceuticals' },
      { label: 'Farmaceutski oblik', value: 'Meke kapsule' },
      { label: 'Djelatne tvari', value: 'Kombinacija terpena biljnog podrijetla' },
    ],
  },
  sl: {
    lead: 'Rowatinex je zdravilo v obliki mehkih kapsul s kombinacijo terpenov rastlinskega izvora, ki se uporablja pri kamnih v ledvicah in sečilih.',
    sections: [
      {
        heading: 'Kaj je Rowatinex',
        blocks: [
          {
            type: 'paragraph',
            text: 'Vsaka kapsula vsebuje kombinacijo terpenov – pinena, kamfena, borneola, anetola, fenhona in cineola –, snovi, ki jih vsebujejo eterična olja rastlin. V skladu z odobrenim navodilom se Rowatinex uporablja pri kamnih v ledvicah in sečilih. Natančen namen, odmerjanje in opozorila za vaše zdravilo preberite v navodilu, ki je priloženo pakiranju.',
          },
        ],
      },
      {
        heading: 'Komu je namenjen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rowatinex je namenjen odraslim, ki jim ga je po pregledu priporočil zdravnik; ni namenjen otrokom. Pred uporabo povejte zdravniku, če ste noseči ali dojite in če jemljete zdravila proti strjevanju krvi ali druga zdravila, saj lahko Rowatinex z nekaterimi od njih medsebojno deluje.',
          },
        ],
      },
      {
        heading: 'Kako ga jemljete',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapsule vzemite skozi usta, pred obroki, v odmerku in toliko časa, kot je določil zdravnik ali kot navaja navodilo za uporabo. Kapsule pogoltnite cele, z malo vode. Ne presežite priporočenega odmerka.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Če imate močne bolečine, vročino ali ne morete urinirati, takoj poiščite zdravniško pomoč – teh stanj ne zdravite sami.',
          },
        ],
      },
    ],
    safetyNote:
      'Pred uporabo natančno preberite navodilo za uporabo. O tveganju in neželenih učinkih se posvetujte z zdravnikom ali farmacevtom.',
    facts: [
      { label: 'Proizvajalec', value: 'Rowa Pharmaceuticals' },
      { label: 'Farmacevtska oblika', value: 'Mehke kapsule' },
      { label: 'Učinkovine', value: 'Kombinacija terpenov rastlinskega izvora' },
    ],
  },
  bs: {
    lead: 'Rowatinex je lijek u obliku mekih kapsula s kombinacijom terpena biljnog porijekla, koji se primjenjuje kod kamenca u bubrezima i mokraćnim putevima.',
    sections: [
      {
        heading: 'Šta je Rowatinex',
        blocks: [
          {
            type: 'paragraph',
            text: 'Svaka kapsula sadrži kombinaciju terpena – pinena, kamfena, borneola, anetola, fenhona i cineola – supstanci koje se nalaze u eteričnim uljima biljaka. Prema odobrenom uputstvu o lijeku, Rowatinex se primjenjuje kod kamenca u bubrezima i mokraćnim putevima. Tačnu namjenu, doziranje i upozorenja za vaš lijek pročitajte u uputstvu koje se nalazi u pakovanju.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rowatinex je namijenjen odraslim osobama kojima ga je ljekar preporučio nakon pregleda; nije namijenjen djeci. Prije primjene obavijestite ljekara ako ste trudni ili dojite, ako uzimate lijekove protiv zgrušavanja krvi ili druge lijekove, jer Rowatinex s nekima od njih može stupiti u interakciju.',
          },
        ],
      },
      {
        heading: 'Kako se uzima',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapsule se uzimaju na usta, prije obroka, u dozi i tokom perioda koje je odredio ljekar ili koje navodi uputstvo o lijeku. Kapsule progutajte cijele, s malo vode. Ne prekoračujte preporučenu dozu.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Ako imate jak bol, temperaturu ili ne možete mokriti, odmah potražite ljekarsku pomoć – ta stanja ne liječite sami.',
          },
        ],
      },
    ],
    safetyNote:
      'Prije upotrebe pažljivo pročitajte uputstvo o lijeku. O rizicima i neželjenim efektima posavjetujte se s ljekarom ili farmaceutom.',
    facts: [
      { label: 'Proizvođač', value: 'Rowa Pharmaceuticals' },
      { label: 'Farmaceutski oblik', value: 'Meke kapsule' },
      { label: 'Aktivne supstance', value: 'Kombinacija terpena biljnog porijekla' },
    ],
  },
  en: {
    lead: 'Rowatinex is a soft-capsule medicine containing a combination of plant-derived terpenes, used for stones in the kidneys and urinary tract.',
    sections: [
      {
        heading: 'What Rowatinex is',
        blocks: [
          {
            type: 'paragraph',
            text: 'Each capsule contains a combination of terpenes – pinene, camphene, borneol, anethole, fenchone and cineole – substances found in plant essential oils. According to its approved package leaflet, Rowatinex is used for stones in the kidneys and urinary tract. Read the leaflet in your pack for the exact indication, dosage and warnings of your medicine.',
          },
        ],
      },
      {
        heading: 'Who it is for',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rowatinex is for adults to whom a doctor has recommended it after an examination; it is not intended for children. Before use, tell your doctor if you are pregnant or breast-feeding, or if you take anticoagulants or other medicines, as Rowatinex can interact with some of them.',
          },
        ],
      },
      {
        heading: 'How to take it',
        blocks: [
          {
            type: 'paragraph',
            text: 'The capsules are taken by mouth before meals, at the dose and for the period your doctor decides or the package leaflet states. Swallow the capsules whole with a little water. Do not exceed the recommended dose.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'If you have severe pain, a fever or cannot pass urine, seek medical help straight away – do not treat these conditions yourself.',
          },
        ],
      },
    ],
    safetyNote:
      'Read the package leaflet carefully before use. Ask your doctor or pharmacist about the risks and possible side effects.',
    facts: [
      { label: 'Manufacturer', value: 'Rowa Pharmaceuticals' },
      { label: 'Pharmaceutical form', value: 'Soft capsules' },
      { label: 'Active substances', value: 'Combination of plant-derived terpenes' },
    ],
  },
};
