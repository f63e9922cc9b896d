import { blob, id, integer, table, text, type SchemaStep, type TableSpec } from './declare';
import { reportKinds } from '../schema/kinds';
import { APPLICATION_STATUSES } from '../store/applicationCaseTypes';
import { CASE_STATUSES } from '../store/caseTypes';
import { auditTable, notesTable, outboxTables, referenceCounters, type Owner } from './parts';

/*
 * The report store's tables, each stated once: SQLite and PostgreSQL are both made from this list
 * (ddl.ts), and schema.test.ts checks that the two databases then hold the same tables, columns,
 * nullability, uniques, checks, indexes and foreign keys. How to add a table: docs/architecture.md,
 * "The records module". Never change a table here without a step in RECORDS_HISTORY below: reports
 * are records the company must keep, and a deployed store upgrades in place.
 */

const report: Owner = { table: 'reports', column: 'report_id', cascade: false };
// An applicant's data lives only until the privacy notice's date: the purge deletes the
// application, and its mails and notes go with it.
const application: Owner = { table: 'applications', column: 'application_id', cascade: true };

/** Adverse-reaction reports (pharmacovigilance), kept for good. */
const reports = table({
  name: 'reports',
  columns: {
    id: id(),
    reference: text().unique(),
    kind: text().oneOf(reportKinds),
    market: text(),
    locale: text(),
    received_at: text(),
    report_json: text(),
    idempotency_key: text().nullable().unique(),
    fingerprint: text(),
    bot_check_json: text(),
    needs_review: integer().default(0),
  },
});

/** A report's case at the pharmacovigilance desk, one row per report, made on its first change. */
const reportCases = table({
  name: 'report_cases',
  columns: {
    report_id: integer().primaryKey().references('reports'),
    status: text().default('new').oneOf(CASE_STATUSES),
    status_changed_at: text().nullable(),
    authority_case_number: text().nullable(),
    sent_on: text().nullable(),
    duplicate_of: text().nullable().references('reports', 'reference'),
    assignee_id: text().nullable(),
    assignee_email: text().nullable(),
  },
  checks: [
    "status <> 'sent_to_authority' OR (authority_case_number IS NOT NULL AND sent_on IS NOT NULL)",
    "status <> 'duplicate' OR duplicate_of IS NOT NULL",
  ],
});

/** Job applications with their CV, purged after retain_until (the privacy notice's date). */
const applications = table({
  name: 'applications',
  columns: {
    id: id(),
    reference: text().unique(),
    market: text(),
    locale: text(),
    opening_id: text(),
    received_at: text(),
    retain_until: text(),
    application_json: text(),
    cv_name: text(),
    cv_type: text(),
    cv_size: integer(),
    cv_sha256: text(),
    // The CV's bytes, or none (NULL on PostgreSQL, empty on SQLite) when object storage keeps it.
    cv: blob().nullable(),
    cv_object_key: text().nullable(),
    idempotency_key: text().nullable().unique(),
    fingerprint: text(),
    status: text().default('new').oneOf(APPLICATION_STATUSES),
    status_changed_at: text().nullable(),
  },
  checks: ['cv IS NOT NULL OR cv_object_key IS NOT NULL'],
  indexes: { applications_retain_until: ['retain_until'] },
});

/** One retention purge a day for every process sharing the store: the first to claim the day. */
const retentionPurges = table({
  name: 'retention_purges',
  columns: {
    day: text().primaryKey(),
    runner: text(),
    started_at: text(),
    finished_at: text().nullable(),
    removed: integer().nullable(),
  },
});

export const RECORD_TABLES: readonly TableSpec[] = [
  reports,
  referenceCounters('reference_counters'),
  ...outboxTables('report', report, ['pharmacovigilance', 'reporterSummary']),
  reportCases,
  notesTable('report_notes', report, { edit: 'report notes are append-only' }),
  auditTable('report_audit', 'reports'),
  applications,
  referenceCounters('application_reference_counters'),
  ...outboxTables('application', application, ['hr', 'applicantAcknowledgement']),
  notesTable('application_notes', application, {
    edit: 'application notes are append-only',
    deleteBeforeOwner: 'an application note goes only with its application',
  }),
  auditTable('application_audit'),
  retentionPurges,
];

/**
 * The records' versions, one number for both dialects (SQLite's user_version, PostgreSQL's
 * report_store_migrations). A new store is made from RECORD_TABLES at the last version; a store at
 * an older version takes each later step. Version 6 is the first stated here: it is where the two
 * hand-written stores it replaces stood (SQLite at user_version 5, PostgreSQL at 1), see
 * migrations.ts for how such a store is taken over. Append steps; never edit one that has shipped.
 */
export const RECORDS_HISTORY: readonly SchemaStep[] = [{ version: 6 }];
