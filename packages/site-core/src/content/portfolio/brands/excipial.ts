import type { BrandContent } from '../../../schema/portfolio';

/** Excipial (Galderma): care for dry and very dry skin with urea. */
export const excipial: BrandContent = {
  route: 'galdermaExcipial',
  kind: 'cosmetic',
  mark: { text: 'Excipial', style: 'light', hue: 190 },
};
