import type { AreaContent } from '../../../schema/portfolio';

/** Dental medicine and dental technics department. */
export const stomatologija: AreaContent = {
  route: 'dentalMedicine',
  kind: 'department',
  illustration: 'dental',
  figures: ['dentalSuppliers', 'dentalPartners'],
  certificates: ['iso9001'],
  related: ['medicalEquipment', 'equipmentService', 'warehousingAndTransport'],
};
