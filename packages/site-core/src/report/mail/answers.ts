import type { SiteIntl } from '../../i18n/intl';
import { fieldApplies, type FieldSpec } from '../form/fieldSpec';
import { conditionsOf, formSpec } from '../form/formSpec';
import type { BatchNumber, DateOrUnknown, ReportInput, ReportStepKey } from '../schema';

/**
 * What listing the answers needs of an intl object: the server's SiteIntl (mails) and the wizard's
 * react-intl (review step) both fit.
 */
export interface AnswerText {
  tm(id: string, values?: Record<string, string | number>): string;
  formatDate: SiteIntl['formatDate'];
}

export interface AnswerRow {
  /** The question's field name in its step, for readers that treat some answers apart. */
  field: string;
  label: string;
  value: string;
}

export interface AnswerSection {
  step: ReportStepKey;
  title: string;
  rows: AnswerRow[];
}

/** An ISO date in the reader's locale, read as a calendar day (no time zone shift). */
export function formatDay(intl: Pick<AnswerText, 'formatDate'>, isoDate: string): string {
  return intl.formatDate(new Date(`${isoDate}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

function formatAnswer(
  intl: AnswerText,
  field: FieldSpec,
  step: Record<string, unknown>,
  notAnswered: string,
): string {
  const value = step[field.name];
  switch (field.type) {
    case 'choice': {
      const option = field.options.find((o) => o.value === value);
      return option ? intl.tm(option.label) : notAnswered;
    }
    case 'date': {
      const date = value as DateOrUnknown | undefined;
      if (!date) return notAnswered;
      if (date.unknown) return intl.tm('report.date.unknownMail');
      return date.date ? formatDay(intl, date.date) : notAnswered;
    }
    case 'batch': {
      const batch = value as BatchNumber | undefined;
      if (!batch) return notAnswered;
      if (batch.cannotFind) return intl.tm('report.batch.cannotFindMail');
      return batch.value || notAnswered;
    }
    case 'flags': {
      const checked = field.flags
        .filter((flag) => step[flag.value] === true)
        .map((flag) => intl.tm(flag.label));
      return checked.length ? checked.join(', ') : notAnswered;
    }
    case 'codes': {
      // Absent in reports stored before the question existed: not answered, not "none of these".
      if (!Array.isArray(value)) return notAnswered;
      const ticked = field.options.filter((option) => value.includes(option.value));
      return ticked.length
        ? ticked.map((option) => intl.tm(option.label)).join(', ')
        : intl.tm(field.none);
    }
    default:
      return typeof value === 'string' && value ? value : notAnswered;
  }
}

/**
 * Every question that applies to this report with its answer, step by step, labelled as the visitor
 * saw it: the pharmacovigilance team reads the report the way it was asked, and the visitor checks
 * it the same way on the review step.
 */
export function reportAnswers(
  intl: AnswerText,
  report: ReportInput,
  notAnsweredId = 'report.mail.notAnswered',
): AnswerSection[] {
  const conditions = conditionsOf(report);
  const notAnswered = intl.tm(notAnsweredId);
  return formSpec[report.kind].map((step) => {
    const values = (report as unknown as Record<string, Record<string, unknown>>)[step.key]!;
    return {
      step: step.key,
      title: intl.tm(step.title),
      rows: step.sections.flatMap((section) =>
        section.fields
          .filter((field) => fieldApplies(field, conditions))
          .map((field) => ({
            field: field.name,
            label: intl.tm(field.label),
            value: formatAnswer(intl, field, values, notAnswered),
          })),
      ),
    };
  });
}
