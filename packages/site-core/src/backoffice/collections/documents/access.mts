import { collectionEditedBy, editors } from '../../access/index.mts';

/** Editors list, replace and remove documents and certificates; the site reads the published ones. */
export const documentsAccess = collectionEditedBy(editors);
