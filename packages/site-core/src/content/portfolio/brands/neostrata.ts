import type { BrandContent } from '../../../schema/portfolio';

/** NeoStrata: dermatological skin care with hydroxy acids. */
export const neostrata: BrandContent = {
  route: 'neostrata',
  kind: 'cosmetic',
  mark: { text: 'NeoStrata', style: 'light', hue: 275 },
  website: 'https://www.neostrata.com',
};
