import type { Access } from 'payload';

// The back office's access rules, each small and named (ARCHITECTURE: roles per market).

/** Any signed-in member of staff. */
export const signedIn: Access = ({ req }) => Boolean(req.user);

/** Administrators only: accounts, and what only they may change. */
export const administrators: Access = ({ req }) => req.user?.role === 'administrator';

/**
 * The pharmacovigilance desk (adverse-reaction reports): the pharmacovigilance team and
 * administrators. Editors never see a report.
 */
export const pharmacovigilanceDesk: Access = ({ req }) =>
  req.user?.role === 'pharmacovigilance' || req.user?.role === 'administrator';
