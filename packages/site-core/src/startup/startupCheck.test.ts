/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Env } from '../env';
import { configurationProblems, databaseProblem } from './startupCheck.mts';

const production = {
  NODE_ENV: 'production',
  SERVER_URL: 'https://www.medivia.hr',
  TRUSTED_PROXIES: [],
  INSTANCES: 1,
  DATA_DIR: '/tmp',
} as unknown as Env;

describe("the start's configuration check", () => {
  it('passes a complete production configuration', () => {
    expect(configurationProblems(production, {})).toEqual([]);
  });

  it('refuses production without SERVER_URL, naming it; development does without', () => {
    const without = { ...production, SERVER_URL: undefined };
    expect(configurationProblems(without, {})).toEqual([
      expect.stringMatching(/^SERVER_URL is not set/),
    ]);
    expect(configurationProblems({ ...without, NODE_ENV: 'development' }, {})).toEqual([]);
  });

  it('names each problem: SERVER_URL that is no origin, a refused ADMIN_PASSWORD, a bad proxy, half of S3', () => {
    const problems = configurationProblems(
      { ...production, SERVER_URL: 'www.medivia.hr', TRUSTED_PROXIES: ['10.0.0.0/40'] },
      { ADMIN_EMAIL: 'admin@medivia.hr', ADMIN_PASSWORD: 'password', S3_BUCKET: 'media' },
    );
    expect(problems).toEqual([
      expect.stringMatching(/^SERVER_URL must be an (http\(s\) )?origin/),
      expect.stringMatching(/^ADMIN_PASSWORD is refused/),
      expect.stringMatching(/^TRUSTED_PROXIES/),
      expect.stringMatching(/S3_/),
    ]);
  });

  it('names what several instances must share, on one line', () => {
    const problems = configurationProblems({ ...production, INSTANCES: 2 }, {});
    expect(problems).toEqual([
      expect.stringMatching(
        /^This site runs as 2 instances, which must share these settings: PAYLOAD_SECRET is not set .*; NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set/,
      ),
    ]);
    expect(problems[0]).not.toContain('\n');
  });

  describe('the database', () => {
    let silent: Server;
    const sockets: Socket[] = [];
    let port = 0;
    beforeAll(async () => {
      // Takes the connection and never answers: PostgreSQL that does not respond.
      silent = createServer((socket) => void sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      port = (silent.address() as { port: number }).port;
    });
    afterAll(async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    });

    it('names an unreachable PostgreSQL without its password', async () => {
      const closed = await new Promise<number>((resolve) => {
        const probe = createServer();
        probe.listen(0, '127.0.0.1', () => {
          const free = (probe.address() as { port: number }).port;
          probe.close(() => resolve(free));
        });
      });
      const problem = await databaseProblem({
        ...production,
        DATABASE_URL: `postgres://medivia:secret@127.0.0.1:${closed}/medivia_cro`,
      });
      expect(problem).toBe(
        `DATABASE_URL: cannot reach PostgreSQL at 127.0.0.1:${closed}/medivia_cro (ECONNREFUSED)`,
      );
    });

    it('gives up on a PostgreSQL that does not answer within the time allowed', async () => {
      const problem = await databaseProblem(
        { ...production, DATABASE_URL: `postgres://medivia:secret@127.0.0.1:${port}/medivia_cro` },
        300,
      );
      expect(problem).toMatch(
        /^DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:\d+\/medivia_cro/,
      );
      expect(problem).not.toContain('secret');
    });

    it('accepts a SQLite folder it can write, and names one it cannot', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'startup-'));
      writeFileSync(path.join(dir, 'a-file'), ''); // a folder that is a file cannot be written to
      try {
        expect(await databaseProblem({ ...production, DATA_DIR: dir })).toBeUndefined();
        expect(
          await databaseProblem({ ...production, DATABASE_URL: `file:${dir}/back-office.db` }),
        ).toBeUndefined();
        expect(
          await databaseProblem({
            ...production,
            DATABASE_URL: `file:${dir}/a-file/back-office.db`,
          }),
        ).toMatch(
          /^DATABASE_URL: cannot write the database's folder \S+a-file \((ENOTDIR|EEXIST)\)$/,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
