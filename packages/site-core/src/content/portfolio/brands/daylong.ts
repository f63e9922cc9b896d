import type { BrandContent } from '../../../schema/portfolio';

/** Daylong (Galderma): sun protection for everyday life and outdoor activities. */
export const daylong: BrandContent = {
  route: 'galdermaDaylong',
  kind: 'cosmetic',
  mark: { text: 'Daylong', style: 'sans', hue: 42 },
};
