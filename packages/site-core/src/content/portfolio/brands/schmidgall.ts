import type { BrandContent } from '../../../schema/portfolio';

/** Schmidgall: parent page of the Carmol drops and pastilles. */
export const schmidgall: BrandContent = {
  route: 'schmidgall',
  kind: 'company',
  mark: { text: 'Schmidgall', sub: 'Wien', style: 'serif', hue: 222 },
};
