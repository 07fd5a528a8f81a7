import { describe, expect, it } from "vitest";
import type { GenerationEvent, Step } from "../../shared/generation";
import type { Revision } from "../../shared/items";
import { applyGenerationEvent, type Session, withSavedRevision } from "./session";

const empty: Session = { itemId: null, template: "landing-page", locale: "de", revisions: [], answers: [] };

/** The session after these events of one generation, asked as `asked`. */
const play = (session: Session, events: GenerationEvent[], asked: Step | null = null) =>
  events.reduce((current, event) => applyGenerationEvent(current, event, asked), session);

const firstDraft = play(empty, [
  { event: "start", data: { itemId: "item-1", revision: 1 } },
  { event: "delta", data: { text: "# Brook\n\n" } },
  { event: "delta", data: { text: "Trink genug." } },
  { event: "done", data: { itemId: "item-1", revision: 1, title: "Brook", writer: "builtin" } },
]);

describe("the generation session", () => {
  it("opens a version at start, appends every delta, and ends it as the stream says", () => {
    expect(firstDraft.itemId).toBe("item-1");
    expect(firstDraft.revisions).toEqual([
      {
        number: 1,
        instruction: null,
        refinement: null,
        locale: "de",
        content: "# Brook\n\nTrink genug.",
        status: "complete",
        writer: "builtin",
        restoredFrom: null,
        edited: false,
        passage: null,
        briefChanged: false,
        createdAt: expect.any(String),
      },
    ]);
    const stopped = play(firstDraft, [
      { event: "start", data: { itemId: "item-1", revision: 2 } },
      { event: "delta", data: { text: "# Bro" } },
      { event: "stopped", data: { itemId: "item-1", revision: 2, writer: "openai" } },
    ]);
    expect(stopped.revisions[1]).toMatchObject({ content: "# Bro", status: "stopped", writer: "openai" });
    expect(stopped.revisions[1]?.stopReason).toBeUndefined();
    // A model's token limit cut it: the screen says so beside Continue.
    const cut = play(firstDraft, [
      { event: "start", data: { itemId: "item-1", revision: 2 } },
      { event: "delta", data: { text: "# Bro" } },
      { event: "stopped", data: { itemId: "item-1", revision: 2, writer: "openai", reason: "length" } },
    ]);
    expect(cut.revisions[1]).toMatchObject({ status: "stopped", stopReason: "length" });
    const failed = play(firstDraft, [
      { event: "start", data: { itemId: "item-1", revision: 2 } },
      { event: "error", data: { code: "generation_failed", message: "upstream" } },
    ]);
    expect(failed.revisions[1]?.status).toBe("failed");
    const unsaved = play(firstDraft, [
      { event: "start", data: { itemId: "item-1", revision: 2 } },
      { event: "delta", data: { text: "# Brook\n\nTrink" } },
      { event: "error", data: { code: "save_failed", message: "D1", kept: 7 } },
    ]);
    expect(unsaved.revisions[1]).toMatchObject({ status: "failed", content: "# Brook" });
  });

  it("keeps what each version was asked, and moves to the language a translation names", () => {
    const asked: Step = { refinement: { kind: "translate", locale: "ja" }, instruction: "bitte freundlich" };
    const translated = play(firstDraft, [{ event: "start", data: { itemId: "item-1", revision: 2 } }], asked);
    expect(translated.locale).toBe("ja");
    expect(translated.revisions[1]).toMatchObject({
      refinement: { kind: "translate", locale: "ja" },
      instruction: "bitte freundlich",
      locale: "ja",
      status: "streaming",
    });
  });

  it("takes an unchanged version back and keeps the answer after the version it was asked on", () => {
    const asked: Step = { refinement: { kind: "translate", locale: "ja" }, instruction: null };
    const answered = play(
      firstDraft,
      [
        { event: "start", data: { itemId: "item-1", revision: 2 } },
        { event: "unchanged", data: { itemId: "item-1", revision: 2, writer: "builtin", reason: "same-text" } },
      ],
      asked,
    );
    expect(answered.revisions).toEqual(firstDraft.revisions);
    expect(answered.locale).toBe("de");
    expect(answered.answers).toEqual([{ after: 1, asked, reason: "same-text", writer: "builtin" }]);
  });

  it("marks a version written from a changed brief, and adds a saved hand edit once, as the newest", () => {
    const branched = [{ event: "start", data: { itemId: "item-1", revision: 2 } } as const].reduce(
      (current, event) => applyGenerationEvent(current, event, null, true),
      firstDraft,
    );
    expect(branched.revisions[1]).toMatchObject({ briefChanged: true, edited: false, restoredFrom: null });
    const saved: Revision = {
      number: 2,
      instruction: null,
      refinement: null,
      locale: "de",
      content: "# Brook\n\nVon Hand.",
      status: "complete",
      provider: "visitor",
      restoredFrom: null,
      passage: null,
      edited: true,
      briefChanged: false,
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    const edited = withSavedRevision(firstDraft, "item-1", saved);
    expect(edited.revisions.at(-1)).toMatchObject({ number: 2, edited: true, writer: null, content: saved.content });
    expect(withSavedRevision(edited, "item-1", saved)).toBe(edited);
    expect(withSavedRevision(firstDraft, "item-2", saved)).toBe(firstDraft);
  });

  it("does not change the session it is given", () => {
    const before = structuredClone(firstDraft);
    applyGenerationEvent(firstDraft, { event: "delta", data: { text: "more" } }, null);
    expect(firstDraft).toEqual(before);
  });
});
