import { z } from '../validation/zod';
import { locales as allLocales, type Locale } from '../i18n/locales';
import { routeNames } from '../routing/routeTable';
import { slugPattern } from './content';
import { newsIllustrations, postTypeSlugs, PostType, type NewsContent } from './news';

/** A real calendar day, optionally with a wall-clock time: 2026-02-30 fails, 2026-02-28T09:30 passes. */
function isRealDate(value: string): boolean {
  const [day = '', time] = value.split('T');
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  const dayOk =
    date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
  if (!time) return dayOk;
  const [hh, mm] = time.split(':').map(Number);
  return dayOk && hh! < 24 && mm! < 60;
}

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as yyyy-mm-dd')
  .refine(isRealDate, 'not a real calendar date');
const isoDayOrTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/, 'expected yyyy-mm-dd or yyyy-mm-ddThh:mm')
  .refine(isRealDate, 'not a real calendar date or time');
const slug = z.string().regex(slugPattern, 'a slug is lower-case ASCII words joined by hyphens');
const text = z.string().trim().min(1);
const localeKey = z.enum(allLocales);

export const articleTranslationSchema = z.strictObject({
  slug,
  title: text,
  summary: text,
  body: z
    .array(text.refine((p) => p !== '##' && !/^##\s*$/.test(p), 'a "## " subheading needs text'))
    .min(2, 'an article has at least two paragraphs'),
  place: text.optional(),
});

export const postCategorySchema = z.strictObject({
  id: slug,
  translations: z.partialRecord(
    localeKey,
    z.strictObject({ name: text, slug, description: text.optional() }),
  ),
});

export const newsArticleSchema = z
  .strictObject({
    id: slug,
    type: z.union([z.literal(PostType.news), z.literal(PostType.event)]),
    category: z.string(),
    date: isoDay,
    event: z
      .strictObject({ start: isoDayOrTime, end: isoDayOrTime.optional(), place: text })
      .optional(),
    translations: z.partialRecord(localeKey, articleTranslationSchema),
    related: z.array(z.string()).optional(),
    illustration: z.enum(newsIllustrations).optional(),
    seeAlso: z
      .array(z.enum(routeNames as [string, ...string[]], 'not a route of the route table'))
      .optional(),
  })
  .superRefine((article, ctx) => {
    if (article.type === PostType.event && !article.event) {
      ctx.addIssue({
        code: 'custom',
        path: ['event'],
        message: `event "${article.id}" needs event.start and event.place`,
      });
    }
    if (article.type === PostType.news && article.event) {
      ctx.addIssue({
        code: 'custom',
        path: ['event'],
        message: `news "${article.id}" must not carry event data`,
      });
    }
    if (article.event?.end && article.event.end < article.event.start) {
      ctx.addIssue({
        code: 'custom',
        path: ['event', 'end'],
        message: `event "${article.id}" ends before it starts`,
      });
    }
  });

/** The news of one market: shape first, then the links between articles, categories and locales. */
export function newsContentSchema(marketLocales: readonly Locale[]) {
  return z
    .strictObject({
      categories: z.array(postCategorySchema).min(1),
      articles: z.array(newsArticleSchema),
    })
    .superRefine((news, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

      duplicates(news.categories.map((c) => c.id)).forEach((id) =>
        issue(['categories'], `duplicate category id "${id}"`),
      );
      duplicates(news.articles.map((a) => a.id)).forEach((id) =>
        issue(['articles'], `duplicate article id "${id}"`),
      );

      const categoryIds = new Set(news.categories.map((c) => c.id));
      const articleIds = new Set(news.articles.map((a) => a.id));

      news.categories.forEach((category, i) => {
        for (const locale of marketLocales) {
          if (!category.translations[locale]) {
            issue(
              ['categories', i, 'translations', locale],
              `category "${category.id}" is not translated into ${locale}`,
            );
          }
        }
      });

      news.articles.forEach((article, i) => {
        if (!categoryIds.has(article.category)) {
          issue(
            ['articles', i, 'category'],
            `article "${article.id}" names unknown category "${article.category}"`,
          );
        }
        (article.related ?? []).forEach((id, j) => {
          if (!articleIds.has(id))
            issue(
              ['articles', i, 'related', j],
              `article "${article.id}" relates to unknown article "${id}"`,
            );
          if (id === article.id)
            issue(['articles', i, 'related', j], `article "${article.id}" relates to itself`);
        });
        for (const locale of marketLocales) {
          if (!article.translations[locale]) {
            issue(
              ['articles', i, 'translations', locale],
              `article "${article.id}" is not translated into ${locale}`,
            );
          }
        }
      });

      for (const locale of marketLocales) {
        const articleSlugs = news.articles.flatMap((a) => a.translations[locale]?.slug ?? []);
        duplicates(articleSlugs).forEach((s) =>
          issue(['articles'], `two articles share the ${locale} slug "${s}"`),
        );
        const reserved = Object.values(postTypeSlugs[locale]);
        const categorySlugs = [
          ...reserved,
          ...news.categories.flatMap((c) => c.translations[locale]?.slug ?? []),
        ];
        duplicates(categorySlugs).forEach((s) =>
          issue(
            ['categories'],
            `the ${locale} category slug "${s}" is taken (type filters use ${reserved.join(', ')})`,
          ),
        );
      }
    });
}

/**
 * Parses a market's news and throws one message naming `source` (the content file) and every
 * problem, so a broken related id or a missing translation fails the build or test at once.
 */
export function validateNews(
  news: unknown,
  marketLocales: readonly Locale[],
  source: string,
): NewsContent {
  const result = newsContentSchema(marketLocales).safeParse(news);
  if (result.success) return result.data as NewsContent;
  const problems = result.error.issues.map(
    (i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`,
  );
  throw new Error(`${source}: invalid news content\n${problems.join('\n')}`);
}

export interface EditorialRules {
  /** Nothing may be published after this day (yyyy-mm-dd); events may still take place later. */
  today: string;
  minArticles: number;
  /** Words of summary and body per article and locale. */
  words: { min: number; max: number };
  /** Publication years the articles must cover. */
  years: string[];
}

const wordCount = (texts: string[]) =>
  texts
    .join(' ')
    .replace(/(^|\s)## /g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

/**
 * What the schema cannot know but the editors promise: enough articles, a sensible length, no
 * news from the future, both post types. Returns readable problems; an empty list means all is well.
 */
export function editorialProblems(
  news: NewsContent,
  marketLocales: readonly Locale[],
  rules: EditorialRules,
): string[] {
  const problems: string[] = [];
  for (const locale of marketLocales) {
    const count = news.articles.filter((a) => a.translations[locale]).length;
    if (count < rules.minArticles)
      problems.push(`${locale}: ${count} articles, at least ${rules.minArticles} expected`);
  }
  for (const article of news.articles) {
    if (article.date > rules.today)
      problems.push(`${article.id}: published ${article.date}, after ${rules.today}`);
    for (const locale of marketLocales) {
      const t = article.translations[locale];
      const words = t ? wordCount([t.summary, ...t.body]) : 0;
      if (words < rules.words.min || words > rules.words.max) {
        problems.push(
          `${article.id} (${locale}): ${words} words, expected ${rules.words.min}–${rules.words.max}`,
        );
      }
    }
  }
  for (const type of [PostType.news, PostType.event]) {
    if (!news.articles.some((a) => a.type === type))
      problems.push(`no article of post type ${type}`);
  }
  const years = new Set(news.articles.map((a) => a.date.slice(0, 4)));
  rules.years
    .filter((y) => !years.has(y))
    .forEach((y) => problems.push(`no article published in ${y}`));
  return problems;
}
