import type { AdminViewServerProps } from 'payload';
import { administrators } from '../../access/index.mts';
import { actorOf } from '../shared/deskHttp.mts';
import { deskView } from '../shared/DeskView';
import { ApplicationList } from './ApplicationList';
import { ApplicationPage } from './ApplicationPage';
import { HR_DESK } from './deskContext.mts';
import { HR_DESK_TEXT } from './deskText';

/**
 * The HR desk in the admin (/admin/hr and /<reference>), on the kit's view: the applications per
 * opening, and one application (opening it is recorded in its audit trail).
 */
export async function HrDeskView(props: AdminViewServerProps) {
  return deskView(props, HR_DESK, {
    words: (language) => HR_DESK_TEXT[language],
    back: (words) => words.allApplications,
    list: async ({ store, deskPath, words, timeZone }) => (
      <ApplicationList
        openings={await store.applications.byOpening()}
        deskPath={deskPath}
        lastPurge={await store.applications.lastDailyPurge()}
        words={words}
        timeZone={timeZone}
      />
    ),
    record: async ({ req, store, deskPath, done, error, words, timeZone }, reference) => {
      const file = await store.applications.openApplication(reference, actorOf(req));
      return (
        file && (
          <ApplicationPage
            file={file}
            deskPath={deskPath}
            applicationApi={`${req.payload.config.routes.api}/hr/applications/${encodeURIComponent(file.reference)}`}
            showAudit={administrators({ req })}
            done={done}
            error={error}
            words={words}
            timeZone={timeZone}
          />
        )
      );
    },
  });
}
