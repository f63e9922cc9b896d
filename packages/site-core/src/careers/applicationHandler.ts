import 'server-only';
import { createRateLimiter, type RateLimiter } from '../contact/rateLimit';
import { getEnv } from '../env';
import { getIntl } from '../i18n/intl';
import { isLocale, type Locale } from '../i18n/locales';
import type { Market } from '../market/types';
import { escapeHtml } from '../platform/markup';
import { reportRuntime, type ReportRuntime } from '../report/server/reportRuntime';
import {
  checkOrigin,
  jsonResponse,
  readBodyWithin,
  readIdempotencyKey,
} from '../report/server/requestGuards';
import { mailFrom } from '../server/mailer';
import { verifyBotCheck, type BotCheck } from '../server/recaptcha';
import { requestAddress } from '../server/requestAddress.mts';
import { siteStates, type CurrentSite } from '../routing/siteState';
import { buildApplicationMails } from './applicationMails';
import { APPLICATION_ACTION, applicationFieldsSchema } from './applicationSchema';
import { checkCv } from './cvCheck';
import { cvTypes, mailedFileName, MAX_CV_BYTES, type CvProblem } from './cvFile';
import { isOpen, openingById, retentionEnd } from '../schema/openings';

/** The CV plus the form's few kilobytes of text and the multipart framing. */
export const MAX_APPLICATION_BYTES = MAX_CV_BYTES + 256 * 1024;

export interface ApplicationHandlerDeps {
  runtime: () => ReportRuntime | Promise<ReportRuntime>;
  from: () => string;
  now: () => Date;
  /** The contact form's bot check (reCAPTCHA v3), for the action `application`. */
  verify: (token: string | undefined, hostnames: string[]) => Promise<BotCheck>;
}

/**
 * The contact form's limit (CONTACT_RATE_LIMIT per CONTACT_RATE_WINDOW_SECONDS, per client address),
 * counted apart from it: applications per address, and acknowledgements, at most one per client
 * address and one per e-mail address in a window, so the form cannot be used to mail strangers.
 */
export interface ApplicationLimits {
  applications: RateLimiter;
  acknowledgements: RateLimiter;
}

export function applicationLimits(): ApplicationLimits {
  const { CONTACT_RATE_LIMIT: limit, CONTACT_RATE_WINDOW_SECONDS: seconds } = getEnv();
  return {
    applications: createRateLimiter({ limit, windowMs: seconds * 1000 }),
    // A limit of 0 turns limits off (one address for many clients: tests behind one proxy).
    acknowledgements: createRateLimiter({ limit: limit === 0 ? 0 : 1, windowMs: seconds * 1000 }),
  };
}

/** How a bot check that did not pass is answered, as the contact form answers it. */
function botCheckRefusal(check: Extract<BotCheck, { ok: false }>): Answer {
  if (check.reason === 'not_configured')
    return { status: 503, body: { error: 'bot_check_not_configured' } };
  if (check.reason === 'unreachable')
    return { status: 502, body: { error: 'bot_check_unavailable' } };
  return { status: 403, body: { error: 'bot_check_failed', reason: check.reason } };
}

/** Status and code of each refused upload; the form shows `careers.apply.error.cv.<problem>`. */
const cvRefusal: Record<CvProblem, number> = {
  missing: 422,
  empty: 422,
  tooLarge: 413,
  badName: 400,
  badType: 415,
  activeContent: 422,
  unsafeArchive: 422,
};

type Answer = { status: number; body: Record<string, unknown> };

/**
 * POST /api/applications: a job application as multipart/form-data, from the form's script or,
 * without scripts, from the browser itself. Everything that can refuse runs before anything is
 * stored; once committed (application, CV and both mails in one transaction) the answer is 201, or
 * for a browser's own form post a 303 to the thank-you page.
 */
