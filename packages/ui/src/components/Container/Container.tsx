import type * as React from 'react';
import { cx } from '../../lib/cx';
import styles from './Container.module.css';

export type ContainerSize = 'narrow' | 'default' | 'wide';

export type ContainerProps = React.ComponentProps<'div'> & {
  /** Max width: `narrow` 720px (reading, forms), `default` 1200px, `wide` 1440px. */
  size?: ContainerSize;
  /** Element to render, e.g. `'main'`, `'section'`, `'header'`. Default `'div'`. */
  as?: React.ElementType;
};

/**
 * Centred max-width wrapper with responsive side gutters (from the `--container-*` tokens).
 * Only horizontal layout: vertical rhythm belongs to the sections that use it.
 */
export function Container({
  size = 'default',
  as: Component = 'div',
  className,
  ...props
}: ContainerProps) {
  return (
    <Component
      data-slot="container"
      className={cx(styles.container, styles[size], className)}
      {...props}
    />
  );
}
