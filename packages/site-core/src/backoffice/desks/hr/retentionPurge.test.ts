/** @jest-environment node */
import { tempDataDir } from '../../../report/testing/fixtures';
import { ReportStore } from '../../../report/store/reportStore';
import { hrDesk } from './index.mts';
import { startRetentionPurge } from './retentionPurge.mts';

/*
 * The site's daily retention purge: started with the back office where jobs run, it removes the
 * applications past their date within seconds of the start and once a day after, one process of
 * the group at a time.
 */
describe('the daily retention purge inside the site', () => {
  let data: ReturnType<typeof tempDataDir>;
  let store: ReportStore;
  const apply = async (keepUntil: string) => {
    const result = await store.commitApplication(
      {
        market: 'test',
        locale: 'hr',
        openingId: 'pharmacist',
        answers: {
          name: 'Ana Horvat',
          email: 'ana@example.com',
          phone: '+385 1 234 5678',
          message: '',
          openingTitle: 'Ljekarnik',
        },
        cv: { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7\n%%EOF\n') },
        retainUntil: new Date(keepUntil),
        mails: () => [],
      },
      new Date('2026-03-01T08:00:00Z'),
    );
    if (result.status === 'conflict') throw new Error('conflict');
    return result.reference;
  };
  const kept = async () => (await store.applications.byOpening()).flatMap((o) => o.applications);

  beforeEach(async () => {
    jest.useFakeTimers({ now: new Date('2026-10-05T01:00:00Z') });
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    data = tempDataDir();
    store = ReportStore.open(data.dir);
  });
  afterEach(async () => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    await store.close();
    data.cleanup();
  });

  it('removes what is past its date soon after the start, and what expires later on the next day', async () => {
    const expired = await apply('2026-09-30T00:00:00Z');
    const tomorrow = await apply('2026-10-05T12:00:00Z');
    startRetentionPurge({ dataDir: data.dir, store: () => store, everyMs: 60 * 60 * 1000 });

    await jest.advanceTimersByTimeAsync(5_000);
    expect((await kept()).map((entry) => entry.reference)).toEqual([tomorrow]);
    expect(console.log).toHaveBeenCalledWith(
      `[hr desk] retention purge removed 1 application(s): ${expired}`,
    );

    // Later the same day: today's purge has run, the next expiry waits for tomorrow's.
    await jest.advanceTimersByTimeAsync(12 * 60 * 60 * 1000);
    expect(await kept()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(12 * 60 * 60 * 1000);
    expect(await kept()).toHaveLength(0);
    expect(await store.applications.lastDailyPurge()).toMatchObject({
      day: '2026-10-06',
      removed: 1,
    });
  });

  it('does not run where the back office runs no jobs (BACK_OFFICE_JOBS=off)', async () => {
    await apply('2026-09-30T00:00:00Z');
    hrDesk({ dataDir: data.dir, runJobs: false }).start();
    await jest.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(await kept()).toHaveLength(1);
    expect(await store.applications.lastDailyPurge()).toBeUndefined();
  });
});
