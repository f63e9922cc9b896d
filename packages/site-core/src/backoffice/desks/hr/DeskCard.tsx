import type { I18nClient } from '@payloadcms/translations';
import type { Payload, PayloadRequest } from 'payload';
import type { OpeningApplications } from '../../../report/store/applicationCaseTypes';
import { hrDesk } from '../../access/index.mts';
import { DeskCard } from '../shared/DeskCard';
import { deskLanguageOf } from '../shared/deskText';
import { hrDeskContextOf } from './deskContext.mts';
import { HR_DESK_TEXT } from './deskText';
import { HR_DESK_VIEW_PATH } from './endpoints.mts';

/** The applications nobody has moved on yet, in all and per opening (openings without any left out). */
export function freshApplications(openings: OpeningApplications[]) {
  const perOpening = openings
    .map(({ openingId, title, applications }) => ({
      openingId,
      title,
      fresh: applications.filter((application) => application.status === 'new').length,
    }))
    .filter((opening) => opening.fresh > 0);
  return { total: perOpening.reduce((sum, opening) => sum + opening.fresh, 0), perOpening };
}

/**
 * The dashboard's card of the HR desk, for HR and administrators: the new applications, by
 * opening, and the way to them.
 */
export async function HrDeskCard({
  payload,
  user,
  i18n,
}: {
  payload: Payload;
  user?: PayloadRequest['user'];
  i18n?: Pick<I18nClient, 'language'>;
}) {
  if (!hrDesk({ req: { user } as PayloadRequest })) return null;
  const desk = hrDeskContextOf(payload);
  if (!desk) return null;
  const words = HR_DESK_TEXT[deskLanguageOf(i18n?.language)];
  let lines;
  try {
    const { total, perOpening } = freshApplications(
      await (await desk.store()).applications.byOpening(),
    );
    lines = [
      <>
        {words.card.fresh(total)}
        {perOpening.length > 0 && (
          <ul style={{ paddingInlineStart: '1.25em' }}>
            {perOpening.map((opening) => (
              <li key={opening.openingId}>
                {opening.title}: {opening.fresh}
              </li>
            ))}
          </ul>
        )}
      </>,
    ];
  } catch (error) {
    // The dashboard opens whatever the store does; the desk itself reports the failure.
    payload.logger.error(
      `[HR desk] the dashboard card could not read the store: ${(error as Error).name}`,
    );
    lines = [words.card.unavailable];
  }
  return (
    <DeskCard
      id="hr-desk-card"
      title={words.desk}
      lines={lines}
      href={`${payload.config.routes.admin}${HR_DESK_VIEW_PATH}`}
      linkText={words.allApplications}
    />
  );
}
