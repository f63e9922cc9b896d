// The admin's components of the second factor, for the apps' import map
// (`@medivia/site-core/backoffice/second-factor#…`).
export { SecondFactorRedirect, SecondFactorView } from './users/SecondFactorView';
export { SecondFactorReset } from './users/SecondFactorReset';
