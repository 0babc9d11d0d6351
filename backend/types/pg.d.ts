// The part of `pg` the backend and its tests use (the package ships no types; @types/pg is not installed).
declare module "pg" {
  export interface QueryResult {
    rows: Record<string, unknown>[];
    rowCount: number | null;
  }
  export class Client {
    constructor(config: { connectionString: string });
    connect(): Promise<void>;
    query(sql: string, values?: unknown[]): Promise<QueryResult>;
    end(): Promise<void>;
  }
  const pg: { Client: typeof Client };
  export default pg;
}
