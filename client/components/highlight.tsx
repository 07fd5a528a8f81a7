/** Every search term in `text`, found case-insensitively, as { text, mark } runs (docs/api.md, "History"). */
export function highlightRuns(text: string, query: string): Array<{ text: string; mark: boolean; at: number }> {
  const terms = [...new Set(query.split(/\s+/).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (!terms.length || !text) return [{ text, mark: false, at: 0 }];
  const runs: Array<{ text: string; mark: boolean; at: number }> = [];
  let at = 0;
  // With one capturing group, split puts the matches at the odd positions.
  text.split(new RegExp(`(${terms.join("|")})`, "giu")).forEach((part, position) => {
    if (part) runs.push({ text: part, mark: position % 2 === 1, at });
    at += part.length;
  });
  return runs;
}

/** Text with the search terms marked; plain React text, never HTML. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return <>{highlightRuns(text, query).map((run) => (run.mark ? <mark key={run.at}>{run.text}</mark> : run.text))}</>;
}
