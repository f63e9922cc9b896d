import type { CSSProperties } from 'react';

/** Desktop column count for n cards that avoids a lone card in the last row where it can. */
export function gridColumns(n: number): number {
  if (n <= 4) return Math.max(n, 2);
  if (n % 3 === 0) return 3;
  if (n % 4 === 0 || n % 4 === 3) return 4;
  return 3;
}

/** Inline style handing the column count to the grid's CSS (`--grid-cols`). */
export const gridStyle = (n: number) => ({ '--grid-cols': gridColumns(n) }) as CSSProperties;
