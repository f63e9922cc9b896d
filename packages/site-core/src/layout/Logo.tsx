import styles from './Logo.module.css';

/** The group's typographic mark: a cross in a rounded square and the brand name. */
export function Logo({ name }: { name: string }) {
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="var(--color-primary-700)" />
        <path d="M16 9h8v7h7v8h-7v7h-8v-7H9v-8h7z" fill="#fff" />
        <circle cx="31" cy="31" r="4" fill="var(--color-primary-200)" />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}

/** The anniversary badge of spec §2 (the 35-years logo), drawn, not copied. */
export function AnniversaryBadge({ years, label }: { years: number; label: string }) {
  return (
    <span className={styles.anniversary} title={label}>
      <svg viewBox="0 0 44 44" width="40" height="40" aria-hidden="true" focusable="false">
        <circle
          cx="22"
          cy="22"
          r="20"
          fill="none"
          stroke="var(--color-primary-500)"
          strokeWidth="2"
        />
        <circle cx="22" cy="22" r="16" fill="var(--color-primary-50)" />
        <text
          x="22"
          y="27"
          textAnchor="middle"
          fontSize="14"
          fontWeight="700"
          fill="var(--color-primary-800)"
        >
          {years}
        </text>
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
