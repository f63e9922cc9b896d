import type { AreaContent } from '../../../schema/portfolio';

/** Marketing of represented brands; lists the brand pages the market shows. */
export const marketing: AreaContent = {
  route: 'marketing',
  kind: 'department',
  illustration: 'marketing',
  figures: [],
  certificates: [],
  related: ['medicinalProducts', 'regulatoryAffairs', 'repackaging', 'warehousingAndTransport'],
  brands: ['galderma', 'neostrata', 'talika', 'embryolisse', 'rowa', 'schmidgall'],
};
