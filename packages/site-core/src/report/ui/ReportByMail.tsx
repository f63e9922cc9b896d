'use client';

import { useFormContext } from 'react-hook-form';
import { Alert } from '@medivia/ui/Alert';
import { linkClassName } from '@medivia/ui/Link';
import { mailtoLink } from '../../contact/mailtoLink';
import { reportAnswers } from '../mail/answers';
import type { PharmacovigilanceContact } from '../pharmacovigilanceContact';
import type { ReportInput } from '../schema';
import { useReportText } from './fieldKit';
import styles from './ReportWizard.module.css';
import { telHref } from '../../market/telHref';

/** Mail programs and browsers cut longer mailto links; past this the summary is shortened. */
const MAX_BODY = 1800;

export interface ReportByMailProps {
  contact: PharmacovigilanceContact;
  /** Why the visitor reads this: the bot check could not run, or the report could not be sent. */
  reason: 'botCheckDown' | 'sendFailed';
}

/**
 * The pharmacovigilance team's phone and e-mail, with a mailto link carrying a plain summary of the
 * answers given so far: a report must reach the team even when this form cannot send it.
 */
export function ReportByMail({ contact, reason }: ReportByMailProps) {
  const { t, intl } = useReportText();
  const { getValues } = useFormContext<ReportInput>();
  const sections = reportAnswers(
    { tm: t, formatDate: intl.formatDate },
    getValues(),
    'report.review.notAnswered',
  );
  const notAnswered = t('report.review.notAnswered');
  const lines = sections.flatMap((section) => {
    const rows = section.rows.filter((row) => row.value !== notAnswered);
    return rows.length
      ? [`${section.title}`, ...rows.map((row) => `- ${row.label}: ${row.value}`), '']
      : [];
  });
  let body = [t('report.fallback.mailIntro'), '', ...lines].join('\n');
  if (body.length > MAX_BODY)
    body = `${body.slice(0, MAX_BODY)}…\n\n${t('report.fallback.mailShortened')}`;

  return (
    <Alert
      tone={reason === 'botCheckDown' ? 'info' : 'warning'}
      title={t(
        reason === 'botCheckDown' ? 'report.fallback.title' : 'report.fallback.failureTitle',
      )}
      className={styles.byMail}
    >
      <p>{t(reason === 'botCheckDown' ? 'report.fallback.text' : 'report.fallback.failureText')}</p>
      <dl className={styles.byMailContacts}>
        {contact.tel ? (
          <div>
            <dt>{t('report.fallback.phone')}</dt>
            <dd>
              <a href={telHref(contact.tel)} className={linkClassName()}>
                {contact.tel}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('report.fallback.email')}</dt>
          <dd>
            <a href={`mailto:${contact.mail}`} className={linkClassName()}>
              {contact.mail}
            </a>
          </dd>
        </div>
      </dl>
      <p>
        <a
          className={linkClassName()}
          href={mailtoLink(contact.mail, { subject: t('report.fallback.mailSubject'), body })}
        >
          {t('report.fallback.mailto')}
        </a>
      </p>
    </Alert>
  );
}
