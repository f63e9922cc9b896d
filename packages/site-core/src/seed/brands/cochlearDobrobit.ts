import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** The well-being survey for cochlear-implant recipients and their families. Its copy in every locale: seed data. */
export const cochlearDobrobit: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Kratka anketa za korisnike kohlearnih implantata i njihove obitelji: kako implantat utječe na svakodnevni život i dobrobit.',
    sections: [
      {
        heading: 'O anketi',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kohlearni implantat mijenja više od sluha – utječe na razgovor s obitelji, školovanje, posao, druženje i raspoloženje. Anketom želimo bolje razumjeti kako se korisnici i njihove obitelji osjećaju u različitim razdobljima: prije ugradnje, u prvim mjesecima nakon uključivanja procesora i nakon više godina korištenja.',
          },
        ],
      },
      {
        heading: 'Tko može sudjelovati',
        blocks: [
          {
            type: 'list',
            items: [
              'odrasli korisnici kohlearnog implantata',
              'roditelji ili skrbnici djece s implantatom',
              'partneri i drugi članovi obitelji korisnika',
            ],
          },
        ],
      },
      {
        heading: 'Kako sudjelovati',
        blocks: [
          {
            type: 'paragraph',
            text: 'Ispunjavanje upitnika traje desetak minuta. Ako želite sudjelovati, pošaljite nam poruku putem kontaktnog obrasca – poslat ćemo vam poveznicu na upitnik ili tiskani primjerak s omotnicom za povrat.',
          },
        ],
      },
      {
        heading: 'Vaši podaci',
        blocks: [
          {
            type: 'paragraph',
            text: 'Upitnik je anoniman: ne traži ime, adresu ni podatke iz medicinske dokumentacije. Odgovore obrađujemo zbirno i koristimo ih za planiranje podrške korisnicima – radionica, savjetovanja i informativnih materijala. Sudjelovanje je dobrovoljno i možete ga prekinuti u bilo kojem trenutku.',
          },
        ],
      },
    ],
    safetyNote:
      'Anketa ne zamjenjuje savjet stručnjaka. S pitanjima o sluhu, procesoru ili rehabilitaciji obratite se svom implantacijskom centru.',
    facts: [
      { label: 'Trajanje', value: 'Oko 10 minuta' },
      { label: 'Sudjelovanje', value: 'Dobrovoljno i anonimno' },
      { label: 'Namijenjeno', value: 'Korisnicima implantata i njihovim obiteljima' },
    ],
  },
  sl: {
    lead: 'Kratka anketa za uporabnike polževih vsadkov in njihove družine: kako vsadek vpliva na vsakdanje življenje in dobro počutje.',
    sections: [
      {
        heading: 'O anketi',
        blocks: [
          {
            type: 'paragraph',
            text: 'Polžev vsadek spremeni več kot sluh – vpliva na pogovor z družino, šolanje, delo, druženje in razpoloženje. Z anketo želimo bolje razumeti, kako se uporabniki in njihove družine počutijo v različnih obdobjih: pred vsaditvijo, v prvih mesecih po vklopu procesorja in po več letih uporabe.',
          },
        ],
      },
      {
        heading: 'Kdo lahko sodeluje',
        blocks: [
          {
            type: 'list',
            items: [
              'odrasli uporabniki polževega vsadka',
              'starši ali skrbniki otrok z vsadkom',
              'partnerji in drugi družinski člani uporabnikov',
            ],
          },
        ],
      },
      {
        heading: 'Kako sodelovati',
        blocks: [
          {
            type: 'paragraph',
            text: 'Izpolnjevanje vprašalnika traja približno deset minut. Če želite sodelovati, nam pošljite sporočilo prek kontaktnega obrazca – poslali vam bomo povezavo do vprašalnika ali natisnjen izvod s kuverto za vračilo.',
          },
        ],
      },
      {
        heading: 'Vaši podatki',
        blocks: [
          {
            type: 'paragraph',
            text: 'Vprašalnik je anonimen: ne sprašuje po imenu, naslovu ali podatkih iz zdravstvene dokumentacije. Odgovore obdelamo skupno in jih uporabimo za načrtovanje podpore uporabnikom – delavnic, svetovanj in informativnih gradiv. Sodelovanje je prostovoljno in ga lahko kadar koli prekinete.',
          },
        ],
      },
    ],
    safetyNote:
      'Anketa ne nadomešča strokovnega nasveta. Z vprašanji o sluhu, procesorju ali rehabilitaciji se obrnite na svoj center za vsaditev.',
    facts: [
      { label: 'Trajanje', value: 'Približno 10 minut' },
      { label: 'Sodelovanje', value: 'Prostovoljno in anonimno' },
      { label: 'Namenjeno', value: 'Uporabnikom vsadkov in njihovim družinam' },
    ],
  },
  bs: {
    lead: 'Kratka anketa za korisnike kohlearnih implantata i njihove porodice: kako implantat utječe na svakodnevni život i dobrobit.',
    sections: [
      {
        heading: 'O anketi',
        blocks: [
          {
            type: 'paragraph',
            text: 'Kohlearni implantat mijenja više od sluha – utječe na razgovor s porodicom, školovanje, posao, druženje i raspoloženje. Anketom želimo bolje razumjeti kako se korisnici i njihove porodice osjećaju u različitim periodima: prije ugradnje, u prvim mjesecima nakon uključivanja procesora i nakon više godina korištenja.',
          },
        ],
      },
      {
        heading: 'Ko može učestvovati',
        blocks: [
          {
            type: 'list',
            items: [
              'odrasli korisnici kohlearnog implantata',
              'roditelji ili staratelji djece s implantatom',
              'partneri i drugi članovi porodice korisnika',
            ],
          },
        ],
      },
      {
        heading: 'Kako učestvovati',
        blocks: [
          {
            type: 'paragraph',
            text: 'Popunjavanje upitnika traje desetak minuta. Ako želite učestvovati, pošaljite nam poruku putem kontakt obrasca – poslat ćemo vam link na upitnik ili štampani primjerak s kovertom za povrat.',
          },
        ],
      },
      {
        heading: 'Vaši podaci',
        blocks: [
          {
            type: 'paragraph',
            text: 'Upitnik je anoniman: ne traži ime, adresu ni podatke iz medicinske dokumentacije. Odgovore obrađujemo zbirno i koristimo ih za planiranje podrške korisnicima – radionica, savjetovanja i informativnih materijala. Učešće je dobrovoljno i možete ga prekinuti u bilo kojem trenutku.',
          },
        ],
      },
    ],
    safetyNote:
      'Anketa ne zamjenjuje savjet stručnjaka. S pitanjima o sluhu, procesoru ili rehabilitaciji obratite se svom implantacijskom centru.',
    facts: [
      { label: 'Trajanje', value: 'Oko 10 minuta' },
      { label: 'Učešće', value: 'Dobrovoljno i anonimno' },
      { label: 'Namijenjeno', value: 'Korisnicima implantata i njihovim porodicama' },
    ],
  },
  en: {
    lead: 'A short survey for cochlear implant recipients and their families: how the implant affects everyday life and well-being.',
    sections: [
      {
        heading: 'About the survey',
        blocks: [
          {
            type: 'paragraph',
            text: 'A cochlear implant changes more than hearing – it affects conversations at home, school, work, social life and mood. With this survey we want to understand better how recipients and their families feel at different stages: before implantation, in the first months after switch-on, and after several years of use.',
          },
        ],
      },
      {
        heading: 'Who can take part',
        blocks: [
          {
            type: 'list',
            items: [
              'adult cochlear implant recipients',
              'parents or guardians of children with an implant',
              'partners and other family members of recipients',
            ],
          },
        ],
      },
      {
        heading: 'How to take part',
        blocks: [
          {
            type: 'paragraph',
            text: 'The questionnaire takes about ten minutes. If you would like to take part, send us a message through the contact form – we will send you a link to the questionnaire or a printed copy with a return envelope.',
          },
        ],
      },
      {
        heading: 'Your data',
        blocks: [
          {
            type: 'paragraph',
            text: 'The questionnaire is anonymous: it does not ask for your name, address or anything from your medical records. We analyse the answers only in aggregate and use them to plan support for recipients – workshops, counselling and information materials. Taking part is voluntary, and you can stop at any time.',
          },
        ],
      },
    ],
    safetyNote:
      'The survey does not replace professional advice. For questions about your hearing, processor or rehabilitation, contact your implant centre.',
    facts: [
      { label: 'Duration', value: 'About 10 minutes' },
      { label: 'Participation', value: 'Voluntary and anonymous' },
      { label: 'For', value: 'Implant recipients and their families' },
    ],
  },
};
