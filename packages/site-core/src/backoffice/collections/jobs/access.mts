import { collectionEditedBy, hr } from '../../access/index.mts';

/** HR posts, closes and removes job openings; the site reads the published ones. */
export const jobsAccess = collectionEditedBy(hr);
