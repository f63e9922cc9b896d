import { sessionStore } from '../../runtime/sessionStore';
import type { ReportInput } from '../schema';
import { isReportKind, type ReportKind } from '../schema/kinds';

/*
 * The wizard's progress in sessionStorage: it survives a reload of the page but not the closing of
 * the tab, and it never leaves the browser before the visitor sends the report. Health data typed on
 * a shared computer is therefore gone once the tab is closed. Where the browser disables storage the
 * wizard still works, without resume.
 */

const KEY = 'medivia.report.draft.v1';

export interface ReportDraft {
  kind: ReportKind;
  /** Index of the step the visitor was on. */
  step: number;
  values: ReportInput;
  /** The idempotency key of the last send attempt and the answers it was made with. */
  attempt?: { key: string; fingerprint: string };
}

export function loadDraft(): ReportDraft | undefined {
  try {
    const raw = sessionStore()?.getItem(KEY);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<ReportDraft>;
    if (
      !isReportKind(draft.kind) ||
      typeof draft.step !== 'number' ||
      draft.values?.kind !== draft.kind
    )
      return undefined;
    return draft as ReportDraft;
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: ReportDraft) {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: losing resume is better than breaking the form.
  }
}

export function clearDraft() {
  try {
    sessionStore()?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/** A short, stable digest of the answers (FNV-1a), to tell whether they changed since a send attempt. */
export function fingerprintOfValues(values: ReportInput): string {
  const text = JSON.stringify(values);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
