import type { BrandContent } from '../../../schema/portfolio';

/** The well-being survey for cochlear-implant recipients and their families. */
export const cochlearDobrobit: BrandContent = {
  route: 'cochlearWellBeing',
  kind: 'survey',
  mark: { text: 'Cochlear', style: 'rounded', hue: 44 },
};
