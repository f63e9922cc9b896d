import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Schmidgall: parent page of the Carmol drops and pastilles. Its copy in every locale: seed data. */
export const schmidgall: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Schmidgall je austrijski farmaceutski proizvođač iz Beča, poznat po biljnim proizvodima Carmol.',
    sections: [
      {
        heading: 'O proizvođaču',
        blocks: [
          {
            type: 'paragraph',
            text: 'Schmidgall već generacijama proizvodi pripravke na osnovi ljekovitog bilja i eteričnih ulja. Najpoznatija je linija Carmol: kapi s mješavinom eteričnih ulja i ekstrakta matičnjaka te pastile za grlo s biljnim eteričnim uljima. Oba proizvoda zastupamo i distribuiramo ljekarnama.',
          },
        ],
      },
      {
        heading: 'Odgovorna primjena',
        blocks: [
          {
            type: 'paragraph',
            text: 'I biljni pripravci sadrže djelotvorne tvari: mogu izazvati alergijske reakcije i nisu prikladni za svakoga. Pročitajte uputu ili deklaraciju, pridržavajte se preporučene doze i upitajte ljekarnika ako niste sigurni je li proizvod prikladan za vas ili za dijete. Ako tegobe traju ili se pogoršavaju, obratite se liječniku.',
          },
        ],
      },
    ],
    safetyNote:
      'Prije uporabe pažljivo pročitajte uputu o lijeku ili deklaraciju na pakiranju, a o rizicima i nuspojavama upitajte svog liječnika ili ljekarnika.',
    facts: [
      { label: 'Proizvođač', value: 'Schmidgall, Beč, Austrija' },
      { label: 'Vrsta proizvoda', value: 'Biljni pripravci' },
      { label: 'Proizvodi koje zastupamo', value: 'Carmol kapi, Carmol pastile' },
    ],
  },
  sl: {
    lead: 'Schmidgall je avstrijski farmacevtski proizvajalec z Dunaja, znan po rastlinskih izdelkih Carmol.',
    sections: [
      {
        heading: 'O proizvajalcu',
        blocks: [
          {
            type: 'paragraph',
            text: 'Schmidgall že več generacij izdeluje pripravke na osnovi zdravilnih rastlin in eteričnih olj. Najbolj znana je linija Carmol: kapljice z mešanico eteričnih olj in izvlečka melise ter pastile za grlo z eteričnimi olji rastlin. Oba izdelka zastopamo in ju distribuiramo lekarnam.',
          },
        ],
      },
      {
        heading: 'Odgovorna uporaba',
        blocks: [
          {
            type: 'paragraph',
            text: 'Tudi rastlinski pripravki vsebujejo učinkovine: lahko povzročijo alergijske reakcije in niso primerni za vsakogar. Preberite navodilo ali deklaracijo, upoštevajte priporočeni odmerek in vprašajte farmacevta, če niste prepričani, ali je izdelek primeren za vas ali za otroka. Če težave trajajo ali se poslabšajo, poiščite zdravnika.',
          },
        ],
      },
    ],
    safetyNote:
      'Pred uporabo natančno preberite navodilo za uporabo ali deklaracijo na ovojnini. O tveganju in neželenih učinkih se posvetujte z zdravnikom ali farmacevtom.',
    facts: [
      { label: 'Proizvajalec', value: 'Schmidgall, Dunaj, Avstrija' },
      { label: 'Vrsta izdelka', value: 'Rastlinski pripravki' },
      { label: 'Izdelki, ki jih zastopamo', value: 'Kapljice Carmol, pastile Carmol' },
    ],
  },
  bs: {
    lead: 'Schmidgall je austrijski farmaceutski proizvođač iz Beča, poznat po biljnim proizvodima Carmol.',
    sections: [
      {
        heading: 'O proizvođaču',
        blocks: [
          {
            type: 'paragraph',
            text: 'Schmidgall već generacijama proizvodi preparate na osnovu ljekovitog bilja i eteričnih ulja. Najpoznatija je linija Carmol: kapi s mješavinom eteričnih ulja i ekstrakta matičnjaka te pastile za grlo s biljnim eteričnim uljima. Oba proizvoda zastupamo i distribuiramo apotekama.',
          },
        ],
      },
      {
        heading: 'Odgovorna primjena',
        blocks: [
          {
            type: 'paragraph',
            text: 'I biljni preparati sadrže aktivne supstance: mogu izazvati alergijske reakcije i nisu pogodni za svakoga. Pročitajte uputstvo ili deklaraciju, pridržavajte se preporučene doze i pitajte farmaceuta ako niste sigurni da li je proizvod odgovarajući za vas ili za dijete. Ako tegobe traju ili se pogoršavaju, obratite se ljekaru.',
          },
        ],
      },
    ],
    safetyNote:
      'Prije upotrebe pažljivo pročitajte uputstvo o lijeku ili deklaraciju na pakovanju. O rizicima i neželjenim efektima posavjetujte se s ljekarom ili farmaceutom.',
    facts: [
      { label: 'Proizvođač', value: 'Schmidgall, Beč, Austrija' },
      { label: 'Vrsta proizvoda', value: 'Biljni preparati' },
      { label: 'Proizvodi koje zastupamo', value: 'Carmol kapi, Carmol pastile' },
    ],
  },
  en: {
    lead: 'Schmidgall is an Austrian pharmaceutical manufacturer from Vienna, known for its Carmol herbal products.',
    sections: [
      {
        heading: 'About the manufacturer',
        blocks: [
          {
            type: 'paragraph',
            text: 'For generations Schmidgall has made preparations based on medicinal plants and essential oils. Its best-known line is Carmol: drops with a blend of essential oils and lemon balm extract, and throat pastilles with herbal essential oils. We represent both products and distribute them to pharmacies.',
          },
        ],
      },
      {
        heading: 'Responsible use',
        blocks: [
          {
            type: 'paragraph',
            text: 'Herbal preparations contain active substances too: they can cause allergic reactions and are not suitable for everyone. Read the leaflet or label, keep to the recommended dose and ask a pharmacist if you are unsure whether a product suits you or your child. If symptoms persist or get worse, see a doctor.',
          },
        ],
      },
    ],
    safetyNote:
      'Read the package leaflet or the label carefully before use. Ask your doctor or pharmacist about the risks and possible side effects.',
    facts: [
      { label: 'Manufacturer', value: 'Schmidgall, Vienna, Austria' },
      { label: 'Product type', value: 'Herbal preparations' },
      { label: 'Products we represent', value: 'Carmol drops, Carmol pastilles' },
    ],
  },
};
