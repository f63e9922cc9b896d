import type { PayloadRequest } from 'payload';
import { OPEN_STATUSES, type CaseSummary } from '../../../report/store/caseTypes';
import { pharmacovigilanceDesk } from '../../access/index.mts';
import { cardLines, DeskCard, type DeskComponentProps } from '../shared/DeskCard';
import { deskLanguageOf } from '../shared/deskText';
import { deskContextOf } from './deskContext.mts';
import { PV_DESK_TEXT } from './deskText';
import { DESK_VIEW_PATH } from './endpoints.mts';

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
export async function PharmacovigilanceDeskCard({ payload, user, i18n }: DeskComponentProps) {
  if (!pharmacovigilanceDesk({ req: { user } as PayloadRequest })) return null;
  const desk = deskContextOf(payload);
  if (!desk || !(await desk.takesReports())) return null;
  const words = PV_DESK_TEXT[deskLanguageOf(i18n?.language)];
  const deskPath = `${payload.config.routes.admin}${DESK_VIEW_PATH}`;
  const lines = await cardLines(
    { payload, desk: 'pharmacovigilance desk', unavailable: words.card.unavailable },
    async () => {
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
  );
  return (
    <DeskCard
      id="pharmacovigilance-desk-card"
      title={words.desk}
      lines={lines}
      href={deskPath}
      linkText={words.allReports}
    />
  );
}
