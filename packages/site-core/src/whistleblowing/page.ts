import { localeTags, type Locale } from '../i18n/locales';
import type { LocalizedText, MarketConfig, WhistleblowingSettings } from '../market/types';
import { escapeHtml as e } from '../platform/markup';
import { FILE_ACCEPT } from './files';
import { reporterWords, type ReporterWords } from './copy';
import { PROOF_BITS } from './limits';
import { pageScript, pageStyle } from './pageAssets.mjs';
import { whistleblowingHref } from './paths.mjs';
import { formatReceipt } from './receipt';
import type { CaseMessage } from './store';

/*
 * The reporter's pages, as plain HTML the server writes: no framework scripts, no fonts, nothing
 * from another host; one inline style and one inline script (the proof of work), both allowed by
 * hash (pageAssets.mjs). Every form posts to this site and works without scripts. Every value a
 * visitor or staff wrote is escaped.
 */

export type ChannelMarket = Pick<MarketConfig, 'market' | 'appName' | 'locales' | 'timeZone'> & {
  whistleblowing: WhistleblowingSettings;
};

const localized = (text: LocalizedText, locale: Locale) => text[locale] ?? text.en ?? '';

function when(market: ChannelMarket, locale: Locale, iso: string) {
  return new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: market.timeZone,
  }).format(new Date(iso));
}

function frame(
  market: ChannelMarket,
  locale: Locale,
  title: string,
  body: string,
  withScript = false,
) {
  const words = reporterWords[locale];
  const home = locale === market.locales[0] ? '/' : `/${locale}`;
  const languages = market.locales
    .filter((other) => other !== locale)
    .map(
      (other) =>
        `<a href="${e(whistleblowingHref(other, market.locales[0]))}" hreflang="${localeTags[other]}" lang="${localeTags[other]}">${e(reporterWords[other].title)}</a>`,
    )
    .join(' ');
  return `<!doctype html>
<html lang="${localeTags[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><link rel="icon" href="/icon.svg" type="image/svg+xml">
<title>${e(title)} | ${e(market.appName)}</title><style>${pageStyle}</style></head>
<body><header><a href="${home}" rel="noreferrer">${e(market.appName)}</a><nav aria-label="${e(words.title)}">${languages}</nav></header>
<main id="main">${body}</main>${withScript ? `<script>${pageScript}</script>` : ''}</body></html>`;
}

export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    },
  });
}

function receiptBox(words: ReporterWords, action: string) {
  return `<section aria-labelledby="follow"><h2 id="follow">${e(words.followTitle)}</h2><p>${e(words.followIntro)}</p>
<form method="post" action="${action}" class="box"><label for="receipt">${e(words.receipt)}</label>
<input type="text" id="receipt" name="receipt" inputmode="numeric" autocomplete="off" required pattern="[0-9 \\-]{16,23}">
<button type="submit">${e(words.open)}</button></form></section>`;
}

