// The back office's database per market under test. E2E_DATABASE_URL_TEMPLATE (for example
// postgres://medivia:secret@127.0.0.1:5432/medivia_{market}) points each app at its own PostgreSQL
// database, {market} replaced by the market's code; unset, every app keeps SQLite under its DATA_DIR.
import process from 'node:process';

export const databaseUrlTemplate = process.env.E2E_DATABASE_URL_TEMPLATE || undefined;

export function databaseUrlFor(market) {
  return databaseUrlTemplate?.replaceAll('{market}', market);
}
