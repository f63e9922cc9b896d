import { sharedPictureOf } from '../schema/content';
import type { Metadata } from 'next';
import { isOpen, openingBySlug } from '../schema/openings';
import { articlesIn } from '../schema/news';
import { brandPageAt } from '../schema/brandPages';
import { localeTags } from '../i18n/locales';
import { newsFilterMetadata } from '../content/newsText';
import { routeDefinition } from '../routing/routeTable';
import type { SiteContext } from '../routing/siteContext';
import { absoluteUrl, hreflangAlternates } from './alternates';
import { feedHref, newsFeedTitle } from './newsFeed';

const ogLocale = (tag: string) => tag.replace('-', '_');

/** Title, description, canonical, hreflang alternates and the og: set of one page. */
export function pageMetadata(ctx: SiteContext): Metadata {
  const { intl, market, router, locale, route } = ctx;
  const absolute = (href: string) => absoluteUrl(market, href);

  if (!route) {
    return { title: `${intl.t('notFound.title')} | ${market.appName}`, robots: { index: false } };
  }

  let title = intl.tm(`route.${route.name}.title`);
  let description = intl.tm(`route.${route.name}.description`);
  const article =
    route.name === 'newsArticle'
      ? articlesIn(market.news, locale).find((a) => a.t.slug === route.params.slug)
      : undefined;
  if (article) {
    title = article.t.title;
    description = article.t.summary;
  }
  const opening =
    route.name === 'jobOpening' ? openingBySlug(market, locale, route.params.slug) : undefined;
  if (opening) {
    title = opening.title[locale] ?? title;
    description = opening.summary[locale] ?? description;
  }
  const brand = brandPageAt(market, route.name, locale, route.params.slug);
  const brandPage = brand?.copy[locale];
  if (brandPage) ({ title, description } = brandPage);
  // What staff set under "Search engines and sharing" wins over the title and summary.
  const sharing = article?.sharing ?? opening?.sharing ?? brand?.sharing;
  title = sharing?.title?.[locale] || title;
  description = sharing?.description?.[locale] || description;
  // The page's photo is its shared picture unless staff chose another one.
  const image = sharedPictureOf(article ?? opening ?? brand);
  const images = image
    ? [
        {
          url: absolute(image.src),
          width: image.width,
          height: image.height,
          ...(image.alt[locale] ? { alt: image.alt[locale] } : {}),
        },
      ]
    : undefined;
  const filterMeta = newsFilterMetadata(ctx);
  if (filterMeta) ({ title, description } = filterMeta);
  if (route.name === 'home')
    description = intl.t('meta.siteDescription', { appName: market.appName });

  const fullTitle =
    route.name === 'home'
      ? market.appName
      : intl.t('meta.titleTemplate', { title, appName: market.appName });
  const url = absolute(router.href(route.name, locale, route.params));
  const languages = hreflangAlternates(market, router, route, locale);
  // News pages announce the locale's feed, so readers and browsers find it from any of them.
  const types =
    routeDefinition(route.name).section === 'news'
      ? {
          'application/rss+xml': [
            { url: absolute(feedHref(router, locale)), title: newsFeedTitle(ctx) },
          ],
        }
      : undefined;

  return {
    title: fullTitle,
    description,
    // A closed opening's page (410) stays for old links; search engines should drop it.
    ...(opening && !isOpen(opening) ? { robots: { index: false, follow: true } } : {}),
    metadataBase: new URL(market.siteUrl),
    alternates: { canonical: url, languages, ...(types ? { types } : {}) },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: market.appName,
      locale: ogLocale(localeTags[locale]),
      alternateLocale: router.locales
        .filter((l) => l !== locale)
        .map((l) => ogLocale(localeTags[l])),
      type: article ? 'article' : 'website',
      ...(article ? { publishedTime: article.date } : {}),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: fullTitle,
      description,
      ...(images ? { images } : {}),
    },
  };
}
