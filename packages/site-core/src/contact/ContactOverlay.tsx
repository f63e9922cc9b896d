'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { IntlProvider, useIntl } from 'react-intl';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@medivia/ui/Dialog';
import { localeTags } from '../i18n/locales';
import { overlays, useOverlays } from '../overlays/overlayStore';
import { ContactForm } from './ContactForm';
import { createContactSender, type ContactProblem } from './contactSender';
import {
  contactFormSchema,
  emptyContactForm,
  type ContactFormInput,
  type ContactFormValues,
} from './schema';
import type { ContactOverlayProps } from './types';

/** The contact overlay island (spec §2): its own IntlProvider with only the contact.* messages. */
export function ContactOverlay(props: ContactOverlayProps) {
  return (
    <IntlProvider locale={localeTags[props.locale]} messages={props.messages}>
      <ContactDialog {...props} />
    </IntlProvider>
  );
}

function ContactDialog({
  locale,
  departments,
  privacyHref,
  termsHref,
  recaptchaSiteKey,
}: ContactOverlayProps) {
  const intl = useIntl();
  const open = useOverlays((s) => s.contactVisible);
  const activeDepartment = useOverlays((s) => s.activeDepartment);
  const [sender] = useState(() =>
    createContactSender({ siteKey: recaptchaSiteKey, language: locale }),
  );
  const [problem, setProblem] = useState<ContactProblem | null>(null);
  // The dialog has no Radix Trigger (header, menu and calls to action all open it through the
  // store), so it remembers who opened it to give focus back on close, as a trigger would.
  const opener = useRef<HTMLElement | null>(null);
  // The form lives here, outside the dialog's content, so closing the overlay keeps what was typed.
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

  // Opening starts the bot check's script (only now, never on page load) and drops a stale alert.
  useEffect(() => {
    if (!open) return;
    let current = true;
    setProblem(null);
    void sender.prepare().then((initProblem) => {
      if (current && initProblem) setProblem(initProblem);
    });
    return () => {
      current = false;
    };
  }, [open, sender]);

  async function submit(values: ContactFormValues) {
    setProblem(null);
    const outcome = await sender.send(values);
    if (outcome.ok) {
      form.reset(emptyContactForm);
      overlays.contactSent();
      return;
    }
    // After a failure everything the visitor typed stays; the server's field issues show per field.
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

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? overlays.openContact() : overlays.closeContact())}
    >
      <DialogContent
        closeLabel={intl.formatMessage({ id: 'contact.close' })}
        size="md"
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{intl.formatMessage({ id: 'contact.title' })}</DialogTitle>
          <DialogDescription>{intl.formatMessage({ id: 'contact.intro' })}</DialogDescription>
        </DialogHeader>
        <ContactForm
          form={form}
          departments={departments}
          privacyHref={privacyHref}
          termsHref={termsHref}
          problem={problem}
          onSubmit={submit}
        />
      </DialogContent>
    </Dialog>
  );
}
