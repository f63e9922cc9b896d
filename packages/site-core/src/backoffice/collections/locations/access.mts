import { administrators, collectionEditedBy } from '../../access/index.mts';

/**
 * Where the company is: administrators add, change and remove locations (the departments listed
 * under them follow); the site and anybody else read the published ones.
 */
export const locationsAccess = collectionEditedBy(administrators);
