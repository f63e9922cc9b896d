import type { CSSProperties } from 'react';

/** The desk's few styles, on the admin's own theme variables (light and dark alike). */
export const deskStyles = {
  page: { paddingBlock: 'var(--base)' },
  filters: { display: 'flex', gap: 'var(--base)', alignItems: 'center', flexWrap: 'wrap' },
  // A wide table scrolls within its own box on a phone rather than widening the admin's page.
  scroller: { overflowX: 'auto', maxWidth: '100%', marginTop: 'var(--base)' },
  table: { width: '100%', borderCollapse: 'collapse' },
  caption: { textAlign: 'left', fontWeight: 600, paddingBottom: 'calc(var(--base) / 2)' },
  cell: {
    textAlign: 'left',
    padding: 'calc(var(--base) / 4) calc(var(--base) / 2)',
    borderTop: '1px solid var(--theme-elevation-150)',
    verticalAlign: 'top',
  },
  // References and times read as one unit: never broken at their hyphens or spaces.
  unbroken: {
    textAlign: 'left',
    padding: 'calc(var(--base) / 4) calc(var(--base) / 2)',
    borderTop: '1px solid var(--theme-elevation-150)',
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
  },
  // Overdue is also said in words in the Due column; the tint only helps the eye.
  overdueRow: { background: 'var(--theme-error-50)' },
  section: { marginTop: 'calc(var(--base) * 2)' },
  form: { display: 'grid', gap: 'calc(var(--base) / 2)', maxWidth: '40rem' },
  // A label takes at most 40% of the width (a reporter's question wraps instead of widening the
  // page on a phone); an answer may shrink below its longest word (an e-mail address) and wraps it.
  facts: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
    gap: '0.25rem 1rem',
    overflowWrap: 'anywhere',
  },
  notice: {
    padding: 'calc(var(--base) / 2)',
    border: '1px solid var(--theme-elevation-250)',
    borderRadius: 'var(--style-radius-s)',
  },
} satisfies Record<string, CSSProperties>;
