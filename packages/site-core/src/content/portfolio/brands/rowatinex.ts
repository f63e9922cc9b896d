import type { BrandContent } from '../../../schema/portfolio';

/** Rowatinex (Rowa): plant-derived terpene medicine used with kidney and urinary stones. */
export const rowatinex: BrandContent = {
  route: 'rowaRowatinex',
  kind: 'herbalMedicine',
  mark: { text: 'Rowatinex', style: 'sans', hue: 155 },
};
