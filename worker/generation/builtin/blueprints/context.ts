import type { Brief } from "../brief";
import type { Draft } from "../draft";
import type { Writer } from "../writer";

/**
 * What a blueprint works from. `size` is the length the visitor asked for: 0 as composed, -1 and
 * -2 after "shorter" (about half, then the bare essentials), 1 and 2 after "longer". Shorter
 * drops the writer's own sentences, never the visitor's facts: every key point, story paragraph
 * and point to mention stays.
 */
export type Context = {
  w: Writer;
  brief: Brief;
  size: number;
};

export type Blueprint = (context: Context) => Draft;
