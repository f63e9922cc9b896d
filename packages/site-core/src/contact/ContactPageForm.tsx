'use client';

import { useRef } from 'react';
import { IntlProvider } from 'react-intl';
import { localeTags } from '../i18n/locales';
import { ContactForm } from './ContactForm';
import type { ContactOverlayProps } from './types';
import { useContactForm } from './ui/useContactForm';

/**
 * The contact form in the contact page itself (the overlay's fields, checks and fallbacks). The bot
 * check's script loads when the visitor first moves into the form, not with the page.
 */
export function ContactPageForm(props: ContactOverlayProps) {
  return (
    <IntlProvider locale={localeTags[props.locale]} messages={props.messages}>
      <PageForm {...props} />
    </IntlProvider>
  );
}

function PageForm({
  locale,
  departments,
  privacyHref,
  termsHref,
  recaptchaSiteKey,
}: ContactOverlayProps) {
  const { form, problem, prepare, submit } = useContactForm({
    locale,
    departments,
    recaptchaSiteKey,
  });
  const prepared = useRef(false);
  return (
    <div
      onFocusCapture={() => {
        if (prepared.current) return;
        prepared.current = true;
        prepare();
      }}
    >
      <ContactForm
        form={form}
        departments={departments}
        privacyHref={privacyHref}
        termsHref={termsHref}
        problem={problem}
        onSubmit={submit}
      />
    </div>
  );
}
