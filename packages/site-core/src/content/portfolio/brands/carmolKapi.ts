import type { BrandContent } from '../../../schema/portfolio';

/** Carmol drops (Schmidgall): herbal medicine with essential oils and lemon balm extract. */
export const carmolKapi: BrandContent = {
  route: 'schmidgallCarmolDrops',
  kind: 'herbalMedicine',
  mark: { text: 'Carmol', style: 'condensed', hue: 132 },
};
