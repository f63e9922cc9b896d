import styles from './DraftBanner.module.css';

/**
 * The strip at the top of every draft's preview: staff must never take a preview for the live page
 * (a screenshot sent round, a tab left open). In the page's language, as the page itself.
 */
export function DraftBanner({ title, text }: { title: string; text: string }) {
  return (
    <aside className={styles.banner} aria-label={title} data-draft-banner="">
      <p className={styles.text}>
        <strong>{title}</strong> – {text}
      </p>
    </aside>
  );
}
