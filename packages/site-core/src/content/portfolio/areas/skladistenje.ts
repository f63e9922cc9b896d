import type { AreaContent } from '../../../schema/portfolio';

/** Warehousing and transport service. */
export const skladistenje: AreaContent = {
  route: 'warehousingAndTransport',
  kind: 'service',
  illustration: 'warehouse',
  figures: ['vehicles', 'warehouses', 'deliveryHours'],
  certificates: ['gdp', 'iso9001', 'iso14001'],
  related: ['repackaging', 'clinicalTrials', 'medicinalProducts', 'animalHealth'],
};
