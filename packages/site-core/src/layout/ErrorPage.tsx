'use client';

import { Component, useSyncExternalStore, type ReactNode } from 'react';
import { isLocale, localeTags, type Locale } from '../i18n/locales';
import { errorStatus, errorText } from './errorText';
import styles from './ErrorPage.module.css';

interface ErrorPageProps {
  error: Error & { digest?: string };
  reset?: () => void;
  locale: Locale;
  homeHref: string;
}

/** Last line of defence: if rendering the error page itself fails, show a generic message and a home link. */
class Fallback extends Component<
  { children: ReactNode; text: string; home: string; homeHref: string },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.notFound}>
        <p>{this.props.text}</p>
        {/* A plain anchor: client navigation may be what broke. */}
        <a href={this.props.homeHref}>{this.props.home}</a>
      </section>
    );
  }
}

function ErrorDetails({ error, reset, locale, homeHref }: ErrorPageProps) {
  const text = errorText[locale];
  const status = errorStatus(error);
  // Production builds replace server error messages with a digest; show ours instead of an empty line.
  const message = error.message && !error.digest ? error.message : text.fallback;
  return (
    <section className={styles.notFound} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{text.title}</h1>
      <p className={styles.message}>{text.status.replace('{status}', String(status))}</p>
      <p className={styles.hint}>{message}</p>
      <div className={styles.actions}>
        {reset && (
          <button type="button" className="error-button" onClick={() => reset()}>
            {text.retry}
          </button>
        )}
        <a className="error-button" href={homeHref}>
          {text.home}
        </a>
      </div>
    </section>
  );
}

export function ErrorPage(props: ErrorPageProps) {
  const text = errorText[props.locale];
  return (
    <Fallback text={text.fallback} home={text.home} homeHref={props.homeHref}>
      <ErrorDetails {...props} />
    </Fallback>
  );
}

const noSubscription = () => () => {};
/** The page's language (the layout's <html lang>) and path; none while rendering on the server. */
const whereWeAre = () => `${document.documentElement.lang} ${location.pathname}`;

/**
 * The app's error.tsx: the locale comes from the layout's <html lang>, home from the address bar's
 * prefix. Read from the document rather than next/navigation, whose hooks would add their module
 * graph (some 4 kB) to the JavaScript of every page: this boundary loads with each of them.
 */
export function ErrorBoundaryPage(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const [tag = '', pathname = '/'] = useSyncExternalStore(
    noSubscription,
    whereWeAre,
    () => '',
  ).split(' ');
  const lang = Object.entries(localeTags).find(([, value]) => value === tag)?.[0] ?? '';
  const locale = isLocale(lang) ? lang : 'en';
  const homeHref =
    pathname === `/${locale}` || pathname.startsWith(`/${locale}/`) ? `/${locale}` : '/';
  // It replaces the page, header and main included, and sits above the layout's footer: its own main
  // landmark keeps the message inside a region, as on every other page.
  return (
    <main id="main" tabIndex={-1}>
      <ErrorPage {...props} locale={locale} homeHref={homeHref} />
    </main>
  );
}
