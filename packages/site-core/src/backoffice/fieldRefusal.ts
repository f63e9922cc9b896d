import type { CSSProperties } from 'react';

/**
 * A refusal written out on an admin field (a photo's missing alt text, an upload of the wrong kind):
 * Payload's error colours in a box, so the whole sentence shows where its own tooltip would cut it.
 */
export const fieldRefusalStyle = (marginBottom: string): CSSProperties => ({
  color: 'var(--theme-error-750, var(--theme-error-500))',
  background: 'var(--theme-error-100)',
  border: '1px solid var(--theme-error-400)',
  borderRadius: 'var(--style-radius-s, 3px)',
  padding: '0.5rem 0.75rem',
  margin: `0 0 ${marginBottom}`,
});
