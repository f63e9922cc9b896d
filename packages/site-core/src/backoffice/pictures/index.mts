import type { CollectionBeforeValidateHook, Field, PayloadRequest } from 'payload';
import { pictureIdsIn } from '../../content/richText/pictures';
import type { Locale } from '../../i18n/locales';
import { fieldError } from '../apiError.mts';
import { marketLocalesOf } from '../marketLocales.mts';
import { refusalsFor } from '../staffLanguage/refusals.mts';
import { mediaTypes, type MediaType } from '../collections/media/fileType.mts';
import { mediaWordsFor } from '../collections/media/words.mts';

/**
 * Photos on pages: an article's hero photo and the pictures in its text, from the media library.
 * Every picture a page shows says what it shows in the page's language, so a picture is taken only
 * once its alt text is written in each of the market's languages: the alt staff type is the alt the
 * site renders, never an empty one.
 */

/** Pictures the site shows as photos (an SVG or a PDF has no copies to choose from). */
export const photoTypes = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * A page's hero photo (an article, a job opening, a brand page): at the top of its text and its
 * shared picture, its alt text the media document's.
 */
export const heroField = (): Field => ({
  name: 'hero',
  label: 'Photo',
  type: 'upload',
  relationTo: 'media',
  filterOptions: { mimeType: { in: photoTypes } },
  admin: {
    // The refusal written out under the label (PictureFieldError.tsx), not cut off in a tooltip.
    components: { Error: '@medivia/site-core/backoffice/admin-fields#PictureFieldError' },
    description:
      'The photo at the top of the page (PNG, JPEG or WebP, best 1600 pixels wide), also its picture when shared. Its alt text is the one written under Media, in every language.',
  },
});

const idOf = (value: unknown): string | undefined => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  return typeof id === 'number' || (typeof id === 'string' && id) ? String(id) : undefined;
};

/** The languages of `locales` in which the media document `id` has no alt text (none when it is gone). */
async function languagesWithoutAlt(
  req: PayloadRequest,
  id: string,
  locales: readonly Locale[],
): Promise<{ filename: string; mimeType?: string | null; missing: Locale[] }> {
  // A copy of the request: the Local API sets the request's locale to the one it reads in.
  const media = (await req.payload.findByID({
    collection: 'media',
    id,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req: { ...req } as PayloadRequest,
  })) as {
    filename?: string | null;
    mimeType?: string | null;
    alt?: Partial<Record<Locale, string | null>> | string;
  } | null;
  if (!media) return { filename: id, missing: [] };
  const alt = typeof media.alt === 'object' && media.alt ? media.alt : {};
  return {
    filename: media.filename ?? id,
    mimeType: media.mimeType,
    missing: locales.filter((locale) => !alt[locale]?.trim()),
  };
}

/**
 * Refuses a save whose photos a page could not show as they are, with the reason on the field that
 * shows them: a hero "photo" that is no photo (a PDF, an SVG: Payload's own refusal was "This field
 * has the following invalid selections: 8,"), and a picture without alt text. A draft needs the alt
 * text in the default language only (the others are often written later, in the picture's drawer);
 * publishing needs it in each of the market's languages, and says which is missing.
 */
export const picturesNeedAltText =
  (fields: { hero: string; body?: string }): CollectionBeforeValidateHook =>
  async ({ data, originalDoc, req }) => {
    if (!data) return data;
    // A publish that sends only its status (a script's PATCH) is checked with the stored pictures.
    const stored = (originalDoc ?? {}) as Record<string, unknown>;
    const valueOf = (field: string) => (field in data ? data[field] : stored[field]);
    const hero = idOf(valueOf(fields.hero));
    const shown: [string, string][] = [
      ...(hero ? [[fields.hero, hero] as [string, string]] : []),
      ...(fields.body
        ? pictureIdsIn(valueOf(fields.body)).map((id): [string, string] => [fields.body!, id])
        : []),
    ];
    if (shown.length === 0) return data;
    const status = (data._status ?? (originalDoc as { _status?: unknown } | undefined)?._status) as
      string | undefined;
    const marketLocales = marketLocalesOf(req.payload.config);
    const locales = status === 'draft' ? marketLocales.slice(0, 1) : marketLocales;
    for (const [field, id] of shown) {
      const { filename, mimeType, missing } = await languagesWithoutAlt(req, id, locales);
      if (field === fields.hero && mimeType && !photoTypes.includes(mimeType)) {
        const type = mimeType in mediaTypes ? (mimeType as MediaType) : undefined;
        throw await fieldError(field, mediaWordsFor(req).notAPhoto(filename, type));
      }
      if (missing.length > 0) {
        throw await fieldError(field, refusalsFor(req).pictureWithoutAlt(filename, missing));
      }
    }
    return data;
  };
