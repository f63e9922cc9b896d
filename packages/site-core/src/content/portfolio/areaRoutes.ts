import type { RouteName } from '../../routing/routeTable';

/**
 * The department and service pages, in menu order: each has a content module in ./areas (the copy
 * site-core ships) and a document in the back office's *Department and service pages*.
 */
export const areaRoutes = [
  'medicinalProducts',
  'diagnostics',
  'animalHealth',
  'dentalMedicine',
  'marketing',
  'medicalEquipment',
  'warehousingAndTransport',
  'regulatoryAffairs',
  'clinicalTrials',
  'repackaging',
  'equipmentService',
] as const satisfies readonly RouteName[];
export type AreaRoute = (typeof areaRoutes)[number];
