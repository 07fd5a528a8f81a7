import { VERB_LAST_CLAUSES } from "./instruction-patterns";

type Language = keyof typeof VERB_LAST_CLAUSES;

const WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u;
const capitalised = (word: string) => /^\p{Lu}/u.test(word);

/**
 * How many words open the clause as its subject: a pronoun; or a determiner, the lower-case words
 * after it (adjectives) and the noun that ends it ("der kurze Weg", "die 10er-Karte"); or one
 * capitalised word (a name, "Parken"). 0 when the clause does not open like that.
 */
function subjectLength(words: readonly string[], language: Language): number {
  const rules = VERB_LAST_CLAUSES[language];
  const first = (words[0] ?? "").toLowerCase();
  if ((rules.determiners as readonly string[]).includes(first)) {
    const noun = words.findIndex((word, index) => index > 0 && capitalised(word));
    return noun > 0 && noun <= 3 ? noun + 1 : 0;
  }
  if ((rules.pronouns as readonly string[]).includes(first)) return 1;
  return capitalised(words[0] ?? "") ? 1 : 0;
}

/**
 * Whether the word at `index` may open a second clause, which would need its own verb: a
 * subordinating word ("weil"), or "und"/"oder" except between two nouns ("Duschen und Schließfächer").
 */
function startsAnotherClause(words: readonly string[], index: number, language: Language): boolean {
  const word = (words[index] ?? "").toLowerCase();
  const rules = VERB_LAST_CLAUSES[language];
  if ((rules.subordinators as readonly string[]).includes(word)) return true;
  if (!(rules.coordinators as readonly string[]).includes(word)) return false;
  return !(capitalised(words[index - 1] ?? "") && capitalised(words[index + 1] ?? ""));
}

/**
 * A point to mention typed as a German "dass" clause ("Erwähne, dass der Versand ab 40 € kostenlos
 * ist") stands alone in the text, so it gets a main clause's order: subject, finite verb (the
 * clause's last word, its separable prefix moved to the end), the rest ("Der Versand ist ab 40 €
 * kostenlos"; docs/writer.md, "Refinements"). A clause this cannot read safely (a comma or a second
 * verb-final clause, an unknown opening, nothing between subject and verb) is returned unchanged.
 */
export function mainClauseOrder(clause: string, language: Language): string {
  const words = clause.trim().split(/\s+/u);
  if (/[,;:()]/u.test(clause) || words.some((_, index) => startsAnotherClause(words, index, language))) {
    return clause;
  }
  const verb = words.at(-1) ?? "";
  if (words.length < 3 || !WORD.test(verb) || capitalised(verb)) return clause;
  const subject = subjectLength(words, language);
  if (subject === 0 || subject > words.length - 2) return clause;

  const prefix = VERB_LAST_CLAUSES[language].separablePrefixes.find(
    (candidate) => verb.startsWith(candidate) && verb.length - candidate.length >= 4,
  );
  const finite = prefix ? verb.slice(prefix.length) : verb;
  const reordered = [...words.slice(0, subject), finite, ...words.slice(subject, -1), ...(prefix ? [prefix] : [])];
  const text = reordered.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether `before` (what precedes a point to mention) ends in the language's "that". */
export function endsInThat(before: string, language: Language): boolean {
  const words = before.trim().split(/[\s,]+/u);
  return VERB_LAST_CLAUSES[language].conjunction.test(words.at(-1) ?? "");
}
