import type { DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from "kysely";

/**
 * A SQLite dialect that hands out its connection to one query or transaction at a time.
 *
 * libSQL runs a local file's statements synchronously on its one connection. Were two of this
 * process's transactions to overlap, the second's BEGIN IMMEDIATE would wait out the busy timeout
 * while holding the event loop the first one needs to commit: SQLITE_BUSY after 10 s, every time.
 * Kysely 0.29 queues connections itself for SQLite (`supportsMultipleConnections: false`), but it
 * needs Node.js 22; the site supports Node.js 20 (decision 018), so on Kysely 0.28 the queue is
 * here: the same first-come order, released when the connection is.
 */
export function oneConnectionAtATime(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new QueuedDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

class QueuedDriver implements Driver {
  /** Settles when the connection is handed back; the next in line waits for it. */
  #held: Promise<void> | null = null;
  #release: (() => void) | null = null;

  constructor(private readonly driver: Driver) {}

  init() {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
    try {
      return await this.driver.acquireConnection();
    } catch (error) {
      this.#handBack();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection) {
    try {
      await this.driver.releaseConnection(connection);
    } finally {
      this.#handBack();
    }
  }

  #handBack() {
    const release = this.#release;
    this.#held = null;
    this.#release = null;
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.driver.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.driver.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.driver.rollbackTransaction(connection);
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    await this.driver.savepoint?.(connection, name, compile);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    await this.driver.rollbackToSavepoint?.(connection, name, compile);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    await this.driver.releaseSavepoint?.(connection, name, compile);
  }
  destroy() {
    return this.driver.destroy();
  }
}
