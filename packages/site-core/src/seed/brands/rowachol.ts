import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Rowachol (Rowa): plant-derived terpene medicine used with disorders of bile flow. Its copy in every locale: seed data. */
export const rowachol: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Rowachol je lijek u obliku mekih kapsula s kombinacijom terpena biljnog podrijetla, koji se primjenjuje kod poremećaja otjecanja žuči.',
    sections: [
      {
        heading: 'Što je Rowachol',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapsule sadrže kombinaciju terpena – mentola, mentona, pinena, kamfena, borneola i cineola – otopljenih u maslinovom ulju. Prema odobrenoj uputi o lijeku, Rowachol se primjenjuje kod poremećaja otjecanja žuči i s njima povezanih tegoba, kao dio liječenja koje vodi liječnik. Točnu namjenu, doziranje i upozorenja za vaš lijek pročitajte u uputi u pakiranju.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rowachol je namijenjen odraslim osobama kojima ga je liječnik preporučio nakon pregleda; nije namijenjen djeci. Prije primjene obavijestite liječnika ako ste trudni ili dojite, ako uzimate lijekove protiv zgrušavanja krvi ili druge lijekove, jer Rowachol s nekima od njih može međusobno djelovati.',
          },
        ],
      },
      {
        heading: 'Kako se uzima',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapsule se uzimaju kroz usta, prije obroka, u dozi i tijekom razdoblja koje je odredio liječnik ili koje navodi uputa o lijeku. Kapsule progutajte cijele, s malo vode, i ne prekoračujte preporučenu dozu.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Jaka bol ispod desnog rebrenog luka, vrućica ili žuta boja kože i bjeloočnica znakovi su za hitan pregled – u tom slučaju odmah se javite liječniku.',
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
    lead: 'Rowachol je zdravilo v obliki mehkih kapsul s kombinacijo terpenov rastlinskega izvora, ki se uporablja pri motnjah odtekanja žolča.',
    sections: [
      {
        heading: 'Kaj je Rowachol',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapsule vsebujejo kombinacijo terpenov – mentola, mentona, pinena, kamfena, borneola in cineola –, raztopljenih v olivnem olju. V skladu z odobrenim navodilom se Rowachol uporablja pri motnjah odtekanja žolča in z njimi povezanih težavah, kot del zdravljenja, ki ga vodi zdravnik. Natančen namen, odmerjanje in opozorila za vaše zdravilo preberite v priloženem navodilu.',
          },
        ],
      },
      {
        heading: 'Komu je namenjen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rowachol je namenjen odraslim, ki jim ga je po pregledu priporočil zdravnik; ni namenjen otrokom. Pred uporabo povejte zdravniku, če ste noseči ali dojite in če jemljete zdravila proti strjevanju krvi ali druga zdravila, saj lahko Rowachol z nekaterimi od njih medsebojno deluje.',
          },
        ],
      },
      {
        heading: 'Kako ga jemljete',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapsule vzemite skozi usta, pred obroki, v odmerku in toliko časa, kot je določil zdravnik ali kot navaja navodilo za uporabo. Kapsule pogoltnite cele, z malo vode, in ne presežite priporočenega odmerka.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Močna bolečina pod desnim rebrnim lokom, vročina ali rumena barva kože in beločnic so znaki za nujen pregled – v tem primeru takoj poiščite zdravnika.',
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
    lead: 'Rowachol je lijek u obliku mekih kapsula s kombinacijom terpena biljnog porijekla, koji se primjenjuje kod poremećaja oticanja žuči.',
    sections: [
      {
        heading: 'Šta je Rowachol',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapsule sadrže kombinaciju terpena – mentola, mentona, pinena, kamfena, borneola i cineola – rastvorenih u maslinovom ulju. Prema odobrenom uputstvu o lijeku, Rowachol se primjenjuje kod poremećaja oticanja žuči i s njima povezanih tegoba, kao dio liječenja koje vodi ljekar. Tačnu namjenu, doziranje i upozorenja za vaš lijek pročitajte u uputstvu u pakovanju.',
          },
        ],
      },
      {
        heading: 'Kome je namijenjen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rowachol je namijenjen odraslim osobama kojima ga je ljekar preporučio nakon pregleda; nije namijenjen djeci. Prije primjene obavijestite ljekara ako ste trudni ili dojite, ako uzimate lijekove protiv zgrušavanja krvi ili druge lijekove, jer Rowachol s nekima od njih može stupiti u interakciju.',
          },
        ],
      },
      {
        heading: 'Kako se uzima',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kapsule se uzimaju na usta, prije obroka, u dozi i tokom perioda koje je odredio ljekar ili koje navodi uputstvo o lijeku. Kapsule progutajte cijele, s malo vode, i ne prekoračujte preporučenu dozu.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Jak bol ispod desnog rebarnog luka, temperatura ili žuta boja kože i bjeloočnica znaci su za hitan pregled – u tom slučaju odmah se javite ljekaru.',
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
    lead: 'Rowachol is a soft-capsule medicine containing a combination of plant-derived terpenes, used for disorders of bile flow.',
    sections: [
      {
        heading: 'What Rowachol is',
        blocks: [
          {
            type: 'paragraph',
            text: 'The capsules contain a combination of terpenes – menthol, menthone, pinene, camphene, borneol and cineole – dissolved in olive oil. According to its approved package leaflet, Rowachol is used for disorders of bile flow and related complaints, as part of treatment managed by a doctor. Read the leaflet in your pack for the exact indication, dosage and warnings of your medicine.',
          },
        ],
      },
      {
        heading: 'Who it is for',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rowachol is for adults to whom a doctor has recommended it after an examination; it is not intended for children. Before use, tell your doctor if you are pregnant or breast-feeding, or if you take anticoagulants or other medicines, as Rowachol can interact with some of them.',
          },
        ],
      },
      {
        heading: 'How to take it',
        blocks: [
          {
            type: 'paragraph',
            text: 'The capsules are taken by mouth before meals, at the dose and for the period your doctor decides or the package leaflet states. Swallow the capsules whole with a little water, and do not exceed the recommended dose.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Severe pain under the right ribs, a fever or yellowing of the skin and eyes need urgent attention – see a doctor straight away.',
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
