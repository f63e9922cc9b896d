// The admin's components of staff accounts (the second factor, invitations), for the apps' import
// map (`@medivia/site-core/backoffice/second-factor#…`).
export { SecondFactorRedirect, SecondFactorView } from './users/SecondFactorView';
export { SecondFactorReset } from './users/SecondFactorReset';
export { InviteColleague } from './users/InviteColleague';
