/** @jest-environment node */
import {
  assertSharedSettings,
  runsSeveralInstances,
  sharedSettingsProblems,
} from './sharedSettings.mts';

const shared = {
  PAYLOAD_SECRET: 'a'.repeat(40),
  SERVER_URL: 'https://www.medivia.hr',
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};
const postgres = 'postgres://medivia:secret@db.internal:5432/medivia_cro';

describe('shared settings of several instances', () => {
  it('counts a PostgreSQL database as several instances unless INSTANCES says otherwise', () => {
    expect(runsSeveralInstances({ DATABASE_URL: postgres })).toBe(true);
    expect(runsSeveralInstances({ DATABASE_URL: postgres, INSTANCES: 1 })).toBe(false);
    expect(runsSeveralInstances({ DATABASE_URL: 'file:/srv/cro/back-office.db' })).toBe(false);
    expect(runsSeveralInstances({ INSTANCES: 3 })).toBe(true);
    expect(runsSeveralInstances({})).toBe(false);
  });

  it('asks nothing of one instance, of development or of tests', () => {
    expect(sharedSettingsProblems({ NODE_ENV: 'production' })).toEqual([]);
    expect(sharedSettingsProblems({ NODE_ENV: 'development', INSTANCES: 2 })).toEqual([]);
    expect(sharedSettingsProblems({ NODE_ENV: 'test', DATABASE_URL: postgres })).toEqual([]);
  });

  it('names every missing variable of a production cluster', () => {
    const problems = sharedSettingsProblems({ NODE_ENV: 'production', INSTANCES: 2 });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^PAYLOAD_SECRET is not set/);
    expect(problems[1]).toMatch(/^SERVER_URL is not set/);
    expect(problems[2]).toMatch(/^NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set/);
  });

  it('refuses a short secret and a server-actions key that is not an AES key', () => {
    const problems = sharedSettingsProblems({
      ...shared,
      NODE_ENV: 'production',
      DATABASE_URL: postgres,
      PAYLOAD_SECRET: 'short',
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'not-base64!',
    });
    expect(problems).toEqual([
      'PAYLOAD_SECRET is shorter than 32 characters',
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not a base64 key of 16, 24 or 32 bytes',
    ]);
  });

  it('lets a cluster with its shared settings start', () => {
    expect(() =>
      assertSharedSettings({ ...shared, NODE_ENV: 'production', DATABASE_URL: postgres }),
    ).not.toThrow();
  });

  it('stops the start with one message that lists what is missing', () => {
    expect(() =>
      assertSharedSettings({ NODE_ENV: 'production', INSTANCES: 2, SERVER_URL: shared.SERVER_URL }),
    ).toThrow(
      /runs as 2 instances[\s\S]*- PAYLOAD_SECRET is not set[\s\S]*- NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set/,
    );
  });
});
