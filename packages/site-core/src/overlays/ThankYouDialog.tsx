'use client';

import { Button } from '@medivia/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@medivia/ui/Dialog';
import { overlays, useOverlays } from './overlayStore';
import styles from './OverlayHost.module.css';

export interface ThankYouText {
  title: string;
  text: string;
  close: string;
}

/** Spec §2 thank-you overlay: closes on its button, the close icon, Esc or a click on the backdrop. */
export function ThankYouDialog({ thankYou }: { thankYou: ThankYouText }) {
  const thankYouVisible = useOverlays((s) => s.thankYouVisible);
  return (
    <Dialog
      open={thankYouVisible}
      onOpenChange={(open) => (open ? undefined : overlays.closeThankYou())}
    >
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
          <circle
            cx="24"
            cy="24"
            r="22"
            fill="var(--color-success-bg)"
            stroke="var(--color-success-solid)"
            strokeWidth="2"
          />
          <path
            d="M15 25l6 6 12-13"
            fill="none"
            stroke="var(--color-success-solid)"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <DialogTitle>{thankYou.title}</DialogTitle>
        <DialogDescription>{thankYou.text}</DialogDescription>
        <Button type="button" onClick={() => overlays.closeThankYou()}>
          {thankYou.close}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
