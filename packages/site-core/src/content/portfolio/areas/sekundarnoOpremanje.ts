import type { AreaContent } from '../../../schema/portfolio';

/** Repackaging and relabelling service (secondary packaging under GMP). */
export const sekundarnoOpremanje: AreaContent = {
  route: 'repackaging',
  kind: 'service',
  illustration: 'repackaging',
  figures: [],
  certificates: ['gmp', 'gdp'],
  related: ['regulatoryAffairs', 'warehousingAndTransport', 'clinicalTrials'],
};
