'use client';

import { useIntl } from 'react-intl';
import { Alert } from '@medivia/ui/Alert';
import { linkClassName } from '@medivia/ui/Link';
import { mailtoLink } from './mailtoLink';
import type { ContactDepartment } from './types';
import styles from './ContactForm.module.css';
import { telHref } from '../market/telHref';

export interface BotCheckFallbackProps {
  /** The department chosen in the form, if any. */
  department?: ContactDepartment;
  /** What the visitor typed, carried into the prefilled e-mail. */
  values: { name?: string; email?: string; message?: string };
}

/**
 * When the bot check cannot run (privacy tools and hospital networks block Google), the form cannot
 * send. It says so plainly, keeps the message, and gives the chosen department's phone and e-mail,
 * with the message already written into a mailto link.
 */
export function BotCheckFallback({ department, values }: BotCheckFallbackProps) {
  const intl = useIntl();
  const t = (id: string, args?: Record<string, string>) => intl.formatMessage({ id }, args);
  const signature = [values.name?.trim(), values.email?.trim()].filter(Boolean).join(', ');
  const body = [values.message?.trim() ?? '', signature && `— ${signature}`]
    .filter(Boolean)
    .join('\n\n');

  return (
    <Alert tone="warning" role="alert" title={t('contact.fallback.title')}>
      <p>{t('contact.fallback.text')}</p>
      {department ? (
        <dl className={styles.fallbackContacts}>
          <div>
            <dt>{t('contact.fallback.phone')}</dt>
            <dd>
              <a href={telHref(department.tel)} className={linkClassName()}>
                {department.tel}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.fallback.email')}</dt>
            <dd>
              <a href={`mailto:${department.mail}`} className={linkClassName()}>
                {department.mail}
              </a>
            </dd>
          </div>
        </dl>
      ) : (
        <p>{t('contact.fallback.chooseDepartment')}</p>
      )}
      {department ? (
        <p>
          <a
            className={linkClassName()}
            href={mailtoLink(department.mail, {
              subject: t('contact.fallback.mailSubject', { department: department.name }),
              body,
            })}
          >
            {t('contact.fallback.mailto')}
          </a>
        </p>
      ) : null}
    </Alert>
  );
}
