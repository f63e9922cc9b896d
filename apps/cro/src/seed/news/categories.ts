import type { PostCategory } from '@medivia/site-core/model';

/** News categories of the Croatian site, in filter order. */
export const categories: PostCategory[] = [
  {
    id: 'company',
    translations: {
      hr: {
        name: 'Tvrtka',
        slug: 'tvrtka',
        description: 'Ulaganja, certifikati, obljetnice i novosti iz naših skladišta i službi.',
      },
      en: {
        name: 'Company',
        slug: 'company',
        description:
          'Investments, certificates, anniversaries and news from our warehouses and departments.',
      },
    },
  },
  {
    id: 'partners',
    translations: {
      hr: {
        name: 'Partneri',
        slug: 'partneri',
        description:
          'Nova zastupstva, proizvođači s kojima surađujemo i proizvodi koje uvodimo na tržište.',
      },
      en: {
        name: 'Partners',
        slug: 'partners',
        description:
          'New representations, the manufacturers we work with and the products we bring to market.',
      },
    },
  },
  {
    id: 'education',
    translations: {
      hr: {
        name: 'Edukacija',
        slug: 'edukacija',
        description: 'Kongresi, seminari i webinari za zdravstvene i regulatorne stručnjake.',
      },
      en: {
        name: 'Education',
        slug: 'education',
        description:
          'Congresses, seminars and webinars for healthcare and regulatory professionals.',
      },
    },
  },
  {
    id: 'community',
    translations: {
      hr: {
        name: 'Društvena odgovornost',
        slug: 'drustvena-odgovornost',
        description: 'Donacije i projekti kojima podržavamo zdravstvo i lokalnu zajednicu.',
      },
      en: {
        name: 'Community',
        slug: 'community',
        description:
          'Donations and projects through which we support healthcare and local communities.',
      },
    },
  },
];
