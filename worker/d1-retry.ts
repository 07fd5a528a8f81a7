/**
 * D1's and the visitors' objects' transient failures (docs/api.md, "Conventions"): which errors
 * mean the storage is briefly away rather than a bug, and one more try for requests that only read.
 */

/**
 * Whether an error is D1 being briefly unreachable: the failures D1's documentation lists as safe
 * to retry (a lost connection, a reset or overloaded object, an internal error, a database that
 * cannot be resolved for now).
 */
export function isStorageUnavailable(error: unknown): boolean {
  const message = error instanceof Error ? error.message : "";
  return /Network connection lost|storage caused object to be reset|reset because its code was updated|Cannot resolve D1 DB due to transient issue|D1 DB is overloaded|Internal error in D1|D1_ERROR: (?:internal error|Too many requests)/iu.test(
    message,
  );
}

/** A query that met a transient error is tried once more after this long, give or take half. */
export const READ_RETRY_MS = 100;

async function once<T>(query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    // Jitter: isolates that failed together do not all come back at the same moment.
    await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS * (0.5 + Math.random())));
    return query();
  }
}

/** Statements of a retrying database, as D1 itself needs them in a batch. */
const unwrapped = new WeakMap<object, D1PreparedStatement>();

function retryingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const retrying = new Proxy(statement, {
    get(target, property, receiver) {
      if (property === "bind") return (...values: unknown[]) => retryingStatement(target.bind(...values));
      if (property === "first" || property === "all" || property === "raw" || property === "run") {
        const method = Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => once(() => method.apply(target, args));
      }
      return Reflect.get(target, property, receiver);
    },
  });
  unwrapped.set(retrying, statement);
  return retrying;
}

/**
 * The database for a request that only reads (GET, HEAD): each query meeting a transient error is
 * tried once more after 50–150 ms. Writes are never repeated: a write that fails is a 503.
 */
export function withReadRetry(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "prepare") return (sql: string) => retryingStatement(target.prepare(sql));
      if (property === "batch")
        return (statements: D1PreparedStatement[]) =>
          once(() => target.batch(statements.map((statement) => unwrapped.get(statement) ?? statement)));
      return Reflect.get(target, property, receiver);
    },
  });
}

/**
 * The visitors' objects for a request that only reads (GET, HEAD), as withReadRetry does for D1:
 * each call on an object's stub that meets a transient error (a lost connection, an object reset)
 * is tried once more after 50–150 ms. A request that writes gets the binding as it is.
 */
export function withVisitorReadRetry<T extends Rpc.DurableObjectBranded | undefined>(
  namespace: DurableObjectNamespace<T>,
): DurableObjectNamespace<T> {
  return new Proxy(namespace, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (property === "get")
        return (...args: Parameters<DurableObjectNamespace<T>["get"]>) => retryingStub(target.get(...args));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function retryingStub<S extends object>(stub: S): S {
  return new Proxy(stub, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      // `then` is never an RPC method: a stub is not a promise.
      if (typeof value !== "function" || property === "then") return value;
      // Called as a property of the stub: an RPC method's own `apply` would be another RPC call.
      const methods = target as unknown as Record<PropertyKey, (...args: unknown[]) => Promise<unknown>>;
      return (...args: unknown[]) => once(async () => methods[property]?.(...args));
    },
  });
}
