'use client';

import { useEffect, useRef } from 'react';
import { IntlProvider } from 'react-intl';
import { localeTags } from '../i18n/locales';
import { ContactForm } from './ContactForm';
import type { ContactOverlayProps } from './types';
import { useContactForm } from './ui/useContactForm';

/**
 * The contact form in the contact page itself (the overlay's fields, checks and fallbacks). The bot
 * check's script loads when the visitor first moves into the form, not with the page; this code
 * itself arrives then too (ContactPageFormIsland), so a focus that came first counts.
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
  const area = useRef<HTMLDivElement>(null);
  const prepareOnce = () => {
    if (prepared.current) return;
    prepared.current = true;
    prepare();
  };
  // The form's code arrives on the visitor's first interaction, usually a focus already in it.
  useEffect(() => {
    if (area.current?.contains(document.activeElement)) prepareOnce();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  return (
    <div ref={area} onFocusCapture={prepareOnce}>
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
