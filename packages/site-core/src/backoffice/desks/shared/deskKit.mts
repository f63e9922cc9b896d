import type { Access, Config, Endpoint, Payload, PayloadRequest } from 'payload';
import type { ReportStore } from '../../../report/store/reportStore';

/*
 * The desk kit: what makes a desk of the back office (pharmacovigilance, HR, and the next one) out
 * of a few facts about it. A desk is its role rule, its path in the admin, the context its admin
 * components read from the config's server-only `custom`, and whether the market has it; from
 * these the kit makes the config's pieces (endpoints, view, navigation link, dashboard card) and
 * the gate each piece passes first. docs/architecture.md, "The desk kit", says how to add a desk.
 */

/** What every desk's admin components read of the back office: the market's store. */
export interface DeskContext {
  store: () => ReportStore | Promise<ReportStore>;
}

export interface Desk<C extends DeskContext = DeskContext> {
  /** How ids and log lines name the desk: `hr` makes `hr-desk-card` and `[hr desk]`. */
  name: string;
  /** The desk's key in the config's `custom` and its view's key, e.g. `hrDesk`. */
  key: string;
  /** The view's path under the admin, e.g. `/hr`. */
  path: `/${string}`;
  /** Who may work at the desk (the endpoints, the view, the link and the card alike). */
  rule: Access;
  /** Whether the market has the desk at all (the pharmacovigilance desk: it takes reports). */
  isOpen?: (context: C) => Promise<boolean>;
}

export const contextOf = <C extends DeskContext>(payload: Payload, desk: Desk<C>) =>
  payload.config.custom?.[desk.key] as C | undefined;

/** Whether `user` may work at the desk; a component has the user, not a request. */
export const mayWork = (desk: Desk<never>, user: PayloadRequest['user'] | undefined) =>
  Boolean(desk.rule({ req: { user } as PayloadRequest }));

/** The desk's context when the market has the desk, else undefined. */
export async function openDesk<C extends DeskContext>(
  payload: Payload,
  desk: Desk<C>,
): Promise<C | undefined> {
  const context = contextOf(payload, desk);
  if (!context || (desk.isOpen && !(await desk.isOpen(context)))) return undefined;
  return context;
}

type AdminViews = NonNullable<NonNullable<Config['admin']>['components']>['views'];

/**
 * The desk as pieces of the back office's config: its API (root endpoints), its view at
 * /admin<path> (the list, and /<reference> a record), the navigation's link, the dashboard's card
 * and its context in the config's server-only `custom`. `entry` is the package entry of its admin
 * components (site-core's package.json), `components` their exported names.
 */
export function deskConfig<C extends DeskContext>(
  desk: Desk<C>,
  setup: {
    entry: string;
    components: { view: string; navLink: string; card: string };
    context: C;
    endpoints: Endpoint[];
  },
) {
  const component = (name: string) => `${setup.entry}#${name}`;
  const views: AdminViews = {
    [desk.key]: { Component: component(setup.components.view), path: desk.path, exact: false },
  };
  return {
    endpoints: setup.endpoints,
    views,
    afterNavLinks: [component(setup.components.navLink)],
    beforeDashboard: [component(setup.components.card)],
    custom: { [desk.key]: setup.context },
  };
}
