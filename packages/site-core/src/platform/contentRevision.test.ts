import {
  announceContentRevision,
  currentContentRevision,
  provideContentRevision,
  trustContentRevisionFor,
} from './contentRevision.mjs';

describe('the current content revision, as the page cache reads it', () => {
  let stored = 'r1';
  let reads = 0;
  const read = async () => {
    reads += 1;
    return stored;
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    stored = 'r1';
    reads = 0;
  });
  afterEach(() => {
    provideContentRevision(null);
    jest.useRealTimers();
  });

  it('is null where no back office serves content', async () => {
    provideContentRevision(null);
    expect(await currentContentRevision()).toBeNull();
  });

  it('answers the requests of the trusted half second with one database read, then reads again', async () => {
    provideContentRevision(read, { trustMs: 500 });
    expect(await currentContentRevision()).toBe('r1');
    stored = 'r2'; // published by another process
    expect(await currentContentRevision()).toBe('r1');
    expect(reads).toBe(1);
    jest.advanceTimersByTime(501);
    expect(await currentContentRevision()).toBe('r2');
    expect(reads).toBe(2);
  });

  it('knows a revision saved in this process at once, though a read of the old one is still trusted', async () => {
    provideContentRevision(read, { trustMs: 500 });
    expect(await currentContentRevision()).toBe('r1');
    stored = 'r2';
    announceContentRevision('r2');
    expect(await currentContentRevision()).toBe('r2');
    expect(reads).toBe(1);
  });

  it('reads on every request without a trusted time, and treats a failed read as no revision', async () => {
    provideContentRevision(read);
    await currentContentRevision();
    await currentContentRevision();
    expect(reads).toBe(2);
    provideContentRevision(async () => {
      throw new Error('database locked');
    });
    expect(await currentContentRevision()).toBeNull();
  });

  it('trusts a read long while revisions are pushed, and reads at once when that starts or stops', async () => {
    provideContentRevision(read, { trustMs: 500 });
    expect(await currentContentRevision()).toBe('r1');
    stored = 'r2'; // committed while nothing was pushed yet
    trustContentRevisionFor(5_000);
    expect(await currentContentRevision()).toBe('r2');
    stored = 'r3';
    jest.advanceTimersByTime(4_000);
    expect(await currentContentRevision()).toBe('r2');
    announceContentRevision('r3'); // the notice of its commit
    expect(await currentContentRevision()).toBe('r3');
    expect(reads).toBe(2);
    stored = 'r4'; // the notices' connection is lost
    trustContentRevisionFor(500);
    expect(await currentContentRevision()).toBe('r4');
    expect(reads).toBe(3);
  });

  it('ignores an announcement where no back office serves content', async () => {
    provideContentRevision(null);
    announceContentRevision('r3');
    expect(await currentContentRevision()).toBeNull();
  });
});
