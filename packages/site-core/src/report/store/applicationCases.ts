import type Database from 'better-sqlite3';
import { notesOf } from './deskNotes';
import {
  ApplicationError,
  type ApplicationAuditAction,
  type ApplicationAuditEntry,
  type ApplicationFile,
  type ApplicationStatus,
  type ApplicationSummary,
  type OpeningApplications,
} from './applicationCaseTypes';
import { AuditTrail, type AuditQuery } from './auditTrail';
import type { DeskActor } from './auditTypes';
import { NOTE_MAX_LENGTH } from './reportCases';
import type { ApplicationAnswers } from './types';

interface ApplicationRow {
  id: number;
  reference: string;
  locale: string;
  opening_id: string;
  received_at: string;
  retain_until: string;
  application_json: string;
  cv_name: string;
  cv_type: string;
  cv_size: number;
  cv_sha256: string;
  status: ApplicationStatus;
  status_changed_at: string | null;
}

const APPLICATION_SELECT = `
  SELECT id, reference, locale, opening_id, received_at, retain_until, application_json, cv_name,
    cv_type, cv_size, cv_sha256, status, status_changed_at
  FROM applications`;

/** The CV as HR downloads it. */
export interface ApplicationCv {
  name: string;
  type: string;
  bytes: Buffer;
}

/** Whoever runs the retention purge, as its audit lines name them. */
export const siteRetentionPurge: DeskActor['user'] = {
  id: 'retention-purge',
  email: 'retention purge (site)',
};

/**
 * The HR desk's side of the report store: each application's status, HR's notes, its CV for
 * download, the audit trail of everything staff do with an application, and the retention purge.
 * Every change and every view is written with its audit line in one transaction.
 */
export class ApplicationCases {
  private readonly audit: AuditTrail<ApplicationAuditAction>;

  constructor(private readonly db: Database.Database) {
    this.audit = new AuditTrail(db, 'application_audit');
  }

  /** Every kept application, grouped by opening (by title), newest first within each. */
  byOpening(): OpeningApplications[] {
    const rows = this.db
      .prepare(`${APPLICATION_SELECT} ORDER BY received_at DESC, id DESC`)
      .all() as ApplicationRow[];
    const openings = new Map<string, OpeningApplications>();
    for (const row of rows) {
      const summary = this.summaryOf(row);
      let opening = openings.get(row.opening_id);
      if (!opening) {
        // The newest application's title: what the opening is called now (or last was).
        opening = { openingId: row.opening_id, title: summary.openingTitle, applications: [] };
        openings.set(row.opening_id, opening);
      }
      opening.applications.push(summary);
    }
    return [...openings.values()].sort(
      (a, b) => a.title.localeCompare(b.title) || a.openingId.localeCompare(b.openingId),
    );
  }

  /** One application with its notes and audit trail, or undefined once purged or never there. */
  applicationFile(reference: string): ApplicationFile | undefined {
    const row = this.rowOf(reference);
    if (!row) return undefined;
    const notes = notesOf(this.db, 'application', row.id);
    return {
      ...this.summaryOf(row),
      locale: row.locale,
      answers: JSON.parse(row.application_json) as ApplicationAnswers,
      cv: { name: row.cv_name, type: row.cv_type, size: row.cv_size, sha256: row.cv_sha256 },
      statusChangedAt: row.status_changed_at,
      notes,
      audit: this.auditTrail({ reference, order: 'oldest first' }),
    };
  }

  /** Opens an application: the view is audited in the transaction that reads it. */
  openApplication(reference: string, actor: DeskActor): ApplicationFile | undefined {
    return this.db
      .transaction(() => {
        if (!this.rowOf(reference)) return undefined;
        this.audit.record('view', reference, null, actor);
        return this.applicationFile(reference);
      })
      .immediate();
  }

  /** The CV for download, its download audited; undefined for an unknown reference. */
  downloadCv(reference: string, actor: DeskActor): ApplicationCv | undefined {
    return this.db
      .transaction(() => {
        const cv = this.db
          .prepare(
            `SELECT cv_name AS name, cv_type AS type, cv AS bytes, cv_sha256 AS sha256
             FROM applications WHERE reference = ?`,
          )
          .get(reference) as (ApplicationCv & { sha256: string }) | undefined;
        if (!cv) return undefined;
        this.audit.record('download_cv', reference, { sha256: cv.sha256 }, actor);
        return { name: cv.name, type: cv.type, bytes: cv.bytes };
      })
      .immediate();
  }

