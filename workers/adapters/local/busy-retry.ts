/**
 * The local database, tried again while another process holds SQLite's write lock.
 *
 * Locally (wrangler dev, Miniflare) D1 is one SQLite file, and workerd opens it with no busy timeout: while
 * another process writes the same file (`npm run reviewer:grant` beside `npm start`, as the README says; the
 * end-to-end tests' own SQL against their server), the Worker's write fails at once with
 * "database is locked: SQLITE_BUSY" and a visitor would see an error for a lock held a few milliseconds.
 * A statement or batch refused that way did not run (SQLite takes the lock before writing; a batch is one
 * transaction, rolled back whole), so trying it again cannot apply it twice. Hosted D1 never answers
 * SQLITE_BUSY (one writer, the database's own object), so there the wrapper only passes calls through.
 */

/** How many times a busy statement is tried in all, and the first pause between tries (doubling: about 10 s in all,
 * more than a CLI holds the lock for a migration or a grant). */
const ATTEMPTS = 10;
const FIRST_PAUSE_MS = 10;

const BUSY = /SQLITE_BUSY|database is locked/;

function isBusy(error: unknown): boolean {
  return error instanceof Error && BUSY.test(error.message);
}

async function whenFree<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= ATTEMPTS || !isBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, FIRST_PAUSE_MS * 2 ** (tried - 1)));
    }
  }
}

/** The statements handed out, by the wrapper the callers hold: `batch` takes D1's own statements. */
const original = new WeakMap<object, D1PreparedStatement>();

function retryingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const wrapped = {
    bind: (...values: unknown[]) => retryingStatement(statement.bind(...values)),
    first: (column?: string) => whenFree(() => (column === undefined ? statement.first() : statement.first(column))),
    run: () => whenFree(() => statement.run()),
    all: () => whenFree(() => statement.all()),
    raw: (options?: { columnNames?: boolean }) => whenFree(() => statement.raw(options as { columnNames: true })),
  } as unknown as D1PreparedStatement;
  original.set(wrapped, statement);
  return wrapped;
}

/** `db` with every statement, batch and exec tried again while the file is locked by another process. */
export function retryingWhenBusy(db: D1Database): D1Database {
  return {
    prepare: (query: string) => retryingStatement(db.prepare(query)),
    batch: <T>(statements: D1PreparedStatement[]) =>
      whenFree(() => db.batch<T>(statements.map((statement) => original.get(statement) ?? statement))),
    exec: (query: string) => whenFree(() => db.exec(query)),
    dump: () => db.dump(),
    withSession: (constraint?: string) => db.withSession(constraint),
  } as D1Database;
}
