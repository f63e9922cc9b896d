import type { AreaContent } from '../../../schema/portfolio';

/** Laboratory diagnostics department. */
export const dijagnostika: AreaContent = {
  route: 'diagnostics',
  kind: 'department',
  illustration: 'diagnostics',
  figures: [],
  certificates: ['iso9001'],
  related: ['medicalEquipment', 'equipmentService', 'warehousingAndTransport', 'regulatoryAffairs'],
};
