import type { BrandContent } from '../../../schema/portfolio';

/** Rowachol (Rowa): plant-derived terpene medicine used with disorders of bile flow. */
export const rowachol: BrandContent = {
  route: 'rowaRowachol',
  kind: 'herbalMedicine',
  mark: { text: 'Rowachol', style: 'sans', hue: 95 },
};
