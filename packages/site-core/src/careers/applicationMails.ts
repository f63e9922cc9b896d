import { getIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { JobPosition, Market } from '../market/types';
import { formatDay } from '../report/mail/answers';
import { escapeHtml } from '../platform/markup';
import type { ApplicationAnswers, MailPurpose, OutboxMessage } from '../report/store/types';
import { contactDepartmentFor } from '../contact/routeDepartment';

/** HR's mailbox: the directory's department for the careers pages, else the company's address. */
export function hrMailbox(market: Market): string {
  const key = contactDepartmentFor(market, 'jobOpening');
  return (key && market.departments[key]?.mail) || market.company.email;
}

export interface ApplicationMailInput {
  market: Market;
  locale: Locale;
  opening: JobPosition;
  answers: ApplicationAnswers;
  cv: { name: string; size: number };
  reference: string;
  receivedAt: string;
  from: string;
  /** Sent without the bot check: a browser without scripts, or something posing as one. */
  unverified?: boolean;
}

const paragraphs = (lines: string[]) =>
  lines.map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>`).join('\n');

/**
 * The two mails of an application, rendered at commit time and kept in the outbox: to HR in the
 * market's language with the CV attached when sent (`attachCv`), and an acknowledgement to the
 * applicant in theirs, with the reference and nothing they did not already know.
 */
export function buildApplicationMails(
  input: ApplicationMailInput,
): Array<{ purpose: MailPurpose; message: OutboxMessage }> {
  const { answers, reference, market } = input;
  const team = getIntl(market, market.locales[0]);
  const visitor = getIntl(market, input.locale);
  const headers = { 'X-Application-Reference': reference };
  const day = input.receivedAt.slice(0, 10);
  const title = input.opening.title[market.locales[0]] ?? answers.openingTitle;
  const kb = Math.max(1, Math.round(input.cv.size / 1024));

  const facts = [
    `${team.tm('careers.mail.reference')}: ${reference}`,
    `${team.tm('careers.mail.opening')}: ${title} (${input.opening.id})`,
    `${team.tm('careers.mail.receivedAt')}: ${formatDay(team, day)} (${input.receivedAt})`,
    `${team.tm('careers.apply.name')}: ${answers.name}`,
    `${team.tm('careers.apply.email')}: ${answers.email}`,
    `${team.tm('careers.apply.phone')}: ${answers.phone}`,
    `${team.tm('careers.mail.language')}: ${input.locale}`,
    `${team.tm('careers.mail.cv')}: ${input.cv.name} (${kb} kB)`,
    ...(input.unverified ? [team.tm('careers.mail.unverified')] : []),
  ];
  const message = answers.message
    ? [`${team.tm('careers.apply.message')}:`, answers.message]
    : [team.tm('careers.mail.noMessage')];
  const hr: OutboxMessage = {
    to: hrMailbox(market),
    from: input.from,
    replyTo: answers.email,
    subject: team.tm('careers.mail.hr.subject', { reference, title, name: answers.name }),
    text: [team.tm('careers.mail.hr.intro'), '', ...facts, '', ...message].join('\n'),
    html: paragraphs([team.tm('careers.mail.hr.intro'), ...facts, ...message]),
    headers,
    customArgs: { reference, purpose: 'hr' },
    attachCv: true,
  };

  const visitorTitle = answers.openingTitle;
  const lines = [
    visitor.tm('careers.mail.ack.greeting', { name: answers.name }),
    visitor.tm('careers.mail.ack.intro', {
      title: visitorTitle,
      reference,
      date: formatDay(visitor, day),
    }),
    visitor.tm('careers.mail.ack.next'),
    visitor.tm('careers.mail.ack.privacy'),
    market.appName,
  ];
  const applicantAcknowledgement: OutboxMessage = {
    to: answers.email,
    from: input.from,
    replyTo: hrMailbox(market),
    subject: visitor.tm('careers.mail.ack.subject', { reference, title: visitorTitle }),
    text: lines.join('\n\n'),
    html: paragraphs(lines),
    headers,
    customArgs: { reference, purpose: 'applicantAcknowledgement' },
  };

  return [
    { purpose: 'hr', message: hr },
    { purpose: 'applicantAcknowledgement', message: applicantAcknowledgement },
  ];
}
