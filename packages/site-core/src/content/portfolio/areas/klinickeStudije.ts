import type { AreaContent } from '../../../schema/portfolio';

/** Clinical trials service (logistics of investigational medicinal products). */
export const klinickeStudije: AreaContent = {
  route: 'clinicalTrials',
  kind: 'service',
  illustration: 'clinicalTrials',
  figures: [],
  certificates: ['gdp', 'gmp'],
  related: ['warehousingAndTransport', 'regulatoryAffairs', 'repackaging'],
};
