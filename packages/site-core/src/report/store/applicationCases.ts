import type { StoreDatabase, StoreQueries } from './storeDatabase';
import { notesOf, writeNote } from './deskNotes';
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
import type { CvObjects, StoredCvRow } from './cvObjects';
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

  constructor(
    private readonly db: StoreDatabase,
    /** Where CVs are kept when object storage is configured (otherwise in their rows). */
    private readonly cvObjects?: CvObjects,
  ) {
    this.audit = new AuditTrail(db, 'application_audit');
  }

  /** A CV's bytes, from its row or from object storage. */
  async cvBytes(cv: StoredCvRow): Promise<Buffer> {
    if (!cv.objectKey) return Buffer.from(cv.bytes ?? []);
    if (!this.cvObjects)
      throw new Error('This CV is kept in object storage, and S3_* is not configured.');
    return this.cvObjects.get(cv.objectKey);
  }

  private async removeCvObjects(keys: string[]): Promise<void> {
    if (!keys.length || !this.cvObjects) return;
    try {
      await this.cvObjects.remove(keys);
    } catch (error) {
      // The rows are gone and nothing serves these objects any more; the operator removes them
      // (the keys are random, nothing of the applicant is in the log line).
      console.error(
        `[hr desk] the purge could not remove ${keys.length} CV object(s): ${keys.join(', ')}`,
        (error as Error).name,
      );
    }
  }

  /** Every kept application, grouped by opening (by title), newest first within each. */
  async byOpening(): Promise<OpeningApplications[]> {
    const rows = await this.db.all<ApplicationRow>(
      `${APPLICATION_SELECT} ORDER BY received_at DESC, id DESC`,
    );
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
  async applicationFile(
    reference: string,
    q: StoreQueries = this.db,
  ): Promise<ApplicationFile | undefined> {
    const row = await this.rowOf(reference, q);
    if (!row) return undefined;
    const notes = await notesOf(q, 'application', row.id);
    return {
      ...this.summaryOf(row),
      locale: row.locale,
      answers: JSON.parse(row.application_json) as ApplicationAnswers,
      cv: { name: row.cv_name, type: row.cv_type, size: row.cv_size, sha256: row.cv_sha256 },
      statusChangedAt: row.status_changed_at,
      notes,
      audit: await this.audit.lines({ reference, order: 'oldest first' }, q),
    };
  }

  /** Opens an application: the view is audited in the transaction that reads it. */
  openApplication(reference: string, actor: DeskActor): Promise<ApplicationFile | undefined> {
    return this.db.transaction(async (tx) => {
      if (!(await this.rowOf(reference, tx))) return undefined;
      await this.audit.record(tx, 'view', reference, null, actor);
      return this.applicationFile(reference, tx);
    });
  }

  /** The CV for download, its download audited; undefined for an unknown reference. */
  async downloadCv(reference: string, actor: DeskActor): Promise<ApplicationCv | undefined> {
    const cv = await this.db.transaction(async (tx) => {
      const row = await tx.get<StoredCvRow & { sha256: string }>(
        `SELECT cv_name AS name, cv_type AS type, cv AS bytes, cv_object_key AS "objectKey",
           cv_sha256 AS sha256 FROM applications WHERE reference = ?`,
        [reference],
      );
      if (!row) return undefined;
      await this.audit.record(tx, 'download_cv', reference, { sha256: row.sha256 }, actor);
      return row;
    });
    // Read after the commit: a CV in object storage is fetched outside the store's write lock.
    return cv && { name: cv.name, type: cv.type, bytes: await this.cvBytes(cv) };
  }

  /** Moves an application to a status (any to any: HR's steps are not a fixed order). */
  async changeStatus(
    reference: string,
    status: ApplicationStatus,
    actor: DeskActor,
  ): Promise<ApplicationFile> {
    const now = actor.now ?? new Date();
    await this.db.transaction(async (tx) => {
      const row = await this.mustExist(reference, tx);
      await tx.run('UPDATE applications SET status = ?, status_changed_at = ? WHERE id = ?', [
        status,
        now.toISOString(),
        row.id,
      ]);
      await this.audit.record(
        tx,
        'status',
        reference,
        { from: row.status, to: status },
        { ...actor, now },
      );
    });
    return (await this.applicationFile(reference))!;
  }

  /** Adds an internal note; notes are never edited, and go only with their application. */
  async addNote(reference: string, text: string, actor: DeskActor): Promise<ApplicationFile> {
    await writeNote(this.db, 'application', text, actor, {
      refuse: (code) => new ApplicationError(code),
      owner: (tx) => this.mustExist(reference, tx),
      audit: async (tx, noteId, now) => {
        await this.audit.record(tx, 'note', reference, { noteId }, { ...actor, now });
      },
    });
    return (await this.applicationFile(reference))!;
  }

  /** The audit trail, of one application or of all; newest first unless asked otherwise. */
  auditTrail(options: AuditQuery = {}): Promise<ApplicationAuditEntry[]> {
    return this.audit.lines(options);
  }

  /**
   * Deletes every application kept past its retention date, with its CV, its notes and its mails,
   * and leaves one audit line for each saying it was purged (its dates, nothing of the applicant).
   * Returns the references removed.
   */
  async purge(now: Date, actor: DeskActor): Promise<string[]> {
    const removed = await this.db.transaction(async (tx) => {
      const removed = await tx.all<
        Pick<ApplicationRow, 'reference' | 'opening_id' | 'received_at' | 'retain_until'> & {
          cv_object_key: string | null;
        }
      >(
        `DELETE FROM applications WHERE retain_until <= ?
             RETURNING reference, opening_id, received_at, retain_until, cv_object_key`,
        [now.toISOString()],
      );
      for (const row of removed) {
        await this.audit.record(
          tx,
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
      return removed;
    });
    // The CVs kept in object storage go once their rows are gone.
    await this.removeCvObjects(
      removed.flatMap((row) => (row.cv_object_key ? [row.cv_object_key] : [])),
    );
    return removed.map((row) => row.reference).sort();
  }

  /**
   * Claims the day's retention purge for `runner`: true for the first process of the group to ask
   * on that UTC day, false for every other (and for the same process asking again).
   */
  async claimDailyPurge(runner: string, now: Date): Promise<boolean> {
    const { changes } = await this.db.run(
      `INSERT INTO retention_purges (day, runner, started_at) VALUES (?, ?, ?)
       ON CONFLICT (day) DO NOTHING`,
      [now.toISOString().slice(0, 10), runner, now.toISOString()],
    );
    return changes === 1;
  }

  /** Records how the day's purge ended (how many applications it removed). */
  async finishDailyPurge(
    now: Date,
    removed: number,
    day = now.toISOString().slice(0, 10),
  ): Promise<void> {
    await this.db.run('UPDATE retention_purges SET finished_at = ?, removed = ? WHERE day = ?', [
      now.toISOString(),
      removed,
      day,
    ]);
  }

  /** The latest daily purge, for the desk to say when the purge last ran. */
  lastDailyPurge(): Promise<
    { day: string; finishedAt: string | null; removed: number | null } | undefined
  > {
    return this.db.get(
      `SELECT day, finished_at AS "finishedAt", removed FROM retention_purges
       ORDER BY day DESC LIMIT 1`,
    );
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

  private rowOf(reference: string, q: StoreQueries = this.db): Promise<ApplicationRow | undefined> {
    return q.get<ApplicationRow>(`${APPLICATION_SELECT} WHERE reference = ?`, [reference]);
  }

  private async mustExist(reference: string, q: StoreQueries): Promise<ApplicationRow> {
    const row = await this.rowOf(reference, q);
    if (!row) throw new ApplicationError('not_found');
    return row;
  }
}
