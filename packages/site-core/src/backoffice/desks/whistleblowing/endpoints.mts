import type { Endpoint, PayloadRequest } from 'payload';
import type { WhistleblowingSettings } from '../../../market/types';
import { z } from '../../../validation/zod';
import {
  CASE_OUTCOMES,
  CASE_STATUSES,
  WhistleblowingError,
  type Staff,
  type WhistleblowingStore,
} from '../../../whistleblowing/store';
import { formatReceipt } from '../../../whistleblowing/receipt';
import { confidentialPersons } from '../../access/index.mts';
import { bodyOf, BadBody, download, gate, json, refusal } from '../shared/deskHttp.mts';
import { forget, keep, unlocked } from './keyring.mts';

/*
 * The whistleblowing desk's API, Payload root endpoints under /admin/api/wb (ARCHITECTURE): only
 * `confidential-person` passes (administrators appoint them and get 403 here, as every other role;
 * 401 without a session). Reading a case needs the channel's key, which the person unlocks with
 * their password (keys/unlock) and this process keeps in memory for 15 idle minutes; without it a
 * case answers 423. Every view and change is audited in the channel's store; nothing of a case
 * reaches a log line.
 */

export interface WhistleblowingDeskOptions {
  market: string;
  store: () => Promise<WhistleblowingStore>;
  /** The market's channel settings (clocks, retention), or undefined where it has none (404). */
  settings: () => Promise<WhistleblowingSettings | undefined>;
  now?: () => number;
}

const REFUSED = 'The whistleblowing desk is open to confidential persons only.';

const password = z.string().min(8).max(1024);
const bodies = {
  password: z.object({ password }),
  recover: z.object({ recoveryKey: z.string().min(1).max(200), password }),
  grant: z.object({ userId: z.coerce.string().min(1).max(100) }),
  text: z.object({ text: z.string().trim().min(1).max(20_000) }),
  status: z.object({ status: z.enum(CASE_STATUSES), outcome: z.enum(CASE_OUTCOMES).optional() }),
  oral: z.object({
    via: z.enum(['phone', 'meeting']),
    subject: z.string().trim().min(1).max(200),
    minutes: z.string().trim().min(1).max(20_000),
    contact: z.string().trim().max(300).optional(),
    locale: z.enum(['hr', 'sl', 'bs', 'en']),
  }),
};

const staffOf = (req: PayloadRequest): Staff => {
  const user = req.user as { id: number | string; email?: string | null };
  return { id: String(user.id), email: user.email ?? '' };
};

const param = (req: PayloadRequest, name: string) => String(req.routeParams?.[name] ?? '');

