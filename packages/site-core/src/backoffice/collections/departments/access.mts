import { administrators, collectionEditedBy } from '../../access/index.mts';

/**
 * Where contact messages and CVs go is an administrator's decision: only administrators add, change
 * or remove a department and its mailboxes. The site and anybody else read the published ones (their
 * mailboxes and phones are the site's public contact data).
 */
export const departmentsAccess = collectionEditedBy(administrators);
