import type { Report, ReportKind } from '../schema';

/** Which of a report's or an application's two mails a row is; delivery is recorded per purpose. */
export type MailPurpose =
  'pharmacovigilance' | 'reporterSummary' | 'hr' | 'applicantAcknowledgement';

/** A file sent with a mail, as SendGrid takes it (base64 content). */
export interface MailAttachment {
  filename: string;
  type: string;
  content: string;
  disposition: 'attachment';
}

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
  /** Added when the mail is claimed for sending (an application's CV), never stored in the row. */
  attachments?: MailAttachment[];
  /** Marks a mail that carries its record's CV: the outbox attaches it at send time. */
  attachCv?: boolean;
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

/** What an applicant filled in; the CV travels beside it as bytes. */
export interface ApplicationAnswers {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The opening's title in the applicant's locale, as they saw it. */
  openingTitle: string;
}

/** A CV whose type was read from its content (PDF or DOCX) and whose name is safe to mail. */
export interface CvFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export interface NewApplication {
  market: string;
  locale: string;
  openingId: string;
  answers: ApplicationAnswers;
  cv: CvFile;
  /** Kept until then, as the privacy notice says; `purgeApplications` removes it afterwards. */
  retainUntil: Date;
  idempotencyKey?: string;
  mails: (committed: {
    reference: string;
    receivedAt: string;
  }) => Array<{ purpose: MailPurpose; message: OutboxMessage }>;
}

export type ApplicationCommitResult =
  | { status: 'created' | 'replayed'; reference: string; receivedAt: string }
  | { status: 'conflict' };

export interface StoredApplication {
  id: number;
  reference: string;
  market: string;
  locale: string;
  openingId: string;
  receivedAt: string;
  retainUntil: string;
  answers: ApplicationAnswers;
  cv: { name: string; type: string; size: number; sha256: string };
  mails: Array<
    Pick<MailRecord, 'purpose' | 'status' | 'attempts' | 'sentAt' | 'lastError'> & { to: string }
  >;
}
