/** @jest-environment node */
import type { Report } from '../schema';
import { humanReport, legacyReport, tempDataDir, veterinaryReport } from '../testing/fixtures';
import { dueDateOf, isSerious } from './caseDeadline';
import { CaseError, type DeskActor } from './caseTypes';
import { ReportStore } from './reportStore';

const safetyOfficer = { id: '7', email: 'safety@medivia.example' };
const at = (iso: string, user = safetyOfficer): DeskActor => ({
  user,
  clientAddress: '10.0.0.5',
  now: new Date(iso),
});

function nonSerious(report: Report): Report {
  return { ...report, reaction: { ...report.reaction, seriousness: [] } } as Report;
}

/** The CaseError a change is refused with (its code), or 'accepted'. */
function refusal(change: () => unknown): string {
  try {
    change();
    return 'accepted';
  } catch (error) {
    if (error instanceof CaseError) return error.code;
    throw error;
  }
}

describe('the pharmacovigilance desk in the report store', () => {
  let data: ReturnType<typeof tempDataDir>;
  let store: ReportStore;
  const receive = (report: Report, iso: string) => {
    const result = store.commit(
      { report, market: 'test', locale: 'hr', botCheck: { ok: true }, mails: () => [] },
      new Date(iso),
    );
    if (result.status === 'conflict') throw new Error('conflict');
    return result.reference;
  };
  beforeEach(() => {
    data = tempDataDir();
    store = ReportStore.open(data.dir);
  });
  afterEach(() => {
    store.close();
    data.cleanup();
  });

  describe('given reports of both kinds, serious and not', () => {
    it('is serious when any seriousness criterion was answered yes, and due 15 days after receipt; else 90', () => {
      expect(isSerious(humanReport())).toBe(true);
      expect(isSerious(veterinaryReport())).toBe(true);
      expect(isSerious(nonSerious(humanReport()))).toBe(false);
      // Stored before the question existed: nothing says it is serious.
      expect(isSerious(legacyReport(humanReport()))).toBe(false);
      expect(dueDateOf('2026-03-01T10:00:00.000Z', true)).toBe('2026-03-16');
      expect(dueDateOf('2026-03-01T10:00:00.000Z', false)).toBe('2026-05-30');
    });

    it('lists overdue cases first, then by due date, with kind, product and status', () => {
      const oldMinor = receive(nonSerious(humanReport()), '2026-01-02T08:00:00Z'); // due 04-02
      const oldSerious = receive(veterinaryReport(), '2026-03-01T08:00:00Z'); // due 03-16, overdue
      const newSerious = receive(humanReport(), '2026-03-20T08:00:00Z'); // due 04-04
      const newMinor = receive(nonSerious(veterinaryReport()), '2026-03-21T08:00:00Z'); // due 06-19

      const list = store.cases.list({}, new Date('2026-03-25T12:00:00Z'));

      expect(list.map((entry) => entry.reference)).toEqual([
        oldSerious,
        oldMinor,
        newSerious,
        newMinor,
      ]);
      expect(list[0]).toMatchObject({
        kind: 'veterinary',
        serious: true,
        product: 'Vetexample chewable tablets',
        status: 'new',
        dueDate: '2026-03-16',
        overdue: true,
        assignee: null,
      });
      expect(list[2]).toMatchObject({ kind: 'human', dueDate: '2026-04-04', overdue: false });
    });

    it('filters by status and by seriousness', () => {
      const serious = receive(humanReport(), '2026-03-20T08:00:00Z');
      const minor = receive(nonSerious(humanReport()), '2026-03-20T09:00:00Z');
      store.cases.changeStatus(serious, { status: 'in_assessment' }, at('2026-03-21T08:00:00Z'));

      expect(store.cases.list({ serious: true }).map((entry) => entry.reference)).toEqual([
        serious,
      ]);
      expect(store.cases.list({ serious: false }).map((entry) => entry.reference)).toEqual([minor]);
      expect(store.cases.list({ status: 'new' }).map((entry) => entry.reference)).toEqual([minor]);
    });

    it('no longer counts a case as overdue once it is closed', () => {
      const reference = receive(humanReport(), '2026-03-01T08:00:00Z');
      store.cases.changeStatus(
        reference,
        { status: 'not_a_valid_case' },
        at('2026-03-02T08:00:00Z'),
      );
      expect(store.cases.list({}, new Date('2026-04-30T00:00:00Z'))[0]!.overdue).toBe(false);
    });
  });

  describe('when the team moves a case', () => {
    it('goes new, in assessment, sent to the authority with its case number and day', () => {
      const reference = receive(humanReport(), '2026-03-01T08:00:00Z');
      store.cases.changeStatus(reference, { status: 'in_assessment' }, at('2026-03-02T08:00:00Z'));
      const sent = store.cases.changeStatus(
        reference,
        {
          status: 'sent_to_authority',
          authorityCaseNumber: ' HALMED-2026-0042 ',
          sentOn: '2026-03-05',
        },
        at('2026-03-05T15:00:00Z'),
      );
      expect(sent).toMatchObject({
        status: 'sent_to_authority',
        authorityCaseNumber: 'HALMED-2026-0042',
        sentOn: '2026-03-05',
        statusChangedAt: '2026-03-05T15:00:00.000Z',
      });
      // Sent stays sent: a follow-up is a new submission.
      expect(
        refusal(() =>
          store.cases.changeStatus(
            reference,
            { status: 'in_assessment' },
            at('2026-03-06T08:00:00Z'),
          ),
        ),
      ).toBe('invalid_transition');
    });

    it('refuses a send without a case number, without a day, with a day in the future or before receipt', () => {
      const reference = receive(humanReport(), '2026-03-01T08:00:00Z');
      const now = at('2026-03-10T08:00:00Z');
      store.cases.changeStatus(reference, { status: 'in_assessment' }, now);
      const send = (authorityCaseNumber: string | undefined, sentOn: string | undefined) =>
        refusal(() =>
          store.cases.changeStatus(
            reference,
            { status: 'sent_to_authority', authorityCaseNumber, sentOn },
            now,
          ),
        );
      expect(send(undefined, '2026-03-09')).toBe('authority_case_number_required');
      expect(send('  ', '2026-03-09')).toBe('authority_case_number_required');
      expect(send('A\nB', '2026-03-09')).toBe('authority_case_number_invalid');
      expect(send('HALMED-1', undefined)).toBe('sent_on_required');
      expect(send('HALMED-1', '2026-02-30')).toBe('sent_on_invalid');
      expect(send('HALMED-1', '09.03.2026')).toBe('sent_on_invalid');
      expect(send('HALMED-1', '2026-03-12')).toBe('sent_on_in_future');
      expect(send('HALMED-1', '2026-02-20')).toBe('sent_on_before_receipt');
      expect(store.cases.caseFile(reference)!.status).toBe('in_assessment');
      expect(send('HALMED-1', '2026-03-10')).toBe('accepted');
    });

    it('refuses a move the desk does not allow, naming the allowed ones', () => {
      const reference = receive(humanReport(), '2026-03-01T08:00:00Z');
      expect(() =>
        store.cases.changeStatus(
          reference,
          { status: 'sent_to_authority', authorityCaseNumber: 'X', sentOn: '2026-03-02' },
          at('2026-03-02T08:00:00Z'),
        ),
      ).toThrow(
        'A case that is new cannot become sent_to_authority; allowed: in_assessment, not_a_valid_case, duplicate.',
      );
    });

    it('marks a duplicate only of another existing report, and can take it back into assessment', () => {
      const first = receive(humanReport(), '2026-03-01T08:00:00Z');
      const second = receive(humanReport(), '2026-03-01T09:00:00Z');
      const now = at('2026-03-02T08:00:00Z');
      const duplicate = (duplicateOf?: string) =>
        refusal(() => store.cases.changeStatus(second, { status: 'duplicate', duplicateOf }, now));
      expect(duplicate(undefined)).toBe('duplicate_of_required');
      expect(duplicate(second)).toBe('duplicate_of_itself');
      expect(duplicate('NUS-1999-000001')).toBe('duplicate_of_unknown');
      expect(duplicate(first)).toBe('accepted');
      expect(store.cases.caseFile(second)).toMatchObject({
        status: 'duplicate',
        duplicateOf: first,
      });
      expect(
        refusal(() =>
          store.cases.changeStatus(first, { status: 'duplicate', duplicateOf: second }, now),
        ),
      ).toBe('duplicate_of_circular');
      const reopened = store.cases.changeStatus(second, { status: 'in_assessment' }, now);
      expect(reopened).toMatchObject({ status: 'in_assessment', duplicateOf: null });
    });

    it('answers not_found (404) for an unknown reference', () => {
      const error = (() => {
        try {
          store.cases.changeStatus(
            'NUS-1999-000001',
            { status: 'in_assessment' },
            at('2026-03-02T08:00:00Z'),
          );
        } catch (caught) {
          return caught as CaseError;
        }
      })();
      expect(error).toMatchObject({ code: 'not_found', status: 404 });
    });
  });

  describe('assignees and notes', () => {
    it('assigns a case to a member of the team and back to nobody', () => {
      const reference = receive(humanReport(), '2026-03-01T08:00:00Z');
      const colleague = { id: '9', email: 'colleague@medivia.example' };
      expect(store.cases.assign(reference, colleague, at('2026-03-02T08:00:00Z')).assignee).toEqual(
        colleague,
      );
      expect(store.cases.list()[0]!.assignee).toEqual(colleague);
      expect(store.cases.assign(reference, null, at('2026-03-02T09:00:00Z')).assignee).toBeNull();
    });

    it('keeps notes in order with their author and time, and refuses an empty or overlong one', () => {
      const reference = receive(humanReport(), '2026-03-01T08:00:00Z');
      store.cases.addNote(reference, ' Called the reporter. ', at('2026-03-02T08:00:00Z'));
      const file = store.cases.addNote(
        reference,
        'MedDRA: Rash pruritic.',
        at('2026-03-02T09:00:00Z'),
      );
      expect(file.notes).toEqual([
        expect.objectContaining({
          text: 'Called the reporter.',
          authorEmail: safetyOfficer.email,
          writtenAt: '2026-03-02T08:00:00.000Z',
        }),
        expect.objectContaining({ text: 'MedDRA: Rash pruritic.', authorId: '7' }),
      ]);
      expect(refusal(() => store.cases.addNote(reference, '   ', at('2026-03-02T10:00:00Z')))).toBe(
        'note_empty',
      );
      expect(
        refusal(() => store.cases.addNote(reference, 'x'.repeat(4001), at('2026-03-02T10:00:00Z'))),
      ).toBe('note_too_long');
    });
  });

  describe('the audit trail', () => {
    it('records every view, download, status change, assignment and note: who, when, from where, what', () => {
      const reference = receive(humanReport(), '2026-03-01T08:00:00Z');
      store.cases.openCase(reference, at('2026-03-02T08:00:00Z'));
      store.cases.recordDownload(reference, 'e2b', at('2026-03-02T08:01:00Z'));
      store.cases.assign(reference, safetyOfficer, at('2026-03-02T08:02:00Z'));
      store.cases.addNote(reference, 'Checked.', at('2026-03-02T08:03:00Z'));
      store.cases.changeStatus(reference, { status: 'in_assessment' }, at('2026-03-02T08:04:00Z'));

      const trail = store.cases.auditTrail({ reference, order: 'oldest first' });
      expect(trail.map((entry) => entry.action)).toEqual([
        'view',
        'download_e2b',
        'assign',
        'note',
        'status',
      ]);
      expect(trail[0]).toMatchObject({
        at: '2026-03-02T08:00:00.000Z',
        userId: '7',
        userEmail: safetyOfficer.email,
        clientAddress: '10.0.0.5',
        reference,
      });
      expect(trail[4]!.detail).toEqual({ from: 'new', to: 'in_assessment' });
      // The case file carries its own trail; the audit never quotes the report or a note's text.
      expect(store.cases.caseFile(reference)!.audit).toHaveLength(5);
      expect(JSON.stringify(trail)).not.toContain('Checked.');
      expect(JSON.stringify(trail)).not.toContain('Examplomycin');
    });

    it('does not record a view of a report that does not exist', () => {
      expect(store.cases.openCase('NUS-1999-000001', at('2026-03-02T08:00:00Z'))).toBeUndefined();
      expect(store.cases.auditTrail()).toEqual([]);
    });

    it('refuses UPDATE and DELETE on the audit trail and the notes, in SQLite itself', () => {
      const reference = receive(humanReport(), '2026-03-01T08:00:00Z');
      store.cases.addNote(reference, 'Checked.', at('2026-03-02T08:03:00Z'));
      expect(() =>
        store.db.prepare("UPDATE report_audit SET user_email = 'someone@else'").run(),
      ).toThrow('the audit trail is append-only');
      expect(() => store.db.prepare('DELETE FROM report_audit').run()).toThrow(
        'the audit trail is append-only',
      );
      expect(() => store.db.prepare("UPDATE report_notes SET text = 'rewritten'").run()).toThrow(
        'report notes are append-only',
      );
      expect(() => store.db.prepare('DELETE FROM report_notes').run()).toThrow(
        'report notes are append-only',
      );
      expect(store.cases.auditTrail()).toHaveLength(1);
      expect(store.cases.caseFile(reference)!.notes[0]!.text).toBe('Checked.');
    });
  });
});
