import type { RouteName } from '../../routing/routeTable';

/**
 * The brand pages of the route table, parents before their products: each has a content module in
 * ./brands (the copy site-core ships) and a document in the back office's *Represented brand pages*.
 * Brands staff add themselves are *Brand pages* (./brandPages.ts), addressed by their slugs.
 */
export const fixedBrandRoutes = [
  'galderma',
  'galdermaActinica',
  'galdermaCetaphil',
  'galdermaExcipial',
  'galdermaDaylong',
  'neostrata',
  'talika',
  'embryolisse',
  'rowa',
  'rowaRowatinex',
  'rowaRowachol',
  'schmidgall',
  'schmidgallCarmolDrops',
  'schmidgallCarmolPastilles',
  'cochlear',
  'cochlearNucleus',
  'cochlearWellBeing',
] as const satisfies readonly RouteName[];
export type FixedBrandRoute = (typeof fixedBrandRoutes)[number];
