import type { MigrationStep } from "./schema";

/**
 * Brings an object's SQLite storage up to the newest step of `steps` (worker/visitor/schema.ts).
 * The applied version is kept in the object's own `schema_version` table (one row); each step
 * newer than it runs with the version's update in one transaction, so a step that fails leaves
 * neither its half nor a version that claims it, and the object fails to start until it is fixed
 * rather than running on a schema it does not know. A stored version newer than the code (a
 * rollback) is left as it is: steps are additive.
 *
 * Runs inside `ctx.blockConcurrencyWhile` in the constructor, so no request reaches the object
 * before its schema is current.
 */
export function migrate(
  storage: Pick<DurableObjectStorage, "sql" | "transactionSync">,
  steps: readonly MigrationStep[],
): { from: number; to: number } {
  const { sql } = storage;
  sql.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL, applied_at INTEGER NOT NULL)");
  const from = sql.exec<{ version: number }>("SELECT MAX(version) AS version FROM schema_version").one().version ?? 0;
  let to = from;
  for (const [index, step] of steps.entries()) {
    // A list that skips or repeats a number would apply a step twice or never: refuse it.
    if (step.version !== index + 1)
      throw new Error(`Visitor migration "${step.name}" is numbered ${step.version}, not ${index + 1}`);
    if (step.version <= to) continue;
    storage.transactionSync(() => {
      sql.exec(step.sql);
      sql.exec("DELETE FROM schema_version");
      sql.exec("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)", step.version, Date.now());
    });
    to = step.version;
  }
  return { from, to };
}

/** The schema version an object's storage is at (0 before its first start). */
export function schemaVersion(storage: Pick<DurableObjectStorage, "sql">): number {
  return (
    storage.sql.exec<{ version: number | null }>("SELECT MAX(version) AS version FROM schema_version").one().version ??
    0
  );
}
