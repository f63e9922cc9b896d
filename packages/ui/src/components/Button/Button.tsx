import type * as React from 'react';
import { buttonClassName, buttonIconClassName, type ButtonStyleProps } from './buttonClassName';

export type ButtonProps = Omit<React.ComponentProps<'button'>, 'className'> &
  ButtonStyleProps & {
    /** Icon before the label (decorative; the label names the button). */
    leadingIcon?: React.ReactNode;
    /** Icon after the label, e.g. `<ArrowRightIcon />`. */
    trailingIcon?: React.ReactNode;
  };

/**
 * The kit's button. `type` defaults to `"button"` so a button never submits a form by accident.
 *
 * `aria-disabled` gives the disabled look while the button stays focusable and discoverable (a
 * native `disabled` button drops out of the tab order, so users never learn why they cannot send).
 * An aria-disabled button does nothing: its `onClick`/`formAction` are dropped and it cannot submit.
 * This is done without an event handler so the component stays usable in Server Components.
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  leadingIcon,
  trailingIcon,
  type = 'button',
  children,
  onClick,
  formAction,
  ...props
}: ButtonProps) {
  const ariaDisabled = props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  return (
    <button
      data-slot="button"
      type={ariaDisabled ? 'button' : type}
      onClick={ariaDisabled ? undefined : onClick}
      formAction={ariaDisabled ? undefined : formAction}
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...props}
    >
      {leadingIcon ? <span className={buttonIconClassName}>{leadingIcon}</span> : null}
      {children}
      {trailingIcon ? <span className={buttonIconClassName}>{trailingIcon}</span> : null}
    </button>
  );
}
