import type { SiteIntl } from '../../i18n/intl';
import { fieldApplies, type FieldSpec } from '../form/fieldSpec';
import { conditionsOf, formSpec } from '../form/formSpec';
import type { BatchNumber, DateOrUnknown, Report } from '../schema';

export interface AnswerRow {
  label: string;
  value: string;
}

export interface AnswerSection {
  title: string;
  rows: AnswerRow[];
}

/** An ISO date in the reader's locale, read as a calendar day (no time zone shift). */
export function formatDay(intl: SiteIntl, isoDate: string): string {
  return intl.formatDate(new Date(`${isoDate}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

function formatAnswer(intl: SiteIntl, field: FieldSpec, step: Record<string, unknown>): string {
  const notAnswered = intl.tm('report.mail.notAnswered');
  const value = step[field.name];
  switch (field.type) {
    case 'choice': {
      const option = field.options.find((o) => o.value === value);
      return option ? intl.tm(option.label) : notAnswered;
    }
    case 'date': {
      const date = value as DateOrUnknown;
      if (date.unknown) return intl.tm('report.date.unknownMail');
      return date.date ? formatDay(intl, date.date) : notAnswered;
    }
    case 'batch': {
      const batch = value as BatchNumber;
      if (batch.cannotFind) return intl.tm('report.batch.cannotFindMail');
      return batch.value || notAnswered;
    }
    case 'flags': {
      const checked = field.flags
        .filter((flag) => step[flag.value] === true)
        .map((flag) => intl.tm(flag.label));
      return checked.length ? checked.join(', ') : notAnswered;
    }
    default:
      return typeof value === 'string' && value ? value : notAnswered;
  }
}

/**
 * Every question that applies to this report with its answer, step by step, labelled as the visitor
 * saw it: the pharmacovigilance team reads the report the way it was asked.
 */
export function reportAnswers(intl: SiteIntl, report: Report): AnswerSection[] {
  const conditions = conditionsOf(report);
  return formSpec[report.kind].map((step) => {
    const values = (report as unknown as Record<string, Record<string, unknown>>)[step.key]!;
    return {
      title: intl.tm(step.title),
      rows: step.sections.flatMap((section) =>
        section.fields
          .filter((field) => fieldApplies(field, conditions))
          .map((field) => ({
            label: intl.tm(field.label),
            value: formatAnswer(intl, field, values),
          })),
      ),
    };
  });
}