/** The channel's page: who handles reports, how, where else to go, the form and the follow-up box. */
export function reporterPage(market: ChannelMarket, locale: Locale, challenge: string) {
  const words = reporterWords[locale];
  const settings = market.whistleblowing;
  const { handler } = settings;
  const external = settings.externalChannels
    .map(
      (channel) =>
        `<li><a href="${e(channel.url)}" rel="noreferrer">${e(localized(channel.name, locale))}</a>: ${e(localized(channel.about, locale))}</li>`,
    )
    .join('');
  const body = `<h1>${e(words.title)}</h1><p>${e(words.intro)}</p>
<section aria-labelledby="who"><h2 id="who">${e(words.whoHandles)}</h2>
<p><strong>${e(localized(handler.role, locale))}</strong></p>
<dl><dt>${e(words.email)}</dt><dd><a href="mailto:${e(handler.email)}">${e(handler.email)}</a></dd>
<dt>${e(words.phone)}</dt><dd>${e(handler.phone)}</dd>
<dt>${e(words.post)}</dt><dd>${e(handler.postalAddress)}</dd>
<dt>${e(words.law)}</dt><dd>${e(localized(settings.law, locale))}</dd></dl>
<p>${e(words.meeting)}</p><p>${e(words.anonymity)}</p>
<ul>${words.protection.map((line) => `<li>${e(line)}</li>`).join('')}</ul></section>
<section aria-labelledby="send"><h2 id="send">${e(words.formTitle)}</h2>
<form method="post" action="/api/whistleblowing" enctype="multipart/form-data" data-challenge="${e(challenge)}" data-bits="${PROOF_BITS}">
<input type="hidden" name="locale" value="${locale}"><input type="hidden" name="challenge" value="${e(challenge)}"><input type="hidden" name="proof" value="">
<div class="honey" aria-hidden="true"><label for="website">Website</label><input type="text" id="website" name="website" tabindex="-1" autocomplete="off"></div>
<label for="subject">${e(words.subject)}</label><input type="text" id="subject" name="subject" maxlength="200" required>
<label for="text">${e(words.text)} <span class="hint" id="text-hint">${e(words.textHint)}</span></label>
<textarea id="text" name="text" maxlength="20000" required aria-describedby="text-hint"></textarea>
<label for="contact">${e(words.contact)} <span class="hint" id="contact-hint">${e(words.contactHint)}</span></label>
<input type="text" id="contact" name="contact" maxlength="300" autocomplete="off" aria-describedby="contact-hint">
<label class="check"><input type="checkbox" name="meeting" value="yes"> ${e(words.meetingRequest)}</label>
<label for="files">${e(words.files)} <span class="hint" id="files-hint">${e(words.filesHint)}</span></label>
<input type="file" id="files" name="files" multiple accept="${FILE_ACCEPT}" aria-describedby="files-hint">
<button type="submit">${e(words.send)}</button></form></section>
${receiptBox(words, '/api/whistleblowing/inbox')}
<section aria-labelledby="external"><h2 id="external">${e(words.externalTitle)}</h2><p>${e(words.externalIntro)}</p><ul>${external}</ul></section>`;
  return frame(market, locale, words.title, body, true);
}

/** The receipt, once: to be written down or printed, then confirmed as saved. */
export function receiptPage(
  market: ChannelMarket,
  locale: Locale,
  result: { receipt: string; reference: string; receivedAt: string },
) {
  const words = reporterWords[locale];
  const body = `<h1>${e(words.receivedTitle)}</h1><p>${e(words.receivedLead)}</p>
<div class="box"><dl><dt>${e(words.reference)}</dt><dd data-reference>${e(result.reference)}</dd>
<dt>${e(words.receivedAt)}</dt><dd><time datetime="${e(result.receivedAt)}">${e(when(market, locale, result.receivedAt))}</time></dd></dl>
<h2 id="receipt-title">${e(words.yourReceipt)}</h2><p class="receipt" aria-labelledby="receipt-title" data-receipt>${e(formatReceipt(result.receipt))}</p>
<p><strong>${e(words.saveIt)}</strong></p><p class="noprint">${e(words.printIt)}</p></div>
<form method="get" action="${e(whistleblowingHref(locale, market.locales[0]))}">
<label class="check"><input type="checkbox" name="saved" value="yes" required> ${e(words.saved)}</label>
<button type="submit">${e(words.done)}</button></form>`;
  return frame(market, locale, words.receivedTitle, body);
}

export interface InboxView {
  reference: string;
  status: 'received' | 'acknowledged' | 'in-assessment' | 'closed';
  outcome: 'substantiated' | 'not-substantiated' | 'forwarded' | null;
  receivedAt: string;
  acknowledgedAt: string | null;
  subject: string;
  messages: CaseMessage[];
}

