export * from './model';
export { createSite, type Site } from './site/createSite';
// The apps' search routes still build search themselves; `site.search` from createSite replaces this.
/** For the apps' instrumentation: mails reports stored before a restart. */
export { startReportRelay } from './report/server/reportRuntime';
