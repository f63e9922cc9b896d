import { staffTimeZone } from '../../staffFormat';
import type { ReactNode } from 'react';
import { DefaultTemplate } from '@payloadcms/next/templates';
import { redirect } from 'next/navigation';
import type { AdminViewServerProps, Payload } from 'payload';
import { getIntl } from '../../../i18n/intl';
import type { Market } from '../../../market/types';
import { reportAnswers } from '../../../report/mail/answers';
import { CASE_STATUSES, type CaseFilter, type StaffMember } from '../../../report/store/caseTypes';
import { pharmacovigilanceDesk } from '../../access/index.mts';
import { CaseFilePage } from './CaseFilePage';
import { CaseList } from './CaseList';
import { deskContextOf } from './deskContext.mts';
import { actorOf } from '../shared/deskHttp.mts';
import { deskLanguageOf } from '../shared/deskText';
import { deskStyles } from '../shared/deskStyles';
import { PV_DESK_TEXT } from './deskText';
import { DESK_VIEW_PATH } from './endpoints.mts';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The list's filter from the address (?status=&serious=); anything else is no filter. */
function filterOf(searchParams: AdminViewServerProps['searchParams']): CaseFilter {
  const status = one(searchParams?.status);
  const serious = one(searchParams?.serious);
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
 * The pharmacovigilance desk in the admin (/admin/pharmacovigilance and /<reference>): a server
 * component in the admin's own frame. Payload serves custom views to anyone, so the view checks the
 * session and the role itself, as the endpoints do; opening a case is recorded in its audit trail.
 * The forms post to the desk's endpoints and work without scripts.
 */
export async function PharmacovigilanceDeskView(props: AdminViewServerProps) {
  const { initPageResult, params, searchParams } = props;
  const { req, permissions, visibleEntities, locale } = initPageResult;
  const { payload, user } = req;
  const words = PV_DESK_TEXT[deskLanguageOf(req.i18n.language)];
  const admin = payload.config.routes.admin;
  const deskPath = `${admin}${DESK_VIEW_PATH}`;
  const segments = ([] as string[]).concat(params?.segments ?? []);
  const reference = segments[1] ? decodeURIComponent(segments[1]) : undefined;
  if (!user) {
    const here = reference ? `${deskPath}/${encodeURIComponent(reference)}` : deskPath;
    redirect(`${admin}/login?redirect=${encodeURIComponent(here)}`);
  }

  const frame = (children: ReactNode) => (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <main className="gutter--left gutter--right" style={deskStyles.page}>
        {children}
      </main>
    </DefaultTemplate>
  );

  if (!pharmacovigilanceDesk({ req })) {
    return frame(
      <>
        <h1>{words.desk}</h1>
        <p>{words.onlyForTeam}</p>
      </>,
    );
  }
  const desk = deskContextOf(payload);
  if (!desk || !(await desk.takesReports())) {
    return frame(
      <>
        <h1>{words.desk}</h1>
        <p>{words.noReports}</p>
      </>,
    );
  }
  const store = await desk.store();

  if (!reference) {
    const filter = filterOf(searchParams);
    return frame(
      <CaseList
        cases={await store.cases.list(filter)}
        filter={filter}
        deskPath={deskPath}
        words={words}
        timeZone={staffTimeZone(payload.config)}
      />,
    );
  }

  const file = await store.cases.openCase(reference, actorOf(req));
  if (!file) {
    return frame(
      <>
        <p>
          <a href={deskPath}>{words.allReports}</a>
        </p>
        <h1>{words.noSuchReport}</h1>
        <p>{words.errors.not_found}</p>
      </>,
    );
  }
  const loadMarket = payload.config.custom?.loadMarket as (() => Promise<Market>) | undefined;
  const market = loadMarket && (await loadMarket());
  // In the team's language (the market's default), labelled as the reporter saw the questions.
  const answers = market && reportAnswers(getIntl(market, market.locales[0]), file.report);
  return frame(
    <CaseFilePage
      file={file}
      answers={answers}
      staff={await deskStaff(payload)}
      deskPath={deskPath}
      caseApi={`${payload.config.routes.api}/pv/reports/${encodeURIComponent(file.reference)}`}
      done={one(searchParams?.done)}
      error={one(searchParams?.error)}
      words={words}
      timeZone={staffTimeZone(payload.config)}
    />,
  );
}
