import type { ReactNode } from 'react';

/**
 * A desk's card on the admin's dashboard: the desk's name, what waits for the team and the way in.
 * Drawn with the admin's theme variables, like the launch checklist, in light and dark alike; side by
 * side with the other desk's card on a wide screen (`.desk-card` in admin.css).
 */
export function DeskCard({
  id,
  title,
  lines,
  href,
  linkText,
}: {
  /** The heading's id: the card is a region named by it. */
  id: string;
  title: string;
  lines: ReactNode[];
  href: string;
  linkText: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="desk-card"
      style={{
        marginBottom: 'var(--base)',
        padding: 'var(--base)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m)',
      }}
    >
      <h2 id={id} style={{ marginTop: 0 }}>
        {title}
      </h2>
      <ul style={{ margin: '0 0 var(--base)', paddingInlineStart: '1.25em' }}>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <a href={href} className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
        {linkText}
      </a>
    </section>
  );
}