/** What the reporter reads with the receipt, and the form to add to it (the receipt rides in the body). */
export function inboxPage(
  market: ChannelMarket,
  locale: Locale,
  inbox: InboxView,
  receipt: string,
  notice?: string,
) {
  const words = reporterWords[locale];
  const status = `${words.statuses[inbox.status]}${inbox.outcome ? ` (${words.outcomes[inbox.outcome]})` : ''}`;
  const messages = inbox.messages.length
    ? inbox.messages
        .map(
          (message) =>
            `<article class="message ${message.from}"><p class="meta">${e(words.from[message.from])}, <time datetime="${e(message.at)}">${e(when(market, locale, message.at))}</time></p><p>${e(message.text)}</p>${
              message.files.length
                ? `<ul>${message.files.map((file) => `<li>${e(file.name)} (${Math.ceil(file.size / 1024)} kB)</li>`).join('')}</ul>`
                : ''
            }${
              message.from === 'minutes'
                ? message.agreedAt
                  ? `<p class="meta">${e(words.agreedAt)}: ${e(when(market, locale, message.agreedAt))}</p>`
                  : `<form method="post" action="/api/whistleblowing/inbox/minutes"><input type="hidden" name="receipt" value="${e(receipt)}"><input type="hidden" name="message" value="${e(message.id)}"><button type="submit">${e(words.agree)}</button></form>`
                : ''
            }</article>`,
        )
        .join('')
    : `<p>${e(words.noMessages)}</p>`;
  const followUp =
    inbox.status === 'closed'
      ? ''
      : `<section aria-labelledby="more"><h2 id="more">${e(words.followUp)}</h2>
<form method="post" action="/api/whistleblowing/inbox/messages" enctype="multipart/form-data" class="box">
<input type="hidden" name="receipt" value="${e(receipt)}"><input type="hidden" name="locale" value="${locale}">
<label for="text">${e(words.text)}</label><textarea id="text" name="text" maxlength="20000" required></textarea>
<label for="files">${e(words.files)} <span class="hint" id="files-hint">${e(words.filesHint)}</span></label>
<input type="file" id="files" name="files" multiple accept="${FILE_ACCEPT}" aria-describedby="files-hint">
<button type="submit">${e(words.followUpSend)}</button></form></section>`;
  const body = `<h1>${e(words.inboxTitle)}: ${e(inbox.subject)}</h1>${notice ? `<p class="notice" role="status">${e(notice)}</p>` : ''}
<dl class="box"><dt>${e(words.reference)}</dt><dd data-reference>${e(inbox.reference)}</dd>
<dt>${e(words.status)}</dt><dd data-status>${e(status)}</dd>
<dt>${e(words.receivedAt)}</dt><dd>${e(when(market, locale, inbox.receivedAt))}</dd>
<dt>${e(words.acknowledgedAt)}</dt><dd>${inbox.acknowledgedAt ? e(when(market, locale, inbox.acknowledgedAt)) : e(words.notYet)}</dd></dl>
<section aria-labelledby="messages"><h2 id="messages">${e(words.messagesTitle)}</h2>${messages}</section>${followUp}`;
  return frame(market, locale, words.inboxTitle, body);
}

/** A refusal a browser's own form post gets: what went wrong, in the reporter's language, and the way back. */
export function errorPage(market: ChannelMarket, locale: Locale, problem: string) {
  const words = reporterWords[locale];
  const body = `<h1>${e(words.errorTitle)}</h1><p class="error" role="alert">${e(words.errors[problem] ?? words.errors.failed!)}</p>
<p><a href="${e(whistleblowingHref(locale, market.locales[0]))}">${e(words.back)}</a></p>`;
  return frame(market, locale, words.errorTitle, body);
}

/** The market's settings with its channel's, or undefined where the market has no channel. */
export const channelMarketOf = (market: MarketConfig): ChannelMarket | undefined =>
  market.whistleblowing ? { ...market, whistleblowing: market.whistleblowing } : undefined;
