/** Entry of the apps' proxy.ts (`@medivia/site-core/proxy`). */
export { siteProxy } from './notModified';
