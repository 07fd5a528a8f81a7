import { z } from "zod";
import {
  type GenerationBody,
  MAX_INSTRUCTION_LENGTH,
  MAX_POINT_LENGTH,
  MAX_SECTION_TEXT_LENGTH,
  MAX_SECTION_TITLE_LENGTH,
  type Refinement,
} from "../../shared/generation";
import { LOCALE_CODES } from "../../shared/locales";
import { TOKEN } from "../../shared/slugs";

/** A visitor's words inside a refinement: trimmed, not empty, within its limit. */
const words = (max: number) => z.string().trim().min(1).max(max);

/** The refinements of docs/api.md, "Refinements": exactly these shapes, nothing more. */
export const RefinementSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("shorter") }),
  z.strictObject({ kind: z.literal("longer") }),
  z.strictObject({ kind: z.literal("formal") }),
  z.strictObject({ kind: z.literal("playful") }),
  z.strictObject({ kind: z.literal("translate"), locale: z.enum(LOCALE_CODES) }),
  z.strictObject({ kind: z.literal("add-point"), text: words(MAX_POINT_LENGTH) }),
  z.strictObject({
    kind: z.literal("add-section"),
    title: words(MAX_SECTION_TITLE_LENGTH),
    text: words(MAX_SECTION_TEXT_LENGTH).optional(),
  }),
]);

/** The validation of POST /api/generations' body (docs/api.md, "Generation"). */
export const GenerationBodySchema = z.strictObject({
  template: z.string().min(1).max(80),
  locale: z.enum(LOCALE_CODES),
  inputs: z.record(z.string(), z.unknown()).default({}),
  // The message is the one zod's .regex() gave before isToken was reused here; clients may show it.
  itemId: z.string().regex(TOKEN).optional(),
  instruction: z.string().trim().max(MAX_INSTRUCTION_LENGTH).optional(),
  refinement: RefinementSchema.optional(),
  /** "Continue": the number of a stopped version of `itemId` to write on from where it stopped. */
  continueFrom: z.number().int().positive().optional(),
  /** The newest version the client knows of `itemId`: a refinement of an older one is a 409. */
  basedOn: z.number().int().positive().optional(),
  /**
   * A selected passage of version `basedOn` (docs/api.md, "Refining a passage"). Only the shape is
   * checked here; offsets against the text, and `basedOn`/`itemId`, in ./orchestrate.ts (`bad_passage`).
   */
  passage: z.strictObject({ start: z.number().int(), end: z.number().int() }).optional(),
});

/** A body as validated: `inputs` is always there. */
export type ValidGenerationBody = z.output<typeof GenerationBodySchema>;

// The screen's type (shared/generation.ts) and this schema describe the same body.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Input = z.input<typeof GenerationBodySchema>;
const sameShape: Same<Input, GenerationBody> & Same<keyof Input, keyof GenerationBody> = true;
void sameShape;
const sameRefinement: Same<z.input<typeof RefinementSchema>, Refinement> = true;
void sameRefinement;
