'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { localeTags, type Locale } from '../../i18n/locales';
import { formSpec } from '../form/formSpec';
import type { PharmacovigilanceContact } from '../pharmacovigilanceContact';
import {
  emptyHumanReport,
  emptyVeterinaryReport,
  reportSteps,
  type ReportInput,
  type ReportKind,
} from '../schema';
import {
  clearDraft,
  fingerprintOfValues,
  loadDraft,
  newIdempotencyKey,
  saveDraft,
  type ReportDraft,
} from './draftStorage';
import { useReportText } from './fieldKit';
import { FailureScreen, SuccessScreen } from './OutcomeScreens';
import { StartScreen } from './StartScreen';
import { startScreenText } from './startScreenText';
import { ReportByMail } from './ReportByMail';
import { ReviewScreen } from './ReviewScreen';
import { StepScreen } from './StepScreen';
import { stepResolver } from './stepResolver';
import { prepareBotCheck, submitReport } from './submitReport';
import { useHiddenFieldReset } from './useHiddenFieldReset';
import styles from './ReportWizard.module.css';

export interface ReportWizardProps {
  locale: Locale;
  /** Only the report.* messages of this locale. */
  messages: Record<string, string>;
  homeHref: string;
  privacyHref: string;
  recaptchaSiteKey?: string;
  /** Where a report can go when the form cannot send it (bot check blocked, send failed). */
  pharmacovigilance: PharmacovigilanceContact;
  /** Open this kind's first step at once (Start was pressed before the wizard loaded). */
  startWith?: ReportKind;
}

type Screen =
  | { name: 'start' }
  | { name: 'step'; index: number }
  | { name: 'review' }
  | { name: 'success'; reference: string; email: string }
  | { name: 'failure'; index: number };

const emptyReport = (kind: ReportKind): ReportInput =>
  kind === 'human' ? emptyHumanReport() : emptyVeterinaryReport();

/** The adverse-effect report wizard island (spec §2, §4), with its own IntlProvider. */
export function ReportWizard(props: ReportWizardProps) {
  return (
    <IntlProvider locale={localeTags[props.locale]} messages={props.messages}>
      <Wizard {...props} />
    </IntlProvider>
  );
}

