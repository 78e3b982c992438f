/** The connection string as ESDB_URL gives it: what the client is handed, and what error messages show. */

/** ESDB 6.x clients know the esdb:// scheme only; KurrentDB's own names for it mean the same. */
export const toEsdbConnectionString = (connectionString: string) =>
  connectionString.replace(
    /^(kurrentdb|kurrent|kdb)(\+discover)?:\/\//i,
    (_match, _scheme, discover: string | undefined) => `esdb${discover ?? ''}://`,
  );

/** Where a connection string points, without credentials or options, for error messages. */
export const describeServer = (connectionString: string) => connectionString.replace(/\/\/[^@/]*@/, '//').replace(/\?.*$/, '');
