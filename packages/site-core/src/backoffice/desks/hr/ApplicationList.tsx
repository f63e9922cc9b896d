import type { OpeningApplications } from '../../../report/store/applicationCaseTypes';
import { formatDay, formatTime } from '../shared/deskText';
import { RecordLink, RecordTable } from '../shared/DeskRecordParts';
import { deskStyles } from '../shared/deskStyles';
import { deletionDay, type HrDeskWords } from './deskText';

/** The HR desk's list: the applications to each opening, newest first, with their deletion day. */
export function ApplicationList({
  openings,
  deskPath,
  lastPurge,
  words,
  timeZone,
}: {
  openings: OpeningApplications[];
  deskPath: string;
  lastPurge: { day: string; removed: number | null } | undefined;
  words: HrDeskWords;
  /** The market's time zone, the desk's times are read in. */
  timeZone: string;
}) {
  const { language } = words.record;
  const count = openings.reduce((sum, opening) => sum + opening.applications.length, 0);
  const columns = words.columns;
  return (
    <>
      <h1>{words.desk}</h1>
      <p>{words.intro(lastPurge && formatDay(lastPurge.day, language))}</p>
      {count === 0 && <p>{words.noApplications}</p>}
      {openings.map((opening) => (
        <RecordTable
          key={opening.openingId}
          label={opening.title}
          caption={words.caption(opening.title, opening.applications.length)}
          headings={[
            columns.reference,
            columns.applicant,
            columns.received,
            columns.status,
            columns.deletedOn,
          ]}
        >
          {opening.applications.map((entry) => (
            <tr key={entry.reference}>
              <RecordLink deskPath={deskPath} reference={entry.reference} />
              <td style={deskStyles.cell}>{entry.applicantName}</td>
              <td style={deskStyles.unbroken}>
                {formatTime(entry.receivedAt, language, timeZone)}
              </td>
              <td style={deskStyles.cell}>{words.statuses[entry.status]}</td>
              <td style={deskStyles.unbroken}>{deletionDay(entry.deletedAt, words)}</td>
            </tr>
          ))}
        </RecordTable>
      ))}
    </>
  );
}
