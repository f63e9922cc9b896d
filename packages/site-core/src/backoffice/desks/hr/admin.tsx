/**
 * Entry `@medivia/site-core/backoffice/hr-desk`: the HR desk's admin components, which each app's
 * import map names (the view at /admin/hr and the navigation's link).
 */
export { HrDeskView } from './HrDeskView';
export { HrDeskNavLink } from './HrDeskNavLink';
