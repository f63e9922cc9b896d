import type * as React from 'react';
import { cx } from '../../lib/cx';
import styles from './Icon.module.css';

export type IconProps = Omit<React.ComponentProps<'svg'>, 'children' | 'role'> & {
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right whenever
   * visible text next to it already says the same thing.
   */
  title?: string;
  /** Width and height; any CSS length or a number of pixels. Default `1.25em` (scales with text). */
  size?: number | string;
};

export type IconComponent = ((props: IconProps) => React.JSX.Element) & { displayName?: string };

/**
 * Builds one icon component from its 24×24 stroke paths. Icons draw with `currentColor`, so they
 * take the colour of the surrounding text and need no per-icon theming.
 */
export function createIcon(displayName: string, paths: React.ReactNode): IconComponent {
  function Icon({ title, size = '1.25em', className, ...props }: IconProps) {
    const a11y = title
      ? ({ role: 'img', 'aria-label': title } as const)
      : ({ 'aria-hidden': true } as const);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-slot="icon"
        className={cx(styles.icon, className)}
        {...a11y}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
