import type { OpeningApplications } from '../../../report/store/applicationCaseTypes';
import { formatTime } from '../shared/DeskRecordParts';
import { deskStyles } from '../shared/deskStyles';
import { STATUS_LABELS, deletionDay } from './deskText';

/** The HR desk's list: the applications to each opening, newest first, with their deletion day. */
export function ApplicationList({
  openings,
  deskPath,
  lastPurge,
}: {
  openings: OpeningApplications[];
  deskPath: string;
  lastPurge: { day: string; removed: number | null } | undefined;
}) {
  const count = openings.reduce((sum, opening) => sum + opening.applications.length, 0);
  return (
    <>
      <h1>HR desk</h1>
      <p>
        Job applications as the applicants sent them, by opening. Each is deleted with its CV and
        notes on the day shown, as the privacy notice promises (the retention purge runs daily
        {lastPurge ? `; it last ran on ${lastPurge.day}` : ''}).
      </p>
      {count === 0 && <p>No applications are kept.</p>}
      {openings.map((opening) => (
        <table key={opening.openingId} style={deskStyles.table}>
          <caption style={deskStyles.caption}>
            {opening.title}: {opening.applications.length} application
            {opening.applications.length === 1 ? '' : 's'}, newest first
          </caption>
          <thead>
            <tr>
              {['Reference', 'Applicant', 'Received', 'Status', 'Deleted on'].map((heading) => (
                <th key={heading} scope="col" style={deskStyles.cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {opening.applications.map((entry) => (
              <tr key={entry.reference}>
                <th scope="row" style={deskStyles.cell}>
                  <a href={`${deskPath}/${encodeURIComponent(entry.reference)}`}>
                    {entry.reference}
                  </a>
                </th>
                <td style={deskStyles.cell}>{entry.applicantName}</td>
                <td style={deskStyles.cell}>{formatTime(entry.receivedAt)}</td>
                <td style={deskStyles.cell}>{STATUS_LABELS[entry.status]}</td>
                <td style={deskStyles.cell}>{deletionDay(entry.deletedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}
