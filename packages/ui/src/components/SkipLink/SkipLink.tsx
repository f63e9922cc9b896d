import type * as React from 'react';
import { cx } from '../../lib/cx';
import styles from './SkipLink.module.css';

export type SkipLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  /** Fragment of the main content, e.g. `#main-content`. Give that element `tabIndex={-1}`. */
  href?: `#${string}`;
  /** The link text, e.g. "Skip to content" / "Preskoči na sadržaj". */
  children: React.ReactNode;
};

/**
 * First focusable element of every page: hidden until focused, then shown above everything, so
 * keyboard users can jump past the header navigation (WCAG 2.4.1). A plain `<a>`: an in-page
 * fragment needs no router.
 */
export function SkipLink({ href = '#main-content', className, children, ...props }: SkipLinkProps) {
  return (
    <a data-slot="skip-link" href={href} className={cx(styles.skipLink, className)} {...props}>
      {children}
    </a>
  );
}
