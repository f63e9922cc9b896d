'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { IntlProvider, useIntl } from 'react-intl';
import { Alert } from '@medivia/ui/Alert';
import { Button } from '@medivia/ui/Button';
import { Checkbox } from '@medivia/ui/Checkbox';
import { FormField } from '@medivia/ui/FormField';
import { TextArea } from '@medivia/ui/TextArea';
import { TextInput } from '@medivia/ui/TextInput';
import { localeTags, type Locale } from '../i18n/locales';
import type { Messages } from '../market/types';
import { createApplicationBotCheck } from './applicationBotCheck';
import { applicationFieldsSchema, applicationMaxLengths } from './applicationSchema';
import { CV_ACCEPT, precheckCv, type CvProblem } from './cvFile';
import styles from './ApplicationForm.module.css';

export interface ApplicationFormProps {
  locale: Locale;
  messages: Messages;
  /** POST /api/applications: the browser posts the form there itself when scripts do not run. */
  action: string;
  openings: { id: string; title: string }[];
  selected: string;
  privacyHref: string;
}

type Input = {
  opening: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  privacy: boolean;
};

type Problem =
  | { kind: 'cv'; problem: CvProblem }
  | { kind: 'closed' }
  | { kind: 'botCheck' }
  | { kind: 'failed' };

