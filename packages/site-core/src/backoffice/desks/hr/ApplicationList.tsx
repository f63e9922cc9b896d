import type { OpeningApplications } from '../../../report/store/applicationCaseTypes';
import { formatDay, formatTime } from '../shared/deskText';
import { deskStyles } from '../shared/deskStyles';
import { TableScroller } from '../shared/TableScroller';
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
        <TableScroller key={opening.openingId} label={opening.title}>
          <table style={deskStyles.table}>
            <caption style={deskStyles.caption}>
              {words.caption(opening.title, opening.applications.length)}
            </caption>
            <thead>
              <tr>
                {[
                  columns.reference,
                  columns.applicant,
                  columns.received,
                  columns.status,
                  columns.deletedOn,
                ].map((heading) => (
                  <th key={heading} scope="col" style={deskStyles.cell}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {opening.applications.map((entry) => (
                <tr key={entry.reference}>
                  <th scope="row" style={deskStyles.unbroken}>
                    <a href={`${deskPath}/${encodeURIComponent(entry.reference)}`}>
                      {entry.reference}
                    </a>
                  </th>
                  <td style={deskStyles.cell}>{entry.applicantName}</td>
                  <td style={deskStyles.unbroken}>
                    {formatTime(entry.receivedAt, language, timeZone)}
                  </td>
                  <td style={deskStyles.cell}>{words.statuses[entry.status]}</td>
                  <td style={deskStyles.unbroken}>{deletionDay(entry.deletedAt, words)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ))}
    </>
  );
}
