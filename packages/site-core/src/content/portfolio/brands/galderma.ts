import type { BrandContent } from '../../../schema/portfolio';

/** Galderma: parent page of Actinica, Cetaphil, Excipial and Daylong. */
export const galderma: BrandContent = {
  route: 'galderma',
  kind: 'company',
  mark: { text: 'Galderma', style: 'sans', hue: 205 },
  website: 'https://www.galderma.com',
};
