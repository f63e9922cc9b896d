import type { I18nClient } from '@payloadcms/translations';
import type { Payload, PayloadRequest } from 'payload';
import type { ReactNode } from 'react';
import type { AdminLanguage } from '../../../i18n/adminLanguage';
import { mayWork, openDesk, type Desk, type DeskContext } from './deskKit.mts';
import { deskLanguageOf } from './deskText';

/** What Payload hands a desk's admin component (its navigation link, its dashboard card). */
export interface DeskComponentProps {
  payload: Payload;
  user?: PayloadRequest['user'];
  /** Payload's i18n of the request: the component reads the admin's language. */
  i18n?: Pick<I18nClient, 'language'>;
}

/**
 * A card's lines as read from the desk's store, or the one line saying it cannot be read now: the
 * dashboard opens whatever the store does, and the log names the error only (never report data).
 */
export async function cardLines(
  { payload, desk, unavailable }: { payload: Payload; desk: string; unavailable: string },
  read: () => Promise<ReactNode[]>,
): Promise<ReactNode[]> {
  try {
    return await read();
  } catch (error) {
    payload.logger.error(
      `[${desk}] the dashboard card could not read the store: ${(error as Error).name}`,
    );
    return [unavailable];
  }
}

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

/**
 * A desk's card for whoever may work at the desk, where the market has it (else nothing): its
 * lines read from the store by `lines`, or the one line saying the store cannot be read now.
 */
export async function deskCard<
  C extends DeskContext,
  W extends { desk: string; card: { unavailable: string } },
>(
  { payload, user, i18n }: DeskComponentProps,
  desk: Desk<C>,
  card: {
    /** The desk's words in the admin's language: its name heads the card. */
    words: (language: AdminLanguage) => W;
    linkText: (words: W) => string;
    lines: (context: C, deskPath: string, words: W) => Promise<ReactNode[]>;
  },
) {
  if (!mayWork(desk, user)) return null;
  const context = await openDesk(payload, desk);
  if (!context) return null;
  const words = card.words(deskLanguageOf(i18n?.language));
  const deskPath = `${payload.config.routes.admin}${desk.path}`;
  const lines = await cardLines(
    { payload, desk: `${desk.name} desk`, unavailable: words.card.unavailable },
    () => card.lines(context, deskPath, words),
  );
  return (
    <DeskCard
      id={`${desk.name}-desk-card`}
      title={words.desk}
      lines={lines}
      href={deskPath}
      linkText={card.linkText(words)}
    />
  );
}

/** The navigation's link to a desk, named in the admin's language. */
export function DeskNavLink({ href, name }: { href: string; name: string }) {
  return (
    <a className="nav__link" href={href}>
      <span className="nav__link-label">{name}</span>
    </a>
  );
}
