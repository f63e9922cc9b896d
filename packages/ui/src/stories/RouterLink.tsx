import type * as React from 'react';

/**
 * Story/test stand-in for a router link such as Next's `Link`: any component that renders an anchor
 * from `href` can be passed as `linkComponent`. The data attribute lets tests see it was used.
 */
export function RouterLink({ children, ...props }: React.ComponentProps<'a'>) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}
