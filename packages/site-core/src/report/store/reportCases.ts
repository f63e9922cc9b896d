import type { StoreDatabase, StoreQueries } from './storeDatabase';
import { notesOf, writeNote } from './deskNotes';
import { AuditTrail, type AuditQuery } from './auditTrail';
import type { Report, ReportKind } from '../schema';
import { dueDateOf, isOverdue, isSerious } from './caseDeadline';
import {
  CaseError,
  NEXT_STATUSES,
  OPEN_STATUSES,
  type AuditAction,
  type AuditEntry,
  type CaseFile,
  type CaseFilter,
  type CaseStatus,
  type CaseSummary,
  type DeskActor,
  type StaffMember,
  type StatusChange,
} from './caseTypes';

interface CaseRow {
  id: number;
  reference: string;
  kind: ReportKind;
  received_at: string;
  report_json: string;
  needs_review: number;
  status: CaseStatus | null;
  status_changed_at: string | null;
  authority_case_number: string | null;
  sent_on: string | null;
  duplicate_of: string | null;
  assignee_id: string | null;
  assignee_email: string | null;
}

const CASE_SELECT = `
  SELECT r.id, r.reference, r.kind, r.received_at, r.report_json, r.needs_review, c.status,
    c.status_changed_at, c.authority_case_number, c.sent_on, c.duplicate_of, c.assignee_id,
    c.assignee_email
  FROM reports r LEFT JOIN report_cases c ON c.report_id = r.id`;

export { NOTE_MAX_LENGTH } from './deskNotes';
const CASE_NUMBER_MAX_LENGTH = 100;
const HOUR_MS = 60 * 60 * 1000;

/** A calendar day, yyyy-mm-dd, that exists. */
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Today somewhere on Earth: a day is "in the future" only once it has begun nowhere (UTC+14). */
const latestToday = (now: Date) =>
  new Date(now.getTime() + 14 * HOUR_MS).toISOString().slice(0, 10);
/** The receipt day as the earliest time zone (UTC-12) saw it. */
const earliestDayOf = (iso: string) =>
  new Date(Date.parse(iso) - 12 * HOUR_MS).toISOString().slice(0, 10);

/** A line break or another control character: a case number is one line of text. */
// eslint-disable-next-line no-control-regex
const hasControlCharacters = (value: string) => /[\u0000-\u001f\u007f]/.test(value);

/**
 * The pharmacovigilance desk's side of the report store: each report's case (status, assignee),
 * the team's notes and the audit trail of everything staff do with a report. Every change is
 * written with its audit entry in one transaction; notes and audit entries are only ever inserted
 * (the tables' triggers refuse UPDATE and DELETE).
 */
export class ReportCases {
  private readonly audit: AuditTrail<AuditAction>;

  constructor(private readonly db: StoreDatabase) {
    this.audit = new AuditTrail(db, 'report_audit');
  }

  /** The desk's list: overdue first, then by due date, then oldest first. */
  async list(filter: CaseFilter = {}, now = new Date()): Promise<CaseSummary[]> {
    const rows = await this.db.all<CaseRow>(`${CASE_SELECT} ORDER BY r.id`);
    return rows
      .map((row) => this.summaryOf(row, now))
      .filter(
        (entry) =>
          (filter.status === undefined || entry.status === filter.status) &&
          (filter.serious === undefined || entry.serious === filter.serious),
      )
      .sort(
        (a, b) =>
          Number(b.overdue) - Number(a.overdue) ||
          a.dueDate.localeCompare(b.dueDate) ||
          a.receivedAt.localeCompare(b.receivedAt),
      );
  }

