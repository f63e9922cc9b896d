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
async function refusal(change: () => unknown): Promise<string> {
  try {
    await change();
    return 'accepted';
  } catch (error) {
    if (error instanceof CaseError) return error.code;
    throw error;
  }
}

describe('the pharmacovigilance desk in the report store', () => {
  let data: ReturnType<typeof tempDataDir>;
  let store: ReportStore;
  const receive = async (report: Report, iso: string) => {
    const result = await store.commit(
      { report, market: 'test', locale: 'hr', botCheck: { ok: true }, mails: () => [] },
      new Date(iso),
    );
    if (result.status === 'conflict') throw new Error('conflict');
    return result.reference;
  };
  beforeEach(async () => {
    data = tempDataDir();
    store = ReportStore.open(data.dir);
  });
  afterEach(async () => {
    await store.close();
    data.cleanup();
  });

  describe('given reports of both kinds, serious and not', () => {
    it('is serious when any seriousness criterion was answered yes, and due 15 days after receipt; else 90', async () => {
      expect(isSerious(humanReport())).toBe(true);
      expect(isSerious(veterinaryReport())).toBe(true);
      expect(isSerious(nonSerious(humanReport()))).toBe(false);
      // Stored before the question existed: nothing says it is serious.
      expect(isSerious(legacyReport(humanReport()))).toBe(false);
      expect(dueDateOf('2026-03-01T10:00:00.000Z', true)).toBe('2026-03-16');
      expect(dueDateOf('2026-03-01T10:00:00.000Z', false)).toBe('2026-05-30');
    });

    it('lists overdue cases first, then by due date, with kind, product and status', async () => {
      const oldMinor = await receive(nonSerious(humanReport()), '2026-01-02T08:00:00Z'); // due 04-02
      const oldSerious = await receive(veterinaryReport(), '2026-03-01T08:00:00Z'); // due 03-16, overdue
      const newSerious = await receive(humanReport(), '2026-03-20T08:00:00Z'); // due 04-04
      const newMinor = await receive(nonSerious(veterinaryReport()), '2026-03-21T08:00:00Z'); // due 06-19

      const list = await store.cases.list({}, new Date('2026-03-25T12:00:00Z'));

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

    it('filters by status and by seriousness', async () => {
      const serious = await receive(humanReport(), '2026-03-20T08:00:00Z');
      const minor = await receive(nonSerious(humanReport()), '2026-03-20T09:00:00Z');
      await store.cases.changeStatus(
        serious,
        { status: 'in_assessment' },
        at('2026-03-21T08:00:00Z'),
      );

      expect((await store.cases.list({ serious: true })).map((entry) => entry.reference)).toEqual([
        serious,
      ]);
      expect((await store.cases.list({ serious: false })).map((entry) => entry.reference)).toEqual([
        minor,
      ]);
      expect((await store.cases.list({ status: 'new' })).map((entry) => entry.reference)).toEqual([
        minor,
      ]);
    });

    it('no longer counts a case as overdue once it is closed', async () => {
      const reference = await receive(humanReport(), '2026-03-01T08:00:00Z');
      await store.cases.changeStatus(
        reference,
        { status: 'not_a_valid_case' },
        at('2026-03-02T08:00:00Z'),
      );
      expect((await store.cases.list({}, new Date('2026-04-30T00:00:00Z')))[0]!.overdue).toBe(
        false,
      );
    });
  });

  describe('when the team moves a case', () => {
    it('goes new, in assessment, sent to the authority with its case number and day', async () => {
      const reference = await receive(humanReport(), '2026-03-01T08:00:00Z');
      await store.cases.changeStatus(
        reference,
        { status: 'in_assessment' },
        at('2026-03-02T08:00:00Z'),
      );
      const sent = await store.cases.changeStatus(
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
        await refusal(() =>
          store.cases.changeStatus(
            reference,
            { status: 'in_assessment' },
            at('2026-03-06T08:00:00Z'),
          ),
        ),
      ).toBe('invalid_transition');
    });

    it('refuses a send without a case number, without a day, with a day in the future or before receipt', async () => {
      const reference = await receive(humanReport(), '2026-03-01T08:00:00Z');
      const now = at('2026-03-10T08:00:00Z');
      await store.cases.changeStatus(reference, { status: 'in_assessment' }, now);
      const send = (authorityCaseNumber: string | undefined, sentOn: string | undefined) =>
        refusal(() =>
          store.cases.changeStatus(
            reference,
            { status: 'sent_to_authority', authorityCaseNumber, sentOn },
            now,
          ),
        );
      expect(await send(undefined, '2026-03-09')).toBe('authority_case_number_required');
      expect(await send('  ', '2026-03-09')).toBe('authority_case_number_required');
      expect(await send('A\nB', '2026-03-09')).toBe('authority_case_number_invalid');
      expect(await send('HALMED-1', undefined)).toBe('sent_on_required');
      expect(await send('HALMED-1', '2026-02-30')).toBe('sent_on_invalid');
      expect(await send('HALMED-1', '09.03.2026')).toBe('sent_on_invalid');
      expect(await send('HALMED-1', '2026-03-12')).toBe('sent_on_in_future');
      expect(await send('HALMED-1', '2026-02-20')).toBe('sent_on_before_receipt');
      expect((await store.cases.caseFile(reference))!.status).toBe('in_assessment');
      expect(await send('HALMED-1', '2026-03-10')).toBe('accepted');
    });

    it('refuses a move the desk does not allow, naming the allowed ones', async () => {
      const reference = await receive(humanReport(), '2026-03-01T08:00:00Z');
      await expect(
        store.cases.changeStatus(
          reference,
          { status: 'sent_to_authority', authorityCaseNumber: 'X', sentOn: '2026-03-02' },
          at('2026-03-02T08:00:00Z'),
        ),
      ).rejects.toThrow(
        'A case that is new cannot become sent_to_authority; allowed: in_assessment, not_a_valid_case, duplicate.',
      );
    });

    it('marks a duplicate only of another existing report, and can take it back into assessment', async () => {
      const first = await receive(humanReport(), '2026-03-01T08:00:00Z');
      const second = await receive(humanReport(), '2026-03-01T09:00:00Z');
      const now = at('2026-03-02T08:00:00Z');
      const duplicate = (duplicateOf?: string) =>
        refusal(() => store.cases.changeStatus(second, { status: 'duplicate', duplicateOf }, now));
      expect(await duplicate(undefined)).toBe('duplicate_of_required');
      expect(await duplicate(second)).toBe('duplicate_of_itself');
      expect(await duplicate('NUS-1999-000001')).toBe('duplicate_of_unknown');
      expect(await duplicate(first)).toBe('accepted');
      expect(await store.cases.caseFile(second)).toMatchObject({
        status: 'duplicate',
        duplicateOf: first,
      });
      expect(
        await refusal(() =>
          store.cases.changeStatus(first, { status: 'duplicate', duplicateOf: second }, now),
        ),
      ).toBe('duplicate_of_circular');
      const reopened = await store.cases.changeStatus(second, { status: 'in_assessment' }, now);
      expect(reopened).toMatchObject({ status: 'in_assessment', duplicateOf: null });
    });

    it('answers not_found (404) for an unknown reference', async () => {
      const error = await (async () => {
        try {
          await store.cases.changeStatus(
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
    it('assigns a case to a member of the team and back to nobody', async () => {
      const reference = await receive(humanReport(), '2026-03-01T08:00:00Z');
      const colleague = { id: '9', email: 'colleague@medivia.example' };
      expect(
        (await store.cases.assign(reference, colleague, at('2026-03-02T08:00:00Z'))).assignee,
      ).toEqual(colleague);
      expect((await store.cases.list())[0]!.assignee).toEqual(colleague);
      expect(
        (await store.cases.assign(reference, null, at('2026-03-02T09:00:00Z'))).assignee,
      ).toBeNull();
    });

    it('keeps notes in order with their author and time, and refuses an empty or overlong one', async () => {
      const reference = await receive(humanReport(), '2026-03-01T08:00:00Z');
      await store.cases.addNote(reference, ' Called the reporter. ', at('2026-03-02T08:00:00Z'));
      const file = await store.cases.addNote(
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
      expect(
        await refusal(() => store.cases.addNote(reference, '   ', at('2026-03-02T10:00:00Z'))),
      ).toBe('note_empty');
      expect(
        await refusal(() =>
          store.cases.addNote(reference, 'x'.repeat(4001), at('2026-03-02T10:00:00Z')),
        ),
      ).toBe('note_too_long');
    });
  });

  describe('the audit trail', () => {
    it('records every view, download, status change, assignment and note: who, when, from where, what', async () => {
      const reference = await receive(humanReport(), '2026-03-01T08:00:00Z');
      await store.cases.openCase(reference, at('2026-03-02T08:00:00Z'));
      await store.cases.recordDownload(reference, 'e2b', at('2026-03-02T08:01:00Z'));
      await store.cases.assign(reference, safetyOfficer, at('2026-03-02T08:02:00Z'));
      await store.cases.addNote(reference, 'Checked.', at('2026-03-02T08:03:00Z'));
      await store.cases.changeStatus(
        reference,
        { status: 'in_assessment' },
        at('2026-03-02T08:04:00Z'),
      );

      const trail = await store.cases.auditTrail({ reference, order: 'oldest first' });
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
      expect((await store.cases.caseFile(reference))!.audit).toHaveLength(5);
      expect(JSON.stringify(trail)).not.toContain('Checked.');
      expect(JSON.stringify(trail)).not.toContain('Examplomycin');
    });

    it('does not record a view of a report that does not exist', async () => {
      expect(
        await store.cases.openCase('NUS-1999-000001', at('2026-03-02T08:00:00Z')),
      ).toBeUndefined();
      expect(await store.cases.auditTrail()).toEqual([]);
    });

    it('refuses UPDATE and DELETE on the audit trail and the notes, in SQLite itself', async () => {
      const reference = await receive(humanReport(), '2026-03-01T08:00:00Z');
      await store.cases.addNote(reference, 'Checked.', at('2026-03-02T08:03:00Z'));
      expect(() =>
        store.sqlite!.prepare("UPDATE report_audit SET user_email = 'someone@else'").run(),
      ).toThrow('the audit trail is append-only');
      expect(() => store.sqlite!.prepare('DELETE FROM report_audit').run()).toThrow(
        'the audit trail is append-only',
      );
      expect(() =>
        store.sqlite!.prepare("UPDATE report_notes SET text = 'rewritten'").run(),
      ).toThrow('report notes are append-only');
      expect(() => store.sqlite!.prepare('DELETE FROM report_notes').run()).toThrow(
        'report notes are append-only',
      );
      expect(await store.cases.auditTrail()).toHaveLength(1);
      expect((await store.cases.caseFile(reference))!.notes[0]!.text).toBe('Checked.');
    });
  });
});
