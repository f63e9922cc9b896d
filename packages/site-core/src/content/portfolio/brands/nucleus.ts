import type { BrandContent } from '../../../schema/portfolio';

/** The Nucleus sound processor (Cochlear). */
export const nucleus: BrandContent = {
  route: 'cochlearNucleus',
  kind: 'medicalDevice',
  mark: { text: 'Nucleus', style: 'sans', hue: 44 },
};
