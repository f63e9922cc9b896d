import type { OpeningApplications } from '../../../report/store/applicationCaseTypes';
import { deskCard, type DeskComponentProps } from '../shared/DeskCard';
import { HR_DESK } from './deskContext.mts';
import { HR_DESK_TEXT } from './deskText';

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
export function HrDeskCard(props: DeskComponentProps) {
  return deskCard(props, HR_DESK, {
    words: (language) => HR_DESK_TEXT[language],
    linkText: (words) => words.allApplications,
    lines: async (desk, _deskPath, words) => {
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
  });
}
