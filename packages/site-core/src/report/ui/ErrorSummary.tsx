'use client';

import type { MouseEvent, Ref } from 'react';
import { Alert } from '@medivia/ui/Alert';
import { useReportText } from './fieldKit';
import styles from './ReportWizard.module.css';

export interface ErrorSummaryItem {
  /** Id of the element the link focuses. */
  targetId: string;
  label: string;
  message: string;
}

/**
 * The list of problems on a step, each a link to its field. It receives focus after a failed "Next",
 * so a screen reader reads the whole list at once; it shrinks as the visitor fixes each field.
 */
export function ErrorSummary({
  items,
  summaryRef,
}: {
  items: ErrorSummaryItem[];
  summaryRef: Ref<HTMLDivElement>;
}) {
  const { t } = useReportText();
  if (!items.length) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus rather than follow the fragment: the URL stays clean and focus lands in the control.
    event.preventDefault();
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  };

  return (
    <div
      ref={summaryRef}
      role="group"
      tabIndex={-1}
      className={styles.summary}
      aria-labelledby="report-error-summary-title"
    >
      <Alert
        tone="danger"
        title={<span id="report-error-summary-title">{t('report.errorSummary.title')}</span>}
        titleAs="h3"
      >
        <ul className={styles.summaryList}>
          {items.map((item) => (
            <li key={item.targetId}>
              <a href={`#${item.targetId}`} onClick={(event) => focusField(event, item.targetId)}>
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
