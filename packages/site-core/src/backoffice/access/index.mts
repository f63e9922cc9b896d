import type { Access } from 'payload';

// The back office's access rules, each small and named (ARCHITECTURE: roles per market).

export {
  administrators,
  editors,
  hr,
  staff,
  roles,
  roleOf,
  type Role,
  type RoleRule,
} from './roles.mts';
export { collectionEditedBy, fixedPagesEditedBy, globalEditedBy, publishedOr } from './content.mts';
export { ownAccountOrAdministrators, roleOfAnotherAccount, usersListHidden } from './accounts.mts';
export { queuedAsThemselves } from './jobs.mts';
export {
  mayPublish,
  queuedByPublisher,
  runsJobsByRequest,
  type ScheduleTarget,
} from './publishing.mts';

/**
 * The pharmacovigilance desk (adverse-reaction reports): the pharmacovigilance team and
 * administrators. Editors never see a report.
 */
export const pharmacovigilanceDesk: Access = ({ req }) =>
  req.user?.role === 'pharmacovigilance' || req.user?.role === 'administrator';

/**
 * The HR desk (job applications and their CVs): HR and administrators. Editors and the
 * pharmacovigilance team never see an applicant.
 */
export const hrDesk: Access = ({ req }) =>
  req.user?.role === 'hr' || req.user?.role === 'administrator';

/**
 * The whistleblowing desk: confidential persons only. Administrators appoint them (the users' role)
 * and are refused here like every other role: the law keeps reports from everyone else (Directive
 * 2019/1937 Art. 9(1)(a), 16).
 */
export const confidentialPersons: Access = ({ req }) => req.user?.role === 'confidential-person';
