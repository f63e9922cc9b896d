'use client';

import { PageLink } from '../layout/PageLink';
import { useId, type ReactNode } from 'react';
import { Controller, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@medivia/ui/Alert';
import { Button } from '@medivia/ui/Button';
import { Checkbox } from '@medivia/ui/Checkbox';
import { FormField } from '@medivia/ui/FormField';
import { linkClassName } from '@medivia/ui/Link';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@medivia/ui/Select';
import { TextArea } from '@medivia/ui/TextArea';
import { TextInput } from '@medivia/ui/TextInput';
import { overlays } from '../overlays/overlayStore';
import { BotCheckFallback } from './BotCheckFallback';
import { isBotCheckDown, messageIdOf, type ContactProblem } from './contactSender';
import { maxLengths, type ContactFormInput, type ContactFormValues } from './schema';
import type { ContactDepartment } from './types';
import styles from './ContactForm.module.css';

/** Spec §9: the selector shows at most 15 departments before it scrolls. */
const VISIBLE_DEPARTMENTS = 15;

export interface ContactFormProps {
  form: UseFormReturn<ContactFormInput, unknown, ContactFormValues>;
  departments: ContactDepartment[];
  privacyHref: string;
  termsHref: string;
  problem: ContactProblem | null;
  onSubmit: (values: ContactFormValues) => Promise<void>;
}

const link = (href: string) => (chunks: ReactNode[]) => (
  <PageLink href={href} className={linkClassName()}>
    {chunks}
  </PageLink>
);
const externalLink = (href: string) => (chunks: ReactNode[]) => (
  <a
    href={href}
    className={linkClassName({ variant: 'subtle' })}
    target="_blank"
    rel="noopener noreferrer"
  >
    {chunks}
  </a>
);

/** The departments under their headings, in the order given (sales, areas, services, company, sites). */
function groupsOf(departments: ContactDepartment[]) {
  const groups: { group: string; members: ContactDepartment[] }[] = [];
  for (const department of departments) {
    const last = groups.at(-1);
    if (last?.group === department.group) last.members.push(department);
    else groups.push({ group: department.group, members: [department] });
  }
  return groups;
}

/** The fields of spec §2 with react-hook-form; labels, errors and the alert in the page's language. */
export function ContactForm({
  form,
  departments,
  privacyHref,
  termsHref,
  problem,
  onSubmit,
}: ContactFormProps) {
  const intl = useIntl();
  const hintId = useId();
  const { register, control, handleSubmit, formState } = form;
  const department = useWatch({ control, name: 'department' });
  const [name, email, message] = useWatch({ control, name: ['name', 'email', 'message'] });
  const t = (id: string) => intl.formatMessage({ id });
  const required = { required: true as const, requiredLabel: t('contact.required') };
  const errorText = (
    error: FieldError | undefined,
    field: keyof typeof maxLengths | 'department' | 'terms',
  ) =>
    error?.message
      ? intl.formatMessage(
          { id: error.message },
          { max: field in maxLengths ? maxLengths[field as keyof typeof maxLengths] : 0 },
        )
      : undefined;
  const { errors, isSubmitting } = formState;
  // Spec §2: the button looks disabled until a department is chosen; it stays focusable and says why.
  const inert = !department || isSubmitting;

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={isSubmitting}
      onSubmit={handleSubmit(onSubmit)}
    >
      <Controller
        control={control}
        name="department"
        render={({ field, fieldState }) => (
          <FormField
            label={t('contact.department.label')}
            error={errorText(fieldState.error, 'department')}
            {...required}
          >
            {(controlProps) => (
              <Select
                value={field.value}
                onValueChange={(key) => {
                  field.onChange(key);
                  overlays.selectDepartment(key);
                }}
              >
                <SelectTrigger
                  {...controlProps}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-required="true"
                >
                  <SelectValue placeholder={t('contact.department.placeholder')} />
                </SelectTrigger>
                <SelectContent maxVisibleItems={VISIBLE_DEPARTMENTS}>
                  {groupsOf(departments).map(({ group, members }) => (
                    <SelectGroup key={group}>
                      <SelectLabel>{group}</SelectLabel>
                      {members.map(({ key, name }) => (
                        <SelectItem key={key} value={key}>
                          {name}
                        </SelectItem>
                      ))}
                    </SelectGroup>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
      <FormField
        label={t('contact.name.label')}
        error={errorText(errors.name, 'name')}
        {...required}
      >
        <TextInput autoComplete="name" aria-required="true" {...register('name')} />
      </FormField>
      <FormField
        label={t('contact.email.label')}
        error={errorText(errors.email, 'email')}
        {...required}
      >
        <TextInput
          type="email"
          autoComplete="email"
          spellCheck={false}
          aria-required="true"
          {...register('email')}
        />
      </FormField>
      <FormField
        label={t('contact.message.label')}
        error={errorText(errors.message, 'message')}
        {...required}
      >
        <TextArea rows={5} aria-required="true" {...register('message')} />
      </FormField>
      <Checkbox
        error={errorText(errors.terms, 'terms')}
        aria-required="true"
        {...register('terms')}
        {...required}
      >
        <FormattedMessage
          id="contact.terms.label"
          values={{ terms: link(termsHref), privacy: link(privacyHref) }}
        />
      </Checkbox>

      {problem && isBotCheckDown(problem) ? (
        <BotCheckFallback
          department={departments.find((d) => d.key === department)}
          values={{ name, email, message }}
        />
      ) : problem ? (
        <Alert tone="danger" role="alert">
          {t(messageIdOf(problem))}
        </Alert>
      ) : null}

      <div className={styles.actions}>
        <Button
          type="submit"
          size="lg"
          aria-disabled={inert || undefined}
          aria-describedby={department ? undefined : hintId}
        >
          {isSubmitting ? t('contact.sending') : t('contact.send')}
        </Button>
        {department ? null : (
          <p id={hintId} className={styles.hint}>
            {t('contact.send.hint')}
          </p>
        )}
      </div>
      <p className={styles.notice}>
        <FormattedMessage
          id="contact.recaptcha.notice"
          values={{
            privacy: externalLink('https://policies.google.com/privacy'),
            terms: externalLink('https://policies.google.com/terms'),
          }}
        />
      </p>
    </form>
  );
}
