import type { Field, GlobalConfig } from 'payload';
import { globalEditedBy, hr } from '../../access/index.mts';
import {
  globalHooks,
  globalVersions,
  localizedText,
  textRows,
  titledRows,
} from '../shared/fields.mts';

export const careersPageSlug = 'careers-page';

/**
 * The careers page's copy, which HR keep: the introduction, why work here, what we offer, how to
 * apply and the note on applicants' data. The openings themselves are *Job openings*.
 */
export function careersPage(): GlobalConfig {
  return {
    slug: careersPageSlug,
    label: 'Careers page',
    admin: {
      group: 'Careers',
      description: 'The careers page around the list of openings, in each language.',
    },
    versions: globalVersions,
    access: globalEditedBy(hr),
    hooks: globalHooks,
    fields: [
      localizedText('lead', {
        type: 'textarea',
        admin: { description: 'Under the page title.' },
      } as Partial<Field>),
      textRows('intro', 'Introduction', 1, 'paragraph', 'Paragraph'),
      titledRows('why', 'Why work with us', 3, 'Reason'),
      textRows('offer', 'What we offer', 4, 'line', 'Benefit'),
      localizedText('positionsIntro', {
        type: 'textarea',
        label: 'Above the openings',
      } as Partial<Field>),
      titledRows('applySteps', 'How to apply (steps)', 3, 'Step'),
      localizedText('applyText', {
        type: 'textarea',
        label: 'Open application',
        admin: { description: 'Above the form that sends an open application to HR.' },
      } as Partial<Field>),
      localizedText('privacyNote', {
        type: 'textarea',
        label: 'Applicants’ data',
        admin: { description: 'The page links the privacy policy after it.' },
      } as Partial<Field>),
    ],
  };
}
