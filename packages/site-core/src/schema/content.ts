import { z } from '../validation/zod';
import { locales, type Locale } from '../i18n/locales';
import type { RichTextDocument } from './lexical';

/**
 * Lowercase letters and digits in words joined by single hyphens: the form of every slug a path is
 * made of (articles, categories, openings, brand pages), whether it comes from code or the back office.
 */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The shared shape of page copy. Content modules export data that parses with these schemas; the
 * content test parses every module, so a missing field or locale fails with the module's name.
 * Strings may use {placeholders} filled from the market (e.g. {customers}), see `fillFigures`.
 */
export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string().min(1) }),
  z.object({
    type: z.literal('list'),
    items: z.array(z.string().min(1)).min(1),
    ordered: z.boolean().optional(),
  }),
  z.object({ type: z.literal('quote'), text: z.string().min(1), cite: z.string().optional() }),
  z.object({ type: z.literal('note'), tone: z.enum(['info', 'warning']), text: z.string().min(1) }),
]);

export const sectionSchema = z.object({
  heading: z.string().min(1),
  blocks: z.array(blockSchema).min(1),
  /**
   * The section as staff wrote it in the back office (Lexical JSON): pages render it, keeping links
   * and emphasis; `blocks` are its text, for search and summaries. Absent in site-core's own copy.
   */
  body: z
    .custom<RichTextDocument>((value) => typeof value === 'object' && value !== null)
    .optional(),
});

/** A prose page: lead, sections, and an optional call to action that opens the contact form. */
export const pageCopySchema = z.object({
  lead: z.string().min(1),
  sections: z.array(sectionSchema).min(1),
  cta: z
    .object({ title: z.string().min(1), text: z.string().min(1), button: z.string().min(1) })
    .optional(),
});

export type Block = z.infer<typeof blockSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type PageCopy = z.infer<typeof pageCopySchema>;

/** Copy in every locale of the route table. */
export function localizedSchema<T extends z.ZodType>(schema: T) {
  return z.object(Object.fromEntries(locales.map((l) => [l, schema])) as Record<Locale, T>);
}

/** Fills {name} placeholders from market figures; an unknown placeholder is a content bug and throws. */
export function fillPlaceholders(
  text: string,
  values: Record<string, string | number | undefined>,
  source: string,
): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${source}: no value for {${name}} in this market`);
    return String(value);
  });
}

/**
 * An uploaded picture as a page shows it: the original at /assets/{id}, its narrower copies at
 * /assets/{id}?key=<size>, its intrinsic size (the page reserves the box) and its alt text per locale.
 */
export const publishedImageSchema = z.object({
  src: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.partialRecord(z.enum(locales), z.string()),
  variants: z.array(z.object({ src: z.string().min(1), width: z.number().int().positive() })),
  /**
   * The point staff set in the image editor (percent from the left and the top), kept in view where a
   * page crops the picture into a box of another shape (a news card); absent when left in the middle.
   */
  focus: z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).optional(),
});

export type PublishedImage = z.infer<typeof publishedImageSchema>;

/**
 * How a page presents itself in search results and when shared, as staff set it in the back office:
 * its own title and description per locale, and the picture of a shared link. Each is optional: the
 * page's title and summary stand in where empty.
 */
export const sharingSchema = z.object({
  title: z.partialRecord(z.enum(locales), z.string()).optional(),
  description: z.partialRecord(z.enum(locales), z.string()).optional(),
  image: publishedImageSchema.optional(),
});

export type Sharing = z.infer<typeof sharingSchema>;

/**
 * The picture a page is shared with (Open Graph, JSON-LD, the feed): the one staff chose for sharing,
 * else the page's photo.
 */
export const sharedPictureOf = (
  page: { sharing?: Sharing; hero?: PublishedImage } | undefined,
): PublishedImage | undefined => page?.sharing?.image ?? page?.hero;

/** The title and description search engines show whole (longer ones are cut in the results). */
export const sharingLengths = { title: 60, description: 160 } as const;
