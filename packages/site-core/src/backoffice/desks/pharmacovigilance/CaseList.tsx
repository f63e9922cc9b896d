import { CASE_STATUSES, type CaseFilter, type CaseSummary } from '../../../report/store/caseTypes';
import { KIND_LABELS, STATUS_LABELS, formatTime } from './deskText';
import { deskStyles } from '../shared/deskStyles';

/** The desk's list: every report, overdue first, then by due date, with a filter form. */
export function CaseList({
  cases,
  filter,
  deskPath,
}: {
  cases: CaseSummary[];
  filter: CaseFilter;
  deskPath: string;
}) {
  const overdue = cases.filter((entry) => entry.overdue).length;
  return (
    <>
      <h1>Pharmacovigilance desk</h1>
      <p>
        Adverse-reaction reports as the reporters sent them. A serious case is due at the authority
        15 days after receipt, any other 90 days after.{' '}
        {overdue > 0 ? (
          <strong>
            {overdue} open case{overdue === 1 ? ' is' : 's are'} overdue.
          </strong>
        ) : (
          'No open case is overdue.'
        )}
      </p>
      <form method="get" action={deskPath} style={deskStyles.filters}>
        <label>
          Status{' '}
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">Any status</option>
            {CASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Seriousness{' '}
          <select
            name="serious"
            defaultValue={filter.serious === undefined ? '' : String(filter.serious)}
          >
            <option value="">Serious or not</option>
            <option value="true">Serious only</option>
            <option value="false">Not serious only</option>
          </select>
        </label>
        <button
          type="submit"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
        >
          Show
        </button>
      </form>
      <table style={deskStyles.table}>
        <caption style={deskStyles.caption}>
          {cases.length} report{cases.length === 1 ? '' : 's'}, overdue first, then by due date
        </caption>
        <thead>
          <tr>
            {[
              'Reference',
              'Received',
              'Kind',
              'Serious',
              'Product',
              'Status',
              'Due',
              'Assignee',
            ].map((heading) => (
              <th key={heading} scope="col" style={deskStyles.cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cases.map((entry) => (
            <tr key={entry.reference} style={entry.overdue ? deskStyles.overdueRow : undefined}>
              <th scope="row" style={deskStyles.cell}>
                <a href={`${deskPath}/${encodeURIComponent(entry.reference)}`}>{entry.reference}</a>
              </th>
              <td style={deskStyles.cell}>{formatTime(entry.receivedAt)}</td>
              <td style={deskStyles.cell}>{KIND_LABELS[entry.kind]}</td>
              <td style={deskStyles.cell}>{entry.serious ? 'Serious' : 'Not serious'}</td>
              <td style={deskStyles.cell}>{entry.product}</td>
              <td style={deskStyles.cell}>{STATUS_LABELS[entry.status]}</td>
              <td style={deskStyles.cell}>
                {entry.dueDate}
                {entry.overdue && <strong> (overdue)</strong>}
              </td>
              <td style={deskStyles.cell}>{entry.assignee?.email ?? 'Nobody'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {cases.length === 0 && <p>No report matches.</p>}
    </>
  );
}
