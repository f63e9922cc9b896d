import 'server-only';
import { getEnv, isProduction } from '../env';
import { getIntl } from '../i18n/intl';
import type { Market, MarketConfig } from '../market/types';
import { siteStates, type CurrentSite } from '../routing/siteState';
import { mailFrom, sendMail, type MailResult } from '../server/mailer';
import { verifyBotCheck, type BotCheck } from '../server/recaptcha';
import { buildContactMail, type ContactMailLabels } from './mailBuilder';
import { departmentName } from './directory';
import { createRateLimiter, type RateLimiter } from './rateLimit';
import { requestAddress } from '../server/requestAddress.mts';
import { errorResponse, readJsonBody } from './requestGuards';
import { CONTACT_ACTION, contactRequestSchema, issuesOf, verifyRequestSchema } from './schema';

/** Seams for tests: the real mailer and bot check by default. */
export interface ContactHandlerDeps {
  send: (mail: Parameters<typeof sendMail>[0]) => Promise<MailResult>;
  verify: typeof verifyBotCheck;
}

type Handler = (request: Request) => Promise<Response>;

/** How a failed bot check is answered: the visitor's fault (403) or ours (502/503). */
function botCheckFailure(check: Extract<BotCheck, { ok: false }>): Response {
  if (check.reason === 'not_configured') {
    return errorResponse(503, 'bot_check_not_configured', {
      message: 'RECAPTCHA_SECRET_KEY is not set on the server.',
    });
  }
  if (check.reason === 'unreachable') return errorResponse(502, 'bot_check_unavailable');
  return errorResponse(403, 'bot_check_failed', { reason: check.reason });
}

function mailFailure(result: Extract<MailResult, { ok: false }>): Response {
  if (result.reason === 'not_configured') {
    return errorResponse(503, 'mail_not_configured', {
      message: 'SENDGRID_API_KEY is not set on the server.',
    });
  }
  if (result.reason === 'timeout') return errorResponse(504, 'send_timeout');
  return errorResponse(502, 'send_failed');
}

/**
 * The contact endpoints of one market (docs/architecture.md): POST /mail/send, POST and GET
 * /api/verify-recaptcha. Apps mount them through createSite's `handlers`.
 */
export function createContactHandlers(
  market: Market,
  deps?: Partial<ContactHandlerDeps>,
): ContactHandlers;
export function createContactHandlers(
  settings: MarketConfig,
  deps: Partial<ContactHandlerDeps>,
  current: CurrentSite,
): ContactHandlers;
export function createContactHandlers(
  market: MarketConfig | Market,
  deps: Partial<ContactHandlerDeps> = {},
  /** The market as published now: the department directory's mailboxes are the back office's. */
  current: CurrentSite = siteStates(market as Market),
): ContactHandlers {
  return contactHandlersOf(market, deps, current);
}

export type ContactHandlers = ReturnType<typeof contactHandlersOf>;

