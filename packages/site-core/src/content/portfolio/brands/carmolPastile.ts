import type { BrandContent } from '../../../schema/portfolio';

/** Carmol pastilles (Schmidgall): throat lozenges with herbal essential oils. */
export const carmolPastile: BrandContent = {
  route: 'schmidgallCarmolPastilles',
  kind: 'pharmacyProduct',
  mark: { text: 'Carmol', style: 'rounded', hue: 118 },
};
