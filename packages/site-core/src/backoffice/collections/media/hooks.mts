import type {
  CollectionBeforeChangeHook,
  CollectionAfterChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload';
import type { Locale } from '../../../i18n/locales';
import { apiError, fieldError } from '../../apiError.mts';
import { marketLocalesOf } from '../../marketLocales.mts';
import { fileTypeProblem } from './fileType.mts';
import { placesOfUse } from './usage.mts';
import { mediaWordsFor } from './words.mts';

/**
 * An upload is refused before it is stored when its content is no type the library takes or not
 * the type its name says (a PDF named `.png`): the reason on the file field, 400.
 */
export const uploadsCheckedByContent: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args;
  const file = req.file;
  if (!file?.data) return args;
  const problem = fileTypeProblem(file.name, new Uint8Array(file.data));
  if (problem) throw await fieldError('file', mediaWordsFor(req).fileRefused(problem));
  return args;
};

/** Where a save's alt texts in the other languages wait between its two hooks (the request's context). */
const pendingAltTexts = 'mediaAltTexts';

/**
 * The alt text in the other languages, typed where the picture is chosen (the upload drawer's
 * language switch, AltTextField.tsx), arrives with the save as `altTexts` (a field of no column):
 * taken from the data here, and written in each of those languages once the document is saved.
 */
export const takeAltTexts: CollectionBeforeChangeHook = ({ data, req }) => {
  const texts = (data as { altTexts?: unknown }).altTexts;
  delete (data as { altTexts?: unknown }).altTexts;
  if (!texts || typeof texts !== 'object') return data;
  const locales = marketLocalesOf(req.payload.config);
  const written = Object.entries(texts as Record<string, unknown>).filter(
    (entry): entry is [Locale, string] =>
      locales.includes(entry[0] as Locale) &&
      entry[0] !== req.locale &&
      typeof entry[1] === 'string' &&
      entry[1].trim() !== '',
  );
  if (written.length > 0) req.context[pendingAltTexts] = Object.fromEntries(written);
  return data;
};

export const writeAltTexts: CollectionAfterChangeHook = async ({ doc, req }) => {
  const texts = req.context[pendingAltTexts] as Record<string, string> | undefined;
  if (!texts) return doc;
  delete req.context[pendingAltTexts];
  for (const [locale, alt] of Object.entries(texts)) {
    await req.payload.update({
      collection: 'media',
      id: doc.id as number,
      locale: locale as Locale,
      data: { alt: alt.trim() },
      depth: 0,
      // The same transaction and user, without the uploaded file (it would be stored again) and
      // with its own locale (the Local API sets the request's to the one it writes in).
      req: { ...req, file: undefined } as PayloadRequest,
    });
  }
  return doc;
};

/** Refuses, in the staff's language, to remove a picture that a published page shows. */
async function refuseWhileShown(req: PayloadRequest, id: number | string) {
  const words = mediaWordsFor(req);
  const places = await placesOfUse(req.payload, id, { language: words.language, req });
  const shown = places.filter((place) => place.published);
  if (shown.length === 0) return;
  const media = (await req.payload.findByID({
    collection: 'media',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    trash: true,
    req: { ...req } as PayloadRequest,
  })) as { filename?: string | null } | null;
  throw await apiError(words.stillShown(media?.filename ?? String(id), shown), 409);
}

/** Deleting (from the trash or at once) a picture a published page shows is refused: 409. */
export const keepPicturesInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await refuseWhileShown(req, id);
};

/** So is moving it to the trash, which takes it off the pages just as well. */
export const keepPicturesInUseOutOfTrash: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const trashed = (data as { deletedAt?: unknown }).deletedAt;
  const wasTrashed = (originalDoc as { deletedAt?: unknown } | undefined)?.deletedAt;
  if (operation === 'update' && trashed && !wasTrashed && originalDoc) {
    await refuseWhileShown(req, (originalDoc as { id: number }).id);
  }
  return data;
};
