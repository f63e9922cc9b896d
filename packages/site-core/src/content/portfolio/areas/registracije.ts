import type { AreaContent } from '../../../schema/portfolio';

/** Regulatory affairs service. */
export const registracije: AreaContent = {
  route: 'regulatoryAffairs',
  kind: 'service',
  illustration: 'regulatory',
  figures: [],
  certificates: ['iso9001'],
  related: ['repackaging', 'clinicalTrials', 'medicinalProducts', 'medicalEquipment'],
};