export function createApplicationHandler(
  site: Market | CurrentSite,
  overrides: Partial<ApplicationHandlerDeps> & { limits?: ApplicationLimits } = {},
) {
  // The openings are those published now: one closed in the back office a minute ago refuses.
  const current = typeof site === 'function' ? site : siteStates(site);
  // Made on the first request, not at import: the build imports this module without a runtime env.
  let limits = overrides.limits;

  return async function POST(request: Request): Promise<Response> {
    const { market, router } = await current();
    const deps: ApplicationHandlerDeps = {
      runtime: reportRuntime,
      from: () => mailFrom(market.defaultMailFrom),
      now: () => new Date(),
      verify: (token, hostnames) =>
        verifyBotCheck(token, { action: APPLICATION_ACTION, hostnames }),
      ...overrides,
    };
    limits ??= applicationLimits();
    // A form posted without scripts navigates: it gets a page, not JSON.
    const navigating = request.headers.get('sec-fetch-mode') === 'navigate';
    let locale: Locale = market.locales[0];
    let backHref = router.href('careers', locale);
    const answer = ({ status, body }: Answer, headers: Record<string, string> = {}) =>
      navigating && status >= 400
        ? errorPage(market, locale, status, body, backHref)
        : jsonResponse(status, body, headers);

    const refusal = checkOrigin(request);
    if (refusal) return answer(refusal);
    const type = request.headers.get('content-type') ?? '';
    if (!/^multipart\/form-data;/i.test(type)) {
      return answer({
        status: 415,
        body: { error: 'unsupported_media_type', expected: 'multipart/form-data' },
      });
    }
    const key = readIdempotencyKey(request);
    if ('status' in key) return answer(key);
    // Counted before the body is read: each attempt costs reading and checking up to 10 MB.
    const address = requestAddress(request.headers);
    const limited = limits.applications.hit(address);
    if (!limited.allowed) {
      const retryAfter = String(limited.retryAfterSeconds);
      return answer(
        { status: 429, body: { error: 'rate_limited', retryAfter: limited.retryAfterSeconds } },
        { 'retry-after': retryAfter },
      );
    }

    const raw = await readBodyWithin(request, MAX_APPLICATION_BYTES);
    if (raw === 'tooLarge') {
      return answer({
        status: 413,
        body: { error: 'invalid_cv', problem: 'tooLarge', limitBytes: MAX_CV_BYTES },
      });
    }
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), {
        headers: { 'content-type': type },
      }).formData();
    } catch {
      return answer({ status: 400, body: { error: 'invalid_form' } });
    }
    const requested = form.get('locale');
    if (typeof requested === 'string' && isLocale(requested) && market.locales.includes(requested))
      locale = requested;
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };

    const opening = openingById(market, field('opening') ?? '');
    if (opening?.slug[locale])
      backHref = router.href('jobOpening', locale, { slug: opening.slug[locale] });
    const parsed = applicationFieldsSchema.safeParse({
      opening: field('opening'),
      name: field('name'),
      email: field('email'),
      phone: field('phone'),
      message: field('message') ?? '',
      privacy: field('privacy'),
    });
    if (!parsed.success) {
      return answer({
        status: 422,
        body: {
          error: 'invalid_application',
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path.map(String).join('.'),
            message: issue.message,
          })),
        },
      });
    }
    if (!opening) {
      return answer({
        status: 422,
        body: {
          error: 'invalid_application',
          issues: [{ path: 'opening', message: 'careers.apply.error.opening' }],
        },
      });
    }
    if (!isOpen(opening, deps.now()))
      return answer({ status: 410, body: { error: 'opening_closed' } });

    /*
     * With scripts the form sends a reCAPTCHA token, checked as the contact form checks its own.
     * Without scripts there is none: a browser's own form post is accepted without it (the form
     * must work without scripts), counted by the same limit, and flagged to HR; any other request
     * without a token is refused.
     */
    const token = field('botToken') || undefined;
    const unverified = !token && navigating;
    if (!unverified) {
      const hostnames = [new URL(market.siteUrl).hostname, ...getEnv().RECAPTCHA_HOSTNAMES];
      const check = await deps.verify(token, hostnames);
      if (!check.ok) {
        console.warn(`[applications] bot check refused an application: ${check.reason}`);
        return answer(botCheckRefusal(check));
      }
    }

    const upload = form.get('cv');
    const file = upload instanceof File ? upload : undefined;
    const bytes = file ? new Uint8Array(await file.arrayBuffer()) : undefined;
    const checked = await checkCv(file && { name: file.name, size: file.size }, bytes);
    if (!checked.ok) {
      return answer({
        status: cvRefusal[checked.problem],
        body: { error: 'invalid_cv', problem: checked.problem },
      });
    }

    const fields = parsed.data;
    const answers = {
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      message: fields.message,
      openingTitle: opening.title[locale] ?? opening.id,
    };
    const cv = {
      name: mailedFileName(file!.name, checked.kind),
      type: cvTypes[checked.kind],
      bytes: Buffer.from(bytes!),
    };
    // One acknowledgement per client address and per e-mail address in a window; HR gets every mail.
    const acknowledge =
      limits.acknowledgements.hit(`client ${address}`).allowed &&
      limits.acknowledgements.hit(`mail ${fields.email.toLowerCase()}`).allowed;
    let runtime: ReportRuntime;
    let result;
    const now = deps.now();
    try {
      runtime = await deps.runtime();
      result = await runtime.store.commitApplication(
        {
          market: market.market,
          locale,
          openingId: opening.id,
          answers,
          cv,
          retainUntil: retentionEnd(opening, now),
          idempotencyKey: key.key,
          mails: ({ reference, receivedAt }) =>
            buildApplicationMails({
              market,
              locale,
              opening,
              answers,
              cv: { name: cv.name, size: cv.bytes.byteLength },
              reference,
              receivedAt,
              from: deps.from(),
              unverified,
            }).filter((mail) => acknowledge || mail.purpose !== 'applicantAcknowledgement'),
        },
        now,
      );
    } catch (error) {
      // Not committed: the applicant must not be told the application arrived.
      console.error('[applications] could not store an application', error);
      return answer({ status: 503, body: { error: 'store_unavailable' } });
    }
    if (result.status === 'conflict') {
      return answer({ status: 409, body: { error: 'idempotency_key_reused' } });
    }
    if (result.status === 'created') runtime.relay.nudge();
    if (navigating) {
      return new Response(null, {
        status: 303,
        headers: { location: router.href('thankYou', locale), 'cache-control': 'no-store' },
      });
    }
    return jsonResponse(
      201,
      {
        reference: result.reference,
        receivedAt: result.receivedAt,
        // The form then does not promise a confirmation that was not sent.
        ...(result.status === 'created' && !acknowledge ? { acknowledged: false } : {}),
      },
      result.status === 'replayed' ? { 'idempotent-replayed': 'true' } : {},
    );
  };
}

