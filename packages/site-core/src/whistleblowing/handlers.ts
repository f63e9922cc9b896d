import 'server-only';
import { isLocale, type Locale } from '../i18n/locales';
import type { MarketConfig } from '../market/types';
import { checkOrigin, readBodyWithin } from '../report/server/requestGuards';

/**
 * Only this site's pages post here. The pages send no referrer, so a browser's form post carries
 * `Origin: null`: the browser's own Sec-Fetch-Site decides then (no page can forge it); a client
 * without it (curl, a test) is checked by its Origin as the other endpoints check it.
 */
function sameSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  if (request.headers.get('origin') === 'null') return false;
  return checkOrigin(request) === undefined;
}
import { requestAddress } from '../server/requestAddress.mts';
import { z } from '../validation/zod';
import { reporterWords } from './copy';
import { cleanFile, MAX_FILE_BYTES, MAX_FILES, type FileProblem } from './files';
import { channelLimits, newChallenge, proofHolds, PROOF_BITS, type ChannelLimits } from './limits';
import {
  channelMarketOf,
  errorPage,
  htmlResponse,
  inboxPage,
  receiptPage,
  reporterPage,
  type ChannelMarket,
} from './page';
import { readReceipt } from './receipt';
import { whistleblowingStore } from './runtime';
import { WhistleblowingError, type UploadedFile, type WhistleblowingStore } from './store';

/*
 * The reporter's endpoints (ARCHITECTURE: POST /api/whistleblowing, /inbox, /inbox/messages) and the
 * page they serve. Nothing here writes the client's address, the receipt or anything the reporter
 * wrote to a log line, a mail or a URL; limits count an HMAC of the address in memory (limits.ts).
 * A browser's own form post (scripts off) gets HTML pages; any other client JSON.
 */

const MAX_BODY = MAX_FILES * MAX_FILE_BYTES + 1024 * 1024;

const reportFields = z.object({
  subject: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(20_000),
  contact: z.string().trim().max(300).optional(),
});
const followUpFields = z.object({ text: z.string().trim().min(1).max(20_000) });

type Fields = { get(name: string): unknown; files: File[] };

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly problem: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(problem);
  }
}

const fileRefusal: Record<FileProblem, number> = {
  badName: 400,
  empty: 422,
  tooLarge: 413,
  badType: 415,
  activeContent: 422,
  tooMany: 400,
};

async function readFields(request: Request, maxBytes: number): Promise<Fields> {
  const type = request.headers.get('content-type') ?? '';
  const raw = await readBodyWithin(request, maxBytes);
  if (raw === 'tooLarge') throw new Refused(413, 'file', { error: 'payload_too_large' });
  if (/^application\/json/i.test(type)) {
    let value: unknown;
    try {
      value = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new Refused(400, 'invalid', { error: 'invalid_json' });
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Refused(400, 'invalid', { error: 'invalid_json' });
    const object = value as Record<string, unknown>;
    return { get: (name) => object[name], files: [] };
  }
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type))
    throw new Refused(415, 'invalid', { error: 'unsupported_media_type' });
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw new Refused(400, 'invalid', { error: 'invalid_form' });
  }
  return {
    get: (name) => form.get(name) ?? undefined,
    // A form sent without a file still sends the field, as an empty file without a name.
    files: form
      .getAll('files')
      .filter((item): item is File => item instanceof File && (item.size > 0 || item.name !== '')),
  };
}

