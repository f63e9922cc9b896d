'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { ContactOverlayProps } from '../contact/types';
import { useOverlays } from './overlayStore';
import type { ThankYouText } from './ThankYouDialog';

// The form, its validation and the bot check load only when a visitor opens the overlay. React's
// lazy() rather than next/dynamic: both render only after a click, so nothing is lost, and
// next/dynamic would add its loader and react-dom's preload API to every page.
const ContactOverlay = lazy(() =>
  import('../contact/ContactOverlay').then((m) => ({ default: m.ContactOverlay })),
);
// Mounted (closed) as soon as the form opens, so its code loads while the visitor writes and the
// thank-you shows on time, 499 ms after a successful send, however slow the network.
const ThankYouDialog = lazy(() =>
  import('./ThankYouDialog').then((m) => ({ default: m.ThankYouDialog })),
);

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
  if ((contactVisible || thankYouVisible) && !thankYouLoaded) setThankYouLoaded(true);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-scroll-locked', anyVisible);
  }, [anyVisible]);

  return (
    <>
      {/* A boundary each: the thank-you code loading must not hide the mounted form. */}
      <Suspense fallback={null}>{contactLoaded && <ContactOverlay {...contact} />}</Suspense>
      <Suspense fallback={null}>
        {thankYouLoaded && <ThankYouDialog thankYou={thankYou} />}
      </Suspense>
    </>
  );
}
