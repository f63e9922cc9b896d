import { isWrittenIn, publishedCopy } from '../content/writtenPages';
import { isClosedOpeningPage, openingBySlug, openOpenings } from '../schema/openings';
import { aboutCopyIn } from '../content/company/about';
import { careersCopyIn } from '../content/company/careers';
import { documentsCopy, documentsIn } from '../content/company/documents';
import { legalPageCopy, legalRoutes, type LegalRoute } from '../content/company/legal';
import { contentFile, fillCopy } from '../content/company/load';
import { localize } from '../content/company/localize';
import { companyPlaceholders } from '../content/company/placeholders';
import { articlesIn } from '../schema/news';
import { areaCopyIn, fixedBrandIn } from '../content/portfolio';
import { homeCopyIn } from '../content/company/home';
import { brandPageAt } from '../schema/brandPages';
import type { ResolvedRoute } from '../routing/router';
import { routeDefinition, type RouteName } from '../routing/routeTable';
import { routeTitle, type SiteContext } from '../routing/siteContext';
import type { SearchEntry } from './match';
import { uniqueTerms } from './normalize';

/** A searchable page with its full text, from which the results page cuts its snippets. */
export interface SearchDocument extends SearchEntry {
  paragraphs: string[];
}

export type SearchContext = Pick<SiteContext, 'market' | 'locale' | 'intl' | 'router'>;

interface PageText {
  title?: string;
  excerpt: string;
  paragraphs: string[];
}

/** Utility pages with nothing to find on them; news filter pages only list what the articles say. */
const unsearchable = new Set<RouteName>(['search', 'thankYou', 'newsCategory']);

// Keys of content objects that hold markup choices or ids, not words a visitor reads.
const structuralKeys = new Set([
  'type',
  'tone',
  'id',
  'date',
  'style',
  'ordered',
  'illustration',
  'file',
]);

/** Every visible string of a content object, in reading order. */
function collectText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectText);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      structuralKeys.has(key) ? [] : collectText(inner),
    );
  }
  return [];
}

function copyText(copy: { lead: string }): PageText {
  const { lead, ...rest } = copy;
  return { excerpt: lead, paragraphs: collectText(rest) };
}

const isLegal = (name: RouteName): name is LegalRoute =>
  (legalRoutes as readonly string[]).includes(name);

/** The words a page shows, taken from the same content modules and messages its page component renders. */
function pageText(ctx: SearchContext, route: ResolvedRoute): PageText {
  const { intl, market, locale } = ctx;
  const name = route.name;
  const area = areaCopyIn(market, name, locale);
  if (area) return copyText(area);
  const brand = fixedBrandIn(market, name, locale);
  if (brand) return copyText(brand.copy);
  const brandPage = brandPageAt(market, name, locale, route.params.slug);
  if (brandPage) {
    const { title, description: _description, ...copy } = brandPage.copy[locale]!;
    return { title, ...copyText(copy) };
  }
  if (isLegal(name)) {
    return copyText(publishedCopy(legalPageCopy(ctx, name), name, locale));
  }
  switch (name) {
    case 'home': {
      const home = publishedCopy(homeCopyIn({ market, locale }), name, locale);
      return {
        excerpt: home.heroText,
        paragraphs: [home.heroTitle, home.departmentsIntro, home.servicesIntro, home.qualityText],
      };
    }
    case 'about':
      return copyText(publishedCopy(aboutCopyIn(market, locale), name, locale));
    case 'careers': {
      const text = copyText(publishedCopy(careersCopyIn(market, locale), name, locale));
      const positions = openOpenings(market).flatMap((position, index) =>
        (['title', 'team', 'summary'] as const).map((field) =>
          localize(position[field], locale, `openPositions[${index}].${field}`),
        ),
      );
      return { ...text, paragraphs: [...positions, ...text.paragraphs] };
    }
    case 'documents':
      return copyText(
        fillCopy(
          { ...documentsCopy[locale], items: documentsIn(market, locale) },
          companyPlaceholders(ctx),
          contentFile('documents', locale),
          market.documents !== undefined,
        ),
      );
    case 'companyInformation': {
      const { company } = market;
      return {
        excerpt: intl.t('company.info.lead', { name: company.abbreviatedName }),
        paragraphs: [
          company.corporateName,
          localize(company.registryCourt, locale, 'company.registryCourt'),
          localize(company.registrationNumber, locale, 'company.registrationNumber'),
          localize(company.taxId, locale, 'company.taxId'),
          `${company.seat.street}, ${company.seat.city}`,
        ],
      };
    }
    case 'jobOpening': {
      const opening = openingBySlug(market, locale, route.params.slug);
      if (!opening) break;
      return {
        title: opening.title[locale],
        excerpt: opening.summary[locale] ?? '',
        paragraphs: [
          opening.team[locale] ?? '',
          opening.location,
          ...(opening.responsibilities[locale] ?? []),
          ...(opening.requirements[locale] ?? []),
        ],
      };
    }
    case 'newsArticle': {
      const article = articlesIn(market.news, locale).find((a) => a.t.slug === route.params.slug);
      if (!article) break;
      const paragraphs = article.t.body.map((paragraph) => paragraph.replace(/^##\s+/, ''));
      return {
        title: article.t.title,
        excerpt: article.t.summary,
        paragraphs: [...paragraphs, article.t.place ?? article.event?.place ?? ''],
      };
    }
  }
  return { excerpt: intl.tm(`route.${name}.description`), paragraphs: [] };
}

/** Every page of the market in the locale a visitor can find by search, in route-table order. */
export function searchDocuments(ctx: SearchContext): SearchDocument[] {
  const { intl, router, locale } = ctx;
  return (
    router
      .pages(locale)
      .filter((route) => !unsearchable.has(route.name))
      // A page without published copy in this locale answers 404 (site/writtenPagesOnly.ts).
      .filter((route) => isWrittenIn(ctx.market, route.name, locale))
      // A closed opening's page stays for old links, but a search should not offer it.
      .filter((route) => !isClosedOpeningPage(ctx.market, route, locale))
      .map((route) => {
        const text = pageText(ctx, route);
        const paragraphs = text.paragraphs.filter(Boolean);
        return {
          href: router.href(route.name, locale, route.params),
          title: text.title ?? routeTitle(ctx, route.name),
          section: intl.tm(`search.section.${routeDefinition(route.name).section}`),
          excerpt: text.excerpt,
          // The lead is searchable too; the title has its own, heavier field.
          terms: uniqueTerms([text.excerpt, ...paragraphs].join(' ')).join(' '),
          paragraphs,
        };
      })
  );
}