/**
 * The application form of a job opening. Server-rendered as a plain multipart form that works
 * without scripts (the endpoint answers a browser's own post with a page); once hydrated it checks
 * fields as the visitor goes, sends with fetch and a bot-check token and keeps every entry when
 * something fails. Where the bot check cannot run (privacy tools, networks that block Google), the
 * browser posts the form itself, as it does without scripts.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  return (
    <IntlProvider locale={localeTags[props.locale]} messages={props.messages}>
      <Form {...props} />
    </IntlProvider>
  );
}

function Form({ locale, action, openings, selected, privacyHref }: ApplicationFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  // Native `required` checks apply until hydration; then the form's own messages take over.
  const [hydrated, setHydrated] = useState(false);
  const [botCheck] = useState(() => createApplicationBotCheck(locale));
  useEffect(() => {
    setHydrated(true);
    // The form's code arrives when the visitor turns to it: the bot check's script may load now.
    void botCheck.prepare().catch(() => undefined);
  }, [botCheck]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [cvError, setCvError] = useState<CvProblem | null>(null);
  const [done, setDone] = useState<{
    reference: string;
    email: string;
    acknowledged: boolean;
  } | null>(null);
  const [key] = useState(() =>
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  const form = useForm<Input>({
    resolver: zodResolver(applicationFieldsSchema) as never,
    defaultValues: {
      opening: selected,
      name: '',
      email: '',
      phone: '',
      message: '',
      privacy: false,
    },
  });
  const { register, handleSubmit, formState, setError } = form;
  const { errors, isSubmitting } = formState;
  const errorText = (error: FieldError | undefined, field: keyof typeof applicationMaxLengths) =>
    error?.message ? t(error.message, { max: applicationMaxLengths[field] }) : undefined;
  const required = { required: true as const, requiredLabel: t('careers.apply.required') };

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const cvInput = () =>
    formRef.current?.querySelector<HTMLInputElement>('input[type="file"][name="cv"]');

  async function send(values: Input) {
    setProblem(null);
    const file = cvInput()?.files?.[0];
    const cvProblem = precheckCv(file);
    setCvError(cvProblem ?? null);
    if (cvProblem) {
      cvInput()?.focus();
      return;
    }
    const token = await botCheck.token();
    if (token === null) {
      // The server takes a browser's own form post without a token, as from a browser without
      // scripts; submit() skips this handler.
      HTMLFormElement.prototype.submit.call(formRef.current!);
      return;
    }
    const body = new FormData(formRef.current!);
    if (token) body.set('botToken', token);
    let response: Response;
    try {
      response = await fetch(action, {
        method: 'POST',
        headers: { 'idempotency-key': key, accept: 'application/json' },
        body,
      });
    } catch {
      setProblem({ kind: 'failed' });
      return;
    }
    const result = (await response.json().catch(() => ({}))) as {
      reference?: string;
      acknowledged?: boolean;
      error?: string;
      problem?: CvProblem;
      issues?: { path: string; message: string }[];
    };
    if (response.ok && result.reference) {
      setDone({
        reference: result.reference,
        email: values.email,
        acknowledged: result.acknowledged !== false,
      });
      return;
    }
    if (result.error === 'invalid_cv' && result.problem) {
      setCvError(result.problem);
      cvInput()?.focus();
    } else if (result.error === 'invalid_application') {
      for (const issue of result.issues ?? []) {
        if (issue.path in values)
          setError(issue.path as keyof Input, { type: 'server', message: issue.message });
      }
    } else if (result.error === 'opening_closed') {
      setProblem({ kind: 'closed' });
    } else if (result.error === 'bot_check_failed') {
      setProblem({ kind: 'botCheck' });
    } else {
      setProblem({ kind: 'failed' });
    }
  }

  if (done) {
    return (
      <Alert tone="success" role="status" className={styles.done}>
        <h3 ref={doneRef} tabIndex={-1} className={styles.doneTitle}>
          {t('careers.apply.successTitle')}
        </h3>
        <p>
          {t(done.acknowledged ? 'careers.apply.successText' : 'careers.apply.successTextNoMail', {
            reference: done.reference,
            email: done.email,
          })}
        </p>
      </Alert>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate={hydrated}
      aria-busy={isSubmitting}
      onSubmit={handleSubmit(send)}
    >
      <input type="hidden" name="locale" value={locale} />
      <FormField label={t('careers.apply.opening')} {...required}>
        {/* defaultValue marks the option in the server's markup, so the position is chosen before
            and without scripts too. */}
        <select className={styles.select} required defaultValue={selected} {...register('opening')}>
          {openings.map((opening) => (
            <option key={opening.id} value={opening.id}>
              {opening.title}
            </option>
          ))}
        </select>
      </FormField>
      <div className={styles.pair}>
        <FormField
          label={t('careers.apply.name')}
          error={errorText(errors.name, 'name')}
          {...required}
        >
          <TextInput autoComplete="name" required aria-required="true" {...register('name')} />
        </FormField>
        <FormField
          label={t('careers.apply.phone')}
          error={errorText(errors.phone, 'phone')}
          {...required}
        >
          <TextInput
            type="tel"
            autoComplete="tel"
            required
            aria-required="true"
            {...register('phone')}
          />
        </FormField>
      </div>
      <FormField
        label={t('careers.apply.email')}
        error={errorText(errors.email, 'email')}
        {...required}
      >
        <TextInput
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          aria-required="true"
          {...register('email')}
        />
      </FormField>
      <FormField
        label={t('careers.apply.message')}
        hint={t('careers.apply.messageHint')}
        error={errorText(errors.message, 'message')}
      >
        <TextArea rows={5} {...register('message')} />
      </FormField>
      <FormField
        id="application-cv"
        label={t('careers.apply.cv')}
        hint={t('careers.apply.cvHint')}
        error={cvError ? t(`careers.apply.error.cv.${cvError}`) : undefined}
        {...required}
      >
        <input
          type="file"
          name="cv"
          accept={CV_ACCEPT}
          required
          aria-required="true"
          className={styles.file}
          onChange={() => setCvError(null)}
        />
      </FormField>
      <Checkbox
        error={errors.privacy?.message ? t(errors.privacy.message) : undefined}
        aria-required="true"
        {...register('privacy')}
        {...required}
      >
        {t('careers.apply.privacy')}{' '}
        <a href={privacyHref} className={styles.link}>
          {t('careers.apply.privacyLink')}
        </a>
      </Checkbox>
      {problem ? (
        <Alert tone="danger" role="alert">
          {problem.kind === 'closed'
            ? t('careers.apply.error.closed')
            : problem.kind === 'botCheck'
              ? t('careers.apply.error.botCheck')
              : t('careers.apply.error.failed')}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('careers.apply.sending') : t('careers.apply.submit')}
        </Button>
      </div>
    </form>
  );
}