/**
 * The answer to a form posted without scripts that could not be accepted: a plain page in the
 * visitor's language saying what to fix, with a link back (the browser's Back keeps the fields).
 */
function errorPage(
  market: Market,
  locale: Locale,
  status: number,
  body: Record<string, unknown>,
  backHref: string,
): Response {
  const intl = getIntl(market, locale);
  const messageId =
    body.error === 'invalid_cv'
      ? `careers.apply.error.cv.${String(body.problem)}`
      : body.error === 'opening_closed'
        ? 'careers.apply.error.closed'
        : body.error === 'bot_check_failed'
          ? 'careers.apply.error.botCheck'
          : body.error === 'invalid_application'
            ? 'careers.apply.error.fields'
            : 'careers.apply.error.failed';
  const issues = Array.isArray(body.issues)
    ? (body.issues as { message: string }[]).map((issue) => intl.tm(issue.message, { max: 0 }))
    : [];
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(intl.t('careers.apply.error.title'))} | ${escapeHtml(market.appName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#12263a}a{color:#0b5cad}</style></head>
<body><main><h1>${escapeHtml(intl.t('careers.apply.error.title'))}</h1>
<p>${escapeHtml(intl.tm(messageId))}</p>
${issues.length ? `<ul>${issues.map((issue) => `<li>${escapeHtml(issue)}</li>`).join('')}</ul>` : ''}
<p>${escapeHtml(intl.t('careers.apply.error.back'))}</p>
<p><a href="${escapeHtml(backHref)}#application">${escapeHtml(intl.t('careers.apply.backToForm'))}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
