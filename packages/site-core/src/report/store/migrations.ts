import type Database from 'better-sqlite3';

/*
 * The store's tables, versioned with SQLite's user_version so a deployed store upgrades in place.
 * Append migrations; never edit one that has shipped: reports are records the company must keep.
 */
const migrations: string[] = [
  `
  CREATE TABLE reports (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('human', 'veterinary')),
    market TEXT NOT NULL,
    locale TEXT NOT NULL,
    received_at TEXT NOT NULL,
    report_json TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    fingerprint TEXT NOT NULL,
    bot_check_json TEXT NOT NULL,
    needs_review INTEGER NOT NULL DEFAULT 0
  );

  -- One counter per year, so references read NUS-2026-000001, NUS-2026-000002, ...
  CREATE TABLE reference_counters (
    year INTEGER PRIMARY KEY,
    last INTEGER NOT NULL
  );

  -- The outbox: each report's mails, written in the same transaction as the report.
  CREATE TABLE report_mails (
    id INTEGER PRIMARY KEY,
    report_id INTEGER NOT NULL REFERENCES reports(id),
    purpose TEXT NOT NULL CHECK (purpose IN ('pharmacovigilance', 'reporterSummary')),
    message_json TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_owner TEXT,
    lease_until INTEGER,
    last_error TEXT,
    sent_at TEXT,
    provider_message_id TEXT,
    UNIQUE (report_id, purpose)
  );
  CREATE INDEX report_mails_due ON report_mails (status, next_attempt_at);

  -- Every delivery attempt and its outcome, for the audit trail.
  CREATE TABLE report_mail_attempts (
    id INTEGER PRIMARY KEY,
    mail_id INTEGER NOT NULL REFERENCES report_mails(id),
    attempted_at TEXT NOT NULL,
    owner TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'retry', 'failed')),
    detail TEXT
  );
  `,
  // 2: job applications with their CV, and their own outbox (HR's mail and the acknowledgement),
  // delivered by the same relay as the reports' mails. Purged after retain_until (privacy notice).
  `
  CREATE TABLE applications (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    market TEXT NOT NULL,
    locale TEXT NOT NULL,
    opening_id TEXT NOT NULL,
    received_at TEXT NOT NULL,
    retain_until TEXT NOT NULL,
    application_json TEXT NOT NULL,
    cv_name TEXT NOT NULL,
    cv_type TEXT NOT NULL,
    cv_size INTEGER NOT NULL,
    cv_sha256 TEXT NOT NULL,
    cv BLOB NOT NULL,
    idempotency_key TEXT UNIQUE,
    fingerprint TEXT NOT NULL
  );
  CREATE INDEX applications_retain_until ON applications (retain_until);

  CREATE TABLE application_reference_counters (
    year INTEGER PRIMARY KEY,
    last INTEGER NOT NULL
  );

  CREATE TABLE application_mails (
    id INTEGER PRIMARY KEY,
    application_id INTEGER NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('hr', 'applicantAcknowledgement')),
    message_json TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_owner TEXT,
    lease_until INTEGER,
    last_error TEXT,
    sent_at TEXT,
    provider_message_id TEXT,
    UNIQUE (application_id, purpose)
  );
  CREATE INDEX application_mails_due ON application_mails (status, next_attempt_at);

  CREATE TABLE application_mail_attempts (
    id INTEGER PRIMARY KEY,
    mail_id INTEGER NOT NULL REFERENCES application_mails(id) ON DELETE CASCADE,
    attempted_at TEXT NOT NULL,
    owner TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'retry', 'failed')),
    detail TEXT
  );
  `,
  // 3: the pharmacovigilance desk. A report's case (status, assignee) in one row per report, made on
  // its first change; the team's notes and the audit trail append-only, kept as long as the report:
  // triggers refuse any UPDATE or DELETE, whatever the code or an operator's shell tries.
  `
  CREATE TABLE report_cases (
    report_id INTEGER PRIMARY KEY REFERENCES reports(id),
    status TEXT NOT NULL DEFAULT 'new'
      CHECK (status IN ('new', 'in_assessment', 'sent_to_authority', 'not_a_valid_case', 'duplicate')),
    status_changed_at TEXT,
    authority_case_number TEXT,
    sent_on TEXT,
    duplicate_of TEXT REFERENCES reports(reference),
    assignee_id TEXT,
    assignee_email TEXT,
    CHECK (status <> 'sent_to_authority' OR (authority_case_number IS NOT NULL AND sent_on IS NOT NULL)),
    CHECK (status <> 'duplicate' OR duplicate_of IS NOT NULL)
  );

  CREATE TABLE report_notes (
    id INTEGER PRIMARY KEY,
    report_id INTEGER NOT NULL REFERENCES reports(id),
    written_at TEXT NOT NULL,
    author_id TEXT NOT NULL,
    author_email TEXT NOT NULL,
    text TEXT NOT NULL
  );
  CREATE INDEX report_notes_report ON report_notes (report_id, id);

  CREATE TABLE report_audit (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    user_id TEXT NOT NULL,
    user_email TEXT NOT NULL,
    action TEXT NOT NULL,
    reference TEXT REFERENCES reports(reference),
    detail_json TEXT,
    client_address TEXT NOT NULL
  );
  CREATE INDEX report_audit_reference ON report_audit (reference, id);

  CREATE TRIGGER report_notes_append_only_update BEFORE UPDATE ON report_notes
  BEGIN SELECT RAISE(ABORT, 'report notes are append-only'); END;
  CREATE TRIGGER report_notes_append_only_delete BEFORE DELETE ON report_notes
  BEGIN SELECT RAISE(ABORT, 'report notes are append-only'); END;
  CREATE TRIGGER report_audit_append_only_update BEFORE UPDATE ON report_audit
  BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
  CREATE TRIGGER report_audit_append_only_delete BEFORE DELETE ON report_audit
  BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
  `,
  // 4: the HR desk. An application's status on its own row; HR's notes append-only while the
  // application is kept, and deleted with it by the retention purge (nothing of an applicant
  // outlives the privacy notice's date). The audit trail is append-only and outlives the
  // application: its last line says it was purged. One retention purge per day for all the
  // processes sharing the store: the first to claim the day runs it.
  `
  ALTER TABLE applications ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'shortlisted', 'interview', 'rejected', 'hired'));
  ALTER TABLE applications ADD COLUMN status_changed_at TEXT;

  CREATE TABLE application_notes (
    id INTEGER PRIMARY KEY,
    application_id INTEGER NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    written_at TEXT NOT NULL,
    author_id TEXT NOT NULL,
    author_email TEXT NOT NULL,
    text TEXT NOT NULL
  );
  CREATE INDEX application_notes_application ON application_notes (application_id, id);

  CREATE TRIGGER application_notes_append_only_update BEFORE UPDATE ON application_notes
  BEGIN SELECT RAISE(ABORT, 'application notes are append-only'); END;
  CREATE TRIGGER application_notes_go_with_their_application BEFORE DELETE ON application_notes
  WHEN EXISTS (SELECT 1 FROM applications WHERE id = OLD.application_id)
  BEGIN SELECT RAISE(ABORT, 'an application note goes only with its application'); END;

  CREATE TABLE application_audit (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    user_id TEXT NOT NULL,
    user_email TEXT NOT NULL,
    action TEXT NOT NULL,
    reference TEXT,
    detail_json TEXT,
    client_address TEXT NOT NULL
  );
  CREATE INDEX application_audit_reference ON application_audit (reference, id);

  CREATE TRIGGER application_audit_append_only_update BEFORE UPDATE ON application_audit
  BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
  CREATE TRIGGER application_audit_append_only_delete BEFORE DELETE ON application_audit
  BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;

  CREATE TABLE retention_purges (
    day TEXT PRIMARY KEY,
    runner TEXT NOT NULL,
    started_at TEXT NOT NULL,
    finished_at TEXT,
    removed INTEGER
  );
  `,
  // 5: a CV kept in object storage (S3_*): its key here, and an empty `cv` in the row.
  `
  ALTER TABLE applications ADD COLUMN cv_object_key TEXT;
  `,
];

export function migrate(db: Database.Database) {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `The report store is at version ${current}, newer than this code knows (${migrations.length}).`,
    );
  }
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      // Another process sharing the file may have applied it while this one waited for the lock.
      if ((db.pragma('user_version', { simple: true }) as number) > version) return;
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
}
