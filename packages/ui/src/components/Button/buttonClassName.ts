import { cx } from '../../lib/cx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  /** `primary` main action (one per view), `secondary` outlined, `ghost` text-only, `inverse` on dark. */
  variant?: ButtonVariant;
  /** Height: sm 36px, md 44px, lg 52px. Default `md`. */
  size?: ButtonSize;
  /** Stretch to the width of the container (e.g. on phones). */
  fullWidth?: boolean;
  /** Extra classes merged after the button classes. */
  className?: string;
}

/**
 * Class names of the button look, for anything that must look like a button but is not a
 * `<Button>` (a Next `Link`, a `<summary>`, a label). Kept hook-free and outside any client module so
 * Server Components can call it.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleProps = {}): string {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
}

/** Class of the icon slots, shared by Button and ButtonLink. */
export const buttonIconClassName = styles.icon;
