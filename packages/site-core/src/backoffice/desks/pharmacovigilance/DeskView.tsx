import type { AdminViewServerProps, Payload } from 'payload';
import { getIntl } from '../../../i18n/intl';
import type { Market } from '../../../market/types';
import { reportAnswers } from '../../../report/mail/answers';
import { CASE_STATUSES, type CaseFilter, type StaffMember } from '../../../report/store/caseTypes';
import { actorOf } from '../shared/deskHttp.mts';
import { deskView, firstValue } from '../shared/DeskView';
import { CaseFilePage } from './CaseFilePage';
import { CaseList } from './CaseList';
import { PV_DESK } from './deskContext.mts';
import { PV_DESK_TEXT } from './deskText';

/** The list's filter from the address (?status=&serious=); anything else is no filter. */
function filterOf(searchParams: AdminViewServerProps['searchParams']): CaseFilter {
  const status = firstValue(searchParams?.status);
  const serious = firstValue(searchParams?.serious);
  return {
    status: CASE_STATUSES.find((known) => known === status),
    serious: serious === 'true' ? true : serious === 'false' ? false : undefined,
  };
}

/** Who a case can be given to: the accounts of the pharmacovigilance team and administrators. */
async function deskStaff(payload: Payload): Promise<StaffMember[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: ['pharmacovigilance', 'administrator'] } },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  });
  return (docs as { id: string | number; email?: string }[]).map((user) => ({
    id: String(user.id),
    email: user.email ?? '',
  }));
}

/**
 * The pharmacovigilance desk in the admin (/admin/pharmacovigilance and /<reference>), on the
 * kit's view: every report, overdue first, with a filter; and one case (opening it is recorded in
 * its audit trail), its answers labelled in the team's language as the reporter saw the questions.
 */
export async function PharmacovigilanceDeskView(props: AdminViewServerProps) {
  return deskView(props, PV_DESK, {
    words: (language) => PV_DESK_TEXT[language],
    back: (words) => words.allReports,
    list: async ({ store, deskPath, searchParams, words, timeZone }) => {
      const filter = filterOf(searchParams);
      return (
        <CaseList
          cases={await store.cases.list(filter)}
          filter={filter}
          deskPath={deskPath}
          words={words}
          timeZone={timeZone}
        />
      );
    },
    record: async ({ req, store, deskPath, done, error, words, timeZone }, reference) => {
      const file = await store.cases.openCase(reference, actorOf(req));
      if (!file) return undefined;
      const { payload } = req;
      const loadMarket = payload.config.custom?.loadMarket as (() => Promise<Market>) | undefined;
      const market = loadMarket && (await loadMarket());
      // In the team's language (the market's default), labelled as the reporter saw the questions.
      const answers = market && reportAnswers(getIntl(market, market.locales[0]), file.report);
      return (
        <CaseFilePage
          file={file}
          answers={answers}
          staff={await deskStaff(payload)}
          deskPath={deskPath}
          caseApi={`${payload.config.routes.api}/pv/reports/${encodeURIComponent(file.reference)}`}
          done={done}
          error={error}
          words={words}
          timeZone={timeZone}
        />
      );
    },
  });
}
