/**
 * Entry `@medivia/site-core/backoffice/pharmacovigilance-desk`: the desk's admin components, which
 * each app's import map names (the view at /admin/pharmacovigilance, the navigation's link and the
 * dashboard's card).
 */
export { PharmacovigilanceDeskView } from './DeskView';
export { PharmacovigilanceDeskNavLink } from './DeskNavLink';
export { PharmacovigilanceDeskCard } from './DeskCard';
