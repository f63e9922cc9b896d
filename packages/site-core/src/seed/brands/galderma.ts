import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Galderma: parent page of Actinica, Cetaphil, Excipial and Daylong. Its copy in every locale: seed data. */
export const galderma: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Galderma je međunarodna tvrtka specijalizirana za dermatologiju. Zastupamo njezine robne marke za njegu i zaštitu kože: Cetaphil, Excipial, Actinica i Daylong.',
    sections: [
      {
        heading: 'O tvrtki',
        blocks: [
          {
            type: 'paragraph',
            text: 'Galderma se desetljećima bavi isključivo kožom – od lijekova na recept preko estetske dermatologije do svakodnevne njege. Sjedište joj je u Švicarskoj, a proizvodi su dostupni diljem svijeta, u ljekarnama i kod dermatologa.',
          },
        ],
      },
      {
        heading: 'Što zastupamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'U Hrvatskoj predstavljamo dermokozmetičke marke i medicinski proizvod za njegu i zaštitu kože koji se prodaju u ljekarnama. Ljekarnicima i dermatolozima osiguravamo stručne informacije, edukacije i materijale za savjetovanje, a proizvode distribuiramo kroz našu veleprodaju.',
          },
          {
            type: 'list',
            items: [
              'Cetaphil – blago čišćenje i hidratacija osjetljive i suhe kože',
              'Excipial – njega suhe i vrlo suhe kože s ureom',
              'Actinica – medicinski proizvod za svakodnevnu zaštitu rizične kože od UV zračenja',
              'Daylong – zaštita od sunca za svakodnevicu, djecu i sport',
            ],
          },
        ],
      },
    ],
    safetyNote:
      'Za odabir prikladnog proizvoda posavjetujte se s ljekarnikom ili dermatologom i pročitajte upute na pakiranju.',
    facts: [
      { label: 'Sjedište', value: 'Švicarska' },
      { label: 'Područje', value: 'Dermatologija i njega kože' },
      { label: 'Marke koje zastupamo', value: 'Cetaphil, Excipial, Actinica, Daylong' },
    ],
  },
  sl: {
    lead: 'Galderma je mednarodno podjetje, specializirano za dermatologijo. Zastopamo njene blagovne znamke za nego in zaščito kože: Cetaphil, Excipial, Actinica in Daylong.',
    sections: [
      {
        heading: 'O podjetju',
        blocks: [
          {
            type: 'paragraph',
            text: 'Galderma se že desetletja ukvarja izključno s kožo – od zdravil na recept prek estetske dermatologije do vsakodnevne nege. Sedež ima v Švici, njeni izdelki pa so na voljo po vsem svetu, v lekarnah in pri dermatologih.',
          },
        ],
      },
      {
        heading: 'Kaj zastopamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'V Sloveniji predstavljamo dermokozmetične blagovne znamke in medicinski pripomoček za nego in zaščito kože, ki se prodajajo v lekarnah. Farmacevtom in dermatologom zagotavljamo strokovne informacije, izobraževanja in gradiva za svetovanje, izdelke pa distribuiramo prek naše veleprodaje.',
          },
          {
            type: 'list',
            items: [
              'Cetaphil – nežno čiščenje in vlaženje občutljive in suhe kože',
              'Excipial – nega suhe in zelo suhe kože s sečnino',
              'Actinica – medicinski pripomoček za vsakodnevno zaščito ogrožene kože pred UV-sevanjem',
              'Daylong – zaščita pred soncem za vsak dan, otroke in šport',
            ],
          },
        ],
      },
    ],
    safetyNote:
      'Za izbiro primernega izdelka se posvetujte s farmacevtom ali dermatologom in preberite navodila na ovojnini.',
    facts: [
      { label: 'Sedež', value: 'Švica' },
      { label: 'Področje', value: 'Dermatologija in nega kože' },
      { label: 'Znamke, ki jih zastopamo', value: 'Cetaphil, Excipial, Actinica, Daylong' },
    ],
  },
  bs: {
    lead: 'Galderma je međunarodna kompanija specijalizovana za dermatologiju. Zastupamo njene brendove za njegu i zaštitu kože: Cetaphil, Excipial, Actinica i Daylong.',
    sections: [
      {
        heading: 'O kompaniji',
        blocks: [
          {
            type: 'paragraph',
            text: 'Galderma se decenijama bavi isključivo kožom – od lijekova na recept preko estetske dermatologije do svakodnevne njege. Sjedište joj je u Švicarskoj, a proizvodi su dostupni širom svijeta, u apotekama i kod dermatologa.',
          },
        ],
      },
      {
        heading: 'Šta zastupamo',
        blocks: [
          {
            type: 'paragraph',
            text: 'Predstavljamo dermokozmetičke brendove i medicinsko sredstvo za njegu i zaštitu kože koji se prodaju u apotekama. Farmaceutima i dermatolozima obezbjeđujemo stručne informacije, edukacije i materijale za savjetovanje, a proizvode distribuiramo kroz našu veleprodaju.',
          },
          {
            type: 'list',
            items: [
              'Cetaphil – blago čišćenje i hidratacija osjetljive i suhe kože',
              'Excipial – njega suhe i vrlo suhe kože s ureom',
              'Actinica – medicinsko sredstvo za svakodnevnu zaštitu rizične kože od UV zračenja',
              'Daylong – zaštita od sunca za svaki dan, djecu i sport',
            ],
          },
        ],
      },
    ],
    safetyNote:
      'Za izbor odgovarajućeg proizvoda posavjetujte se s farmaceutom ili dermatologom i pročitajte uputstvo na pakovanju.',
    facts: [
      { label: 'Sjedište', value: 'Švicarska' },
      { label: 'Oblast', value: 'Dermatologija i njega kože' },
      { label: 'Brendovi koje zastupamo', value: 'Cetaphil, Excipial, Actinica, Daylong' },
    ],
  },
  en: {
    lead: 'Galderma is an international company dedicated to dermatology. We represent its skin-care and sun-protection brands Cetaphil, Excipial, Actinica and Daylong.',
    sections: [
      {
        heading: 'About the company',
        blocks: [
          {
            type: 'paragraph',
            text: 'For decades Galderma has focused on skin alone – from prescription medicines and aesthetic dermatology to everyday skin care. The company is based in Switzerland, and its products are available worldwide through pharmacies and dermatologists.',
          },
        ],
      },
      {
        heading: 'What we represent',
        blocks: [
          {
            type: 'paragraph',
            text: 'We represent dermocosmetic brands and a medical device for skin care and sun protection sold in pharmacies. Pharmacists and dermatologists receive professional information, training and counselling materials from us, and the products are distributed through our wholesale network.',
          },
          {
            type: 'list',
            items: [
              'Cetaphil – gentle cleansing and moisturising for sensitive and dry skin',
              'Excipial – urea-based care for dry and very dry skin',
              'Actinica – a medical device for daily UV protection of skin at risk',
              'Daylong – sun protection for everyday life, children and sport',
            ],
          },
        ],
      },
    ],
    safetyNote:
      'Ask a pharmacist or dermatologist which product suits you, and read the instructions on the pack.',
    facts: [
      { label: 'Headquarters', value: 'Switzerland' },
      { label: 'Field', value: 'Dermatology and skin care' },
      { label: 'Brands we represent', value: 'Cetaphil, Excipial, Actinica, Daylong' },
    ],
  },
};
