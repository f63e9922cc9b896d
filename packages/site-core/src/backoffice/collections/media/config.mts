import path from 'node:path';
import type { CollectionAfterChangeHook, CollectionConfig } from 'payload';
import { privateFile, privateFilesFolder } from '../../../server/privateFiles';
import { editors } from '../../access/index.mts';
import { keepFieldErrors } from '../../apiError.mts';
import { writtenInDefaultLanguage } from '../../pictures/altLanguage.mts';
import type { Media } from '../../payload-types';
import { mediaTypes } from './fileType.mts';
import {
  keepPicturesInUse,
  keepPicturesInUseOutOfTrash,
  takeAltTexts,
  uploadsCheckedByContent,
  writeAltTexts,
} from './hooks.mts';

/** The image sizes the media collection makes (sharp); `?key=` names one of them. */
export const mediaSizes = [
  { name: 'thumbnail', width: 400 },
  { name: 'card', width: 800 },
  { name: 'wide', width: 1600 },
] as const;

/**
 * Uploaded files are 0600 in a 0700 folder (server/privateFiles.ts): Payload and sharp write them
 * with the process's umask, so each file of a saved document, and of its image sizes, is tightened.
 */
const keepFilesPrivate =
  (staticDir: string): CollectionAfterChangeHook =>
  ({ doc }) => {
    const stored = doc as Media;
    const names = [stored.filename, ...Object.values(stored.sizes ?? {}).map((s) => s?.filename)];
    for (const name of names) if (name) privateFile(path.join(staticDir, path.basename(name)));
    return doc;
  };

const adminField = (name: string) => `@medivia/site-core/backoffice/admin-fields#${name}`;

/** The media library: pictures and PDFs, each picture's alt text in every language of the market. */
export function media(dataDir: string, defaultLocale: string): CollectionConfig {
  // The folder is made here, before Payload would make it with the umask's mode.
  const staticDir = privateFilesFolder(path.join(dataDir, 'media'));
  return {
    slug: 'media',
    // The file's name heads its form and its drawer, and names it where it is chosen.
    admin: { useAsTitle: 'filename' },
    access: { read: () => true, create: editors, update: editors, delete: editors },
    // A deleted file waits in the trash, restorable, until deleted from there.
    trash: true,
    hooks: {
      // An upload without ?locale= is in the default language, on every database and storage.
      beforeOperation: [writtenInDefaultLanguage(defaultLocale), uploadsCheckedByContent],
      beforeChange: [takeAltTexts, keepPicturesInUseOutOfTrash],
      afterChange: [keepFilesPrivate(staticDir), writeAltTexts],
      beforeDelete: [keepPicturesInUse],
      // A refusal's field (the file, the alt text) is marked in the admin, not only said in a toast.
      afterError: [keepFieldErrors],
    },
    upload: {
      staticDir,
      mimeTypes: Object.keys(mediaTypes),
      // Served at /assets/{id}?key=<name> (assets.mts).
      imageSizes: mediaSizes.map((size) => ({ ...size })),
    },
    fields: [
      {
        // Under the file as soon as one is chosen: a file that is not what its name says.
        name: 'fileCheck',
        type: 'ui',
        admin: { components: { Field: adminField('UploadTypeCheck') } },
      },
      {
        name: 'alt',
        type: 'text',
        required: true,
        localized: true,
        // The language switch: the alt text in each of the market's languages, in the upload drawer too.
        admin: { components: { Field: adminField('AltTextField') } },
      },
      {
        // The alt text in the other languages, sent with the save and written in each (hooks.mts).
        name: 'altTexts',
        type: 'json',
        virtual: true,
        admin: { hidden: true },
      },
      {
        name: 'usedOn',
        type: 'ui',
        admin: { position: 'sidebar', components: { Field: adminField('MediaUsage') } },
      },
    ],
  };
}
