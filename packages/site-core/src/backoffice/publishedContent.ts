import { createHash } from 'node:crypto';
import type { ArticleTranslation, NewsArticle, NewsContent, PostCategory } from '../content/news';
import { PostType } from '../content/news';
import type { BrandPage } from '../content/portfolio/brandPages';
import { richTextBlocks, richTextParagraphs, type RichTextDocument } from '../content/richText';
import type { Locale } from '../i18n/locales';
import type { Department, DepartmentGroup, JobPosition, MarketConfig } from '../market/types';

/**
 * From the back office's stored documents (read with locale 'all': a localized field is an object per
 * locale) to the site's content model, and back for the seed. No Payload code: the mapping is data in,
 * data out, and tested as such.
 */

/** What an empty database is loaded with: today's copy from the market config. */
export type SeedContent = Pick<MarketConfig, 'news' | 'openPositions' | 'brandPages'> &
  Partial<Pick<MarketConfig, 'departments'>>;

/** The seed's fields of a market config (an app hands over its whole config). */
export const seedOf = ({
  news,
  openPositions,
  brandPages,
  departments,
}: SeedContent): SeedContent => ({
  news,
  openPositions,
  brandPages,
  departments,
});

// Documents read with locale 'all' have as many shapes as fields; each mapping below names what it reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = Record<string, any>;
type PerLocale<T> = Partial<Record<Locale, T>>;

// ---------------------------------------------------------------------------------------------
// From stored documents to the site's content model

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
const localeKeys = <T>(value: PerLocale<T> | undefined | null) =>
  Object.keys(value ?? {}) as Locale[];
/** A localized field read with locale 'all', without the locales left empty. */
function present<T>(value: PerLocale<T> | undefined | null): PerLocale<T> {
  const out: PerLocale<T> = {};
  for (const locale of localeKeys(value)) {
    const entry = value![locale];
    if (entry !== null && entry !== undefined && entry !== '') out[locale] = entry;
  }
  return out;
}

export function toNews(categoryDocs: Doc[], articleDocs: Doc[]): NewsContent {
  const categoryKey = new Map(categoryDocs.map((doc) => [doc.id, doc.key ?? `c${doc.id}`]));
  const articleKey = new Map(articleDocs.map((doc) => [doc.id, doc.key ?? `n${doc.id}`]));
  const categories: PostCategory[] = categoryDocs.map((doc) => {
    const names = present<string>(doc.name);
    const slugs = present<string>(doc.slug);
    const descriptions = present<string>(doc.description);
    const translations: PostCategory['translations'] = {};
    for (const locale of localeKeys(names)) {
      if (slugs[locale]) {
        translations[locale] = {
          name: names[locale]!,
          slug: slugs[locale]!,
          ...(descriptions[locale] ? { description: descriptions[locale] } : {}),
        };
      }
    }
    return { id: categoryKey.get(doc.id)!, translations };
  });
  const articles: NewsArticle[] = articleDocs.flatMap((doc) => {
    const category = categoryKey.get(
      typeof doc.category === 'object' ? doc.category?.id : doc.category,
    );
    if (!category) return [];
    const titles = present<string>(doc.title);
    const slugs = present<string>(doc.slug);
    const summaries = present<string>(doc.summary);
    const bodies = present<RichTextDocument>(doc.body);
    const places = present<string>(doc.event?.place);
    const translations: NewsArticle['translations'] = {};
    for (const locale of localeKeys(titles)) {
      if (!slugs[locale]) continue;
      const translation: ArticleTranslation = {
        slug: slugs[locale]!,
        title: titles[locale]!,
        summary: summaries[locale] ?? '',
        body: richTextParagraphs(bodies[locale]),
        ...(bodies[locale] ? { richBody: bodies[locale] } : {}),
        ...(places[locale] ? { place: places[locale] } : {}),
      };
      translations[locale] = translation;
    }
    const place = Object.values(places)[0];
    return [
      {
        id: articleKey.get(doc.id)!,
        type: doc.kind === 'event' ? PostType.event : PostType.news,
        category,
        date: day(doc.publishedOn),
        ...(doc.kind === 'event' && doc.event?.start
          ? {
              event: {
                start: doc.event.start,
                ...(doc.event.end ? { end: doc.event.end } : {}),
                place: place ?? '',
              },
            }
          : {}),
        translations,
        related: ((doc.related ?? []) as unknown[]).flatMap((id) => {
          const key = articleKey.get(typeof id === 'object' ? (id as Doc)?.id : id);
          return key ? [key] : [];
        }),
        ...(doc.illustration ? { illustration: doc.illustration } : {}),
        ...(doc.seeAlso?.length ? { seeAlso: doc.seeAlso } : {}),
      },
    ];
  });
  return { categories, articles };
}

