'use client';

import { PageLink } from '../../layout/PageLink';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@medivia/ui/Button';
import { ArrowRightIcon } from '@medivia/ui/Icon';
import { linkClassName } from '@medivia/ui/Link';
import { Stepper } from '@medivia/ui/Stepper';
import { fieldApplies, fieldPath, fieldRequired, type StepSpec } from '../form/fieldSpec';
import { conditionsOf } from '../form/formSpec';
import type { ReportInput } from '../schema';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import { errorLocation, errorMessageAt, useReportText } from './fieldKit';
import { ReportField } from './ReportField';
import styles from './ReportWizard.module.css';

export interface StepScreenProps {
  steps: StepSpec[];
  index: number;
  sending: boolean;
  /** Whether this step's button leads to the review step (the last step, or one opened from it). */
  toReview: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  summaryRef: Ref<HTMLDivElement>;
  privacyHref: string;
  onBack: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** One numbered step (spec §4): progress, heading, error summary, the step's questions, back and next. */
export function StepScreen({
  steps,
  index,
  sending,
  toReview,
  headingRef,
  summaryRef,
  privacyHref,
  onBack,
  onSubmit,
}: StepScreenProps) {
  const { t, error, intl } = useReportText();
  const { control, formState } = useFormContext<ReportInput>();
  const values = useWatch({ control }) as ReportInput;
  const conditions = conditionsOf(values);
  const step = steps[index]!;

  const visible = step.sections.map((section) => ({
    ...section,
    fields: section.fields.filter((field) => fieldApplies(field, conditions)),
  }));
  const problems: ErrorSummaryItem[] = formState.isSubmitted
    ? visible.flatMap((section) =>
        section.fields.flatMap((field) => {
          const { errorPath, targetId } = errorLocation(field, fieldPath(step.key, field));
          const message = error(errorMessageAt(formState.errors, errorPath));
          return message ? [{ targetId, label: t(field.label), message }] : [];
        }),
      )
    : [];

  return (
    <section className={styles.panel} aria-labelledby="report-step-title">
      <Stepper
        className={styles.stepper}
        steps={steps.map((s) => t(s.title))}
        current={index}
        label={t('report.stepper.label')}
        completedLabel={t('report.stepper.done')}
      />
      <h2 id="report-step-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
        <span className={styles.counter}>
          {t('report.step.counter', { current: index + 1, total: steps.length })}
        </span>{' '}
        {t(step.title)}
      </h2>
      <p className={styles.requiredNote}>{t('report.start.requiredNote')}</p>
      <ErrorSummary items={problems} summaryRef={summaryRef} />
      <form className={styles.form} noValidate aria-busy={sending} onSubmit={onSubmit}>
        {visible.map((section, sectionIndex) => (
          <Section
            key={section.legend ?? sectionIndex}
            id={section.legend}
            title={section.legend ? t(section.legend) : undefined}
          >
            {section.fields.map((field) => (
              <ReportField
                key={field.name}
                field={field}
                step={step.key}
                path={fieldPath(step.key, field)}
                required={fieldRequired(field, conditions)}
              />
            ))}
          </Section>
        ))}
        {step.key === 'legal' && (
          <aside className={styles.privacy} aria-labelledby="report-privacy-title">
            <h3 id="report-privacy-title">{t('report.privacy.title')}</h3>
            <p>
              {intl.formatMessage(
                { id: 'report.privacy.text' },
                {
                  link: (chunks: ReactNode[]) => (
                    <PageLink href={privacyHref} className={linkClassName()}>
                      {chunks}
                    </PageLink>
                  ),
                },
              )}
            </p>
          </aside>
        )}
        <div className={styles.navigation}>
          <Button variant="secondary" onClick={onBack} aria-disabled={sending || undefined}>
            {t('report.action.back')}
          </Button>
          <Button
            type="submit"
            aria-disabled={sending || undefined}
            trailingIcon={<ArrowRightIcon />}
          >
            {t(toReview ? 'report.action.review' : 'report.action.next')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A titled group of questions ("About you", "About the patient"); `id` is its title's message id. */
function Section({
  id: messageId,
  title,
  children,
}: {
  id?: string;
  title?: string;
  children: ReactNode;
}) {
  if (!title || !messageId) return <div className={styles.fields}>{children}</div>;
  const id = `report-${messageId.replace(/\./g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      <div className={styles.fields}>{children}</div>
    </section>
  );
}
