import type { PageFragment } from '../types';

/** Routes rendered by this area's page components. */
export const companyPages: PageFragment = {};
