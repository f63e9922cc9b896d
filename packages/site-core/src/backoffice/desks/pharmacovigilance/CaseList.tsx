import { CASE_STATUSES, type CaseFilter, type CaseSummary } from '../../../report/store/caseTypes';
import { formatDay, formatTime } from '../shared/deskText';
import { RecordLink, RecordTable } from '../shared/DeskRecordParts';
import { deskStyles } from '../shared/deskStyles';
import type { PvDeskWords } from './deskText';

/** The desk's list: every report, overdue first, then by due date, with a filter form. */
export function CaseList({
  cases,
  filter,
  deskPath,
  words,
  timeZone,
}: {
  cases: CaseSummary[];
  filter: CaseFilter;
  deskPath: string;
  words: PvDeskWords;
  /** The market's time zone, the desk's times are read in. */
  timeZone: string;
}) {
  const { language } = words.record;
  const columns = words.columns;
  const overdue = cases.filter((entry) => entry.overdue).length;
  return (
    <>
      <h1>{words.desk}</h1>
      <p>
        {words.intro} {overdue > 0 ? <strong>{words.overdue(overdue)}</strong> : words.noneOverdue}
      </p>
      <form method="get" action={deskPath} style={deskStyles.filters}>
        <label>
          {words.filter.status}{' '}
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">{words.filter.anyStatus}</option>
            {CASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {words.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {words.filter.seriousness}{' '}
          <select
            name="serious"
            defaultValue={filter.serious === undefined ? '' : String(filter.serious)}
          >
            <option value="">{words.filter.seriousOrNot}</option>
            <option value="true">{words.filter.seriousOnly}</option>
            <option value="false">{words.filter.notSeriousOnly}</option>
          </select>
        </label>
        <button
          type="submit"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
        >
          {words.filter.show}
        </button>
      </form>
      <RecordTable
        label={words.desk}
        caption={words.caption(cases.length)}
        headings={[
          columns.reference,
          columns.received,
          columns.kind,
          columns.serious,
          columns.product,
          columns.status,
          columns.due,
          columns.assignee,
        ]}
      >
        {cases.map((entry) => (
          <tr key={entry.reference} style={entry.overdue ? deskStyles.overdueRow : undefined}>
            <RecordLink deskPath={deskPath} reference={entry.reference} />
            <td style={deskStyles.unbroken}>{formatTime(entry.receivedAt, language, timeZone)}</td>
            <td style={deskStyles.cell}>{words.kinds[entry.kind]}</td>
            <td style={deskStyles.cell}>{entry.serious ? words.serious : words.notSerious}</td>
            <td style={deskStyles.cell}>{entry.product}</td>
            <td style={deskStyles.cell}>{words.statuses[entry.status]}</td>
            <td style={deskStyles.cell}>
              {formatDay(entry.dueDate, language)}
              {entry.overdue && <strong> {words.overdueMark}</strong>}
            </td>
            <td style={deskStyles.cell}>{entry.assignee?.email ?? words.nobody}</td>
          </tr>
        ))}
      </RecordTable>
      {cases.length === 0 && <p>{words.noMatch}</p>}
    </>
  );
}
