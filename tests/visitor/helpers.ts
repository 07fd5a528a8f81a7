import { env } from "cloudflare:workers";

/** A fresh visitor's object: a name no other test uses, so its storage starts empty. */
export function freshVisitor(label = "visitor") {
  return env.VISITOR.get(env.VISITOR.idFromName(`${label}-${crypto.randomUUID()}`));
}

/** The rows of a query against an object's storage, as plain objects. */
export function rows<T extends Record<string, SqlStorageValue>>(
  sql: SqlStorage,
  query: string,
  ...bindings: unknown[]
) {
  return sql.exec<T>(query, ...bindings).toArray();
}
