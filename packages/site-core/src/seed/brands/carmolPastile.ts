import type { Locale } from '../../i18n/locales';
import type { BrandCopy } from '../../schema/portfolio';

/** Carmol pastilles (Schmidgall): throat lozenges with herbal essential oils. Its copy in every locale: seed data. */
export const carmolPastile: Record<Locale, BrandCopy> = {
  hr: {
    lead: 'Carmol pastile su pastile za grlo s biljnim eteričnim uljima, za svjež dah i ugodan osjećaj u grlu.',
    sections: [
      {
        heading: 'Što su Carmol pastile',
        blocks: [
          {
            type: 'paragraph',
            text: 'Pastile sadrže mješavinu biljnih eteričnih ulja po recepturi Carmol. Polagano otapanje u ustima osvježava dah i daje ugodan osjećaj u grlu – primjerice kad je grlo suho od klimatiziranog zraka, grijanja ili dugog govora. Sastav i količina eteričnih ulja navedeni su na pakiranju.',
          },
        ],
      },
      {
        heading: 'Kome su namijenjene',
        blocks: [
          {
            type: 'list',
            items: [
              'odraslima i djeci od dobi navedene na pakiranju',
              'osobama koje mnogo govore ili pjevaju',
              'osobama koje borave u suhom, klimatiziranom ili grijanom prostoru',
            ],
          },
          {
            type: 'paragraph',
            text: 'Maloj djeci pastile ne dajte zbog opasnosti od gušenja. Osobe preosjetljive na neki od sastojaka ne smiju ih uzimati.',
          },
        ],
      },
      {
        heading: 'Kako se uzimaju',
        blocks: [
          {
            type: 'paragraph',
            text: 'Jednu pastilu polagano otopite u ustima; ne žvačite je i ne gutajte cijelu. Ne prekoračujte najveći broj pastila na dan naveden na pakiranju.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Ako grlobolja traje dulje od nekoliko dana ili je praćena vrućicom, otežanim gutanjem ili disanjem, javite se liječniku.',
          },
        ],
      },
    ],
    safetyNote:
      'Pročitajte uputu ili deklaraciju na pakiranju. Ako niste sigurni je li proizvod prikladan za vas ili za dijete, upitajte ljekarnika ili liječnika.',
    facts: [
      { label: 'Proizvođač', value: 'Schmidgall' },
      { label: 'Oblik', value: 'Pastile za grlo' },
      { label: 'Sastav', value: 'Biljna eterična ulja' },
    ],
  },
  sl: {
    lead: 'Pastile Carmol so pastile za grlo z eteričnimi olji rastlin, za svež dah in prijeten občutek v grlu.',
    sections: [
      {
        heading: 'Kaj so pastile Carmol',
        blocks: [
          {
            type: 'paragraph',
            text: 'Pastile vsebujejo mešanico rastlinskih eteričnih olj po recepturi Carmol. Počasno raztapljanje v ustih osveži dah in daje prijeten občutek v grlu – na primer, ko je grlo suho zaradi klimatiziranega zraka, ogrevanja ali dolgega govorjenja. Sestava in količina eteričnih olj sta navedeni na ovojnini.',
          },
        ],
      },
      {
        heading: 'Komu so namenjene',
        blocks: [
          {
            type: 'list',
            items: [
              'odraslim in otrokom od starosti, navedene na ovojnini',
              'ljudem, ki veliko govorijo ali pojejo',
              'ljudem, ki so v suhih, klimatiziranih ali ogrevanih prostorih',
            ],
          },
          {
            type: 'paragraph',
            text: 'Majhnim otrokom pastil ne dajajte zaradi nevarnosti zadušitve. Ljudje, preobčutljivi za katero od sestavin, jih ne smejo jemati.',
          },
        ],
      },
      {
        heading: 'Kako jih jemljete',
        blocks: [
          {
            type: 'paragraph',
            text: 'Eno pastilo počasi raztopite v ustih; ne žvečite je in je ne pogoltnite cele. Ne presežite največjega števila pastil na dan, navedenega na ovojnini.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Če vneto grlo traja dlje kot nekaj dni ali ga spremljajo vročina, oteženo požiranje ali dihanje, poiščite zdravnika.',
          },
        ],
      },
    ],
    safetyNote:
      'Preberite navodilo ali deklaracijo na ovojnini. Če niste prepričani, ali je izdelek primeren za vas ali za otroka, vprašajte farmacevta ali zdravnika.',
    facts: [
      { label: 'Proizvajalec', value: 'Schmidgall' },
      { label: 'Oblika', value: 'Pastile za grlo' },
      { label: 'Sestava', value: 'Rastlinska eterična olja' },
    ],
  },
  bs: {
    lead: 'Carmol pastile su pastile za grlo s biljnim eteričnim uljima, za svjež dah i ugodan osjećaj u grlu.',
    sections: [
      {
        heading: 'Šta su Carmol pastile',
        blocks: [
          {
            type: 'paragraph',
            text: 'Pastile sadrže mješavinu biljnih eteričnih ulja po recepturi Carmol. Polagano otapanje u ustima osvježava dah i daje ugodan osjećaj u grlu – naprimjer kada je grlo suho od klimatizovanog zraka, grijanja ili dugog govora. Sastav i količina eteričnih ulja navedeni su na pakovanju.',
          },
        ],
      },
      {
        heading: 'Kome su namijenjene',
        blocks: [
          {
            type: 'list',
            items: [
              'odraslima i djeci od uzrasta navedenog na pakovanju',
              'osobama koje mnogo govore ili pjevaju',
              'osobama koje borave u suhom, klimatizovanom ili grijanom prostoru',
            ],
          },
          {
            type: 'paragraph',
            text: 'Maloj djeci pastile ne dajte zbog opasnosti od gušenja. Osobe preosjetljive na neki od sastojaka ne smiju ih uzimati.',
          },
        ],
      },
      {
        heading: 'Kako se uzimaju',
        blocks: [
          {
            type: 'paragraph',
            text: 'Jednu pastilu polagano otopite u ustima; ne žvačite je i ne gutajte cijelu. Ne prekoračujte najveći broj pastila dnevno naveden na pakovanju.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'Ako bol u grlu traje duže od nekoliko dana ili je praćena temperaturom, otežanim gutanjem ili disanjem, javite se ljekaru.',
          },
        ],
      },
    ],
    safetyNote:
      'Pročitajte uputstvo ili deklaraciju na pakovanju. Ako niste sigurni da li je proizvod odgovarajući za vas ili za dijete, pitajte farmaceuta ili ljekara.',
    facts: [
      { label: 'Proizvođač', value: 'Schmidgall' },
      { label: 'Oblik', value: 'Pastile za grlo' },
      { label: 'Sastav', value: 'Biljna eterična ulja' },
    ],
  },
  en: {
    lead: 'Carmol pastilles are throat lozenges with herbal essential oils, for fresh breath and a pleasant feeling in the throat.',
    sections: [
      {
        heading: 'What Carmol pastilles are',
        blocks: [
          {
            type: 'paragraph',
            text: 'The pastilles contain a blend of herbal essential oils from the Carmol recipe. Letting one dissolve slowly in the mouth freshens the breath and leaves the throat feeling pleasant – for example when it is dry from air conditioning, heating or a lot of talking. The composition and amount of essential oils are stated on the pack.',
          },
        ],
      },
      {
        heading: 'Who they are for',
        blocks: [
          {
            type: 'list',
            items: [
              'adults and children from the age stated on the pack',
              'people who talk or sing a lot',
              'people who spend time in dry, air-conditioned or heated rooms',
            ],
          },
          {
            type: 'paragraph',
            text: 'Do not give pastilles to young children because of the risk of choking. People allergic to any of the ingredients must not take them.',
          },
        ],
      },
      {
        heading: 'How to take them',
        blocks: [
          {
            type: 'paragraph',
            text: 'Let one pastille dissolve slowly in the mouth; do not chew or swallow it whole. Do not exceed the maximum number of pastilles per day stated on the pack.',
          },
          {
            type: 'note',
            tone: 'warning',
            text: 'If a sore throat lasts more than a few days or comes with a fever, difficulty swallowing or breathing, see a doctor.',
          },
        ],
      },
    ],
    safetyNote:
      'Read the leaflet or label on the pack. If you are not sure whether the product suits you or your child, ask a pharmacist or doctor.',
    facts: [
      { label: 'Manufacturer', value: 'Schmidgall' },
      { label: 'Form', value: 'Throat pastilles' },
      { label: 'Composition', value: 'Herbal essential oils' },
    ],
  },
};
