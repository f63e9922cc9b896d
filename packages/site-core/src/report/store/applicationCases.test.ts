/** @jest-environment node */
import { tempDataDir } from '../testing/fixtures';
import { ApplicationError } from './applicationCaseTypes';
import type { DeskActor } from './auditTypes';
import { purgeApplications } from '../../reports';
import { ReportStore } from './reportStore';

const recruiter = { id: '12', email: 'hr@medivia.example' };
const at = (iso: string, user = recruiter): DeskActor => ({
  user,
  clientAddress: '10.0.0.9',
  now: new Date(iso),
});
const cvBytes = Buffer.from('%PDF-1.7\n% a CV\n%%EOF\n');

async function code(change: () => unknown): Promise<string> {
  try {
    await change();
    return 'accepted';
  } catch (error) {
    if (error instanceof ApplicationError) return error.code;
    throw error;
  }
}

describe('the HR desk in the report store', () => {
  let data: ReturnType<typeof tempDataDir>;
  let store: ReportStore;
  const apply = async (
    name: string,
    openingId: string,
    openingTitle: string,
    received: string,
    keepUntil: string,
  ) => {
    const result = await store.commitApplication(
      {
        market: 'test',
        locale: 'hr',
        openingId,
        answers: {
          name,
          email: `${name.split(' ')[0]}@example.com`,
          phone: '+385 1 234 5678',
          message: `Ja sam ${name}.`,
          openingTitle,
        },
        cv: { name: 'cv.pdf', type: 'application/pdf', bytes: cvBytes },
        retainUntil: new Date(keepUntil),
        mails: () => [],
      },
      new Date(received),
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

  it('lists applications per opening, newest first, with status and the day each will be deleted', async () => {
    const first = await apply(
      'Ana Horvat',
      'pharmacist',
      'Ljekarnik',
      '2026-03-01T08:00:00Z',
      '2026-12-31T00:00:00Z',
    );
    const second = await apply(
      'Marko Kovač',
      'pharmacist',
      'Ljekarnik',
      '2026-03-02T08:00:00Z',
      '2026-12-31T00:00:00Z',
    );
    const other = await apply(
      'Iva Babić',
      'driver',
      'Dostavljač',
      '2026-03-03T08:00:00Z',
      '2027-01-31T00:00:00Z',
    );

    const openings = await store.applications.byOpening();

    expect(
      openings.map((opening) => [opening.title, opening.applications.map((a) => a.reference)]),
    ).toEqual([
      ['Dostavljač', [other]],
      ['Ljekarnik', [second, first]],
    ]);
    expect(openings[1]!.applications[1]).toEqual({
      reference: first,
      openingId: 'pharmacist',
      openingTitle: 'Ljekarnik',
      applicantName: 'Ana Horvat',
      receivedAt: '2026-03-01T08:00:00.000Z',
      status: 'new',
      deletedAt: '2026-12-31T00:00:00.000Z',
    });
  });

  it('opens an application with every answer, audits the view and the CV download, and returns the CV as uploaded', async () => {
    const reference = await apply(
      'Ana Horvat',
      'pharmacist',
      'Ljekarnik',
      '2026-03-01T08:00:00Z',
      '2026-12-31T00:00:00Z',
    );

    const file = (await store.applications.openApplication(reference, at('2026-03-05T09:00:00Z')))!;
    const cv = (await store.applications.downloadCv(reference, at('2026-03-05T09:01:00Z')))!;

    expect(file.answers).toEqual({
      name: 'Ana Horvat',
      email: 'Ana@example.com',
      phone: '+385 1 234 5678',
      message: 'Ja sam Ana Horvat.',
      openingTitle: 'Ljekarnik',
    });
    expect(file.cv).toMatchObject({
      name: 'cv.pdf',
      type: 'application/pdf',
      size: cvBytes.length,
    });
    expect(Buffer.compare(cv.bytes, cvBytes)).toBe(0);
    expect(
      (await store.applications.auditTrail({ reference })).map((line) => [
        line.action,
        line.at,
        line.userEmail,
        line.clientAddress,
      ]),
    ).toEqual([
      ['download_cv', '2026-03-05T09:01:00.000Z', 'hr@medivia.example', '10.0.0.9'],
      ['view', '2026-03-05T09:00:00.000Z', 'hr@medivia.example', '10.0.0.9'],
    ]);
    // Nothing is recorded for a reference that does not exist.
    expect(
      await store.applications.openApplication('APP-2026-999999', at('2026-03-05T09:02:00Z')),
    ).toBeUndefined();
    expect(
      await store.applications.downloadCv('APP-2026-999999', at('2026-03-05T09:02:00Z')),
    ).toBeUndefined();
    expect(await store.applications.auditTrail()).toHaveLength(2);
  });

  it('changes the status and adds notes, each with an audit line saying what changed', async () => {
    const reference = await apply(
      'Ana Horvat',
      'pharmacist',
      'Ljekarnik',
      '2026-03-01T08:00:00Z',
      '2026-12-31T00:00:00Z',
    );

    await store.applications.changeStatus(reference, 'shortlisted', at('2026-03-06T10:00:00Z'));
    const file = await store.applications.addNote(
      reference,
      '  Good fit; call on Monday.  ',
      at('2026-03-06T10:05:00Z'),
    );

    expect(file.status).toBe('shortlisted');
    expect(file.statusChangedAt).toBe('2026-03-06T10:00:00.000Z');
    expect(file.notes).toEqual([
      {
        id: 1,
        writtenAt: '2026-03-06T10:05:00.000Z',
        authorId: '12',
        authorEmail: 'hr@medivia.example',
        text: 'Good fit; call on Monday.',
      },
    ]);
    expect(file.audit.map((line) => [line.action, line.detail])).toEqual([
      ['status', { from: 'new', to: 'shortlisted' }],
      ['note', { noteId: 1 }],
    ]);
    expect(
      await code(() => store.applications.addNote(reference, '   ', at('2026-03-06T10:06:00Z'))),
    ).toBe('note_empty');
    expect(
      await code(() =>
        store.applications.addNote(reference, 'x'.repeat(4001), at('2026-03-06T10:06:00Z')),
      ),
    ).toBe('note_too_long');
    expect(
      await code(() =>
        store.applications.changeStatus('APP-2026-999999', 'hired', at('2026-03-06T10:06:00Z')),
      ),
    ).toBe('not_found');
  });

  it('refuses to edit or delete a note or an audit line, whatever the code tries', async () => {
    const reference = await apply(
      'Ana Horvat',
      'pharmacist',
      'Ljekarnik',
      '2026-03-01T08:00:00Z',
      '2026-12-31T00:00:00Z',
    );
    await store.applications.addNote(reference, 'Internal remark.', at('2026-03-06T10:05:00Z'));

    expect(() =>
      store.sqlite!.prepare("UPDATE application_notes SET text = 'changed'").run(),
    ).toThrow(/append-only/);
    expect(() => store.sqlite!.prepare('DELETE FROM application_notes').run()).toThrow(
      /only with its application/,
    );
    expect(() =>
      store.sqlite!.prepare("UPDATE application_audit SET user_email = 'someone'").run(),
    ).toThrow(/append-only/);
    expect(() => store.sqlite!.prepare('DELETE FROM application_audit').run()).toThrow(
      /append-only/,
    );
  });

  it('purges applications past their date with their notes, CV and mails, keeping an audit line for each', async () => {
    const old = await apply(
      'Ana Horvat',
      'pharmacist',
      'Ljekarnik',
      '2026-03-01T08:00:00Z',
      '2026-09-30T00:00:00Z',
    );
    const kept = await apply(
      'Iva Babić',
      'driver',
      'Dostavljač',
      '2026-03-03T08:00:00Z',
      '2027-01-31T00:00:00Z',
    );
    await store.applications.addNote(old, 'Internal remark.', at('2026-03-06T10:05:00Z'));
    await store.applications.addNote(kept, 'Another remark.', at('2026-03-06T10:06:00Z'));

    const removed = await store.purgeApplications(new Date('2026-10-01T03:00:00Z'));

    expect(removed).toEqual([old]);
    expect(await store.applications.applicationFile(old)).toBeUndefined();
    expect(await store.applications.downloadCv(old, at('2026-10-01T04:00:00Z'))).toBeUndefined();
    expect(store.sqlite!.prepare('SELECT text FROM application_notes').all()).toEqual([
      { text: 'Another remark.' },
    ]);
    const trail = await store.applications.auditTrail({ reference: old });
    expect(trail[0]).toMatchObject({
      action: 'purge',
      at: '2026-10-01T03:00:00.000Z',
      userEmail: 'retention purge (site)',
      detail: {
        openingId: 'pharmacist',
        receivedAt: '2026-03-01T08:00:00.000Z',
        retainUntil: '2026-09-30T00:00:00.000Z',
      },
    });
    // The purge's line says nothing of the applicant.
    expect(JSON.stringify(trail)).not.toContain('Ana');
    expect(
      (await store.applications.byOpening()).flatMap((o) => o.applications.map((a) => a.reference)),
    ).toEqual([kept]);
  });

  it('names the operator’s CLI in the audit line when `applications:purge` removes one', async () => {
    const old = await apply(
      'Ana Horvat',
      'pharmacist',
      'Ljekarnik',
      '2026-03-01T08:00:00Z',
      '2026-09-30T00:00:00Z',
    );

    expect(await purgeApplications(data.dir, new Date('2026-10-02T08:00:00Z'))).toEqual([old]);

    expect(await store.applications.auditTrail({ reference: old })).toEqual([
      expect.objectContaining({
        action: 'purge',
        userId: 'operator-cli',
        userEmail: 'applications:purge (operator CLI)',
        clientAddress: 'local',
        at: '2026-10-02T08:00:00.000Z',
      }),
    ]);
  });

  it('lets one process of the group run the day’s purge, once a day', async () => {
    const monday = new Date('2026-10-05T01:00:00Z');
    const later = new Date('2026-10-05T13:00:00Z');
    const tuesday = new Date('2026-10-06T01:00:00Z');
    const other = ReportStore.open(data.dir);
    try {
      expect(await store.applications.claimDailyPurge('process-a', monday)).toBe(true);
      expect(await other.applications.claimDailyPurge('process-b', monday)).toBe(false);
      expect(await store.applications.claimDailyPurge('process-a', later)).toBe(false);
      await store.applications.finishDailyPurge(monday, 3);
      expect(await other.applications.lastDailyPurge()).toEqual({
        day: '2026-10-05',
        finishedAt: monday.toISOString(),
        removed: 3,
      });
      expect(await other.applications.claimDailyPurge('process-b', tuesday)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
