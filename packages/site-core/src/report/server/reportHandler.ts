import 'server-only';
import { getEnv } from '../../env';
import { isLocale, type Locale } from '../../i18n/locales';
import type { MarketConfig } from '../../market/types';
import { mailFrom } from '../../server/mailer';
import { verifyBotCheck } from '../../server/recaptcha';
import { buildReportMails } from '../mail/reportMails';
import { pruneReport, REPORT_ACTION, reportSubmissionSchema } from '../schema';
import type { BotCheckRecord } from '../store/types';
import { reportRuntime, type ReportRuntime } from './reportRuntime';
import {
  checkContentType,
  checkOrigin,
  jsonResponse,
  readIdempotencyKey,
  readJson,
  type Refusal,
} from './requestGuards';

export interface ReportHandlerDeps {
  runtime: () => ReportRuntime | Promise<ReportRuntime>;
  verify: (token: string | undefined) => Promise<BotCheckRecord>;
  from: () => string;
  now: () => Date;
}

const refuse = (refusal: Refusal) => jsonResponse(refusal.status, refusal.body);
const isRefusal = (value: object): value is Refusal => 'status' in value && 'body' in value;

/** The bot check never decides whether a report is kept; it only flags one for review. */
async function botCheckOf(
  verify: ReportHandlerDeps['verify'],
  token: string | undefined,
): Promise<BotCheckRecord> {
  try {
    return await verify(token);
  } catch (error) {
    return {
      ok: false,
      reason: `error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * POST /api/reports. Order matters: everything that can refuse a request (origin, type, size, JSON,
 * schema) runs before anything is stored; once the report is committed the answer is 201 with the
 * reference, and nothing after the commit can turn it into an error.
 */
export function createReportHandler(
  market: MarketConfig,
  overrides: Partial<ReportHandlerDeps> = {},
) {
  const deps: ReportHandlerDeps = {
    runtime: reportRuntime,
    // Same hosts as the contact form: the market's own, plus RECAPTCHA_HOSTNAMES (staging, tests).
    verify: (token) =>
      verifyBotCheck(token, {
        action: REPORT_ACTION,
        hostnames: [new URL(market.siteUrl).hostname, ...getEnv().RECAPTCHA_HOSTNAMES],
      }),
    from: () => mailFrom(market.defaultMailFrom),
    now: () => new Date(),
    ...overrides,
  };

  return async function POST(request: Request): Promise<Response> {
    if (!market.features.adverseEffectReports) return jsonResponse(404, { error: 'not_found' });
    const refusal = checkOrigin(request) ?? checkContentType(request);
    if (refusal) return refuse(refusal);
    const key = readIdempotencyKey(request);
    if (isRefusal(key)) return refuse(key);
    const body = await readJson(request);
    if (isRefusal(body)) return refuse(body);

    const parsed = reportSubmissionSchema.safeParse(body.value);
    if (!parsed.success) {
      return jsonResponse(422, {
        error: 'invalid_report',
        // Paths as the wizard names its fields ('applicant.reporterEmail'), messages as message ids.
        issues: parsed.error.issues.map((issue) => ({
          path: (issue.path[0] === 'report' ? issue.path.slice(1) : issue.path)
            .map(String)
            .join('.'),
          message: issue.message,
        })),
      });
    }
    const { report: submitted, botToken, locale: requested } = parsed.data;
    const report = pruneReport(submitted);
    const locale: Locale =
      requested && isLocale(requested) && market.locales.includes(requested)
        ? requested
        : market.locales[0];

    let runtime: ReportRuntime;
    try {
      runtime = await deps.runtime();
      const replay = key.key ? await runtime.store.replayOf(key.key, report) : undefined;
      if (replay) return answer(replay);
    } catch (error) {
      console.error('[reports] the report store is unavailable', error);
      return jsonResponse(503, { error: 'store_unavailable' });
    }

    const botCheck = await botCheckOf(deps.verify, botToken);
    let result;
    try {
      result = await runtime.store.commit(
        {
          report,
          market: market.market,
          locale,
          idempotencyKey: key.key,
          botCheck,
          mails: ({ reference, receivedAt }) =>
            buildReportMails({
              market,
              locale,
              report,
              reference,
              receivedAt,
              botCheck,
              from: deps.from(),
            }),
        },
        deps.now(),
      );
    } catch (error) {
      // Not committed: the visitor must not be told the report was registered.
      console.error('[reports] could not store a report', error);
      return jsonResponse(503, { error: 'store_unavailable' });
    }
    if (result.status === 'created') {
      if (!botCheck.ok)
        console.warn(
          `[reports] ${result.reference} flagged for review: bot check ${botCheck.reason}`,
        );
      runtime.relay.nudge();
    }
    return answer(result);
  };
}

function answer(result: Awaited<ReturnType<ReportRuntime['store']['commit']>>): Response {
  if (result.status === 'conflict') return jsonResponse(409, { error: 'idempotency_key_reused' });
  const body = { reference: result.reference, receivedAt: result.receivedAt, kind: result.kind };
  // A repeat gets the first answer, status included; the header only tells it apart for debugging.
  return jsonResponse(
    201,
    body,
    result.status === 'replayed' ? { 'idempotent-replayed': 'true' } : {},
  );
}
