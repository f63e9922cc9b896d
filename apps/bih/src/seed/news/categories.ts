import type { PostCategory } from '@medivia/site-core/model';

/** News categories of the Bosnian site, in filter order. */
export const categories: PostCategory[] = [
  {
    id: 'company',
    translations: {
      bs: {
        name: 'Kompanija',
        slug: 'kompanija',
        description: 'Novosti iz kompanije i grupe Medivia: prostori, certifikati i jubileji.',
      },
      en: {
        name: 'Company',
        slug: 'company',
        description:
          'News from the company and the Medivia group: premises, certificates and anniversaries.',
      },
    },
  },
  {
    id: 'partners',
    translations: {
      bs: {
        name: 'Partneri',
        slug: 'partneri',
        description:
          'Proizvođači koje zastupamo i proizvodi koje uvodimo na tržište Bosne i Hercegovine.',
      },
      en: {
        name: 'Partners',
        slug: 'partners',
        description:
          'The manufacturers we represent and the products we bring to Bosnia and Herzegovina.',
      },
    },
  },
  {
    id: 'education',
    translations: {
      bs: {
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
      bs: {
        name: 'Zajednica',
        slug: 'zajednica',
        description: 'Donacije i projekti kojima podržavamo zdravlje u našoj zajednici.',
      },
      en: {
        name: 'Community',
        slug: 'community',
        description: 'Donations and projects through which we support health in our community.',
      },
    },
  },
];
