import type { GlobalConfig } from 'payload';
import { administrators, globalEditedBy } from '../../access/index.mts';
import { afterGlobalChange } from '../../contentModel.mts';

export const directorySlug = 'department-directory';

/**
 * The department directory's settings: the usual office hours the contact page shows for every
 * department that states none of its own. The departments themselves, and the locations they are
 * listed under, are collections (collections/departments, collections/locations).
 */
export function departmentDirectory(): GlobalConfig {
  return {
    slug: directorySlug,
    label: 'Department directory',
    admin: {
      group: 'Company',
      description:
        'The usual office hours of the departments. The departments and their mailboxes are under Departments.',
    },
    versions: { max: 50 },
    access: globalEditedBy(administrators),
    hooks: { afterChange: [afterGlobalChange] },
    fields: [
      {
        name: 'officeHours',
        label: 'Usual office hours',
        type: 'text',
        required: true,
        localized: true,
        admin: { description: 'Shown for departments that state no hours of their own.' },
      },
    ],
  };
}
