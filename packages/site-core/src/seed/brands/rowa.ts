import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Rowa Pharmaceuticals: parent page of Rowatinex and Rowachol. Its copy in every locale: seed data. */
export const rowa: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Rowa Pharmaceuticals irski je proizvođač lijekova. Zastupamo njegove lijekove biljnog podrijetla Rowatinex i Rowachol.',
    sections: [
      {
        heading: 'O proizvođaču',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rowa Pharmaceuticals sa sjedištem u Irskoj desetljećima razvija i proizvodi lijekove na osnovi terpena – tvari biljnog podrijetla koje se nalaze u eteričnim uljima. Najpoznatiji su Rowatinex, koji se primjenjuje kod kamenaca u bubrezima i mokraćnim putovima, i Rowachol, koji se primjenjuje kod poremećaja otjecanja žuči.',
          },
        ],
      },
      {
        heading: 'Odgovorna primjena',
        blocks: [
          {
            type: 'paragraph',
            text: 'Oba su lijeka namijenjena primjeni nakon što liječnik postavi dijagnozu i odredi trajanje liječenja. Jaka bol u leđima ili trbuhu, vrućica, povraćanje ili žuta boja kože i bjeloočnica mogu biti znakovi stanja koja traže hitan pregled – tada se ne liječite sami, nego se odmah javite liječniku.',
          },
          {
            type: 'paragraph',
            text: 'Liječnicima i ljekarnicima na upit šaljemo sažetak opisa svojstava lijeka i stručne informacije.',
          },
        ],
      },
    ],
    safetyNote:
      'Prije uporabe pažljivo pročitajte uputu o lijeku, a o rizicima i nuspojavama upitajte svog liječnika ili ljekarnika.',
    facts: [
      { label: 'Proizvođač', value: 'Rowa Pharmaceuticals, Irska' },
      { label: 'Vrsta proizvoda', value: 'Lijekovi biljnog podrijetla' },
      { label: 'Lijekovi koje zastupamo', value: 'Rowatinex, Rowachol' },
    ],
  },
  sl: {
    lead: 'Rowa Pharmaceuticals je irski proizvajalec zdravil. Zastopamo njegovi zdravili rastlinskega izvora Rowatinex in Rowachol.',
    sections: [
      {
        heading: 'O proizvajalcu',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rowa Pharmaceuticals s sedežem na Irskem že desetletja razvija in proizvaja zdravila na osnovi terpenov – snovi rastlinskega izvora, ki jih vsebujejo eterična olja. Najbolj znani sta zdravili Rowatinex, ki se uporablja pri kamnih v ledvicah in sečilih, in Rowachol, ki se uporablja pri motnjah odtekanja žolča.',
          },
        ],
      },
      {
        heading: 'Odgovorna uporaba',
        blocks: [
          {
            type: 'paragraph',
            text: 'Obe zdravili sta namenjeni uporabi, ko zdravnik postavi diagnozo in določi trajanje zdravljenja. Močna bolečina v hrbtu ali trebuhu, vročina, bruhanje ali rumena barva kože in beločnic so lahko znaki stanj, ki zahtevajo nujen pregled – takrat se ne zdravite sami, temveč takoj poiščite zdravnika.',
          },
          {
            type: 'paragraph',
            text: 'Zdravnikom in farmacevtom na željo pošljemo povzetek glavnih značilnosti zdravila in strokovne informacije.',
          },
        ],
      },
    ],
    safetyNote:
      'Pred uporabo natančno preberite navodilo za uporabo. O tveganju in neželenih učinkih se posvetujte z zdravnikom ali farmacevtom.',
    facts: [
      { label: 'Proizvajalec', value: 'Rowa Pharmaceuticals, Irska' },
      { label: 'Vrsta izdelka', value: 'Zdravila rastlinskega izvora' },
      { label: 'Zdravili, ki ju zastopamo', value: 'Rowatinex, Rowachol' },
    ],
  },
  bs: {
    lead: 'Rowa Pharmaceuticals je irski proizvođač lijekova. Zastupamo njegove lijekove biljnog porijekla Rowatinex i Rowachol.',
    sections: [
      {
        heading: 'O proizvođaču',
        blocks: [
          {
            type: 'paragraph',
            text: 'Rowa Pharmaceuticals sa sjedištem u Irskoj decenijama razvija i proizvodi lijekove na osnovu terpena – supstanci biljnog porijekla koje se nalaze u eteričnim uljima. Najpoznatiji su Rowatinex, koji se primjenjuje kod kamenca u bubrezima i mokraćnim putevima, i Rowachol, koji se primjenjuje kod poremećaja oticanja žuči.',
          },
        ],
      },
      {
        heading: 'Odgovorna primjena',
        blocks: [
          {
            type: 'paragraph',
            text: 'Oba lijeka namijenjena su primjeni nakon što ljekar postavi dijagnozu i odredi trajanje liječenja. Jak bol u leđima ili stomaku, temperatura, povraćanje ili žuta boja kože i bjeloočnica mogu biti znaci stanja koja zahtijevaju hitan pregled – tada se ne liječite sami, nego se odmah javite ljekaru.',
          },
          {
            type: 'paragraph',
            text: 'Ljekarima i farmaceutima na upit šaljemo sažetak karakteristika lijeka i stručne informacije.',
          },
        ],
      },
    ],
    safetyNote:
      'Prije upotrebe pažljivo pročitajte uputstvo o lijeku. O rizicima i neželjenim efektima posavjetujte se s ljekarom ili farmaceutom.',
    facts: [
      { label: 'Proizvođač', value: 'Rowa Pharmaceuticals, Irska' },
      { label: 'Vrsta proizvoda', value: 'Lijekovi biljnog porijekla' },
      { label: 'Lijekovi koje zastupamo', value: 'Rowatinex, Rowachol' },
    ],
  },
  en: {
    lead: 'Rowa Pharmaceuticals is an Irish medicines manufacturer. We represent its plant-derived medicines Rowatinex and Rowachol.',
    sections: [
      {
        heading: 'About the manufacturer',
        blocks: [
          {
            type: 'paragraph',
            text: 'Based in Ireland, Rowa Pharmaceuticals has for decades developed and manufactured medicines based on terpenes – plant-derived substances found in essential oils. Its best-known products are Rowatinex, used for stones in the kidneys and urinary tract, and Rowachol, used for disorders of bile flow.',
          },
        ],
      },
      {
        heading: 'Responsible use',
        blocks: [
          {
            type: 'paragraph',
            text: 'Both medicines are meant to be used after a doctor has made a diagnosis and decided how long treatment should last. Severe back or abdominal pain, fever, vomiting or yellowing of the skin and eyes can be signs of conditions that need urgent medical attention – do not treat yourself, see a doctor straight away.',
          },
          {
            type: 'paragraph',
            text: 'On request we send physicians and pharmacists the summary of product characteristics and professional information.',
          },
        ],
      },
    ],
    safetyNote:
      'Read the package leaflet carefully before use. Ask your doctor or pharmacist about the risks and possible side effects.',
    facts: [
      { label: 'Manufacturer', value: 'Rowa Pharmaceuticals, Ireland' },
      { label: 'Product type', value: 'Plant-derived medicines' },
      { label: 'Medicines we represent', value: 'Rowatinex, Rowachol' },
    ],
  },
};
