import { DurableObject } from "cloudflare:workers";
import type { ItemDetail, ItemPage } from "../../shared/items";
import { getConfig } from "../config";
import type { ExportedItem } from "../items/export";
import type { ListOptions } from "../items/queries";
import type { EditRefusal, ItemRow, RevisionRow } from "../items/store";
import { logEvent } from "../log";
import { retentionPeriods } from "../retention";
import { migrate } from "./migrate";
import { type ImportCount, importItems, type LegacyItem } from "./move";
import {
  type DeletedBatch,
  deleteAllBatch,
  deleteItem,
  type ExportCursor,
  exportPage,
  type ItemLinks,
  itemDetail,
  listItems,
  type RemovedLinks,
  setLinks,
} from "./queries";
import {
  cutoffOf,
  deleteStaleDrafts,
  linkedInD1,
  RETENTION_ALARM_MS,
  RETENTION_BACKLOG_MS,
  RETENTION_BATCH,
  RETENTION_ROUNDS,
  staleDrafts,
} from "./retention";
import { VISITOR_MIGRATIONS } from "./schema";
import * as store from "./store";

/**
 * One anonymous visitor's own database: their items, versions and search, in a SQLite-backed
 * Durable Object named by the visitor id (`env.VISITOR.idFromName(visitorId)`). See docs/data.md,
 * "A visitor's object", and docs/decisions/0014-visitor-durable-object.md.
 *
 * Its RPC methods are the item functions of worker/items/store.ts, queries.ts and export.ts for one
 * owner, with the same results and refusals. The API, the loaders and the generation session call
 * them through worker/items/visitor-store.ts.
 */
export class Visitor extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // No request reaches the object before its schema is current.
    void ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage, VISITOR_MIGRATIONS);
    });
  }

  private get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  getItem(itemId: string): store.VisitorItemRow | null {
    return store.getItem(this.sql, itemId);
  }

  listRevisions(itemId: string): RevisionRow[] {
    return store.listRevisions(this.sql, itemId);
  }

  createItemWithRevision(
    item: Pick<ItemRow, "template" | "locale" | "inputs">,
    revision: Pick<RevisionRow, "provider">,
  ): store.VisitorItemRow {
    const row = store.createItemWithRevision(this.ctx.storage, item, revision);
    this.keepRetentionAlarm();
    return row;
  }

  startRevision(
    itemId: string,
    number: number,
    revision: Parameters<typeof store.startRevision>[3],
    basedOn?: number,
  ): number | "in_progress" | "version_conflict" | "item_gone" {
    return store.startRevision(this.ctx.storage, itemId, number, revision, basedOn);
  }

  checkpointRevision(itemId: string, number: number, content: string): void {
    store.checkpointRevision(this.sql, itemId, number, content);
  }

  stillStreaming(itemId: string, number: number): boolean {
    return store.stillStreaming(this.sql, itemId, number);
  }

  requestStop(itemId: string, number: number): boolean {
    return store.requestStop(this.sql, itemId, number);
  }

  finishRevision(itemId: string, number: number, result: Parameters<typeof store.finishRevision>[3]): void {
    store.finishRevision(this.ctx.storage, itemId, number, result);
  }

  discardRevision(itemId: string, number: number): void {
    store.discardRevision(this.sql, itemId, number);
  }

  restoreRevision(itemId: string, number: number): number | "not_found" | "busy" {
    return store.restoreRevision(this.ctx.storage, itemId, number);
  }

  saveEdit(itemId: string, text: string, basedOn: number): number | EditRefusal {
    return store.saveEdit(this.ctx.storage, itemId, text, basedOn);
  }

  renameItem(itemId: string, title: string): boolean {
    return store.renameItem(this.sql, itemId, title);
  }

  deleteItem(itemId: string): RemovedLinks | null {
    return deleteItem(this.ctx.storage, itemId);
  }

  setLinks(itemId: string, links: ItemLinks): boolean {
    return setLinks(this.ctx.storage, itemId, links);
  }

  listItems(options: ListOptions): ItemPage {
    return listItems(this.sql, options);
  }

  itemDetail(itemId: string, origin: string): ItemDetail | null {
    return itemDetail(this.sql, itemId, origin);
  }

  exportPage(after: ExportCursor | null, origin: string): { items: ExportedItem[]; next: ExportCursor | null } {
    return exportPage(this.sql, after, origin);
  }

  sharedVersion(itemId: string, revision: number | null): store.SharedVersion | null {
    return store.sharedVersion(this.sql, itemId, revision);
  }

  createCopy(copy: Parameters<typeof store.createCopy>[1]): string {
    const id = store.createCopy(this.ctx.storage, copy);
    this.keepRetentionAlarm();
    return id;
  }

  /**
   * An object with drafts has a retention alarm (docs/data.md, "Retention"): set when a draft is
   * made and none is set; the alarm sets the next while drafts are left.
   */
  private keepRetentionAlarm(): void {
    const storage = this.ctx.storage;
    this.ctx.waitUntil(
      storage.getAlarm().then((at) => (at === null ? storage.setAlarm(Date.now() + RETENTION_ALARM_MS) : undefined)),
    );
  }

  /**
   * Deletes the visitor's stale drafts (worker/visitor/retention.ts) in batches of
   * RETENTION_BATCH, each its own transaction, sparing any draft D1 holds a link or page for.
   */
  override async alarm(): Promise<void> {
    const now = Date.now();
    const cutoff = cutoffOf(retentionPeriods(getConfig(this.env)).drafts, now);
    let deleted = 0;
    let backlog = false;
    for (let round = 0; round < RETENTION_ROUNDS; round++) {
      const candidates = staleDrafts(this.sql, cutoff, RETENTION_BATCH);
      const linked = await linkedInD1(this.env.DB, candidates);
      deleted += deleteStaleDrafts(
        this.ctx.storage,
        candidates.filter((id) => !linked.has(id)),
        cutoff,
      );
      backlog = candidates.length === RETENTION_BATCH && linked.size < candidates.length;
      if (!backlog) break;
    }
    if (deleted) logEvent("info", "visitor_retention", { drafts: deleted, complete: !backlog });
    const left = this.sql.exec("SELECT 1 FROM items LIMIT 1").toArray().length > 0;
    if (left) await this.ctx.storage.setAlarm(now + (backlog ? RETENTION_BACKLOG_MS : RETENTION_ALARM_MS));
  }

  /** A page of drafts moved from D1's old tables (worker/visitor/move.ts). */
  importItems(page: LegacyItem[]): ImportCount {
    const count = importItems(this.ctx.storage, page);
    if (count.items) this.keepRetentionAlarm();
    return count;
  }

  deleteAllBatch(startedAt: number): DeletedBatch {
    return deleteAllBatch(this.ctx.storage, startedAt);
  }
}
