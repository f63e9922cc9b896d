import type { Endpoint, PayloadRequest } from 'payload';
import { z } from '../../../validation/zod';
import { icsrXml, type IcsrSender, type StoredHumanReport } from '../../../report/export/e2b';
import { exportReport } from '../../../report/export/exportReports';
import {
  CASE_STATUSES,
  CaseError,
  type CaseFilter,
  type StaffMember,
} from '../../../report/store/caseTypes';
import type { ReportStore } from '../../../report/store/reportStore';
import { pharmacovigilanceDesk } from '../../access/index.mts';
import { actorOf, download, json, refusal } from '../shared/deskHttp.mts';
import { deskEndpoints, invalidFor, noteBody, referenceOf } from '../shared/deskEndpoint.mts';

/*
 * The pharmacovigilance desk's API, Payload root endpoints under /admin/api/pv: the list of
 * reports, one case with its answers, notes and audit trail, its E2B(R3) XML or VICH GL42 JSON, and
 * the team's changes (status, notes, assignee). Reports never pass through Payload's generic
 * REST or GraphQL: they live in the report store, and only these handlers read them, each after
 * the `pharmacovigilanceDesk` rule, each view and download audited. Nothing of a report reaches a
 * log line or an error message.
 */

export interface PharmacovigilanceDeskOptions {
  /** The market's report store (opened once per process). */
  store: () => ReportStore | Promise<ReportStore>;
  /** Whether the market takes adverse-reaction reports; the desk answers 404 where it does not. */
  takesReports: () => Promise<boolean>;
  /** The company that sends the market's ICSRs. */
  sender: (req: PayloadRequest) => Promise<IcsrSender>;
  now?: () => Date;
}

/** Where a plain HTML form is sent back to: the admin's desk view (DeskView.tsx). */
export const DESK_VIEW_PATH = '/pharmacovigilance';

const statusBody = z.object({
  status: z.enum(CASE_STATUSES),
  authorityCaseNumber: z.string().max(1000).optional(),
  sentOn: z.string().max(100).optional(),
  duplicateOf: z.string().max(100).optional(),
});
const assigneeBody = z.object({ userId: z.union([z.string().max(100), z.number(), z.null()]) });

const listQuery = z.object({
  status: z.enum(CASE_STATUSES).optional(),
  serious: z.enum(['true', 'false']).optional(),
});

const invalid = invalidFor(CASE_STATUSES);

const notFound = () => refusal(404, 'not_found', 'There is no report with that reference.');

export function pharmacovigilanceDeskEndpoints(options: PharmacovigilanceDeskOptions): Endpoint[] {
  const now = options.now ?? (() => new Date());

  const {
    endpoint,
    change: changeWith,
    validated,
    audit,
  } = deskEndpoints({
    logName: 'pv desk',
    refused:
      'The pharmacovigilance desk is open to the pharmacovigilance team and administrators only.',
    closed: async () =>
      (await options.takesReports()) ? undefined : 'This site takes no adverse-reaction reports.',
    store: options.store,
    refusalOf: (error) => (error instanceof CaseError ? error : undefined),
    recordPage: (req) =>
      `${req.payload.config.routes.admin}${DESK_VIEW_PATH}/${encodeURIComponent(referenceOf(req))}`,
  });

  /** A POST that changes a case: JSON answers the case, a plain form goes back to its page. */
  const answer = (req: PayloadRequest, store: ReportStore) =>
    store.cases.caseFile(referenceOf(req), now());
  const change = (path: string, apply: Parameters<typeof changeWith>[2]) =>
    changeWith(path, pharmacovigilanceDesk, apply, answer);

  const actor = (req: PayloadRequest) => ({ ...actorOf(req), now: now() });

  return [
    endpoint('get', '/pv/reports', pharmacovigilanceDesk, async (req, store) => {
      const query = listQuery.safeParse(Object.fromEntries(req.searchParams ?? []));
      if (!query.success) return invalid(query.error);
      const filter: CaseFilter = {
        status: query.data.status,
        serious: query.data.serious === undefined ? undefined : query.data.serious === 'true',
      };
      return json(200, { reports: await store.cases.list(filter, now()) });
    }),

    endpoint('get', '/pv/reports/:reference', pharmacovigilanceDesk, async (req, store) => {
      const file = await store.cases.openCase(referenceOf(req), actor(req));
      return file ? json(200, file) : notFound();
    }),

    endpoint('get', '/pv/reports/:reference/e2b', pharmacovigilanceDesk, async (req, store) => {
      const stored = await store.byReference(referenceOf(req));
      if (!stored) return notFound();
      if (stored.kind !== 'human')
        return refusal(
          400,
          'not_human',
          'A veterinary report has no E2B file: take its /vet JSON.',
        );
      const xml = icsrXml(stored as StoredHumanReport, await options.sender(req), { now: now() });
      await store.cases.recordDownload(stored.reference, 'e2b', actor(req));
      return download(xml, 'application/xml', `${stored.reference}.xml`);
    }),

    endpoint('get', '/pv/reports/:reference/vet', pharmacovigilanceDesk, async (req, store) => {
      const stored = await store.byReference(referenceOf(req));
      if (!stored) return notFound();
      if (stored.kind !== 'veterinary')
        return refusal(400, 'not_veterinary', 'A human report is sent as E2B: take its /e2b XML.');
      const body = `${JSON.stringify(exportReport(stored), null, 2)}\n`;
      await store.cases.recordDownload(stored.reference, 'vet', actor(req));
      return download(body, 'application/json', `${stored.reference}.json`);
    }),

    validated(
      '/pv/reports/:reference/status',
      pharmacovigilanceDesk,
      statusBody,
      invalid,
      (store, reference, move, req) => store.cases.changeStatus(reference, move, actor(req)),
      answer,
    ),

    validated(
      '/pv/reports/:reference/notes',
      pharmacovigilanceDesk,
      noteBody,
      invalid,
      (store, reference, { text }, req) => store.cases.addNote(reference, text, actor(req)),
      answer,
    ),

    change('/pv/reports/:reference/assignee', async (req, store, body) => {
      const parsed = assigneeBody.safeParse({ userId: null, ...body });
      if (!parsed.success) return invalid(parsed.error);
      const { userId } = parsed.data;
      let assignee: StaffMember | null = null;
      if (userId !== null) {
        const member = await deskMember(req, userId);
        if (!member)
          return refusal(
            400,
            'assignee_not_on_desk',
            'Assign the case to a member of the pharmacovigilance team or an administrator.',
          );
        assignee = member;
      }
      await store.cases.assign(referenceOf(req), assignee, actor(req));
      return 'done';
    }),

    audit('/pv/audit', (store, query) => store.cases.auditTrail(query)),
  ];
}

/** A staff account that may work the desk, or undefined (unknown id, or an editor). */
async function deskMember(
  req: PayloadRequest,
  id: string | number,
): Promise<StaffMember | undefined> {
  try {
    const user = (await req.payload.findByID({
      collection: 'users',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })) as { id: string | number; email?: string; role?: string } | null;
    if (!user || !pharmacovigilanceDesk({ req: { ...req, user } as unknown as PayloadRequest }))
      return undefined;
    return { id: String(user.id), email: user.email ?? '' };
  } catch {
    return undefined;
  }
}