function Wizard({
  locale,
  homeHref,
  privacyHref,
  recaptchaSiteKey,
  pharmacovigilance,
  startWith,
}: ReportWizardProps) {
  const { t } = useReportText();
  const [screen, setScreen] = useState<Screen>({ name: 'start' });
  const [sending, setSending] = useState(false);
  const stepRef = useRef(0);
  const attempt = useRef<ReportDraft['attempt']>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const baseTitle = useRef('');
  // Focus moves only after the visitor acts, never when a draft is restored on load.
  const focusHeading = useRef(false);
  // A step opened with Edit from the review step leads back there, not through the later steps.
  const editing = useRef(false);
  // The kind the visitor picked on the start screen; none is preselected.
  const [chosenKind, setChosenKind] = useState<ReportKind | undefined>(undefined);
  const [botCheck] = useState(() => prepareBotCheck(recaptchaSiteKey, locale));
  // The report still goes through without the bot check (flagged for review), but the visitor is
  // told, and given the team's phone and e-mail in case sending fails too.
  const [botCheckDown, setBotCheckDown] = useState(false);
  const preloadBotCheck = () => void botCheck.preload().then((ready) => setBotCheckDown(!ready));
  const form = useForm<ReportInput>({
    resolver: stepResolver(() => stepRef.current),
    defaultValues: emptyHumanReport(),
    shouldFocusError: false,
  });
  useHiddenFieldReset(form);
  const kind = form.watch('kind');
  const steps = formSpec[kind];

  // Off once a report is registered, so clearing the form does not write an empty draft back.
  const keepDraft = useRef(true);
  const persist = (step: number) => {
    if (keepDraft.current)
      saveDraft({
        kind: form.getValues('kind'),
        step,
        values: form.getValues(),
        attempt: attempt.current,
      });
  };
  const go = (next: Screen, focus = true) => {
    if (next.name === 'step' || next.name === 'failure') stepRef.current = next.index;
    focusHeading.current = focus;
    setScreen(next);
  };

  // Page title and focus on every screen change (WCAG 2.4.2, 2.4.3). Declared before the restore
  // effect below so that, on mount, it runs first and a screen opened from there is focused.
  useEffect(() => {
    if (!baseTitle.current) baseTitle.current = document.title;
    const base = baseTitle.current;
    const titles: Record<Screen['name'], () => string> = {
      start: () => base,
      step: () => {
        const index = screen.name === 'step' ? screen.index : 0;
        const counter = t('report.step.counter', { current: index + 1, total: steps.length });
        return `${counter}: ${t(steps[index]!.title)} – ${base}`;
      },
      review: () => `${t('report.review.title')} – ${base}`,
      success: () => `${t('report.title.success')} – ${base}`,
      failure: () => `${t('report.title.failure')} – ${base}`,
    };
    document.title = titles[screen.name]();
    if (focusHeading.current) headingRef.current?.focus();
    focusHeading.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the screen only
  }, [screen]);

  // Restore a draft (progress survives a reload of the page).
  useEffect(() => {
    const draft = loadDraft();
    if (!draft) {
      if (startWith) start(startWith);
      return;
    }
    form.reset(draft.values);
    preloadBotCheck();
    attempt.current = draft.attempt;
    setChosenKind(draft.kind);
    go(
      { name: 'step', index: Math.min(Math.max(draft.step, 0), formSpec[draft.kind].length - 1) },
      false,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  // Keep the draft up to date while the visitor types.
  useEffect(() => {
    if (screen.name !== 'step' && screen.name !== 'failure' && screen.name !== 'review') return;
    persist(screen.name === 'review' ? steps.length - 1 : screen.index);
    const subscription = form.watch(() => persist(stepRef.current));
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- persist reads refs and the form
  }, [screen, form]);

  function start(chosen: ReportKind) {
    if (form.getValues('kind') !== chosen) form.reset(emptyReport(chosen));
    keepDraft.current = true;
    setChosenKind(chosen);
    preloadBotCheck();
    go({ name: 'step', index: 0 });
  }

  /** Clears this step's errors (and the "submitted" state) so the next screen starts clean. */
  const freshStep = () => form.reset(form.getValues(), { keepDefaultValues: true });

  function back(index: number) {
    freshStep();
    editing.current = false;
    go(index === 0 ? { name: 'start' } : { name: 'step', index: index - 1 });
  }

  function edit(index: number) {
    freshStep();
    editing.current = true;
    go({ name: 'step', index });
  }

  async function send() {
    setSending(true);
    const values = form.getValues();
    const fingerprint = fingerprintOfValues(values);
    // Same answers as the last attempt: same key, so a report the server already stored is not
    // stored twice. Changed answers are a new report attempt.
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: newIdempotencyKey(), fingerprint };
    persist(stepRef.current);
    const outcome = await submitReport({
      values,
      locale,
      botToken: await botCheck.token(),
      idempotencyKey: attempt.current.key,
    });
    setSending(false);
    if (outcome.ok) {
      keepDraft.current = false;
      clearDraft();
      setChosenKind(undefined);
      attempt.current = undefined;
      const email = values.applicant.reporterEmail.trim();
      form.reset(emptyReport(values.kind));
      go({ name: 'success', reference: outcome.reference, email });
    } else go({ name: 'failure', index: stepRef.current });
  }

  const onSubmit = (index: number) => async (event: FormEvent<HTMLFormElement>) => {
    let valid = false;
    await form.handleSubmit(() => {
      valid = true;
    })(event);
    if (!valid) {
      // The summary renders with the errors; focus it once it is in the DOM.
      requestAnimationFrame(() => summaryRef.current?.focus());
    } else if (index < steps.length - 1 && !editing.current) {
      freshStep();
      go({ name: 'step', index: index + 1 });
    } else {
      editing.current = false;
      freshStep();
      go({ name: 'review' });
    }
  };

  /** Send from the review step, after checking the whole report once more. */
  const onSend = async (event: FormEvent<HTMLFormElement>) => {
    if (sending) return event.preventDefault();
    stepRef.current = steps.length - 1;
    let valid = false;
    await form.handleSubmit(() => {
      valid = true;
    })(event);
    if (valid) return send();
    // An answer changed through Edit can make another step incomplete: open the first such step.
    const errors = form.formState.errors as Record<string, unknown>;
    const index = Math.max(
      reportSteps[kind].findIndex((key) => errors[key]),
      0,
    );
    go({ name: 'step', index });
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  return (
    <div className={styles.wizard}>
      <FormProvider {...form}>
        {screen.name === 'start' && (
          <StartScreen
            text={startScreenText(t)}
            headingRef={headingRef}
            kind={chosenKind}
            onStart={start}
          />
        )}
        {screen.name === 'step' && (
          <StepScreen
            steps={steps}
            index={screen.index}
            sending={sending}
            toReview={editing.current || screen.index === steps.length - 1}
            headingRef={headingRef}
            summaryRef={summaryRef}
            privacyHref={privacyHref}
            onBack={() => back(screen.index)}
            onSubmit={onSubmit(screen.index)}
          />
        )}
        {screen.name === 'review' && (
          <ReviewScreen
            sending={sending}
            headingRef={headingRef}
            onEdit={edit}
            onBack={() => go({ name: 'step', index: steps.length - 1 })}
            onSubmit={onSend}
            notice={
              botCheckDown ? (
                <ReportByMail contact={pharmacovigilance} reason="botCheckDown" />
              ) : undefined
            }
          />
        )}
        {screen.name === 'failure' && (
          <FailureScreen headingRef={headingRef} onRetry={() => go({ name: 'review' })}>
            <ReportByMail contact={pharmacovigilance} reason="sendFailed" />
          </FailureScreen>
        )}
      </FormProvider>
      {screen.name === 'success' && (
        <SuccessScreen
          headingRef={headingRef}
          reference={screen.reference}
          email={screen.email}
          homeHref={homeHref}
        />
      )}
    </div>
  );
}
