import type * as React from 'react';

/**
 * Component used to render internal links, e.g. Next's `Link`. The kit never imports a router:
 * the site passes its link component in and the kit renders `<LinkComponent href="…">`.
 * Defaults to a plain `'a'` everywhere.
 */
export type LinkComponent = React.ElementType;

/** Props shared by every component that renders links. */
export interface LinkComponentProps {
  /** Element or component rendering the anchor (e.g. Next's `Link`). Default `'a'`. */
  linkComponent?: LinkComponent;
}

/**
 * Required-marker contract shared by form controls. The visible '*' is hidden from assistive tech,
 * so the spoken word ("required", "obavezno", …) must come in as text via `requiredLabel`.
 * (A plain interface rather than a union: Storybook's arg types collapse on union props.)
 */
export interface RequiredProps {
  /** Shows the '*' marker and announces `requiredLabel` to screen readers. */
  required?: boolean;
  /**
   * Visually hidden text read after the label, e.g. "required". Always pass it with `required`:
   * without it the '*' itself is left readable as the only cue.
   */
  requiredLabel?: string;
}
