'use client';

import { PageLink } from '../../layout/PageLink';
import type { ReactNode, Ref } from 'react';
import { Alert } from '@medivia/ui/Alert';
import { Button, ButtonLink } from '@medivia/ui/Button';
import { useReportText } from './fieldKit';
import styles from './ReportWizard.module.css';

/** Spec §2 success: the registration, its reference number and the mailed summary; back to home. */
export function SuccessScreen({
  headingRef,
  reference,
  email,
  homeHref,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  reference: string;
  email: string;
  homeHref: string;
}) {
  const { t } = useReportText();
  return (
    <section className={styles.panel} aria-labelledby="report-outcome-title">
      <Alert tone="success" className={styles.outcome}>
        <h2
          id="report-outcome-title"
          ref={headingRef}
          tabIndex={-1}
          className={styles.outcomeTitle}
        >
          {t('report.success.title')}
        </h2>
      </Alert>
      <dl className={styles.reference}>
        <dt>{t('report.success.reference')}</dt>
        <dd data-testid="report-reference">{reference}</dd>
      </dl>
      <p>{t('report.success.mail', { email })}</p>
      <p className={styles.muted}>{t('report.success.keep')}</p>
      <div className={styles.actions}>
        <ButtonLink href={homeHref} linkComponent={PageLink}>
          {t('report.action.home')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** Spec §8 report failure: nothing was registered; going back keeps every answer. */
export function FailureScreen({
  headingRef,
  onRetry,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  onRetry: () => void;
  /** Another way to reach the team (phone, e-mail). */
  children?: ReactNode;
}) {
  const { t } = useReportText();
  return (
    <section className={styles.panel} aria-labelledby="report-outcome-title">
      <Alert tone="danger" className={styles.outcome}>
        <h2
          id="report-outcome-title"
          ref={headingRef}
          tabIndex={-1}
          className={styles.outcomeTitle}
        >
          {t('report.failure.title')}
        </h2>
        <p>{t('report.failure.text')}</p>
      </Alert>
      {children}
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t('report.action.retry')}</Button>
      </div>
    </section>
  );
}
