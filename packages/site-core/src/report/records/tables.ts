import {
  bigint,
  blob,
  id,
  integer,
  table,
  text,
  type Column,
  type SchemaStep,
  type TableSpec,
} from './declare';
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

/*
 * The whistleblowing channel's tables (whistleblowing/store.ts), declared here with the same words
 * and made by the same ddl.ts, but a list of their own: they live in the channel's own database
 * (SQLite `whistleblowing.sqlite`; on PostgreSQL `wb_*` beside the report store's tables in
 * `report_store`), not in reports.sqlite, so they are not in RECORD_TABLES nor RECORDS_HISTORY.
 * The channel's store makes whatever is missing at each open (`tablesSql(..., { ifMissing })`);
 * it has no versions yet: its first change to a shipped table gives it its own history.
 * Bytes are base64 text; times are epoch milliseconds. Everything a reporter wrote, and every file,
 * is sealed under the case's data key (whistleblowing/crypto.ts); what stays readable is what the
 * desk's list and the statistics need: dates, status, outcome.
 */

/**
 * What a case holds, row by row (its messages, files, notes): an id of their own, the case they
 * belong to and go with (the retention purge), their own columns, and when.
 */
const caseRows = (
  name: string,
  columns: Record<string, Column>,
  indexes?: TableSpec['indexes'],
): TableSpec =>
  table({
    name,
    columns: {
      id: text().primaryKey(),
      reference: text().references('wb_cases', 'reference', 'cascade'),
      ...columns,
      at: bigint(),
    },
    indexes,
  });

export const WHISTLEBLOWING_TABLES: readonly TableSpec[] = [
  // One per market: the channel's public key, its private key under the offline recovery key, and
  // the salt receipts are hashed with. The private key itself is nowhere in the database.
  table({
    name: 'wb_channel',
    columns: {
      market: text().primaryKey(),
      public_key: text(),
      recovery_sealed_private_key: text(),
      receipt_salt: text(),
      created_at: bigint(),
    },
  }),
  // A confidential person's own key pair (its private half under their password's key) and, once
  // set up or granted by another confidential person, the channel's private key sealed to it.
  table({
    name: 'wb_keyholders',
    columns: {
      user_id: text().primaryKey(),
      email: text(),
      public_key: text(),
      password_salt: text(),
      sealed_private_key: text(),
      sealed_channel_key: text().nullable(),
      granted_by: text().nullable(),
      created_at: bigint(),
    },
  }),
  table({
    name: 'wb_cases',
    columns: {
      reference: text().primaryKey(),
      market: text(),
      locale: text(),
      // web, phone or meeting (a report taken by a confidential person, with minutes).
      received_via: text(),
      received_at: bigint(),
      acknowledged_at: bigint().nullable(),
      status: text(),
      outcome: text().nullable(),
      closed_at: bigint().nullable(),
      anonymous: integer(),
      meeting_requested: integer(),
      receipt_lookup: text().unique(),
      // The case's data key, sealed to the channel's public key and under the receipt's key.
      channel_sealed_key: text(),
      receipt_sealed_key: text(),
      subject: text(),
      body: text(),
      contact: text().nullable(),
    },
    indexes: { wb_cases_received: ['received_at'] },
  }),
  caseRows(
    'wb_messages',
    {
      // reporter, handler or minutes (the record of a call or meeting, which the reporter agrees to).
      author: text(),
      body: text(),
      agreed_at: bigint().nullable(),
    },
    { wb_messages_case: ['reference', 'at'] },
  ),
  caseRows(
    'wb_files',
    {
      message_id: text().nullable(),
      name: text(),
      type: text(),
      size: integer(),
      content: text(),
    },
    { wb_files_case: ['reference'] },
  ),
  caseRows('wb_notes', { author: text(), body: text() }),
  // Who saw or changed what, when: the reporter as "reporter", staff by e-mail; no address.
  table({
    name: 'wb_audit',
    columns: {
      id: text().primaryKey(),
      reference: text().nullable(),
      actor: text(),
      action: text(),
      at: bigint(),
    },
    indexes: { wb_audit_case: ['reference', 'at'] },
  }),
  // What stays of a case after the retention purge: no content, only what the yearly statistics count.
  table({
    name: 'wb_statistics',
    columns: {
      reference: text().primaryKey(),
      market: text(),
      received_at: bigint(),
      anonymous: integer(),
      acknowledged_on_time: integer(),
      feedback_on_time: integer(),
      outcome: text().nullable(),
      purged_at: bigint(),
    },
  }),
];
