import type { PayloadRequest } from 'payload';
import type { OpeningApplications } from '../../../report/store/applicationCaseTypes';
import { hrDesk } from '../../access/index.mts';
import { cardLines, DeskCard, type DeskComponentProps } from '../shared/DeskCard';
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
export async function HrDeskCard({ payload, user, i18n }: DeskComponentProps) {
  if (!hrDesk({ req: { user } as PayloadRequest })) return null;
  const desk = hrDeskContextOf(payload);
  if (!desk) return null;
  const words = HR_DESK_TEXT[deskLanguageOf(i18n?.language)];
  const lines = await cardLines(
    { payload, desk: 'HR desk', unavailable: words.card.unavailable },
    async () => {
      const { total, perOpening } = freshApplications(
        await (await desk.store()).applications.byOpening(),
      );
      return [
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
    },
  );
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
