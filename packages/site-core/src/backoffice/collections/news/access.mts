import { administrators, collectionEditedBy, editors } from '../../access/index.mts';

/** Editors write, schedule and remove articles and events; the site reads the published ones. */
export const newsAccess = collectionEditedBy(editors);

/**
 * Editors add and rename categories; deleting one would leave its articles without a category, so
 * administrators decide that.
 */
export const newsCategoriesAccess = { ...collectionEditedBy(editors), delete: administrators };
