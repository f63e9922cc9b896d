import type { Endpoint, PayloadRequest } from 'payload';
import { z } from '../../../validation/zod';
import { APPLICATION_STATUSES, ApplicationError } from '../../../report/store/applicationCaseTypes';
import type { ReportStore } from '../../../report/store/reportStore';
import { hrDesk } from '../../access/index.mts';
import { actorOf, download, json, refusal } from '../shared/deskHttp.mts';
import { deskEndpoints, invalidFor, noteBody, referenceOf } from '../shared/deskEndpoint.mts';

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
const invalid = invalidFor(APPLICATION_STATUSES);

const notFound = () => refusal(404, 'not_found', new ApplicationError('not_found').message);

export function hrDeskEndpoints(options: HrDeskOptions): Endpoint[] {
  const now = options.now ?? (() => new Date());
  const actor = (req: PayloadRequest) => ({ ...actorOf(req), now: now() });

  const { endpoint, validated, audit } = deskEndpoints({
    logName: 'hr desk',
    refused: 'The HR desk is open to HR and administrators only.',
    store: options.store,
    refusalOf: (error) => (error instanceof ApplicationError ? error : undefined),
    recordPage: (req) =>
      `${req.payload.config.routes.admin}${HR_DESK_VIEW_PATH}/${encodeURIComponent(referenceOf(req))}`,
  });

  /** What a change answers in JSON: the application as it now is. */
  const answer = (req: PayloadRequest, store: ReportStore) =>
    store.applications.applicationFile(referenceOf(req));

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

    validated(
      '/hr/applications/:reference/status',
      hrDesk,
      statusBody,
      invalid,
      (store, reference, { status }, req) =>
        store.applications.changeStatus(reference, status, actor(req)),
      answer,
    ),

    validated(
      '/hr/applications/:reference/notes',
      hrDesk,
      noteBody,
      invalid,
      (store, reference, { text }, req) => store.applications.addNote(reference, text, actor(req)),
      answer,
    ),

    audit('/hr/audit', (store, query) => store.applications.auditTrail(query)),
  ];
}
