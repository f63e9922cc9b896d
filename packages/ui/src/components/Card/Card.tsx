import type * as React from 'react';
import { cx } from '../../lib/cx';
import type { LinkComponentProps } from '../../lib/types';
import { ArrowRightIcon } from '../Icon';
import styles from './Card.module.css';

export type CardProps = Omit<React.ComponentProps<'article'>, 'title'> &
  LinkComponentProps & {
    title: React.ReactNode;
    /** Short description under the title. */
    text?: React.ReactNode;
    /** Decorative icon above the title, e.g. `<PillIcon />`. */
    icon?: React.ReactNode;
    /** Decorative content above the title at its own size, e.g. an illustration or a typographic mark. */
    media?: React.ReactNode;
    /**
     * A picture across the card's top, edge to edge, cropped to a 2:1 box the card reserves (no layout
     * shift): give it an image that fills its box (width and height 100%, `object-fit: cover`).
     */
    cover?: React.ReactNode;
    /** Makes the whole card clickable; the title becomes the (only) link. */
    href?: string;
    /** Visible cue at the bottom of a linked card, e.g. "Learn more". Plain text, not a second link. */
    cta?: React.ReactNode;
    /** Heading level of the title, to fit the page outline. Default 3. */
    headingLevel?: 2 | 3 | 4;
    /** `li` when cards are items of a `<ul>`. Default `article`. */
    as?: 'article' | 'div' | 'li';
  };

/**
 * Content card. With `href` the whole card is a click target, done the accessible way: the title's
 * link is the single link (screen readers list one link named by the title), and a stretched
 * `::after` extends its hit area over the card. Extra interactive children must not be added to a
 * linked card (they would sit under the stretched link).
 */
export function Card({
  title,
  text,
  icon,
  media,
  cover,
  href,
  cta,
  headingLevel = 3,
  as = 'article',
  linkComponent: LinkComponent = 'a',
  className,
  children,
  ...props
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  // Widened: the article-typed props are valid on each element `as` allows.
  const Component = as as React.ElementType;
  return (
    <Component
      data-slot="card"
      className={cx(styles.card, href && styles.clickable, className)}
      {...props}
    >
      {cover ? <div className={styles.cover}>{cover}</div> : null}
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      {media ? <div className={styles.media}>{media}</div> : null}
      <Heading className={styles.title}>
        {href ? (
          <LinkComponent href={href} className={styles.link}>
            {title}
          </LinkComponent>
        ) : (
          title
        )}
      </Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
      {href && cta ? (
        <p className={styles.cta}>
          {cta}
          <ArrowRightIcon className={styles.ctaIcon} size="1.125em" />
        </p>
      ) : null}
    </Component>
  );
}
