import { getIntl } from '../../i18n/intl';
import { escapeHtml } from '../../platform/markup';
import type { Locale } from '../../i18n/locales';
import type { MarketConfig } from '../../market/types';
import type { Report } from '../schema';
import type { BotCheckRecord, MailPurpose, OutboxMessage } from '../store/types';
import { formatDay, reportAnswers, type AnswerSection } from './answers';

export interface ReportMailInput {
  market: MarketConfig;
  /** The visitor's locale: the summary is written in it. */
  locale: Locale;
  report: Report;
  reference: string;
  receivedAt: string;
  botCheck: BotCheckRecord;
  from: string;
}

const paragraphs = (lines: string[]) =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** "Label: value", or "Question? value" where the label is already a question. */
const line = (row: { label: string; value: string }) =>
  `${row.label}${row.label.endsWith('?') ? '' : ':'} ${row.value}`;

function sectionsText(sections: AnswerSection[]) {
  return sections
    .map((section) => [`== ${section.title} ==`, ...section.rows.map(line)].join('\n'))
    .join('\n\n');
}

function sectionsHtml(sections: AnswerSection[]) {
  return sections
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>\n<table cellpadding="6" style="border-collapse:collapse">\n` +
        section.rows
          .map(
            (row) =>
              `<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd">${escapeHtml(row.label)}</th>` +
              `<td style="border-bottom:1px solid #ddd;white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
          )
          .join('\n') +
        '\n</table>',
    )
    .join('\n');
}

/**
 * The two mails of a report, rendered once at commit time and kept in the outbox. The full report
 * goes to the market's pharmacovigilance mailbox in the market's default language (the team's); the
 * summary goes to the reporter in theirs, with the reference number and the medicine but no health
 * details, in case the address was mistyped.
 */
export function buildReportMails(
  input: ReportMailInput,
): Array<{ purpose: MailPurpose; message: OutboxMessage }> {
  const { report, reference } = input;
  const teamLocale = input.market.locales[0];
  const team = getIntl(input.market, teamLocale);
  const visitor = getIntl(input.market, input.locale);
  const headers = { 'X-Report-Reference': reference };
  const day = input.receivedAt.slice(0, 10);

  const header = [
    `${team.tm('report.success.reference')}: ${reference}`,
    `${team.tm('report.mail.kindLabel')}: ${team.tm(`report.mail.kind.${report.kind}`)}`,
    `${team.tm('report.mail.receivedAt')}: ${formatDay(team, day)} (${input.receivedAt})`,
    `${team.tm('report.mail.language')}: ${input.locale}`,
    ...(input.botCheck.ok
      ? []
      : [team.tm('report.mail.pv.review', { reason: input.botCheck.reason ?? 'unknown' })]),
  ];
  const sections = reportAnswers(team, report);
  const pharmacovigilance: OutboxMessage = {
    to: input.market.pharmacovigilanceMailbox,
    from: input.from,
    replyTo: report.applicant.reporterEmail,
    subject: team.tm('report.mail.pv.subject', {
      reference,
      kind: team.tm(`report.mail.kind.${report.kind}`),
    }),
    text: [team.tm('report.mail.pv.intro'), '', ...header, '', sectionsText(sections)].join('\n'),
    html: `${paragraphs([team.tm('report.mail.pv.intro')])}\n${paragraphs(header)}\n${sectionsHtml(sections)}`,
    headers,
    customArgs: { reference, purpose: 'pharmacovigilance' },
  };

  const summaryLines = [
    visitor.tm('report.mail.summary.intro', { reference, date: formatDay(visitor, day) }),
    `${visitor.tm('report.mail.kindLabel')}: ${visitor.tm(`report.mail.kind.${report.kind}`)}`,
    `${visitor.tm('report.field.drugName')}: ${report.medicine.drugName}`,
    visitor.tm('report.mail.summary.next'),
  ];
  const reporterSummary: OutboxMessage = {
    to: report.applicant.reporterEmail,
    from: input.from,
    replyTo: input.market.pharmacovigilanceMailbox,
    subject: visitor.tm('report.mail.summary.subject', { reference }),
    text: summaryLines.join('\n\n'),
    html: paragraphs(summaryLines),
    headers,
    customArgs: { reference, purpose: 'reporterSummary' },
  };

  return [
    { purpose: 'pharmacovigilance', message: pharmacovigilance },
    { purpose: 'reporterSummary', message: reporterSummary },
  ];
}
