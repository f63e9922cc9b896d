import type { BrandContent } from '../../../schema/portfolio';

/** Cochlear: implantable hearing solutions (medicinal products department); parent of Nucleus and the survey. */
export const cochlear: BrandContent = {
  route: 'cochlear',
  kind: 'company',
  mark: { text: 'Cochlear', style: 'light', hue: 44 },
  website: 'https://www.cochlear.com',
};
