import type { ReactNode } from 'react';
import { DefaultTemplate } from '@payloadcms/next/templates';
import { redirect } from 'next/navigation';
import type { AdminViewServerProps, PayloadRequest } from 'payload';
import type { ReportStore } from '../../../report/store/reportStore';
import { staffTimeZone } from '../../staffFormat';
import { deskLanguageOf } from './deskText';
import { deskStyles } from './deskStyles';
import { contextOf, type Desk, type DeskContext } from './deskKit.mts';
import type { AdminLanguage } from '../../../i18n/adminLanguage';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** What the kit's view says itself, in the desk's words. */
export interface DeskViewWords {
  desk: string;
  /** For a role the desk's rule excludes. */
  refused: string;
  /** Where the market has no such desk; the refusal when not given. */
  closed?: string;
  /** The heading for a reference that names no record. */
  noSuchRecord: string;
  errors: { not_found: string };
}

/** What the desk's own parts draw with. */
export interface DeskPage<C extends DeskContext, W> {
  req: PayloadRequest;
  context: C;
  store: ReportStore;
  /** /admin<path>: the list. */
  deskPath: string;
  searchParams: AdminViewServerProps['searchParams'];
  /** `?done=` and `?error=`: what the last form's post did. */
  done?: string;
  error?: string;
  /** The desk's words in the admin's language. */
  words: W;
  /** The market's time zone: desk times are read in it. */
  timeZone: string;
}

/**
 * A desk in the admin (/admin<path> and /<reference>): a server component in the admin's own
 * frame. Payload serves custom views to anyone, so the view checks the session and the role
 * itself, as the endpoints do; then whether the market has the desk; then it draws the list, or
 * the record the path names (`record` answers undefined for an unknown reference). Opening a
 * record is the desk's to audit. The forms post to the desk's endpoints and work without scripts.
 */
export async function deskView<C extends DeskContext, W extends DeskViewWords>(
  props: AdminViewServerProps,
  desk: Desk<C>,
  parts: {
    words: (language: AdminLanguage) => W;
    /** The way back to the list. */
    back: (words: W) => string;
    list: (page: DeskPage<C, W>) => Promise<ReactNode>;
    record: (page: DeskPage<C, W>, reference: string) => Promise<ReactNode | undefined>;
  },
) {
  const { initPageResult, params, searchParams } = props;
  const { req, permissions, visibleEntities, locale } = initPageResult;
  const { payload, user } = req;
  const words = parts.words(deskLanguageOf(req.i18n.language));
  const admin = payload.config.routes.admin;
  const deskPath = `${admin}${desk.path}`;
  const segments = ([] as string[]).concat(params?.segments ?? []);
  const reference = segments[1] ? decodeURIComponent(segments[1]) : undefined;
  if (!user) {
    const here = reference ? `${deskPath}/${encodeURIComponent(reference)}` : deskPath;
    redirect(`${admin}/login?redirect=${encodeURIComponent(here)}`);
  }

  const frame = (children: ReactNode) => (
    <DefaultTemplate
      i18n={req.i18n}
      {...{ locale, params, payload, permissions, searchParams, user, visibleEntities }}
    >
      <main className="gutter--left gutter--right" style={deskStyles.page}>
        {children}
      </main>
    </DefaultTemplate>
  );
  const notice = (text: string) =>
    frame(
      <>
        <h1>{words.desk}</h1>
        <p>{text}</p>
      </>,
    );

  if (!desk.rule({ req })) return notice(words.refused);
  const context = contextOf(payload, desk);
  if (!context || (desk.isOpen && !(await desk.isOpen(context)))) {
    return notice(words.closed ?? words.refused);
  }
  const page: DeskPage<C, W> = {
    req,
    context,
    store: await context.store(),
    deskPath,
    searchParams,
    done: one(searchParams?.done),
    error: one(searchParams?.error),
    words,
    timeZone: staffTimeZone(payload.config),
  };
  if (!reference) return frame(await parts.list(page));

  const record = await parts.record(page, reference);
  if (record) return frame(record);
  return frame(
    <>
      <p>
        <a href={deskPath}>{parts.back(words)}</a>
      </p>
      <h1>{words.noSuchRecord}</h1>
      <p>{words.errors.not_found}</p>
    </>,
  );
}

export { one as firstValue };
