'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type * as React from 'react';
import { cx } from '../../lib/cx';
import { CloseIcon } from '../Icon';
import styles from './Dialog.module.css';

/*
 * Thin typed wrappers over Radix Dialog (focus trap, Escape and overlay-click dismissal, scroll lock,
 * aria-labelledby/-describedby come from Radix). Each part only adds a data-slot and kit classes.
 */

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cx(styles.overlay, className)}
      {...props}
    />
  );
}

export type DialogSize = 'sm' | 'md' | 'lg' | 'full';

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the × button, e.g. "Close" / "Zatvori". Required: the kit has no texts. */
  closeLabel: string;
  /** Max width: sm 400px, md 560px, lg 800px; `full` fills the screen (e.g. a mobile menu). */
  size?: DialogSize;
  /** Hide the × button only when the dialog has another visible close action. */
  showCloseButton?: boolean;
};

/** Portal + overlay + centred panel + × close button. Put a DialogTitle inside (Radix requires one). */
function DialogContent({
  className,
  children,
  closeLabel,
  size = 'md',
  showCloseButton = true,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size}
        className={cx(styles.content, styles[size], className)}
        {...props}
      >
        {children}
        {/* After the content in DOM order so initial focus lands on the first field, not on ×. */}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className={styles.close}
            aria-label={closeLabel}
          >
            <CloseIcon size="1.5rem" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cx(styles.header, className)} {...props} />;
}

function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cx(styles.footer, className)} {...props} />;
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cx(styles.title, className)}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cx(styles.description, className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
};
