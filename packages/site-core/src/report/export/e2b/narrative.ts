import { createIntl, createIntlCache } from '@formatjs/intl';
import { coreCatalogues } from '../../../i18n/catalogue';
import { isLocale, localeTags, type Locale } from '../../../i18n/locales';
import { reportAnswers, type AnswerText } from '../../mail/answers';
import type { HumanReport } from '../../schema';

/*
 * H.1, the case narrative: every question the reporter answered (and the ones that applied but they
 * left open), labelled as they were asked, in the language the report was written in. Structured
 * elements carry what fits a code or a length limit; the narrative keeps all of it in full.
 */

/**
 * Answers that identify a person are left out: the reporter's contact details are C.2.r's (the
 * e-mail is kept by the desk only) and the patient's initials D.1's. Receivers redact those
 * elements before sharing a case on, but never a narrative.
 */
const IDENTIFYING = new Set(['reporterName', 'reporterEmail', 'reporterPhone', 'patientInitials']);

const cache = createIntlCache();
const intls = new Map<Locale, AnswerText>();

/** The site's own catalogue in a locale: the wizard's questions as the reporter read them. */
function catalogueText(locale: Locale): AnswerText {
  let text = intls.get(locale);
  if (!text) {
    const intl = createIntl(
      {
        locale: localeTags[locale],
        messages: coreCatalogues[locale],
        onError: (error) => {
          // A missing label would put a message id into a regulatory document.
          throw error;
        },
      },
      cache,
    );
    text = {
      tm: (id, values) => intl.formatMessage({ id }, values),
      formatDate: intl.formatDate,
    };
    intls.set(locale, text);
  }
  return text;
}

/** The locale a stored report was written in; English for one the site no longer knows. */
export const narrativeLocale = (locale: string): Locale => (isLocale(locale) ? locale : 'en');

/** "Label: value", or "Question? value" where the label is already a question. */
const line = (row: { label: string; value: string }) =>
  `${row.label}${row.label.endsWith('?') ? '' : ':'} ${row.value}`;

export function caseNarrative(report: HumanReport, locale: string): string {
  return reportAnswers(catalogueText(narrativeLocale(locale)), report)
    .map((section) =>
      [
        `== ${section.title} ==`,
        ...section.rows.filter((row) => !IDENTIFYING.has(row.field)).map(line),
      ].join('\n'),
    )
    .join('\n\n');
}
