import type * as React from 'react';
import { cx } from '../../lib/cx';
import type { LinkComponentProps } from '../../lib/types';
import { ExternalLinkIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Link.module.css';

export type LinkVariant = 'default' | 'subtle' | 'inverse';

export interface LinkStyleProps {
  /** `default` teal underlined, `subtle` body-coloured (footers, meta), `inverse` on dark bands. */
  variant?: LinkVariant;
  className?: string;
}

/** Classes of the inline link look, for links rendered by other components (e.g. rich text). */
export function linkClassName({ variant = 'default', className }: LinkStyleProps = {}): string {
  return cx(styles.link, styles[variant], className);
}

type ExternalProps =
  | {
      /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and shows an icon. */
      external: true;
      /** Visually hidden warning read after the text, e.g. "(opens in new tab)". */
      externalLabel: string;
    }
  | { external?: false; externalLabel?: undefined };

export type LinkProps = Omit<React.ComponentProps<'a'>, 'className' | 'href'> &
  LinkStyleProps &
  LinkComponentProps &
  ExternalProps & {
    href: string;
  };

/**
 * Inline text link. Internal links render through `linkComponent` (Next's `Link`); external ones
 * always render a plain `<a>` because they leave the site and need no client-side routing.
 */
export function Link({
  linkComponent: LinkComponent = 'a',
  variant,
  className,
  external,
  externalLabel,
  children,
  ...props
}: LinkProps) {
  const classes = linkClassName({ variant, className });
  if (external) {
    return (
      <a data-slot="link" target="_blank" rel="noopener noreferrer" className={classes} {...props}>
        {children}
        <ExternalLinkIcon className={styles.externalIcon} size="1em" />
        <VisuallyHidden> {externalLabel}</VisuallyHidden>
      </a>
    );
  }
  return (
    <LinkComponent data-slot="link" className={classes} {...props}>
      {children}
    </LinkComponent>
  );
}
