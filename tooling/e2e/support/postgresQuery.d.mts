/** Runs one query on its own connection and returns its rows. */
export function queryPostgres(
  connectionString: string,
  text: string,
  values?: unknown[],
): Promise<Record<string, any>[]>;
