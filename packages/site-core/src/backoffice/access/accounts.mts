import type { Access, FieldAccess } from 'payload';
import { administrators } from './roles.mts';

// Who reads and changes staff accounts. An account holds an e-mail address, and its lockout is a
// defence against guessed passwords: both are the administrators' business.

const ownAccount = (user: { id?: unknown } | null | undefined) =>
  user?.id === undefined ? false : { id: { equals: user.id } };

/** Administrators read and change every account; anyone else only their own. */
export const ownAccountOrAdministrators: Access = ({ req }) =>
  administrators({ req }) ? true : ownAccount(req.user);

/** The users list in the admin: for administrators (everyone else reaches their own account). */
export const usersListHidden = ({ user }: { user: unknown }) =>
  !administrators({ req: { user } as Parameters<typeof administrators>[0]['req'] });

/**
 * A role is given by an administrator to somebody else: nobody changes their own (an administrator
 * who demoted themselves by mistake could leave the site with none).
 */
export const roleOfAnotherAccount: FieldAccess = ({ req, id }) =>
  administrators({ req }) && (id === undefined || String(req.user?.id) !== String(id));
