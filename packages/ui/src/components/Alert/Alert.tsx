import type * as React from 'react';
import { cx } from '../../lib/cx';
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  CheckIcon,
  InfoIcon,
  type IconComponent,
} from '../Icon';
import styles from './Alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export type AlertProps = Omit<React.ComponentProps<'div'>, 'title' | 'role'> & {
  /** Colour and icon; each tone has its own icon so colour is never the only signal. */
  tone?: AlertTone;
  /** Bold first line. */
  title?: React.ReactNode;
  /**
   * Live-region role for messages that appear after the page loaded: `alert` interrupts (errors that
   * block the user), `status` waits politely (e.g. "Message sent"). Omit for static notices.
   */
  role?: 'alert' | 'status';
  /** Heading element for the title when the alert is a page section; default a `<p>`. */
  titleAs?: 'p' | 'h2' | 'h3' | 'h4';
};

const icons: Record<AlertTone, IconComponent> = {
  info: InfoIcon,
  success: CheckIcon,
  warning: AlertTriangleIcon,
  danger: AlertCircleIcon,
};

/** Inline message box for form results, service notices and warnings. */
export function Alert({
  tone = 'info',
  title,
  role,
  titleAs: Title = 'p',
  className,
  children,
  ...props
}: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      data-slot="alert"
      data-tone={tone}
      role={role}
      className={cx(styles.alert, styles[tone], className)}
      {...props}
    >
      <Icon className={styles.icon} size="1.375rem" />
      <div className={styles.body}>
        {title ? <Title className={styles.title}>{title}</Title> : null}
        {children ? <div className={styles.content}>{children}</div> : null}
      </div>
    </div>
  );
}
