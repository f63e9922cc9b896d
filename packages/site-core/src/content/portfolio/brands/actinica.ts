import type { BrandContent } from '../../../schema/portfolio';

/** Actinica lotion (Galderma): a medical device for UV protection of skin at risk. */
export const actinica: BrandContent = {
  route: 'galdermaActinica',
  kind: 'medicalDevice',
  mark: { text: 'Actinica', style: 'condensed', hue: 28 },
};
