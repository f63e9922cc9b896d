import type * as React from 'react';
import { cx } from '../../lib/cx';
import styles from './Timeline.module.css';

export interface TimelineEntry {
  year: string | number;
  title?: string;
  text: React.ReactNode;
}

export type TimelineProps = Omit<React.ComponentProps<'ol'>, 'children'> & {
  /** Entries in chronological order. */
  entries: TimelineEntry[];
  /** Heading level of entry titles, to fit the page outline. Default 3. */
  headingLevel?: 3 | 4;
  /** Accessible name of the list, e.g. "Company history". */
  label?: string;
};

/**
 * Company history as an ordered list: the order is the meaning, so it is an `<ol>`, with the year
 * first in each entry. The line and dots are decoration drawn in CSS.
 */
export function Timeline({ entries, headingLevel = 3, label, className, ...props }: TimelineProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol
      data-slot="timeline"
      aria-label={label}
      className={cx(styles.timeline, className)}
      {...props}
    >
      {entries.map((entry, index) => (
        <li key={`${entry.year}-${index}`} className={styles.entry}>
          <p className={styles.year}>{entry.year}</p>
          <div className={styles.body}>
            {entry.title ? <Heading className={styles.title}>{entry.title}</Heading> : null}
            <div className={styles.text}>{entry.text}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
