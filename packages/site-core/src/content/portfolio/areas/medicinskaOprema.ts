import type { AreaContent } from '../../../schema/portfolio';

/** Medical equipment department. */
export const medicinskaOprema: AreaContent = {
  route: 'medicalEquipment',
  kind: 'department',
  illustration: 'equipment',
  figures: ['medicalEquipmentSuppliers'],
  certificates: ['iso9001'],
  related: ['equipmentService', 'diagnostics', 'dentalMedicine', 'regulatoryAffairs'],
};
