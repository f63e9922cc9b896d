import type * as React from 'react';
import type { LinkComponentProps } from '../../lib/types';
import { buttonClassName, buttonIconClassName, type ButtonStyleProps } from './buttonClassName';

export type ButtonLinkProps = Omit<React.ComponentProps<'a'>, 'className' | 'href'> &
  ButtonStyleProps &
  LinkComponentProps & {
    /** Link target, passed to `linkComponent` unchanged. */
    href: string;
    /** Icon before the label (decorative). */
    leadingIcon?: React.ReactNode;
    /** Icon after the label, e.g. `<ArrowRightIcon />`. */
    trailingIcon?: React.ReactNode;
  };

/**
 * A link that looks like a button: navigation stays a link for assistive technology (it is announced
 * as a link and opens in a new tab with a middle click), only the look is borrowed.
 * Pass the site's router link as `linkComponent` (e.g. Next's `Link`).
 */
export function ButtonLink({
  linkComponent: LinkComponent = 'a',
  variant,
  size,
  fullWidth,
  className,
  leadingIcon,
  trailingIcon,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <LinkComponent
      data-slot="button-link"
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...props}
    >
      {leadingIcon ? <span className={buttonIconClassName}>{leadingIcon}</span> : null}
      {children}
      {trailingIcon ? <span className={buttonIconClassName}>{trailingIcon}</span> : null}
    </LinkComponent>
  );
}
