import type { AccessArgs } from 'payload';

/**
 * The roles of the back office's accounts (the users' role select) and the rules that name who
 * passes. Each rule answers yes or no from the signed-in account alone; the content and account
 * rules (content.mts, accounts.mts) build on them.
 */
export const roles = [
  { value: 'administrator', label: 'Administrator' },
  { value: 'editor', label: 'Editor' },
  { value: 'hr', label: 'HR' },
  { value: 'pharmacovigilance', label: 'Pharmacovigilance' },
  { value: 'confidential-person', label: 'Confidential person' },
] as const;

export type Role = (typeof roles)[number]['value'];

/** A rule decided by the account's role alone: usable as a collection's, a global's or a field's access. */
export type RoleRule = (args: Pick<AccessArgs, 'req'>) => boolean;

export const roleOf = (user: unknown): Role | undefined =>
  (user as { role?: Role } | null | undefined)?.role;

const anyOf =
  (...allowed: Role[]): RoleRule =>
  ({ req }) => {
    const role = roleOf(req.user);
    return role !== undefined && allowed.includes(role);
  };

/**
 * Redirects to another site: administrators. An editor's redirects stay on the site's own paths, so
 * a careless or taken-over editor account cannot send an address of the company's domain to a
 * look-alike login page elsewhere (issue #41).
 */
export const redirectsOffSite = anyOf('administrator');

/** Accounts, company data (bank accounts), locations, the department directory, legal pages: everything. */
export const administrators = anyOf('administrator');

/** The site's copy: news, brand pages, department and service pages, titles, home, about, documents, media. */
export const editors = anyOf('administrator', 'editor');

/** Job openings and the careers page. */
export const hr = anyOf('administrator', 'hr');

/** Whoever edits some of the site's content (pharmacovigilance edits none). */
export const staff = anyOf('administrator', 'editor', 'hr');
