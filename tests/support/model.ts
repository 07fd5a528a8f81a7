/**
 * A fake OpenAI-compatible `/chat/completions` stream, in the documented chunk format
 * (https://platform.openai.com/docs/api-reference/chat/streaming): `text` in pieces of about
 * `size` characters, then a finish chunk with `finish` and usage, then `[DONE]`.
 */
export function completionStream(text: string, { finish = "stop", size = 40 } = {}): string {
  const chunk = (delta: object, finishReason: string | null, usage?: object) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-test",
      object: "chat.completion.chunk",
      created: 1,
      model: "m-1",
      choices: [{ index: 0, delta, finish_reason: finishReason }],
      ...(usage ? { usage } : {}),
    })}\n\n`;
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return [
    chunk({ role: "assistant", content: "" }, null),
    ...pieces.map((piece) => chunk({ content: piece }, null)),
    chunk({}, finish, { prompt_tokens: 120, completion_tokens: Math.ceil(text.length / 4), total_tokens: 0 }),
    "data: [DONE]\n\n",
  ].join("");
}

/** A fake fetch for the model: answers each call with the next text, and keeps each call's body. */
export function fakeModel(...answers: Array<string | { text: string; finish?: string }>) {
  const calls: Array<{ messages: Array<{ role: string; content: string }>; max_tokens?: number }> = [];
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(JSON.parse(String(init?.body)));
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? "";
    const { text, finish } = typeof answer === "string" ? { text: answer, finish: "stop" } : answer;
    return new Response(completionStream(text, { finish }), { headers: { "content-type": "text/event-stream" } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
