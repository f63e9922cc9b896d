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

/** A title's text as SVG markup: it goes into the icon's inner HTML. */
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Builds one icon component from its 24×24 stroke shapes, written as SVG markup. Icons draw with
 * `currentColor`, so they take the colour of the surrounding text and need no per-icon theming.
 *
 * The shapes are the svg's inner HTML, not React elements: React then hydrates an icon as one
 * element instead of one per shape (the contact page: 128 icons with 196 shapes, among its 1,170
 * elements), and the page's RSC payload carries one string per icon.
 *
 * The stroke style lives in Icon.module.css, not in attributes: a page carries every icon twice
 * (its HTML and its RSC payload), and the same seven attributes on each were 7 % of the About
 * page's HTML. Width and height stay attributes, so an icon keeps its size should CSS fail.
 */
export function createIcon(displayName: string, shapes: string): IconComponent {
  function Icon({ title, size = '1.25em', className, ...props }: IconProps) {
    const a11y = title
      ? ({ role: 'img', 'aria-label': title } as const)
      : ({ 'aria-hidden': true } as const);
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        data-slot="icon"
        className={cx(styles.icon, className)}
        {...a11y}
        {...props}
        dangerouslySetInnerHTML={{
          __html: title ? `<title>${escapeText(title)}</title>${shapes}` : shapes,
        }}
      />
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
