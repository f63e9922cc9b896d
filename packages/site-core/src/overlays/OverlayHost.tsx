'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { ContactOverlayProps } from '../contact/types';
import { useOverlays } from './overlayStore';
import type { ThankYouText } from './ThankYouDialog';

// The form, its validation and the bot check load only when a visitor opens the overlay.
const ContactOverlay = dynamic(
  () => import('../contact/ContactOverlay').then((m) => m.ContactOverlay),
  {
    ssr: false,
  },
);
// The dialog code loads during the 499 ms between a successful send and the thank-you message.
const ThankYouDialog = dynamic(() => import('./ThankYouDialog').then((m) => m.ThankYouDialog), {
  ssr: false,
});

export interface OverlayHostProps {
  contact: ContactOverlayProps;
  thankYou: ThankYouText;
}

/** Hosts the contact and thank-you overlays of spec §2 and locks page scroll while any overlay shows. */
export function OverlayHost({ contact, thankYou }: OverlayHostProps) {
  const contactVisible = useOverlays((s) => s.contactVisible);
  const thankYouVisible = useOverlays((s) => s.thankYouVisible);
  const anyVisible = useOverlays(
    (s) => s.contactVisible || s.thankYouVisible || s.mobileMenuVisible,
  );
  // Once opened the form stays mounted, so closing it by mistake never loses what was typed.
  const [contactLoaded, setContactLoaded] = useState(false);
  if (contactVisible && !contactLoaded) setContactLoaded(true);
  const [thankYouLoaded, setThankYouLoaded] = useState(false);
  if (thankYouVisible && !thankYouLoaded) setThankYouLoaded(true);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-scroll-locked', anyVisible);
  }, [anyVisible]);

  return (
    <>
      {contactLoaded && <ContactOverlay {...contact} />}
      {thankYouLoaded && <ThankYouDialog thankYou={thankYou} />}
    </>
  );
}
