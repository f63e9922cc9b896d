import { collectionEditedBy, editors } from '../../access/index.mts';

/** Editors write, schedule and remove brand pages; the site reads the published ones. */
export const brandPagesAccess = collectionEditedBy(editors);