function contactHandlersOf(
  market: MarketConfig,
  deps: Partial<ContactHandlerDeps>,
  current: CurrentSite,
) {
  const { send = sendMail, verify = verifyBotCheck } = deps;
  const staff = getIntl(market, market.locales[0]);
  let limiters: { send: RateLimiter; verify: RateLimiter } | undefined;

  // Built on first request, not at import: the build imports this module without a runtime env.
  const rateLimiters = () => {
    if (!limiters) {
      const { CONTACT_RATE_LIMIT: limit, CONTACT_RATE_WINDOW_SECONDS: seconds } = getEnv();
      limiters = {
        send: createRateLimiter({ limit, windowMs: seconds * 1000 }),
        // Checking a token costs a call to Google; allow more than sends but not an open relay.
        verify: createRateLimiter({ limit: limit * 4, windowMs: seconds * 1000 }),
      };
    }
    return limiters;
  };
  const hostnames = () => [new URL(market.siteUrl).hostname, ...getEnv().RECAPTCHA_HOSTNAMES];
  const labels = (): ContactMailLabels => ({
    heading: staff.tm('contact.mail.heading', { site: market.appName }),
    department: staff.tm('contact.mail.department'),
    from: staff.tm('contact.mail.from'),
    email: staff.tm('contact.mail.email'),
    message: staff.tm('contact.mail.message'),
    footer: staff.tm('contact.mail.footer'),
  });

  const sendContactMail: Handler = async (request) => {
    const read = await readJsonBody(request, market.siteUrl);
    if (!read.ok) return read.response;
    const parsed = contactRequestSchema.safeParse(read.body);
    if (!parsed.success)
      return errorResponse(400, 'invalid_body', { issues: issuesOf(parsed.error) });
    const { token, ...values } = parsed.data;
    const published = (await current()).market;
    const { departments } = published;
    const department = Object.hasOwn(departments, values.department)
      ? departments[values.department]
      : undefined;
    if (!department) {
      return errorResponse(400, 'invalid_body', {
        issues: [{ path: 'department', message: 'contact.error.department' }],
      });
    }

    const limit = rateLimiters().send.hit(requestAddress(request.headers));
    if (!limit.allowed) {
      return errorResponse(
        429,
        'rate_limited',
        { retryAfter: limit.retryAfterSeconds },
        { 'retry-after': String(limit.retryAfterSeconds) },
      );
    }

    const check = await verify(token, { action: CONTACT_ACTION, hostnames: hostnames() });
    if (!check.ok) {
      console.warn(
        `[contact] bot check refused a message to ${values.department}: ${check.reason}`,
      );
      return botCheckFailure(check);
    }

    const mail = buildContactMail({
      values,
      department,
      // In the language the department reads (the market's default): the mail's subject.
      departmentName: departmentName(published, values.department, market.locales[0]),
      sender: { email: mailFrom(market.defaultMailFrom), name: market.appName },
      labels: labels(),
    });
    const result = await send(mail);
    if (!result.ok) {
      console.error(
        `[contact] could not send a message to ${values.department}: ${result.reason} ${result.status ?? ''}`,
      );
      return mailFailure(result);
    }
    return Response.json({ result: 'OK' }, { headers: { 'cache-control': 'no-store' } });
  };

  /** Spec §7: `{ response }` -> `{ success }`; kept for clients that check a token on its own. */
  const verifyRecaptcha: Handler = async (request) => {
    const read = await readJsonBody(request, market.siteUrl);
    if (!read.ok) return read.response;
    const parsed = verifyRequestSchema.safeParse(read.body);
    if (!parsed.success)
      return errorResponse(400, 'invalid_body', { issues: issuesOf(parsed.error) });
    const limit = rateLimiters().verify.hit(requestAddress(request.headers));
    if (!limit.allowed) {
      return errorResponse(
        429,
        'rate_limited',
        { retryAfter: limit.retryAfterSeconds },
        { 'retry-after': String(limit.retryAfterSeconds) },
      );
    }
    const check = await verify(parsed.data.response, {
      action: parsed.data.action ?? CONTACT_ACTION,
      hostnames: hostnames(),
    });
    if (!check.ok && (check.reason === 'not_configured' || check.reason === 'unreachable')) {
      const response = botCheckFailure(check);
      return Response.json(
        { success: false, ...(await response.json()) },
        { status: response.status },
      );
    }
    return Response.json({ success: check.ok }, { headers: { 'cache-control': 'no-store' } });
  };

  /**
   * The bot check's public settings, read at request time: pages are prerendered, so a site key
   * missing from the build can still come from the running server's environment.
   */
  const botCheckConfig: Handler = async () => {
    const env = getEnv();
    return Response.json(
      {
        siteKey: env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ?? null,
        enforced: Boolean(env.RECAPTCHA_SECRET_KEY) || isProduction(),
      },
      { headers: { 'cache-control': 'no-store' } },
    );
  };

  return { sendMail: sendContactMail, verifyRecaptcha, botCheckConfig };
}