export function whistleblowingDeskEndpoints(options: WhistleblowingDeskOptions): Endpoint[] {
  const now = options.now ?? Date.now;
  type Work = (
    req: PayloadRequest,
    store: WhistleblowingStore,
    settings: WhistleblowingSettings,
  ) => Promise<Response>;

  const endpoint = (method: 'get' | 'post', path: string, work: Work): Endpoint => ({
    method,
    path,
    handler: async (req) => {
      const refused = gate(req, confidentialPersons, REFUSED);
      if (refused) return refused;
      const settings = await options.settings().catch(() => undefined);
      if (!settings) return refusal(404, 'not_found', 'This market has no whistleblowing channel.');
      let store: WhistleblowingStore;
      try {
        store = await options.store();
      } catch (error) {
        console.error('[wb desk] the store could not be opened:', (error as Error).name);
        return refusal(503, 'store_unavailable', 'The store cannot be read now; try again.');
      }
      try {
        return await work(req, store, settings);
      } catch (error) {
        if (error instanceof WhistleblowingError)
          return refusal(error.status, error.code, error.message);
        if (error instanceof BadBody)
          return refusal(error.code === 'body_too_large' ? 413 : 400, error.code, error.message);
        console.error(`[wb desk] ${method.toUpperCase()} ${path} failed:`, (error as Error).name);
        return refusal(500, 'desk_failed', 'The desk could not do that; nothing was changed.');
      }
    },
  });

  const parse = async <T extends z.ZodTypeAny>(req: PayloadRequest, schema: T) => {
    const body = Object.fromEntries(
      Object.entries(await bodyOf(req)).filter(([, value]) => value !== ''),
    );
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new WhistleblowingError(
        'invalid_status',
        400,
        `Check ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}.`,
      );
    return parsed.data as z.infer<T>;
  };

  /** The channel's key this person unlocked, or a 423 that says how to unlock it. */
  const channelKey = (req: PayloadRequest) => {
    const pair = unlocked(staffOf(req).id, options.market, now());
    if (!pair)
      throw new WhistleblowingError(
        'locked',
        423,
        'Unlock the desk with your password first (POST /admin/api/wb/keys/unlock).',
      );
    return pair;
  };

  return [
    endpoint('get', '/wb/keys', async (req, store) =>
      json(200, {
        channelSetUp: await store.channelIsSetUp(options.market),
        unlocked: Boolean(unlocked(staffOf(req).id, options.market, now())),
        keyholders: await store.keyholders(),
      }),
    ),

    endpoint('post', '/wb/keys/setup', async (req, store) => {
      const body = await parse(req, bodies.password);
      const staff = staffOf(req);
      const { recoveryKey, channel } = await store.setUpChannel(
        options.market,
        staff,
        body.password,
        now(),
      );
      keep(staff.id, options.market, channel, now());
      // Shown once: print it and keep it offline. The store holds nothing that gives it back.
      return json(201, { recoveryKey });
    }),

    endpoint('post', '/wb/keys/unlock', async (req, store) => {
      const body = await parse(req, bodies.password);
      const staff = staffOf(req);
      keep(
        staff.id,
        options.market,
        await store.unlock(options.market, staff, body.password, now()),
        now(),
      );
      return json(200, { unlocked: true });
    }),

    endpoint('post', '/wb/keys/lock', async (req) => {
      forget(staffOf(req).id);
      return json(200, { unlocked: false });
    }),

    endpoint('post', '/wb/keys/request', async (req, store) => {
      const body = await parse(req, bodies.password);
      return json(200, { access: await store.requestAccess(staffOf(req), body.password, now()) });
    }),

    endpoint('post', '/wb/keys/grant', async (req, store) => {
      const body = await parse(req, bodies.grant);
      await store.grant(options.market, channelKey(req), staffOf(req), body.userId, now());
      return json(200, { granted: body.userId });
    }),

    endpoint('post', '/wb/keys/recover', async (req, store) => {
      const body = await parse(req, bodies.recover);
      const staff = staffOf(req);
      const pair = await store.recover(
        options.market,
        staff,
        body.recoveryKey,
        body.password,
        now(),
      );
      keep(staff.id, options.market, pair, now());
      return json(200, { unlocked: true });
    }),

    endpoint('get', '/wb/cases', async (_req, store, settings) =>
      json(200, { cases: await store.list(options.market, settings, now()) }),
    ),

    // A report taken by phone or in a meeting: the minutes, and a receipt to hand to the reporter.
    endpoint('post', '/wb/cases', async (req, store) => {
      const body = await parse(req, bodies.oral);
      const created = await store.recordOral(
        { market: options.market, ...body },
        channelKey(req),
        staffOf(req),
        now(),
      );
      return json(201, { ...created, receipt: formatReceipt(created.receipt) });
    }),

    endpoint('get', '/wb/cases/:reference', async (req, store, settings) =>
      json(
        200,
        await store.caseFile(
          options.market,
          param(req, 'reference'),
          channelKey(req),
          staffOf(req),
          settings,
          now(),
        ),
      ),
    ),

    endpoint('post', '/wb/cases/:reference/messages', async (req, store) => {
      const body = await parse(req, bodies.text);
      await store.reply(
        options.market,
        param(req, 'reference'),
        body.text,
        channelKey(req),
        staffOf(req),
        now(),
      );
      return json(201, { sent: true });
    }),

    endpoint('post', '/wb/cases/:reference/notes', async (req, store) => {
      const body = await parse(req, bodies.text);
      await store.addNote(
        options.market,
        param(req, 'reference'),
        body.text,
        channelKey(req),
        staffOf(req),
        now(),
      );
      return json(201, { added: true });
    }),

    endpoint('post', '/wb/cases/:reference/status', async (req, store, settings) => {
      const body = await parse(req, bodies.status);
      const reference = param(req, 'reference');
      await store.changeStatus(
        options.market,
        reference,
        body.status,
        body.outcome,
        staffOf(req),
        now(),
      );
      const item = (await store.list(options.market, settings, now())).find(
        (entry) => entry.reference === reference,
      );
      return json(200, item);
    }),

    endpoint('get', '/wb/cases/:reference/files/:id', async (req, store) => {
      const file = await store.file(
        options.market,
        param(req, 'reference'),
        param(req, 'id'),
        channelKey(req),
        staffOf(req),
        now(),
      );
      return download(Buffer.from(file.bytes), file.type, file.name);
    }),

    endpoint('get', '/wb/audit', async (req, store) =>
      json(200, {
        entries: await store.auditTrail(
          req.searchParams?.get('reference') ?? undefined,
          Math.min(Number(req.searchParams?.get('limit') ?? 500) || 500, 5000),
        ),
      }),
    ),

    // The year's figures for the regulator (Slovenia: the KPK by 1 March), as CSV: counts only.
    endpoint('get', '/wb/statistics', async (req, store, settings) => {
      const year = Number(req.searchParams?.get('year') ?? new Date(now()).getUTCFullYear() - 1);
      if (!Number.isInteger(year) || year < 2000 || year > 2100)
        return refusal(400, 'invalid_request', 'Give a year, e.g. ?year=2026.');
      const figures = await store.statistics(options.market, year, settings);
      const columns = Object.keys(figures) as (keyof typeof figures)[];
      const csv = `${columns.join(',')}\n${columns.map((column) => figures[column]).join(',')}\n`;
      return download(csv, 'text/csv', `whistleblowing-${options.market}-${year}.csv`);
    }),
  ];
}