  /** Moves an application to a status (any to any: HR's steps are not a fixed order). */
  changeStatus(reference: string, status: ApplicationStatus, actor: DeskActor): ApplicationFile {
    const now = actor.now ?? new Date();
    this.db
      .transaction(() => {
        const row = this.mustExist(reference);
        this.db
          .prepare('UPDATE applications SET status = ?, status_changed_at = ? WHERE id = ?')
          .run(status, now.toISOString(), row.id);
        this.audit.record('status', reference, { from: row.status, to: status }, { ...actor, now });
      })
      .immediate();
    return this.applicationFile(reference)!;
  }

  /** Adds an internal note; notes are never edited, and go only with their application. */
  addNote(reference: string, text: string, actor: DeskActor): ApplicationFile {
    const now = actor.now ?? new Date();
    const note = text.trim();
    if (!note) throw new ApplicationError('note_empty');
    if (note.length > NOTE_MAX_LENGTH) throw new ApplicationError('note_too_long');
    this.db
      .transaction(() => {
        const row = this.mustExist(reference);
        const { id } = this.db
          .prepare(
            `INSERT INTO application_notes (application_id, written_at, author_id, author_email, text)
             VALUES (?, ?, ?, ?, ?) RETURNING id`,
          )
          .get(row.id, now.toISOString(), actor.user.id, actor.user.email, note) as { id: number };
        this.audit.record('note', reference, { noteId: id }, { ...actor, now });
      })
      .immediate();
    return this.applicationFile(reference)!;
  }

  /** The audit trail, of one application or of all; newest first unless asked otherwise. */
  auditTrail(options: AuditQuery = {}): ApplicationAuditEntry[] {
    return this.audit.lines(options);
  }

  /**
   * Deletes every application kept past its retention date, with its CV, its notes and its mails,
   * and leaves one audit line for each saying it was purged (its dates, nothing of the applicant).
   * Returns the references removed.
   */
  purge(now: Date, actor: DeskActor): string[] {
    return this.db
      .transaction(() => {
        const removed = this.db
          .prepare(
            `DELETE FROM applications WHERE retain_until <= ?
             RETURNING reference, opening_id, received_at, retain_until`,
          )
          .all(now.toISOString()) as Pick<
          ApplicationRow,
          'reference' | 'opening_id' | 'received_at' | 'retain_until'
        >[];
        for (const row of removed) {
          this.audit.record(
            'purge',
            row.reference,
            {
              openingId: row.opening_id,
              receivedAt: row.received_at,
              retainUntil: row.retain_until,
            },
            { ...actor, now },
          );
        }
        return removed.map((row) => row.reference).sort();
      })
      .immediate();
  }

  /**
   * Claims the day's retention purge for `runner`: true for the first process of the group to ask
   * on that UTC day, false for every other (and for the same process asking again).
   */
  claimDailyPurge(runner: string, now: Date): boolean {
    const { changes } = this.db
      .prepare(
        `INSERT INTO retention_purges (day, runner, started_at) VALUES (?, ?, ?)
         ON CONFLICT (day) DO NOTHING`,
      )
      .run(now.toISOString().slice(0, 10), runner, now.toISOString());
    return changes === 1;
  }

  /** Records how the day's purge ended (how many applications it removed). */
  finishDailyPurge(now: Date, removed: number, day = now.toISOString().slice(0, 10)): void {
    this.db
      .prepare('UPDATE retention_purges SET finished_at = ?, removed = ? WHERE day = ?')
      .run(now.toISOString(), removed, day);
  }

  /** The latest daily purge, for the desk to say when the purge last ran. */
  lastDailyPurge(): { day: string; finishedAt: string | null; removed: number | null } | undefined {
    return this.db
      .prepare(
        `SELECT day, finished_at AS finishedAt, removed FROM retention_purges
         ORDER BY day DESC LIMIT 1`,
      )
      .get() as { day: string; finishedAt: string | null; removed: number | null } | undefined;
  }

  private summaryOf(row: ApplicationRow): ApplicationSummary {
    const answers = JSON.parse(row.application_json) as ApplicationAnswers;
    return {
      reference: row.reference,
      openingId: row.opening_id,
      openingTitle: answers.openingTitle || row.opening_id,
      applicantName: answers.name,
      receivedAt: row.received_at,
      status: row.status,
      deletedAt: row.retain_until,
    };
  }

  private rowOf(reference: string): ApplicationRow | undefined {
    return this.db.prepare(`${APPLICATION_SELECT} WHERE reference = ?`).get(reference) as
      ApplicationRow | undefined;
  }

  private mustExist(reference: string): ApplicationRow {
    const row = this.rowOf(reference);
    if (!row) throw new ApplicationError('not_found');
    return row;
  }
}