const lines = (value: PerLocale<{ line: string }[]> | undefined): PerLocale<string[]> => {
  const out: PerLocale<string[]> = {};
  for (const locale of localeKeys(value)) {
    const list = (value![locale] ?? []).map((row) => row.line).filter(Boolean);
    if (list.length) out[locale] = list;
  }
  return out;
};

export function toOpenings(docs: Doc[]): JobPosition[] {
  return docs.map((doc) => ({
    id: doc.key ?? `j${doc.id}`,
    slug: present<string>(doc.slug),
    title: present<string>(doc.title),
    team: present<string>(doc.team),
    location: doc.location,
    employment: doc.employment,
    summary: present<string>(doc.summary),
    responsibilities: lines(doc.responsibilities),
    requirements: lines(doc.requirements),
    postedOn: day(doc.postedOn),
    closesOn: day(doc.closesOn),
    ...(doc.closed ? { closed: true } : {}),
  }));
}

export function toBrandPages(docs: Doc[]): BrandPage[] {
  return docs.map((doc) => {
    const copy: BrandPage['copy'] = {};
    const leads = present<string>(doc.lead);
    for (const locale of localeKeys(leads)) {
      const sections = (doc.sections?.[locale] ?? []) as Doc[];
      const products = doc.products?.[locale] as Doc | undefined;
      copy[locale] = {
        title: doc.title?.[locale] ?? doc.name,
        description: doc.description?.[locale] ?? '',
        lead: leads[locale]!,
        sections: sections.map((section) => ({
          heading: section.heading,
          blocks: richTextBlocks(section.body),
        })),
        ...(products?.heading && products.items?.length
          ? {
              products: {
                heading: products.heading,
                items: (products.items as Doc[]).map(({ title, text }) => ({ title, text })),
              },
            }
          : {}),
        safetyNote: doc.safetyNote?.[locale] ?? '',
        facts: ((doc.facts?.[locale] ?? []) as Doc[]).map(({ label, value }) => ({ label, value })),
      };
    }
    return {
      id: doc.key ?? `b${doc.id}`,
      department: doc.department,
      slug: present<string>(doc.slug),
      kind: doc.kind,
      mark: {
        text: doc.name,
        ...(doc.mark?.sub ? { sub: doc.mark.sub } : {}),
        style: doc.mark?.style ?? 'sans',
        hue: doc.mark?.hue ?? 200,
      },
      ...(doc.website ? { website: doc.website } : {}),
      copy,
    } as BrandPage;
  });
}

/** The seed's revision: the same for the same copy, so pages prerendered from a seeded build database
 * stay valid on a server whose fresh database was seeded from the same copy. */
export const seedRevision = (seed: SeedContent) =>
  `seed-${createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 16)}`;

/** The directory global (read with locale 'all') as the market's departments by key. */
export function toDepartments(directory: Doc | null | undefined): Record<string, Department> {
  const out: Record<string, Department> = {};
  for (const row of (directory?.departments ?? []) as Doc[]) {
    if (!row.key || !row.mail || !row.tel) continue;
    const hours = present<string>(row.hours);
    out[row.key] = {
      mail: row.mail,
      tel: row.tel,
      ...(row.mail2 ? { mail2: row.mail2 } : {}),
      ...(row.offered ? { offered: true } : {}),
      ...(row.group ? { group: row.group as DepartmentGroup } : {}),
      ...(row.location ? { location: row.location } : {}),
      ...(Object.keys(hours).length ? { hours } : {}),
    };
  }
  return out;
}

/** The market's departments as the directory's rows, one locale's hours at a time (the seed). */
export function directoryRows(departments: Readonly<Record<string, Department>>, locale: Locale) {
  return Object.entries(departments).map(([key, department]) => ({
    key,
    mail: department.mail,
    mail2: department.mail2 ?? null,
    tel: department.tel,
    offered: Boolean(department.offered),
    group: department.group ?? null,
    location: department.location ?? null,
    hours: department.hours?.[locale] ?? null,
  }));
}
