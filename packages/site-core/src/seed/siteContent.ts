import { coreCatalogues } from '../i18n/catalogue';
import { locales, type Locale } from '../i18n/locales';
import { documentsModules } from '../content/company/documents';
import type { Section } from '../schema/content';
import type { ContentPage } from '../content/validateContent';
import { copyStrings } from '../content/validateContent';
import { aboutModules } from './about';
import { careersModules } from './careers';
import { legalCopy } from './legal';
import { areaCopies, brandCopies } from './portfolio';

const perLocale = (text: (locale: Locale) => string | undefined) =>
  Object.fromEntries(locales.map((locale) => [locale, text(locale)])) as ContentPage['text'];

const moduleText = (modules: Partial<Record<Locale, unknown>>) =>
  perLocale((locale) =>
    modules[locale] === undefined ? undefined : copyStrings(modules[locale]).join(' '),
  );

const sectionsText = (sections: Section[]) =>
  sections
    .flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (block.type === 'list' ? block.items : [block.text])),
    ])
    .join(' ');

/** Message ids the thank-you page shows: its copy lives in the catalogues, not in a content file. */
const thankYouMessages = [
  'route.thankYou.title',
  'thankYou.title',
  'thankYou.text',
  'company.thankYou.hint',
  'company.thankYou.news',
  'thankYou.back',
] as const;

const companyPage = (
  folder: string,
  modules: Partial<Record<Locale, unknown>>,
  min: number,
  source = `site-core/src/seed/${folder}`,
) => ({
  source,
  text: moduleText(modules),
  words: { min },
});

/**
 * The site-core copy with the editorial length rules of each page: company pages, legal notices,
 * department and service pages (250–500 words) and brand pages.
 */
export const siteContentPages: ContentPage[] = [
  companyPage('about', aboutModules, 600),
  companyPage('careers', careersModules, 350),
  companyPage('documents', documentsModules, 150, 'site-core/src/content/company/documents'),
  ...Object.values(legalCopy).map(({ folder, modules }) => companyPage(folder, modules, 600)),
  {
    source: `site-core/messages (the thank-you page: ${thankYouMessages.join(', ')})`,
    text: perLocale((locale) => {
      const texts = thankYouMessages.map((id) => coreCatalogues[locale][id]);
      return texts.every((text) => text !== undefined) ? texts.join(' ') : undefined;
    }),
    words: { min: 15 },
  },
  ...Object.entries(areaCopies).map(([route, copy]) => ({
    source: `site-core/src/seed/areas (${route})`,
    text: perLocale((locale) => sectionsText(copy![locale].sections)),
    words: { min: 250, max: 500 },
  })),
  ...Object.entries(brandCopies).map(([route, copy]) => ({
    source: `site-core/src/seed/brands (${route})`,
    text: perLocale((locale) => sectionsText(copy![locale].sections)),
    words: { min: 80 },
  })),
];
