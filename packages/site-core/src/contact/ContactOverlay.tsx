'use client';

import { Dialog, DialogContent, DialogTitle } from '@medivia/ui/Dialog';
import { overlays, useOverlays } from '../overlays/overlayStore';
import type { ContactOverlayProps } from './types';

export function ContactOverlay({ messages }: ContactOverlayProps) {
  const open = useOverlays((s) => s.contactVisible);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : overlays.closeContact())}>
      <DialogContent closeLabel={messages['contact.close'] ?? 'Close'}>
        <DialogTitle>{messages['contact.title'] ?? 'Contact'}</DialogTitle>
      </DialogContent>
    </Dialog>
  );
}
