import type { Access, Endpoint, PayloadRequest } from 'payload';
import type { ReportStore } from '../../../report/store/reportStore';
import { z } from '../../../validation/zod';
import { administrators } from '../../access/index.mts';
import { BadBody, bodyOf, gate, isFormPost, json, refusal } from './deskHttp.mts';

/** A refusal a desk's store throws (CaseError, ApplicationError): a status, a code, a sentence. */
export interface DeskRefusal {
  status: number;
  code: string;
  message: string;
}

export interface DeskDefinition {
  /** How log lines name the desk: `[pv desk]`, `[hr desk]`. */
  logName: string;
  /** The 403's sentence for a role the desk's rule excludes. */
  refused: string;
  /** Why the desk is closed in this market (answered 404), or undefined when it is open. */
  closed?: () => Promise<string | undefined>;
  /** The market's report store (opened once per process). */
  store: () => ReportStore | Promise<ReportStore>;
  /** The store's own refusals, which are answered as they are; anything else is a 500 with no detail. */
  refusalOf: (error: unknown) => DeskRefusal | undefined;
  /** Where the admin's page of a record is: a plain form goes back there after its post. */
  recordPage: (req: PayloadRequest) => string;
}

export type DeskWork = (req: PayloadRequest, store: ReportStore) => Promise<Response> | Response;

/** The record a path names (`:reference`). */
export const referenceOf = (req: PayloadRequest) => String(req.routeParams?.reference ?? '');

/** Form fields left empty are answers not given. */
export const given = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));

/** A 400 naming the fields that were missing or malformed; `hint` for the first one's rule. */
export const invalid = (error: z.ZodError, hint?: (field: string) => string | undefined) => {
  const first = String(error.issues[0]?.path[0] ?? '');
  return refusal(
    400,
    'invalid_request',
    `Check ${error.issues.map((issue) => issue.path.join('.') || 'the request').join(', ')}: ${
      hint?.(first) ?? 'a value is missing or malformed'
    }.`,
  );
};

/** `invalid` for a desk whose `status` field takes one of `statuses`, saying which. */
export const invalidFor = (statuses: readonly string[]) => (error: z.ZodError) =>
  invalid(error, (field) =>
    field === 'status' ? `a status is one of ${statuses.join(', ')}` : undefined,
  );

/**
 * A note's text (none given reads as empty, which the store refuses); how long a note may be is
 * the store's rule (NOTE_MAX_LENGTH).
 */
export const noteBody = z.object({ text: z.string().max(100_000).default('') });

/** The audit trail's filter: one record's lines, or the last `limit` of all. */
const auditQuery = z.object({
  reference: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
});

export interface AuditQuery {
  reference?: string;
  limit: number;
}

/** After a plain form's post: back to the record's page in the admin, saying what happened. */
export function backToPage(page: string, outcome: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location: `${page}?${outcome}`, 'cache-control': 'no-store' },
  });
}

/**
 * The desks' endpoints, each the same way: the desk's rule first (401 without a session, 403 for
 * another role), then whether the market has the desk, the store, and the work. A refusal of the
 * store is answered with its code (or, for a plain form, sent back to the page); a malformed body
 * with 400/413; anything else with a 500 that names nothing, and a log line with the error's name
 * only: its message could quote the report or application it was working on.
 */
export function deskEndpoints(desk: DeskDefinition) {
  const endpoint = (
    method: 'get' | 'post',
    path: string,
    rule: Access,
    work: DeskWork,
  ): Endpoint => ({
    method,
    path,
    handler: async (req) => {
      const refused = gate(req, rule, desk.refused);
      if (refused) return refused;
      const closed = await desk.closed?.();
      if (closed) return refusal(404, 'not_found', closed);
      let store: ReportStore;
      try {
        store = await desk.store();
      } catch (error) {
        console.error(
          `[${desk.logName}] the report store could not be opened:`,
          (error as Error).name,
        );
        return refusal(503, 'store_unavailable', 'The store cannot be read now; try again.');
      }
      const form = method === 'post' && isFormPost(req);
      try {
        return await work(req, store);
      } catch (error) {
        const known = desk.refusalOf(error);
        if (known) {
          if (form) return backToPage(desk.recordPage(req), `error=${known.code}`);
          return refusal(known.status, known.code, known.message);
        }
        if (error instanceof BadBody)
          return refusal(error.code === 'body_too_large' ? 413 : 400, error.code, error.message);
        console.error(
          `[${desk.logName}] ${method.toUpperCase()} ${path} failed:`,
          (error as Error).name,
        );
        return refusal(500, 'desk_failed', 'The desk could not do that; nothing was changed.');
      }
    },
  });

  /**
   * A POST that changes a record: JSON is answered with the record as it now is, a plain form is
   * sent back to the record's page with `?done=<last segment of the path>`.
   */
  const change = (
    path: string,
    rule: Access,
    apply: (
      req: PayloadRequest,
      store: ReportStore,
      body: Record<string, unknown>,
    ) => Promise<Response | 'done'>,
    answer: (req: PayloadRequest, store: ReportStore) => unknown,
  ) =>
    endpoint('post', path, rule, async (req, store) => {
      const body = given(await bodyOf(req));
      const outcome = await apply(req, store, body);
      if (outcome !== 'done') return outcome;
      if (isFormPost(req)) return backToPage(desk.recordPage(req), `done=${path.split('/').pop()}`);
      return json(200, await answer(req, store));
    });

  /**
   * A change whose body `schema` reads (a 400 from `refuse` otherwise), applied by `apply` to the
   * record the path names: a status, a note.
   */
  const validated = <T,>(
    path: string,
    rule: Access,
    schema: z.ZodType<T>,
    refuse: (error: z.ZodError) => Response,
    apply: (
      store: ReportStore,
      reference: string,
      value: T,
      req: PayloadRequest,
    ) => Promise<unknown>,
    answer: (req: PayloadRequest, store: ReportStore) => unknown,
  ) =>
    change(
      path,
      rule,
      async (req, store, body) => {
        const parsed = schema.safeParse(body);
        if (!parsed.success) return refuse(parsed.error);
        await apply(store, referenceOf(req), parsed.data, req);
        return 'done';
      },
      answer,
    );

  /** The desk's audit trail, for administrators only (`?reference=&limit=`, 500 lines at most by default). */
  const audit = (
    path: string,
    trail: (store: ReportStore, query: AuditQuery) => Promise<unknown[]>,
  ) =>
    endpoint('get', path, administrators, async (req, store) => {
      const query = auditQuery.safeParse(Object.fromEntries(req.searchParams ?? []));
      if (!query.success) return invalid(query.error);
      const { reference, limit = 500 } = query.data;
      return json(200, { entries: await trail(store, { reference, limit }) });
    });

  return { endpoint, change, validated, audit };
}
