// `npm run eval -- --judge`: an OpenAI-compatible model scores each draft 1–5 on the rubric of
// bench/judge-rubric.md ("would a paying customer publish it as is?"), in the brief's language
// (docs/writer.md, "Evaluation"). A judge that fails or answers without a score is reported for
// that text, never fatal.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const VERDICT_SCHEMA = {
  type: "object",
  properties: {
    score: { type: "integer", minimum: 1, maximum: 5 },
    reason: { type: "string", maxLength: 300 },
  },
  required: ["score", "reason"],
  additionalProperties: false,
};

/** The score in an answer: its JSON object's `score`, else a lone digit 1–5; null when there is none. */
export function readVerdict(content) {
  const text = String(content ?? "");
  const object = /\{[\s\S]*\}/u.exec(text)?.[0];
  if (object) {
    try {
      const parsed = JSON.parse(object);
      const score = Number(parsed.score);
      if (Number.isInteger(score) && score >= 1 && score <= 5) return { score, reason: String(parsed.reason ?? "") };
    } catch {}
  }
  const digit = /(?:score\D{0,12})?\b([1-5])\b/iu.exec(text);
  return digit ? { score: Number(digit[1]), reason: text.slice(0, 200) } : null;
}

/**
 * A judge for `endpoint` (an OpenAI-compatible base URL, …/v1) and `model`. Its `score({ text,
 * brief, language, template })` resolves to { score, reason } or { error } (HTTP status, timeout,
 * no score in the answer).
 */
export function makeJudge({ endpoint, model, apiKey, root, timeoutMs = 120_000 }) {
  const rubric = readFileSync(join(root, "bench", "judge-rubric.md"), "utf8");
  const url = `${endpoint.replace(/\/+$/u, "")}/chat/completions`;
  const ask = async (messages, structured) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${apiKey || "none"}` },
      body: JSON.stringify({
        model,
        messages,
        temperature: 0,
        max_tokens: 300,
        ...(structured
          ? {
              response_format: {
                type: "json_schema",
                json_schema: { name: "verdict", schema: VERDICT_SCHEMA, strict: true },
              },
            }
          : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { status: response.status, detail: (await response.text()).slice(0, 200) };
    const body = await response.json();
    return { content: body.choices?.[0]?.message?.content ?? "" };
  };
  return {
    async score({ text, brief, language, template }) {
      const messages = [
        { role: "system", content: rubric },
        {
          role: "user",
          content: [
            `Text type: ${template}`,
            `The text must be in: ${language}`,
            `Brief: ${JSON.stringify(brief)}`,
            "",
            "The text, between the lines <<< and >>>:",
            "<<<",
            text,
            ">>>",
          ].join("\n"),
        },
      ];
      try {
        let answer = await ask(messages, true);
        // A server without structured output refuses the format: ask again in words.
        if (answer.status === 400 || answer.status === 422) answer = await ask(messages, false);
        if (answer.status) return { error: `HTTP ${answer.status}: ${answer.detail.replace(/\s+/g, " ")}` };
        return readVerdict(answer.content) ?? { error: `no score in: ${answer.content.slice(0, 80)}` };
      } catch (error) {
        return { error: error.name === "TimeoutError" ? "timed out" : error.message };
      }
    },
  };
}
