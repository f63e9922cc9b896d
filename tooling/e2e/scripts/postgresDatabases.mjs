// Before the back-office browser tests run against PostgreSQL (test:browser:postgres): drops and
// recreates each market's database named by E2E_DATABASE_URL_TEMPLATE, so every run starts on empty
// ones and the apps' committed migrations build the schema on start, as in production. The role in the
// template needs CREATEDB (.ci/postgres makes it so).
import process from 'node:process';
import pg from 'pg';
import { databaseUrlFor, databaseUrlTemplate } from '../support/postgres.mjs';

if (!databaseUrlTemplate?.includes('{market}')) {
  console.error(
    'Set E2E_DATABASE_URL_TEMPLATE to a PostgreSQL URL whose database name holds {market}, e.g.\n' +
      '  postgres://medivia:medivia-test-only@127.0.0.1:5432/medivia_{market}\n' +
      "(.ci/postgres starts Debian's cluster, makes that role and prints the template).",
  );
  process.exit(2);
}

const only = process.env.E2E_MARKETS?.split(',');
const markets = ['cro', 'slo', 'bih'].filter((code) => !only || only.includes(code));
const quote = (name) => `"${name.replaceAll('"', '""')}"`;

// The shared servers' databases, and those of the private servers of publishing.spec.ts.
for (const market of markets.flatMap((code) => [code, `${code}_publishing`])) {
  const url = new URL(databaseUrlFor(market));
  const database = decodeURIComponent(url.pathname.slice(1));
  // The server's maintenance database: a database cannot be dropped from a connection to itself.
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quote(database)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quote(database)}`);
  } finally {
    await client.end();
  }
  console.log(`${market}: ${database} on ${url.host} recreated empty`);
}
