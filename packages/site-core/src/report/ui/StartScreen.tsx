'use client';

import { useEffect, useState, type Ref } from 'react';
import { Alert } from '@medivia/ui/Alert';
import { Button } from '@medivia/ui/Button';
import { RadioGroup } from '@medivia/ui/RadioGroup';
import { isReportKind, type ReportKind } from '../schema/kinds';
import { startKindParam } from './startKind';
import type { StartScreenText } from './startScreenText';
import styles from './ReportWizard.module.css';

export { startKindParam };

export interface StartScreenProps {
  text: StartScreenText;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The kind chosen before (a visitor coming back from step 1). */
  kind?: ReportKind;
  onStart: (kind: ReportKind) => void;
  /** The visitor is about to start (pointer over or focus in the form): time to fetch the wizard. */
  onIntent?: () => void;
}

/** Spec §4 "start": what the form is for, what to do in an emergency, and which kind of medicine. */
export function StartScreen({
  text,
  headingRef,
  kind: initialKind,
  onStart,
  onIntent,
}: StartScreenProps) {
  const t = (id: keyof StartScreenText) => text[id];
  const [kind, setKind] = useState<ReportKind | undefined>(initialKind);
  const [missing, setMissing] = useState(false);
  // A kind picked before hydration is checked in the DOM but not in state: adopt it.
  useEffect(() => {
    const checked = document.querySelector<HTMLInputElement>(
      `input[name="${startKindParam}"]:checked`,
    );
    if (!initialKind && isReportKind(checked?.value)) setKind(checked.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  return (
    <section className={styles.panel} aria-labelledby="report-start-title">
      <h2 id="report-start-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('report.start.title')}
      </h2>
      <p className={styles.lead}>{t('report.start.intro')}</p>
      <Alert tone="warning" className={styles.notice}>
        {t('report.start.emergency')}
      </Alert>
      <form
        className={styles.form}
        noValidate
        onPointerOver={onIntent}
        onFocus={onIntent}
        onSubmit={(event) => {
          event.preventDefault();
          // A Start held while this code was on its way may come before the kind picked by then
          // reaches state (the effect above): the checked radio is the visitor's choice.
          const checked = event.currentTarget.querySelector<HTMLInputElement>(
            `input[name="${startKindParam}"]:checked`,
          )?.value;
          const chosen = kind ?? (isReportKind(checked) ? checked : undefined);
          if (chosen) onStart(chosen);
          else {
            setMissing(true);
            document.getElementById('report-kind-0')?.focus();
          }
        }}
      >
        <p className={styles.requiredNote}>{t('report.start.requiredNote')}</p>
        <RadioGroup
          id="report-kind"
          name={startKindParam}
          legend={t('report.start.kindLegend')}
          required
          requiredLabel={t('report.required')}
          value={kind ?? ''}
          onChange={(event) => {
            setKind(event.target.value as ReportKind);
            setMissing(false);
          }}
          error={missing ? t('report.error.required') : undefined}
          options={[
            {
              value: 'human',
              label: t('report.start.kind.human'),
              hint: t('report.start.kind.humanHint'),
            },
            {
              value: 'veterinary',
              label: t('report.start.kind.veterinary'),
              hint: t('report.start.kind.veterinaryHint'),
            },
          ]}
        />
        <p className={styles.draftNote}>{t('report.start.draftNote')}</p>
        <div className={styles.actions}>
          <Button type="submit">{t('report.action.start')}</Button>
        </div>
      </form>
    </section>
  );
}
