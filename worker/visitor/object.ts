import { DurableObject } from "cloudflare:workers";
import { migrate } from "./migrate";
import { VISITOR_MIGRATIONS } from "./schema";

/**
 * One anonymous visitor's own database: their items, versions and search, in a SQLite-backed
 * Durable Object named by the visitor id (`env.VISITOR.idFromName(visitorId)`). See docs/data.md,
 * "A visitor's object", and docs/decisions/0014-visitor-durable-object.md. The site still reads
 * and writes items in D1; this class is the foundation the switch-over moves them to.
 */
export class Visitor extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // No request reaches the object before its schema is current.
    void ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage, VISITOR_MIGRATIONS);
    });
  }
}
