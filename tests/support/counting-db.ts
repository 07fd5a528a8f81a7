/**
 * A D1 database that counts the statements prepared on it (each one D1 query, batched or not),
 * for tests that hold a code path to a number of queries (docs/performance.md, "Bulk work").
 */
export function countingDb(db: D1Database): { db: D1Database; queries(): number; reset(): void } {
  let queries = 0;
  const counting = new Proxy(db, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => {
          queries++;
          return target.prepare(sql);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    db: counting,
    queries: () => queries,
    reset: () => {
      queries = 0;
    },
  };
}
