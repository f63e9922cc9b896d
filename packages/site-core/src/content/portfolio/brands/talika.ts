import type { BrandContent } from '../../../schema/portfolio';

/** Talika: care for eyelashes, eyebrows and the eye area. */
export const talika: BrandContent = {
  route: 'talika',
  kind: 'cosmetic',
  mark: { text: 'Talika', sub: 'Paris', style: 'serif', hue: 330 },
};
