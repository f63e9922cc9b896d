'use client';

import { useEffect, useRef } from 'react';
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
import type { ContactOverlayProps } from './types';
import { useContactForm } from './ui/useContactForm';

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
  // The form lives here, outside the dialog's content, so closing the overlay keeps what was typed.
  const { form, problem, prepare, submit } = useContactForm({
    locale,
    departments,
    recaptchaSiteKey,
  });
  // The dialog has no Radix Trigger (header, menu and calls to action all open it through the
  // store), so it remembers who opened it to give focus back on close, as a trigger would.
  const opener = useRef<HTMLElement | null>(null);

  // Opening starts the bot check's script (only now, never on page load) and drops a stale alert.
  useEffect(() => {
    if (!open) return;
    let current = true;
    prepare(() => current);
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [open]);

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
