/** The bench's number of visitors (SCALE_VISITORS, bench/scale/vitest.config.ts). */
declare const __SCALE_VISITORS__: number;
