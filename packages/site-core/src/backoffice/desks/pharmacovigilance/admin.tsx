/**
 * Entry `@medivia/site-core/backoffice/pharmacovigilance-desk`: the desk's admin components, which
 * each app's import map names (the view at /admin/pharmacovigilance and the navigation's link).
 */
export { PharmacovigilanceDeskView } from './DeskView';
export { PharmacovigilanceDeskNavLink } from './DeskNavLink';
