import type * as React from 'react';
import { cx } from '../../lib/cx';
import styles from './VisuallyHidden.module.css';

export type VisuallyHiddenProps = React.ComponentProps<'span'> & {
  /** Element to render; `span` fits inside any phrasing content. */
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'legend' | 'label';
  /**
   * Becomes visible while it (or something inside it) has focus — for skip links and similar
   * helpers that sighted keyboard users must see.
   */
  focusable?: boolean;
};

/**
 * Text for screen readers only, e.g. "(opens in new tab)" or "required". Uses its own CSS Module so
 * it works even where the global `.visually-hidden` class of base.css is not loaded.
 */
export function VisuallyHidden({
  as = 'span',
  focusable = false,
  className,
  ...props
}: VisuallyHiddenProps) {
  // Widened to ElementType: the span-typed ref/props are valid on every element `as` allows.
  const Component = as as React.ElementType;
  return (
    <Component
      data-slot="visually-hidden"
      className={cx(focusable ? styles.focusable : styles.hidden, className)}
      {...props}
    />
  );
}
