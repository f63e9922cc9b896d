import type * as React from 'react';
import { cx } from '../../lib/cx';
import type { LinkComponentProps } from '../../lib/types';
import { ChevronRightIcon } from '../Icon';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: React.ReactNode;
  /** Omit on the last item to render it as text. */
  href?: string;
}

export type BreadcrumbsProps = Omit<React.ComponentProps<'nav'>, 'aria-label'> &
  LinkComponentProps & {
    /** Accessible name of the landmark, e.g. "Breadcrumb" / "Putanja". */
    label: string;
    /** From the home page to the current page; the last item is the current page. */
    items: BreadcrumbItem[];
  };

/**
 * Breadcrumb trail (WAI-ARIA breadcrumb pattern): a named `<nav>` with an ordered list; the last item
 * carries `aria-current="page"`. Separators are decorative icons hidden from screen readers.
 */
export function Breadcrumbs({
  label,
  items,
  linkComponent: LinkComponent = 'a',
  className,
  ...props
}: BreadcrumbsProps) {
  return (
    <nav
      data-slot="breadcrumbs"
      aria-label={label}
      className={cx(styles.breadcrumbs, className)}
      {...props}
    >
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={index} className={styles.item}>
              {index > 0 ? <ChevronRightIcon className={styles.separator} size="1rem" /> : null}
              {isLast ? (
                item.href ? (
                  <LinkComponent
                    href={item.href}
                    aria-current="page"
                    className={cx(styles.link, styles.current)}
                  >
                    {item.label}
                  </LinkComponent>
                ) : (
                  <span aria-current="page" className={styles.current}>
                    {item.label}
                  </span>
                )
              ) : item.href ? (
                <LinkComponent href={item.href} className={styles.link}>
                  {item.label}
                </LinkComponent>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
