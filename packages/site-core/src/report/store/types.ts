import type { Report, ReportKind } from '../schema';

/** Which of a report's two mails a row is; delivery is recorded per purpose. */
export type MailPurpose = 'pharmacovigilance' | 'reporterSummary';

/** A mail as the outbox keeps it: fully rendered at commit time, so the relay needs no market config. */
export interface OutboxMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Lets the mailbox and SendGrid's activity feed tie a mail to its report (and spot a resend). */
  headers?: Record<string, string>;
  customArgs?: Record<string, string>;
}

/** What the bot check said; stored with the report, never a reason to drop it. */
export interface BotCheckRecord {
  ok: boolean;
  reason?: string;
  score?: number;
  skipped?: boolean;
}

export interface NewReport {
  report: Report;
  market: string;
  locale: string;
  /** Client-chosen key; a repeat with the same key returns the first answer. */
  idempotencyKey?: string;
  botCheck: BotCheckRecord;
  /** Renders the two mails once the reference is known (inside the commit). */
  mails: (committed: {
    reference: string;
    receivedAt: string;
  }) => Array<{ purpose: MailPurpose; message: OutboxMessage }>;
}

export type CommitResult =
  | { status: 'created' | 'replayed'; reference: string; receivedAt: string; kind: ReportKind }
  | { status: 'conflict' };

export interface MailRecord {
  id: number;
  reportId: number;
  purpose: MailPurpose;
  message: OutboxMessage;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: number;
  leaseOwner: string | null;
  leaseUntil: number | null;
  lastError: string | null;
  sentAt: string | null;
  providerMessageId: string | null;
}

export interface StoredReport {
  id: number;
  reference: string;
  kind: ReportKind;
  market: string;
  locale: string;
  receivedAt: string;
  report: Report;
  idempotencyKey: string | null;
  botCheck: BotCheckRecord;
  needsReview: boolean;
  mails: Array<
    Pick<MailRecord, 'purpose' | 'status' | 'attempts' | 'sentAt' | 'lastError'> & { to: string }
  >;
}