  /** One case with its notes and audit trail, or undefined for an unknown reference. */
  async caseFile(
    reference: string,
    now = new Date(),
    q: StoreQueries = this.db,
  ): Promise<CaseFile | undefined> {
    const row = await this.rowOf(reference, q);
    if (!row) return undefined;
    const notes = await notesOf(q, 'report', row.id);
    return {
      ...this.summaryOf(row, now),
      report: JSON.parse(row.report_json) as Report,
      needsReview: row.needs_review === 1,
      statusChangedAt: row.status_changed_at,
      authorityCaseNumber: row.authority_case_number,
      sentOn: row.sent_on,
      duplicateOf: row.duplicate_of,
      notes,
      audit: await this.audit.lines({ reference, order: 'oldest first' }, q),
    };
  }

  /** Opens a case: the view is audited in the same transaction that reads it. */
  openCase(reference: string, actor: DeskActor): Promise<CaseFile | undefined> {
    return this.db.transaction(async (tx) => {
      if (!(await this.rowOf(reference, tx))) return undefined;
      await this.record(tx, 'view', reference, null, actor);
      return this.caseFile(reference, actor.now, tx);
    });
  }

  /** Moves a case to another status, refusing a move the desk does not allow or lacks facts for. */
  async changeStatus(reference: string, change: StatusChange, actor: DeskActor): Promise<CaseFile> {
    const now = actor.now ?? new Date();
    await this.db.transaction(async (tx) => {
      const row = await this.mustExist(reference, tx);
      const from: CaseStatus = row.status ?? 'new';
      if (!NEXT_STATUSES[from].includes(change.status))
        throw new CaseError(
          'invalid_transition',
          `A case that is ${from} cannot become ${change.status}; allowed: ${
            NEXT_STATUSES[from].join(', ') || 'none'
          }.`,
        );
      const facts = await this.factsFor(tx, row, change, now);
      await this.ensureCase(tx, row.id);
      await tx.run(
        `UPDATE report_cases SET status = ?, status_changed_at = ?, authority_case_number = ?,
               sent_on = ?, duplicate_of = ? WHERE report_id = ?`,
        [
          change.status,
          now.toISOString(),
          facts.authorityCaseNumber,
          facts.sentOn,
          facts.duplicateOf,
          row.id,
        ],
      );
      await this.record(
        tx,
        'status',
        reference,
        {
          from,
          to: change.status,
          ...(facts.authorityCaseNumber
            ? { authorityCaseNumber: facts.authorityCaseNumber, sentOn: facts.sentOn }
            : {}),
          ...(facts.duplicateOf ? { duplicateOf: facts.duplicateOf } : {}),
        },
        { ...actor, now },
      );
    });
    return (await this.caseFile(reference, now))!;
  }

  /** Gives the case to a member of the team, or to nobody (`null`). */
  async assign(
    reference: string,
    assignee: StaffMember | null,
    actor: DeskActor,
  ): Promise<CaseFile> {
    const now = actor.now ?? new Date();
    await this.db.transaction(async (tx) => {
      const row = await this.mustExist(reference, tx);
      await this.ensureCase(tx, row.id);
      await tx.run(
        'UPDATE report_cases SET assignee_id = ?, assignee_email = ? WHERE report_id = ?',
        [assignee?.id ?? null, assignee?.email ?? null, row.id],
      );
      await this.record(
        tx,
        'assign',
        reference,
        {
          from: row.assignee_id ? { id: row.assignee_id, email: row.assignee_email } : null,
          to: assignee ? { id: assignee.id, email: assignee.email } : null,
        },
        { ...actor, now },
      );
    });
    return (await this.caseFile(reference, now))!;
  }

  /** Adds an internal note; notes are never edited or removed. */
  async addNote(reference: string, text: string, actor: DeskActor): Promise<CaseFile> {
    const now = await writeNote(this.db, 'report', text, actor, {
      refuse: (code) => new CaseError(code),
      owner: (tx) => this.mustExist(reference, tx),
      audit: (tx, noteId, at) =>
        this.record(tx, 'note', reference, { noteId }, { ...actor, now: at }),
    });
    return (await this.caseFile(reference, now))!;
  }

