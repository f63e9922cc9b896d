'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Button } from '@medivia/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@medivia/ui/Dialog';
import type { ContactOverlayProps } from '../contact/types';
import { overlays, useOverlays } from './overlayStore';
import styles from './OverlayHost.module.css';

// The form, its validation and the bot check load only when a visitor opens the overlay.
const ContactOverlay = dynamic(() => import('../contact/ContactOverlay').then((m) => m.ContactOverlay), {
  ssr: false,
});

export interface OverlayHostProps {
  contact: ContactOverlayProps;
  thankYou: { title: string; text: string; close: string };
}

/** Hosts the contact and thank-you overlays of spec §2 and locks page scroll while any overlay shows. */
export function OverlayHost({ contact, thankYou }: OverlayHostProps) {
  const contactVisible = useOverlays((s) => s.contactVisible);
  const thankYouVisible = useOverlays((s) => s.thankYouVisible);
  const anyVisible = useOverlays((s) => s.contactVisible || s.thankYouVisible || s.mobileMenuVisible);
  // Once opened the form stays mounted, so closing it by mistake never loses what was typed.
  const [contactLoaded, setContactLoaded] = useState(false);
  if (contactVisible && !contactLoaded) setContactLoaded(true);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-scroll-locked', anyVisible);
  }, [anyVisible]);

  return (
    <>
      {contactLoaded && <ContactOverlay {...contact} />}
      <Dialog open={thankYouVisible} onOpenChange={(open) => (open ? undefined : overlays.closeThankYou())}>
        <DialogContent
          closeLabel={thankYou.close}
          className={styles.thankYou}
          // The form that opened this is gone by now; put focus at the start of the page content
          // rather than letting it fall to <body>.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById('main')?.focus();
          }}
        >
          <svg className={styles.icon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
            <circle cx="24" cy="24" r="22" fill="var(--color-success-bg)" stroke="var(--color-success-solid)" strokeWidth="2" />
            <path d="M15 25l6 6 12-13" fill="none" stroke="var(--color-success-solid)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <DialogTitle>{thankYou.title}</DialogTitle>
          <DialogDescription>{thankYou.text}</DialogDescription>
          <Button type="button" onClick={() => overlays.closeThankYou()}>
            {thankYou.close}
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}
