import type { ReactNode } from 'react';
import { DefaultTemplate } from '@payloadcms/next/templates';
import { redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import { administrators, hrDesk } from '../../access/index.mts';
import { staffTimeZone } from '../../staffFormat';
import { actorOf } from '../shared/deskHttp.mts';
import { deskLanguageOf } from '../shared/deskText';
import { deskStyles } from '../shared/deskStyles';
import { ApplicationList } from './ApplicationList';
import { ApplicationPage } from './ApplicationPage';
import { hrDeskContextOf } from './deskContext.mts';
import { HR_DESK_TEXT } from './deskText';
import { HR_DESK_VIEW_PATH } from './endpoints.mts';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The HR desk in the admin (/admin/hr and /<reference>): a server component in the admin's own
 * frame. Payload serves custom views to anyone, so the view checks the session and the role
 * itself, as the endpoints do; opening an application is recorded in its audit trail. The forms
 * post to the desk's endpoints and work without scripts.
 */
export async function HrDeskView(props: AdminViewServerProps) {
  const { initPageResult, params, searchParams } = props;
  const { req, permissions, visibleEntities, locale } = initPageResult;
  const { payload, user } = req;
  const words = HR_DESK_TEXT[deskLanguageOf(req.i18n.language)];
  const admin = payload.config.routes.admin;
  const deskPath = `${admin}${HR_DESK_VIEW_PATH}`;
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

  const desk = hrDeskContextOf(payload);
  if (!hrDesk({ req }) || !desk) {
    return frame(
      <>
        <h1>{words.desk}</h1>
        <p>{words.onlyForHr}</p>
      </>,
    );
  }
  const store = await desk.store();

  if (!reference) {
    return frame(
      <ApplicationList
        openings={await store.applications.byOpening()}
        deskPath={deskPath}
        lastPurge={await store.applications.lastDailyPurge()}
        words={words}
        timeZone={staffTimeZone(payload.config)}
      />,
    );
  }

  const file = await store.applications.openApplication(reference, actorOf(req));
  if (!file) {
    return frame(
      <>
        <p>
          <a href={deskPath}>{words.allApplications}</a>
        </p>
        <h1>{words.noSuchApplication}</h1>
        <p>{words.errors.not_found}</p>
      </>,
    );
  }
  return frame(
    <ApplicationPage
      file={file}
      deskPath={deskPath}
      applicationApi={`${payload.config.routes.api}/hr/applications/${encodeURIComponent(file.reference)}`}
      showAudit={administrators({ req })}
      done={one(searchParams?.done)}
      error={one(searchParams?.error)}
      words={words}
      timeZone={staffTimeZone(payload.config)}
    />,
  );
}
