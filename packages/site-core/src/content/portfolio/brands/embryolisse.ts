import type { BrandContent } from '../../../schema/portfolio';

/** Embryolisse: French moisturising care known among make-up artists. */
export const embryolisse: BrandContent = {
  route: 'embryolisse',
  kind: 'cosmetic',
  mark: { text: 'Embryolisse', sub: 'Laboratoires', style: 'serif', hue: 8 },
  website: 'https://www.embryolisse.com',
};