  /** Records that someone downloaded a report (its E2B XML, its VICH JSON). */
  recordDownload(reference: string, format: 'e2b' | 'vet', actor: DeskActor): Promise<void> {
    return this.db.transaction((tx) =>
      this.record(tx, format === 'e2b' ? 'download_e2b' : 'download_vet', reference, null, actor),
    );
  }

  /** The audit trail, of one report or of all; newest first unless asked otherwise. */
  auditTrail(options: AuditQuery = {}): Promise<AuditEntry[]> {
    return this.audit.lines(options);
  }

  /** Appends one audit entry. The table takes inserts only. */
  private record(
    tx: StoreQueries,
    action: AuditAction,
    reference: string | null,
    detail: Record<string, unknown> | null,
    actor: DeskActor,
  ): Promise<void> {
    return this.audit.record(tx, action, reference, detail, actor);
  }

  /** What a status needs besides itself, checked; the other statuses keep none of it. */
  private async factsFor(tx: StoreQueries, row: CaseRow, change: StatusChange, now: Date) {
    const none = { authorityCaseNumber: null, sentOn: null, duplicateOf: null };
    if (change.status === 'sent_to_authority') {
      const authorityCaseNumber = change.authorityCaseNumber?.trim() ?? '';
      const sentOn = change.sentOn?.trim() ?? '';
      if (!authorityCaseNumber) throw new CaseError('authority_case_number_required');
      if (
        authorityCaseNumber.length > CASE_NUMBER_MAX_LENGTH ||
        hasControlCharacters(authorityCaseNumber)
      )
        throw new CaseError('authority_case_number_invalid');
      if (!sentOn) throw new CaseError('sent_on_required');
      if (!isDay(sentOn)) throw new CaseError('sent_on_invalid');
      if (sentOn > latestToday(now)) throw new CaseError('sent_on_in_future');
      if (sentOn < earliestDayOf(row.received_at)) throw new CaseError('sent_on_before_receipt');
      return { ...none, authorityCaseNumber, sentOn };
    }
    if (change.status === 'duplicate') {
      const duplicateOf = change.duplicateOf?.trim() ?? '';
      if (!duplicateOf) throw new CaseError('duplicate_of_required');
      if (duplicateOf === row.reference) throw new CaseError('duplicate_of_itself');
      const original = await this.rowOf(duplicateOf, tx);
      if (!original) throw new CaseError('duplicate_of_unknown');
      if (original.status === 'duplicate' && original.duplicate_of === row.reference)
        throw new CaseError('duplicate_of_circular');
      return { ...none, duplicateOf };
    }
    return none;
  }

  private summaryOf(row: CaseRow, now: Date): CaseSummary {
    const report = JSON.parse(row.report_json) as Report;
    const serious = isSerious(report);
    const status = row.status ?? 'new';
    const dueDate = dueDateOf(row.received_at, serious);
    return {
      reference: row.reference,
      receivedAt: row.received_at,
      kind: row.kind,
      serious,
      product: report.medicine.drugName,
      status,
      dueDate,
      overdue: isOverdue(dueDate, OPEN_STATUSES.includes(status), now),
      assignee: row.assignee_id ? { id: row.assignee_id, email: row.assignee_email ?? '' } : null,
    };
  }

  private rowOf(reference: string, q: StoreQueries = this.db): Promise<CaseRow | undefined> {
    return q.get<CaseRow>(`${CASE_SELECT} WHERE r.reference = ?`, [reference]);
  }

  private async mustExist(reference: string, q: StoreQueries): Promise<CaseRow> {
    const row = await this.rowOf(reference, q);
    if (!row) throw new CaseError('not_found');
    return row;
  }

  private async ensureCase(tx: StoreQueries, reportId: number): Promise<void> {
    await tx.run('INSERT INTO report_cases (report_id) VALUES (?) ON CONFLICT DO NOTHING', [
      reportId,
    ]);
  }
}
