import type { I18nClient } from '@payloadcms/translations';
import type { Payload, PayloadRequest } from 'payload';
import { OPEN_STATUSES, type CaseSummary } from '../../../report/store/caseTypes';
import { pharmacovigilanceDesk } from '../../access/index.mts';
import { DeskCard } from '../shared/DeskCard';
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
export async function PharmacovigilanceDeskCard({
  payload,
  user,
  i18n,
}: {
  payload: Payload;
  user?: PayloadRequest['user'];
  i18n?: Pick<I18nClient, 'language'>;
}) {
  if (!pharmacovigilanceDesk({ req: { user } as PayloadRequest })) return null;
  const desk = deskContextOf(payload);
  if (!desk || !(await desk.takesReports())) return null;
  const words = PV_DESK_TEXT[deskLanguageOf(i18n?.language)];
  const deskPath = `${payload.config.routes.admin}${DESK_VIEW_PATH}`;
  let lines;
  try {
    const { waiting, overdue, seriousOpen } = casesWaiting(await (await desk.store()).cases.list());
    lines = [
      <a key="waiting" href={`${deskPath}?status=new`}>
        {words.card.waiting(waiting)}
      </a>,
      overdue > 0 ? <strong key="overdue">{words.overdue(overdue)}</strong> : words.noneOverdue,
      words.card.seriousOpen(seriousOpen),
    ];
  } catch (error) {
    // The dashboard opens whatever the store does; the desk itself reports the failure.
    payload.logger.error(
      `[pharmacovigilance desk] the dashboard card could not read the store: ${(error as Error).name}`,
    );
    lines = [words.card.unavailable];
  }
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
