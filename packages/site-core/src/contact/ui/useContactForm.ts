'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '../../i18n/locales';
import { overlays, useOverlays } from '../../overlays/overlayStore';
import { createContactSender, type ContactProblem } from '../contactSender';
import {
  contactFormSchema,
  emptyContactForm,
  type ContactFormInput,
  type ContactFormValues,
} from '../schema';
import type { ContactDepartment } from '../types';

/**
 * The contact form's state, bot check and sending, shared by the overlay and the contact page's form:
 * after a failure everything typed stays and the server's field issues show per field; a sent message
 * clears the form and shows the thank-you overlay.
 */
export function useContactForm({
  locale,
  departments,
  recaptchaSiteKey,
}: {
  locale: Locale;
  departments: ContactDepartment[];
  recaptchaSiteKey?: string;
}) {
  const activeDepartment = useOverlays((s) => s.activeDepartment);
  const [sender] = useState(() =>
    createContactSender({ siteKey: recaptchaSiteKey, language: locale }),
  );
  const [problem, setProblem] = useState<ContactProblem | null>(null);
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
  });
  const { setValue, formState } = form;

  // A call to action that names a department preselects it, also while the form is already open.
  useEffect(() => {
    if (activeDepartment && departments.some((d) => d.key === activeDepartment)) {
      setValue('department', activeDepartment, { shouldValidate: formState.isSubmitted });
    }
  }, [activeDepartment, departments, setValue, formState.isSubmitted]);

  /** Starts the bot check's script (only when a visitor is about to write, never on page load). */
  function prepare(isCurrent: () => boolean = () => true) {
    setProblem(null);
    void sender.prepare().then((initProblem) => {
      if (isCurrent() && initProblem) setProblem(initProblem);
    });
  }

  async function submit(values: ContactFormValues) {
    setProblem(null);
    const outcome = await sender.send(values);
    if (outcome.ok) {
      form.reset(emptyContactForm);
      overlays.contactSent();
      return;
    }
    for (const issue of outcome.problem.kind === 'send' ? (outcome.problem.issues ?? []) : []) {
      if (issue.path in emptyContactForm) {
        form.setError(issue.path as keyof ContactFormInput, {
          type: 'server',
          message: issue.message,
        });
      }
    }
    setProblem(outcome.problem);
  }

  return { form, problem, prepare, submit };
}
