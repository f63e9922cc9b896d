import { OPEN_STATUSES, type CaseSummary } from '../../../report/store/caseTypes';
import { deskCard, type DeskComponentProps } from '../shared/DeskCard';
import { PV_DESK } from './deskContext.mts';
import { PV_DESK_TEXT } from './deskText';

/** What the team is owed an answer on: new reports, overdue cases and serious cases still open. */
export function casesWaiting(cases: CaseSummary[]) {
  const open = cases.filter((entry) => OPEN_STATUSES.includes(entry.status));
  return {
    waiting: cases.filter((entry) => entry.status === 'new').length,
    overdue: open.filter((entry) => entry.overdue).length,
    seriousOpen: open.filter((entry) => entry.serious).length,
  };
}

/**
 * The dashboard's card of the pharmacovigilance desk, for the team and administrators in a market
 * that takes reports: how many reports wait, how many are overdue, and the way to them. The team
 * sees what is due the moment they sign in, without opening the desk.
 */
export function PharmacovigilanceDeskCard(props: DeskComponentProps) {
  return deskCard(props, PV_DESK, {
    words: (language) => PV_DESK_TEXT[language],
    linkText: (words) => words.allReports,
    lines: async (desk, deskPath, words) => {
      const { waiting, overdue, seriousOpen } = casesWaiting(
        await (await desk.store()).cases.list(),
      );
      return [
        <a key="waiting" href={`${deskPath}?status=new`}>
          {words.card.waiting(waiting)}
        </a>,
        overdue > 0 ? <strong key="overdue">{words.overdue(overdue)}</strong> : words.noneOverdue,
        words.card.seriousOpen(seriousOpen),
      ];
    },
  });
}
