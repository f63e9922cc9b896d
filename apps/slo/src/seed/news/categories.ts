import type { PostCategory } from '@medivia/site-core/model';

/** News categories of the Slovenian site, in filter order. */
export const categories: PostCategory[] = [
  {
    id: 'company',
    translations: {
      sl: {
        name: 'Podjetje',
        slug: 'podjetje',
        description: 'Naložbe, certifikati in novosti iz našega skladišča in oddelkov.',
      },
      en: {
        name: 'Company',
        slug: 'company',
        description: 'Investments, certificates and news from our warehouse and departments.',
      },
    },
  },
  {
    id: 'partners',
    translations: {
      sl: {
        name: 'Partnerji',
        slug: 'partnerji',
        description:
          'Novi proizvajalci, ki jih zastopamo, in izdelki, ki jih prinašamo na slovenski trg.',
      },
      en: {
        name: 'Partners',
        slug: 'partners',
        description:
          'New manufacturers we represent and the products we bring to the Slovenian market.',
      },
    },
  },
  {
    id: 'education',
    translations: {
      sl: {
        name: 'Izobraževanje',
        slug: 'izobrazevanje',
        description:
          'Strokovna srečanja, seminarji in spletni seminarji za zdravstvene in regulativne strokovnjake.',
      },
      en: {
        name: 'Education',
        slug: 'education',
        description:
          'Professional meetings, seminars and webinars for healthcare and regulatory professionals.',
      },
    },
  },
  {
    id: 'community',
    translations: {
      sl: {
        name: 'Družbena odgovornost',
        slug: 'druzbena-odgovornost',
        description: 'Donacije in projekti, s katerimi podpiramo zdravje v lokalni skupnosti.',
      },
      en: {
        name: 'Community',
        slug: 'community',
        description:
          'Donations and projects through which we support health in our local community.',
      },
    },
  },
];
