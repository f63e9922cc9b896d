import type { Field, GlobalConfig } from 'payload';
import { editors, globalEditedBy } from '../../access/index.mts';
import { globalHooks, globalVersions, localizedText } from '../shared/fields.mts';

export const homePageSlug = 'home-page';

/** The home page's own text: its hero and the lines above its lists and beside its calls. */
export function homePage(): GlobalConfig {
  const textarea = (name: string, label: string, description: string) =>
    localizedText(name, { type: 'textarea', label, admin: { description } } as Partial<Field>);
  return {
    slug: homePageSlug,
    label: 'Home page',
    admin: {
      group: 'Company',
      description:
        'The home page’s text in each language. Its figures, departments, services and news come from Key figures, the department and service pages and News and events.',
    },
    versions: globalVersions,
    access: globalEditedBy(editors),
    hooks: globalHooks,
    fields: [
      textarea('heroTitle', 'Headline', 'The page’s title, large at the top (one sentence).'),
      textarea(
        'heroText',
        'Under the headline',
        'Who we serve and what we do, in two lines or so.',
      ),
      textarea('departmentsIntro', 'Above the departments', 'One sentence.'),
      textarea('servicesIntro', 'Above the services', 'One sentence.'),
      textarea(
        'qualityText',
        'Certified quality',
        'Beside the certificates, linking the about page.',
      ),
      textarea(
        'reportText',
        'Suspect a side effect?',
        'Above the link to the adverse-reaction report form, where the market offers it.',
      ),
    ],
  };
}
