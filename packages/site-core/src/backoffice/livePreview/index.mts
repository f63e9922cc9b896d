import type { Config } from 'payload';
import { adminLanguageOf } from '../../i18n/adminLanguage';
import type { Locale } from '../../i18n/locales';
import type { ContentCollection } from '../contentModel.mts';
import { screenWords } from '../staffLanguage/screens.mts';

type LivePreview = NonNullable<NonNullable<Config['admin']>['livePreview']>;

/**
 * The collections whose documents are pages of the site, so the ones a draft's preview can render
 * (content.withDraft): news, job openings, brand pages and the fixed pages' copy. Their edit view
 * shows the page beside the form (Payload's live preview), refreshed on every save.
 */
export const previewedCollections = [
  'news',
  'jobs',
  'brand-pages',
  'area-pages',
  'fixed-brand-pages',
  'legal-pages',
  'page-titles',
] as const satisfies readonly ContentCollection[];
export type PreviewedCollection = (typeof previewedCollections)[number];

const isPreviewed = (slug: string | undefined): slug is PreviewedCollection =>
  (previewedCollections as readonly string[]).includes(slug ?? '');

/** The page's width on a phone, a tablet and a laptop, as the live preview's toolbar offers them. */
const devices = [
  { name: 'mobile', width: 375, height: 667 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The market's locales, the first its default: all a preview's address depends on. */
interface MarketLocales {
  locales: readonly [Locale, ...Locale[]];
}

/** Where staff preview a draft in the site's own design (app/[lang]/preview): signed-in only. */
export function previewPath(
  { locales }: MarketLocales,
  collection: ContentCollection,
  id: unknown,
  locale: string,
): string {
  const prefix = locale && locale !== locales[0] ? `/${locale}` : '';
  return `${prefix}/preview/${collection}/${encodeURIComponent(String(id))}`;
}

/**
 * The back office's live preview (`admin.livePreview`): the document's draft preview in the language
 * being edited, framed beside the form. The page is rendered by the site on the server, so it
 * refreshes when staff save (LivePreviewListener.tsx), not on every keystroke; these collections
 * have no autosave. The toolbar's device names are one string each in Payload, so they are in the
 * market's staff language.
 */
export function livePreview(market: MarketLocales): LivePreview {
  const { locales } = market;
  const words = screenWords(adminLanguageOf[locales[0]]);
  return {
    collections: [...previewedCollections],
    breakpoints: devices.map((device) => ({ ...device, label: words[device.name] })),
    url: ({ collectionConfig, data, locale }) => {
      const slug = collectionConfig?.slug;
      const id = (data as { id?: unknown } | undefined)?.id;
      if (!isPreviewed(slug) || id === undefined || id === null) return null;
      // The language being edited; a request in no market language (`all`) shows the default.
      const edited = (locales as readonly string[]).includes(locale?.code ?? '')
        ? (locale.code as Locale)
        : locales[0];
      return previewPath(market, slug, id, edited);
    },
  };
}
