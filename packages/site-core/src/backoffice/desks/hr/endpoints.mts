import type { Endpoint, PayloadRequest } from 'payload';
import { z } from '../../../validation/zod';
import { APPLICATION_STATUSES, ApplicationError } from '../../../report/store/applicationCaseTypes';
import type { ReportStore } from '../../../report/store/reportStore';
import { administrators, hrDesk } from '../../access/index.mts';
import { actorOf, download, json, refusal } from '../shared/deskHttp.mts';
import { deskEndpoints, invalid as invalidBody, referenceOf } from '../shared/deskEndpoint.mts';

/*
 * The HR desk's API, Payload root endpoints under /admin/api/hr: the applications per opening, one
 * application with every answer, its notes and audit trail, its CV (a download, never a public
 * address), and HR's changes (status, notes). Applications never pass through Payload's generic
 * REST or GraphQL: they live in the report store, and only these handlers read them, each after
 * the `hrDesk` rule, each view and download audited. Nothing of an applicant reaches a log line or
 * an error message.
 */

export interface HrDeskOptions {
  /** The market's report store (opened once per process). */
  store: () => ReportStore | Promise<ReportStore>;
  now?: () => Date;
}

/** Where a plain HTML form is sent back to: the admin's desk view (HrDeskView.tsx). */
export const HR_DESK_VIEW_PATH = '/hr';

const statusBody = z.object({ status: z.enum(APPLICATION_STATUSES) });
const noteBody = z.object({ text: z.string().max(100_000) });
const auditQuery = z.object({
  reference: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
});

const invalid = (error: z.ZodError) =>
  invalidBody(error, (field) =>
    field === 'status' ? `a status is one of ${APPLICATION_STATUSES.join(', ')}` : undefined,
  );

const notFound = () => refusal(404, 'not_found', new ApplicationError('not_found').message);

export function hrDeskEndpoints(options: HrDeskOptions): Endpoint[] {
  const now = options.now ?? (() => new Date());
  const actor = (req: PayloadRequest) => ({ ...actorOf(req), now: now() });

  const { endpoint, change: changeWith } = deskEndpoints({
    logName: 'hr desk',
    refused: 'The HR desk is open to HR and administrators only.',
    store: options.store,
    refusalOf: (error) => (error instanceof ApplicationError ? error : undefined),
    recordPage: (req) =>
      `${req.payload.config.routes.admin}${HR_DESK_VIEW_PATH}/${encodeURIComponent(referenceOf(req))}`,
  });

  /** A POST that changes an application: JSON answers the application, a form goes back to its page. */
  const change = (path: string, apply: Parameters<typeof changeWith>[2]) =>
    changeWith(path, hrDesk, apply, (req, store) =>
      store.applications.applicationFile(referenceOf(req)),
    );

  return [
    endpoint('get', '/hr/applications', hrDesk, async (_req, store) =>
      json(200, { openings: await store.applications.byOpening() }),
    ),

    endpoint('get', '/hr/applications/:reference', hrDesk, async (req, store) => {
      const file = await store.applications.openApplication(referenceOf(req), actor(req));
      return file ? json(200, file) : notFound();
    }),

    endpoint('get', '/hr/applications/:reference/cv', hrDesk, async (req, store) => {
      const reference = referenceOf(req);
      const cv = await store.applications.downloadCv(reference, actor(req));
      if (!cv) return notFound();
      const extension = cv.name.includes('.') ? cv.name.slice(cv.name.lastIndexOf('.')) : '';
      // Named by the reference: the applicant's own file name stays in the store.
      return download(cv.bytes, cv.type, `${reference}-cv${extension}`);
    }),

    change('/hr/applications/:reference/status', async (req, store, body) => {
      const parsed = statusBody.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      await store.applications.changeStatus(referenceOf(req), parsed.data.status, actor(req));
      return 'done';
    }),

    change('/hr/applications/:reference/notes', async (req, store, body) => {
      const parsed = noteBody.safeParse({ text: '', ...body });
      if (!parsed.success) return invalid(parsed.error);
      await store.applications.addNote(referenceOf(req), parsed.data.text, actor(req));
      return 'done';
    }),

    endpoint('get', '/hr/audit', administrators, async (req, store) => {
      const query = auditQuery.safeParse(Object.fromEntries(req.searchParams ?? []));
      if (!query.success) return invalid(query.error);
      return json(200, {
        entries: await store.applications.auditTrail({
          reference: query.data.reference,
          limit: query.data.limit ?? 500,
        }),
      });
    }),
  ];
}
