import { clsx, type ClassValue } from 'clsx';

/**
 * The one class-name helper of the kit: every component merges its own CSS Module classes with a
 * consumer's `className` through this, so there is a single place to change merging behaviour
 * (e.g. to add deduplication) later.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

export type { ClassValue };
