import type { AreaContent } from '../../../schema/portfolio';

/** Medicinal products and medical devices department (full-line wholesale). */
export const lijekovi: AreaContent = {
  route: 'medicinalProducts',
  kind: 'department',
  illustration: 'medicines',
  figures: ['customers', 'suppliers'],
  certificates: ['gdp', 'iso9001'],
  related: ['warehousingAndTransport', 'regulatoryAffairs', 'repackaging', 'clinicalTrials'],
  brands: ['cochlear'],
};
