'use client';

import type { FormEventHandler, ReactNode, Ref } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@medivia/ui/Button';
import { reportAnswers } from '../mail/answers';
import type { ReportInput } from '../schema';
import { useReportText } from './fieldKit';
import styles from './ReportWizard.module.css';

export interface ReviewScreenProps {
  sending: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** Opens step `index` again; the wizard returns here once that step is done. */
  onEdit: (index: number) => void;
  onBack: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Shown above Send: what to do if the form cannot send. */
  notice?: ReactNode;
}

/**
 * Every answer before sending, grouped by step, labelled as the pharmacovigilance mail will list it
 * (one source: `reportAnswers`), each group with an Edit button back to its step.
 */
export function ReviewScreen({
  sending,
  headingRef,
  onEdit,
  onBack,
  onSubmit,
  notice,
}: ReviewScreenProps) {
  const { t, intl } = useReportText();
  const { getValues } = useFormContext<ReportInput>();
  const sections = reportAnswers(
    { tm: t, formatDate: intl.formatDate },
    getValues(),
    'report.review.notAnswered',
  );

  return (
    <section className={styles.panel} aria-labelledby="report-review-title">
      <h2 id="report-review-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('report.review.title')}
      </h2>
      <p className={styles.lead}>{t('report.review.intro')}</p>
      {sections.map((section, index) => {
        const titleId = `report-review-${section.step}`;
        return (
          <section key={section.step} className={styles.reviewGroup} aria-labelledby={titleId}>
            <div className={styles.reviewHeader}>
              <h3 id={titleId} className={styles.sectionTitle}>
                {section.title}
              </h3>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('report.review.editStep', { step: section.title })}
                onClick={() => onEdit(index)}
              >
                {t('report.review.edit')}
              </Button>
            </div>
            <dl className={styles.answers}>
              {section.rows.map((row) => (
                <div key={row.label} className={styles.answer}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
      {notice}
      <form className={styles.form} noValidate aria-busy={sending} onSubmit={onSubmit}>
        <div className={styles.navigation}>
          <Button variant="secondary" onClick={onBack} aria-disabled={sending || undefined}>
            {t('report.action.back')}
          </Button>
          <Button type="submit" aria-disabled={sending || undefined}>
            {t(sending ? 'report.action.sending' : 'report.action.send')}
          </Button>
        </div>
        <p role="status" className={styles.status}>
          {sending ? t('report.sending.status') : ''}
        </p>
      </form>
    </section>
  );
}
