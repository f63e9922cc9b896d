import type { AreaContent } from '../../../schema/portfolio';

/** Equipment service. */
export const servis: AreaContent = {
  route: 'equipmentService',
  kind: 'service',
  illustration: 'service',
  figures: ['serviceAroundTheClock'],
  certificates: ['iso9001'],
  related: ['medicalEquipment', 'diagnostics', 'dentalMedicine'],
};