async function cleanFiles(files: File[]): Promise<UploadedFile[]> {
  if (files.length > MAX_FILES)
    throw new Refused(400, 'file', { error: 'invalid_file', problem: 'tooMany', max: MAX_FILES });
  const cleaned: UploadedFile[] = [];
  for (const file of files) {
    const result = await cleanFile(file.name, new Uint8Array(await file.arrayBuffer()));
    if (!result.ok)
      throw new Refused(fileRefusal[result.problem], 'file', {
        error: 'invalid_file',
        problem: result.problem,
      });
    cleaned.push(result.file);
  }
  return cleaned;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export interface ChannelHandlerOptions {
  store?: () => Promise<WhistleblowingStore>;
  limits?: ChannelLimits;
  now?: () => number;
}

export function createWhistleblowingHandlers(
  settings: MarketConfig,
  options: ChannelHandlerOptions = {},
) {
  const market = channelMarketOf(settings);
  const store = options.store ?? (() => whistleblowingStore());
  const now = options.now ?? Date.now;
  let limits = options.limits;
  const localeOf = (value: unknown): Locale =>
    typeof value === 'string' && isLocale(value) && settings.locales.includes(value)
      ? value
      : settings.locales[0];

  /** Runs one endpoint: refusals become JSON, or an HTML page for a browser's own form post. */
  const endpoint =
    (
      work: (
        request: Request,
        channel: ChannelMarket,
        navigating: boolean,
        hit: (which: 'reports' | 'inbox') => void,
      ) => Promise<Response>,
    ) =>
    async (request: Request): Promise<Response> => {
      if (!market)
        return Response.json(
          { error: 'not_found' },
          { status: 404, headers: { 'cache-control': 'no-store' } },
        );
      const navigating = request.headers.get('sec-fetch-mode') === 'navigate';
      let locale = settings.locales[0];
      const refuse = (status: number, problem: string, detail: Record<string, unknown>) =>
        navigating
          ? htmlResponse(errorPage(market, locale, problem), status)
          : Response.json(
              { error: problem, ...detail },
              {
                status,
                headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
              },
            );
      if (!sameSite(request)) return refuse(403, 'refused', { error: 'cross_origin' });
      limits ??= channelLimits();
      const hit = (which: 'reports' | 'inbox') => {
        const decision = limits![which].hit(limits!.keyOf(requestAddress(request.headers)));
        if (!decision.allowed)
          throw new Refused(429, 'limited', {
            error: 'rate_limited',
            retryAfter: decision.retryAfterSeconds,
          });
      };
      try {
        return await work(request, market, navigating, hit);
      } catch (error) {
        if (error instanceof LocaleRefused) locale = error.locale;
        const refusal = error instanceof LocaleRefused ? error.refusal : error;
        if (refusal instanceof Refused)
          return refuse(refusal.status, refusal.problem, {
            error: refusal.problem,
            ...refusal.detail,
          });
        if (refusal instanceof WhistleblowingError) {
          const problem =
            refusal.code === 'channel_not_set_up'
              ? 'unavailable'
              : refusal.code === 'closed'
                ? 'closed'
                : 'failed';
          return refuse(refusal.status, problem, { error: refusal.code });
        }
        console.error('[whistleblowing] a request failed:', (refusal as Error)?.name);
        return refuse(503, 'failed', { error: 'store_unavailable' });
      }
    };

  /** Reads the body, then runs `work` with the locale it names, so a refusal speaks that language. */
  const withFields = async <T>(
    request: Request,
    maxBytes: number,
    work: (fields: Fields, locale: Locale) => Promise<T>,
  ) => {
    const fields = await readFields(request, maxBytes);
    const locale = localeOf(fields.get('locale'));
    try {
      return await work(fields, locale);
    } catch (refusal) {
      throw new LocaleRefused(locale, refusal);
    }
  };

  const receiptOf = (fields: Fields) => {
    const receipt = readReceipt(fields.get('receipt'));
    if (!receipt) throw new Refused(400, 'receipt', { error: 'invalid_receipt' });
    return receipt;
  };

  return {
    /** GET the page of a locale (`/api/whistleblowing/page/{locale}`, rewritten from its address). */
    page: async (_request: Request, { params }: { params: Promise<{ locale: string }> }) => {
      const { locale } = await params;
      if (!market || !isLocale(locale) || !settings.locales.includes(locale))
        return Response.json(
          { error: 'not_found' },
          { status: 404, headers: { 'cache-control': 'no-store' } },
        );
      return htmlResponse(reporterPage(market, locale, newChallenge(now())));
    },

    /** GET a proof-of-work challenge, for clients other than the page. */
    challenge: async () =>
      Response.json(
        { challenge: newChallenge(now()), bits: PROOF_BITS },
        { headers: { 'cache-control': 'no-store' } },
      ),

    /** POST /api/whistleblowing: a new report. */
    report: endpoint(async (request, channel, navigating, hit) => {
      hit('reports');
      return withFields(request, MAX_BODY, async (fields, locale) => {
        if (text(fields.get('website')))
          throw new Refused(400, 'invalid', { error: 'invalid_report' });
        const proof = text(fields.get('proof'));
        // Scripts off, a browser's own post has no proof: it is counted by the limit alone.
        if ((proof || !navigating) && !proofHolds(fields.get('challenge'), proof, now()))
          throw new Refused(403, 'refused', { error: 'proof_of_work_failed', bits: PROOF_BITS });
        const parsed = reportFields.safeParse({
          subject: fields.get('subject'),
          text: fields.get('text'),
          contact: text(fields.get('contact')) || undefined,
        });
        if (!parsed.success)
          throw new Refused(422, 'invalid', {
            error: 'invalid_report',
            issues: parsed.error.issues.map((issue) => issue.path.join('.')),
          });
        const files = await cleanFiles(fields.files);
        const meeting = fields.get('meeting');
        const result = await (
          await store()
        ).submit(
          {
            market: channel.market,
            locale,
            subject: parsed.data.subject,
            text: parsed.data.text,
            contact: parsed.data.contact,
            meetingRequested: meeting === true || meeting === 'yes',
            files,
            via: 'web',
          },
          now(),
        );
        if (navigating) return htmlResponse(receiptPage(channel, locale, result));
        return Response.json(result, {
          status: 201,
          headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
        });
      });
    }),

    /** POST /api/whistleblowing/inbox: the case a receipt opens. */
    inbox: endpoint(async (request, channel, navigating, hit) => {
      hit('inbox');
      return withFields(request, 64 * 1024, async (fields, requested) => {
        const receipt = receiptOf(fields);
        const inbox = await (await store()).inbox(channel.market, receipt, now());
        if (!inbox) throw new Refused(404, 'receipt', { error: 'not_found' });
        const { locale: _, ...view } = inbox;
        if (navigating)
          return htmlResponse(
            inboxPage(channel, localeOf(inbox.locale ?? requested), view, receipt),
          );
        return Response.json(
          {
            reference: view.reference,
            status: view.status,
            outcome: view.outcome,
            receivedAt: view.receivedAt,
            acknowledgedAt: view.acknowledgedAt,
            messages: view.messages.map(({ from, text, at, files, id, agreedAt }) => ({
              id,
              from,
              text,
              at,
              agreedAt,
              files,
            })),
          },
          { headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } },
        );
      });
    }),

    /** POST /api/whistleblowing/inbox/messages: the reporter's follow-up, with files. */
    followUp: endpoint(async (request, channel, navigating, hit) => {
      hit('inbox');
      return withFields(request, MAX_BODY, async (fields) => {
        const receipt = receiptOf(fields);
        const parsed = followUpFields.safeParse({ text: fields.get('text') });
        if (!parsed.success) throw new Refused(422, 'invalid', { error: 'invalid_message' });
        const files = await cleanFiles(fields.files);
        const wb = await store();
        const sent = await wb.followUp(channel.market, receipt, parsed.data.text, files, now());
        if (!sent) throw new Refused(404, 'receipt', { error: 'not_found' });
        if (navigating) {
          const inbox = (await wb.inbox(channel.market, receipt, now()))!;
          const locale = localeOf(inbox.locale);
          return htmlResponse(
            inboxPage(channel, locale, inbox, receipt, reporterWords[locale].followUpSent),
          );
        }
        return Response.json(
          { reference: sent.reference },
          { status: 201, headers: { 'cache-control': 'no-store' } },
        );
      });
    }),

    /** POST /api/whistleblowing/inbox/minutes: the reporter agrees to the minutes of a call or meeting. */
    agreeToMinutes: endpoint(async (request, channel, navigating, hit) => {
      hit('inbox');
      return withFields(request, 64 * 1024, async (fields) => {
        const receipt = receiptOf(fields);
        const wb = await store();
        const agreed = await wb.agreeToMinutes(
          channel.market,
          receipt,
          String(fields.get('message') ?? ''),
          now(),
        );
        if (!agreed) throw new Refused(404, 'receipt', { error: 'not_found' });
        if (navigating) {
          const inbox = (await wb.inbox(channel.market, receipt, now()))!;
          return htmlResponse(inboxPage(channel, localeOf(inbox.locale), inbox, receipt));
        }
        return Response.json(agreed, { headers: { 'cache-control': 'no-store' } });
      });
    }),
  };
}

class LocaleRefused extends Error {
  constructor(
    readonly locale: Locale,
    readonly refusal: unknown,
  ) {
    super('refused');
  }
}

export type WhistleblowingHandlers = ReturnType<typeof createWhistleblowingHandlers>;
