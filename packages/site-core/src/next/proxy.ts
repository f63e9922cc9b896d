/** Entry of the apps' proxy.ts (`@medivia/site-core/proxy`). */
export { createSiteProxy, type ProxyMarket } from './notModified';
