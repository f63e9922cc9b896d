import type { BrandContent } from '../../../schema/portfolio';

/** Cetaphil (Galderma): gentle cleansing and moisturising skin care. */
export const cetaphil: BrandContent = {
  route: 'galdermaCetaphil',
  kind: 'cosmetic',
  mark: { text: 'Cetaphil', style: 'rounded', hue: 212 },
  website: 'https://www.cetaphil.com',
};
