/** The bench's history size (BULK_ITEMS, bench/bulk/vitest.config.ts). */
declare const __BULK_ITEMS__: number;
