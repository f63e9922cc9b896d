import type { PublishedImage, Section, Sharing } from '../../../schema/content';
import type { BrandCopy } from '../../../schema/portfolio';
import { blocksToRichText, richTextBlocks, type RichTextDocument } from '../../../content/richText';
import type { Locale } from '../../../i18n/locales';
import type { Media, News } from '../../payload-types';
import type { InAllLocales } from '../allLocales';

/**
 * What the mappings of several collections share, from documents read with locale 'all' to the
 * site's content model: localized values without the empty locales, days, pictures from the media
 * library, the sharing group, and prose sections. No Payload code: data in, data out.
 */

export type PerLocale<T> = Partial<Record<Locale, T>>;

/** A stored date (an ISO timestamp) as the day the site shows. */
export const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

export const localeKeys = <T>(value: PerLocale<T> | undefined | null) =>
  Object.keys(value ?? {}) as Locale[];

/** A localized field read with locale 'all', without the locales left empty. */
export function present<T>(
  value: PerLocale<T | null | undefined> | undefined | null,
): PerLocale<T> {
  const out: PerLocale<T> = {};
  for (const locale of localeKeys(value)) {
    const entry = value![locale];
    if (entry !== null && entry !== undefined && entry !== '') out[locale] = entry;
  }
  return out;
}

/** The id a relationship holds: an id at depth 0, a document deeper; undefined when empty. */
export const idOf = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? undefined
    : String(typeof value === 'object' ? (value as { id?: unknown }).id : value);

// ---------------------------------------------------------------------------------------------
// Media: an upload as a page shows it

/** A media library document read with locale 'all' (its alternative text is localized). */
export type StoredMedia = InAllLocales<Media, 'alt'>;

/** The media library's documents a page shows, by id (read with locale 'all'). */
export type MediaImages = ReadonlyMap<string, PublishedImage>;

/** The ids of the uploads these fields point to (a relationship read at depth 0 is an id). */
export const uploadIds = (values: unknown[]) => [
  ...new Set(values.map(idOf).filter((id): id is string => id !== undefined)),
];

const percent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(100, Math.max(0, Math.round(value * 10) / 10))
    : 50;

/** The focal point staff set, unless it is the middle (where a crop centres anyway). */
function focusOf(doc: Pick<StoredMedia, 'focalX' | 'focalY'>): PublishedImage['focus'] {
  const focus = { x: percent(doc.focalX), y: percent(doc.focalY) };
  return focus.x === 50 && focus.y === 50 ? undefined : focus;
}

/**
 * Media documents as pictures: the original at /assets/{id}, each size at /assets/{id}?key=<name>.
 * A file without a known size (a PDF, an SVG) is no picture: the page keeps its lettering.
 */
export function toImages(mediaDocs: StoredMedia[]): Map<string, PublishedImage> {
  const out = new Map<string, PublishedImage>();
  for (const doc of mediaDocs) {
    if (!doc.width || !doc.height || !String(doc.mimeType ?? '').startsWith('image/')) continue;
    const src = `/assets/${encodeURIComponent(String(doc.id))}`;
    const variants = Object.entries(doc.sizes ?? {})
      .flatMap(([name, size]) =>
        size?.filename && size.width ? [{ name, width: size.width }] : [],
      )
      .map(({ name, width }) => ({ src: `${src}?key=${encodeURIComponent(name)}`, width }))
      .sort((a, b) => a.width - b.width);
    const alt = typeof doc.alt === 'string' ? {} : present<string>(doc.alt);
    const focus = focusOf(doc);
    out.set(String(doc.id), {
      src,
      width: doc.width,
      height: doc.height,
      alt,
      variants,
      ...(focus ? { focus } : {}),
    });
  }
  return out;
}

/** The picture an upload field points to, when it is one of `images`. */
export const imageOf = (value: unknown, images: MediaImages) => {
  const id = idOf(value);
  return id === undefined ? undefined : images.get(id);
};

// ---------------------------------------------------------------------------------------------
// Search engines and sharing (sharing.mts)

/** A document's `meta` group read with locale 'all' (the same on every collection that has it). */
export type StoredSharing = InAllLocales<NonNullable<News['meta']>, 'title' | 'description'>;

/** A document's `meta` group (sharing.mts) as the site reads it; undefined when staff set none of it. */
export function toSharing(
  doc: { meta?: StoredSharing | null },
  images: MediaImages = new Map(),
): Sharing | undefined {
  const title = present<string>(doc.meta?.title);
  const description = present<string>(doc.meta?.description);
  const image = imageOf(doc.meta?.image, images);
  const sharing: Sharing = {
    ...(Object.keys(title).length ? { title } : {}),
    ...(Object.keys(description).length ? { description } : {}),
    ...(image ? { image } : {}),
  };
  return Object.keys(sharing).length ? sharing : undefined;
}

/** The `sharing` a page's content carries, or nothing when staff set none. */
export const withSharing = (doc: { meta?: StoredSharing | null }, images: MediaImages) => {
  const sharing = toSharing(doc, images);
  return sharing ? { sharing } : {};
};

// ---------------------------------------------------------------------------------------------
// Prose sections and product lines (brand pages, department and service pages, legal pages)

/** A stored section: a heading and its rich text. */
export interface StoredSection {
  heading?: string | null;
  body?: unknown;
}

/**
 * Stored sections (heading, rich text) as prose sections: the rich text the page renders, and its
 * blocks (text for search, and the page's schema checks); one left without text drops out.
 */
export function proseSections(rows: unknown): Section[] {
  return ((Array.isArray(rows) ? rows : []) as StoredSection[])
    .map((row) => ({
      heading: String(row.heading ?? ''),
      blocks: richTextBlocks(row.body),
      body: row.body as RichTextDocument,
    }))
    .filter((section) => section.heading && section.blocks.length);
}

/** Prose sections as the stored rows (the seed). */
export const sectionRows = (sections: readonly Section[]) =>
  sections.map((section) => ({
    heading: section.heading,
    body: blocksToRichText(section.blocks),
  }));

/** A stored products group: a heading and its cards. */
export interface StoredProducts {
  heading?: string | null;
  items?: { title: string; text: string }[] | null;
}

/** A stored products group as the page's product lines; none unless it has a heading and cards. */
export function productLines(stored: StoredProducts | null | undefined): BrandCopy['products'] {
  const items = (stored?.items ?? []).map(({ title, text }) => ({ title, text }));
  return stored?.heading && items.length ? { heading: stored.heading, items } : undefined;
}

/** A day as the seed stores it: at noon UTC, so it reads as the same day in every time zone. */
export const noon = (isoDay: string) => `${isoDay}T12:00:00.000Z`;
