import type { AreaContent } from '../../../schema/portfolio';

/** Animal health department. */
export const veterina: AreaContent = {
  route: 'animalHealth',
  kind: 'department',
  illustration: 'animalHealth',
  figures: ['animalHealthCustomers'],
  certificates: ['gdp'],
  related: ['warehousingAndTransport', 'regulatoryAffairs', 'diagnostics'],
};
