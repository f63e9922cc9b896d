import { PostType, type NewsArticle, type NewsContent } from '../schema/news';

const body = (topic: string) => [
  `${topic}: first paragraph of the sample text.`,
  '## A subheading',
  `${topic}: second paragraph of the sample text.`,
];

const article = (
  id: string,
  category: string,
  date: string,
  hr: string,
  en: string,
  extra: Partial<NewsArticle> = {},
): NewsArticle => ({
  id,
  type: PostType.news,
  category,
  date,
  translations: {
    hr: { slug: hr, title: `Naslov ${id}`, summary: `Sažetak ${id}.`, body: body(`hr ${id}`) },
    en: { slug: en, title: `Title ${id}`, summary: `Summary ${id}.`, body: body(`en ${id}`) },
  },
  ...extra,
});

/** A small, valid hr+en news set: four categories (one without articles), news and events, related ids. */
export function createTestNews(): NewsContent {
  return {
    categories: [
      {
        id: 'company',
        translations: {
          hr: { name: 'Tvrtka', slug: 'tvrtka' },
          en: { name: 'Company', slug: 'company' },
        },
      },
      {
        id: 'education',
        translations: {
          hr: { name: 'Edukacija', slug: 'edukacija', description: 'Seminari i webinari.' },
          en: { name: 'Education', slug: 'education', description: 'Seminars and webinars.' },
        },
      },
      {
        id: 'partners',
        translations: {
          hr: { name: 'Partneri', slug: 'partneri' },
          en: { name: 'Partners', slug: 'partners' },
        },
      },
      {
        id: 'community',
        translations: {
          hr: { name: 'Zajednica', slug: 'zajednica' },
          en: { name: 'Community', slug: 'community' },
        },
      },
    ],
    articles: [
      article('new-vehicles', 'company', '2026-03-02', 'nova-vozila', 'new-vehicles', {
        illustration: 'vehicles',
        related: ['warehouse', 'webinar'],
        seeAlso: ['warehousingAndTransport', 'marketing', 'about'],
      }),
      article('warehouse', 'company', '2025-10-14', 'novo-skladiste', 'new-warehouse', {
        illustration: 'warehouse',
      }),
      article('webinar', 'education', '2026-01-20', 'webinar-regulativa', 'regulatory-webinar', {
        type: PostType.event,
        event: { start: '2026-02-10T10:00', end: '2026-02-10T12:00', place: 'Online' },
        illustration: 'webinar',
      }),
      article(
        'dental-congress',
        'education',
        '2026-09-01',
        'stomatoloski-kongres',
        'dental-congress',
        {
          type: PostType.event,
          event: { start: '2026-12-03', end: '2026-12-05', place: 'Zagreb' },
        },
      ),
      article('analyser', 'partners', '2025-05-12', 'novi-analizator', 'new-analyser', {
        illustration: 'diagnostics',
      }),
    ],
  };
}
