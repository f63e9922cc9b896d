/**
 * Entry `@medivia/site-core/backoffice/hr-desk`: the HR desk's admin components, which each app's
 * import map names (the view at /admin/hr, the navigation's link and the dashboard's card).
 */
export { HrDeskView } from './HrDeskView';
export { HrDeskNavLink } from './HrDeskNavLink';
export { HrDeskCard } from './DeskCard';
