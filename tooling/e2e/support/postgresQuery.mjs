// One query on a PostgreSQL database from a spec, on a connection of its own (pg ships no types; the
// declaration beside this file gives the spec what it uses).
import pg from 'pg';

export async function queryPostgres(connectionString, text, values = []) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query(text, values);
    return rows;
  } finally {
    await client.end();
  }
}
