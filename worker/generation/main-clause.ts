import { DUTCH_CLAUSE, VERB_LAST_CLAUSES } from "./instruction-patterns";

type Language = keyof typeof VERB_LAST_CLAUSES;

const WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u;
const capitalised = (word: string) => /^\p{Lu}/u.test(word);
/** Whether `word`, in lower case, is one of `list`'s. */
const among = (list: readonly string[], word: string | undefined) =>
  word !== undefined && list.includes(word.toLowerCase());

/**
 * How many words take the clause's first place: a determiner or a preposition, the lower-case words
 * after it and the noun that ends it ("der kurze Weg", "jedem Set", "bei jedem Termin"); one
 * capitalised word (a name, "Parken"); or a pronoun ("es", "wir"). Two of them joined by "und" or
 * "oder" are one ("Bettwäsche und Handtücher"). 0 when the clause does not open like that.
 */
function subjectLength(words: readonly string[], language: Language): number {
  const rules = VERB_LAST_CLAUSES[language];
  const phrase = (start: number) => {
    if (among(rules.determiners, words[start]) || among(rules.prepositions, words[start])) {
      const noun = words.findIndex((word, index) => index > start && capitalised(word));
      return noun > start && noun <= start + 3 ? noun + 1 - start : 0;
    }
    return capitalised(words[start] ?? "") ? 1 : 0;
  };
  const length = phrase(0) || (among(rules.pronouns, words[0]) ? 1 : 0);
  const more = length > 0 && among(["und", "oder"], words[length]) ? phrase(length + 1) : 0;
  return more > 0 ? length + 1 + more : length;
}

/**
 * Whether the word at `index` may open a second clause, which would need its own verb: a
 * subordinating word ("weil"), or "und"/"oder" except between two nouns ("Duschen und Schließfächer").
 */
function startsAnotherClause(words: readonly string[], index: number, language: Language): boolean {
  const rules = VERB_LAST_CLAUSES[language];
  if (among(rules.subordinators, words[index])) return true;
  if (!among(rules.coordinators, words[index])) return false;
  const before = words[index - 1] ?? "";
  if (capitalised(before) && capitalised(words[index + 1] ?? "")) return false;
  // "unverbindlich und kostenlos": after a word that cannot end a clause (no -en, -n, -t, -e), the
  // "und" joins two words, not two clauses ("… Kurse anbieten und Matten stellen").
  return capitalised(before) || /(?:n|t|e)$/u.test(before);
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
  // Punctuation inside a number ("0,2-l", "18:30 Uhr") separates no clauses.
  const punctuation = clause.replace(/(?<=\d)[,.:](?=\d)/gu, "");
  if (/[,;:()]/u.test(punctuation) || words.some((_, index) => startsAnotherClause(words, index, language))) {
    return clause;
  }
  const verb = words.at(-1) ?? "";
  if (words.length < 3 || !WORD.test(verb) || capitalised(verb)) return clause;
  const subject = subjectLength(words, language);
  if (subject === 0 || subject > words.length - 2) return clause;

  const prefix = VERB_LAST_CLAUSES[language].separablePrefixes.find(
    (candidate) =>
      verb.startsWith(candidate) &&
      verb.length - candidate.length >= 4 &&
      (candidate !== "bei" || /^[^aeiouäöü][aeiouäöü]/u.test(verb.slice(candidate.length))),
  );
  const finite = prefix ? verb.slice(prefix.length) : verb;
  const reordered = [...words.slice(0, subject), finite, ...words.slice(subject, -1), ...(prefix ? [prefix] : [])];
  const text = reordered.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether `before` (what precedes a point to mention) ends in the language's "that" (`that`). */
export function endsInThat(before: string, that: RegExp): boolean {
  const words = before.trim().split(/[\s,]+/u);
  return that.test(words.at(-1) ?? "");
}

const NL = DUTCH_CLAUSE;
const isNumber = (word: string | undefined) => word !== undefined && (/^\d/u.test(word) || among(NL.numbers, word));

/**
 * How many words open a Dutch clause as its subject: a pronoun ("we", "er", "je" before "de"); a
 * name (one capitalised word, "Kasboek"); or an article, its adjectives (words in -e) and numbers,
 * and the noun that ends it ("de oude vaatwasser", "de eerste twee lessen", "de koffie" before
 * "bij"). 0 when the clause does not open like that.
 */
function dutchSubjectLength(words: readonly string[]): number {
  const [first = "", second] = words;
  const pronoun = among(NL.pronouns, first);
  const article = among(NL.determiners, first);
  // "je de jas", "je bij ons": a word that is both ("je", "het") is the pronoun when no noun follows.
  if (pronoun && (!article || among(NL.determiners, second) || among(NL.functionWords, second) || isNumber(second))) {
    return 1;
  }
  if (article) {
    let index = 1;
    while (index < words.length - 1) {
      const word = words[index] ?? "";
      const modifier = (/e$/u.test(word) && !among(NL.determiners, word)) || isNumber(word);
      if (!modifier || among(NL.functionWords, words[index + 1])) break;
      index++;
    }
    const noun = words[index];
    if (noun === undefined || among(NL.functionWords, noun) || among(NL.auxiliaries, noun)) return 0;
    return index + 1;
  }
  return /^\p{Lu}\p{Ll}+$/u.test(first) ? 1 : 0;
}

/**
 * Whether the word at `index` may be a verb that ends a clause: an auxiliary, or a lower-case word
 * in -en, -t or -d that does not follow an article or a preposition ("de lessen", "bij alle
 * lessen"), nor, for -en, a number ("300 personen"; "€ 89 kost" is a verb).
 */
function mayBeVerb(words: readonly string[], index: number): boolean {
  const word = words[index] ?? "";
  if (among(NL.auxiliaries, word)) return true;
  if (among(NL.functionWords, word) || word.length < 4 || !/^\p{Ll}[\p{Ll}-]*(?:en|t|d)$/u.test(word)) return false;
  const before = words[index - 1];
  if (among(NL.determiners, before) || among(NL.prepositions, before)) return false;
  return !(word.endsWith("en") && isNumber(before));
}

type DutchVerbs = { start: number; finite: string; typed: string; prefix?: string };

/**
 * The verbs that end at `end` ("kunt leren rijden", "heeft aangenomen", "meenemen"): where they
 * start, the finite verb as it moves (a separable prefix split off to go last) and as typed; null
 * when they cannot be read safely (a verb whose prefix may or may not split).
 */
function dutchVerbs(words: readonly string[], end: number, subject: number): DutchVerbs | null {
  let start = end;
  while (start > subject && end - start < 3 && mayBeVerb(words, start - 1)) start--;
  if (start === end) return null;
  const group = words.slice(start, end);
  const auxiliary = group.findIndex((word) => among(NL.auxiliaries, word));
  if (auxiliary >= 0) {
    // "aangenomen heeft": the whole group; "lessen kunnen boeken": from the auxiliary on, since a
    // word in -en before it ("lessen") may be a noun.
    const first = auxiliary === group.length - 1 ? start : start + auxiliary;
    const finite = group[auxiliary] ?? "";
    return { start: first, finite, typed: finite };
  }
  // One verb ("geven", "krijgt", "meenemen"): with no auxiliary, only the last word is read as one.
  const verb = words[end - 1] ?? "";
  const prefix = NL.separablePrefixes.find((candidate) => {
    const rest = verb.slice(candidate.length);
    return verb.startsWith(candidate) && rest.length >= 5 && /^[^aeiouy]/u.test(rest);
  });
  if (!prefix && NL.unsurePrefixes.some((unsure) => verb.startsWith(unsure) && verb.length - unsure.length >= 4)) {
    return null;
  }
  return { start: end - 1, finite: prefix ? verb.slice(prefix.length) : verb, typed: verb, prefix };
}

/** Whether the clause holds a second clause of its own ("… kunt boeken en … kunt annuleren", "… omdat …"). */
function twoClauses(words: readonly string[], subject: number): boolean {
  return words.some((word, index) => {
    if (index < subject) return false;
    if (among(NL.subordinators, word)) return true;
    return among(NL.coordinators, word) && words.slice(subject, index).some((w) => among(NL.auxiliaries, w));
  });
}

/**
 * A point to mention typed as a Dutch "dat" clause ("Vermeld dat we de oude vaatwasser gratis
 * meenemen bij de bezorging") in a main clause's order: subject, finite verb, the rest, the
 * other verbs and a separable prefix, then a phrase that followed the verbs ("We nemen de oude
 * vaatwasser gratis mee bij de bezorging"; docs/writer.md, "Refinements"). A clause it cannot
 * read safely (two clauses, an unknown opening, a verb whose prefix may or may not split, a
 * phrase after the verbs that may hold verbs) is returned unchanged.
 */
export function dutchMainClause(clause: string): string {
  // "…, inclusief voorrijkosten": what follows one comma stays after the reordered clause.
  const [head = "", ...after] = clause.trim().split(/,\s*/u);
  if (after.length > 1 || /[;:()]/u.test(clause)) return clause;
  const words = head.split(/\s+/u);
  const subject = dutchSubjectLength(words);
  if (subject === 0 || words.length < subject + 2 || twoClauses(words, subject)) return clause;

  // The verbs end the clause, or come before a phrase that holds none ("… meenemen bij de bezorging").
  let end = words.length;
  if (!mayBeVerb(words, end - 1)) {
    end = words.findIndex(
      (word, index) => index > subject + 1 && among(NL.prepositions, word) && mayBeVerb(words, index - 1),
    );
    if (end < 0 || words.some((_, index) => index > end && mayBeVerb(words, index))) return clause;
  }
  const verbs = dutchVerbs(words, end, subject);
  if (!verbs) return clause;
  const group = words.slice(verbs.start, end);
  group.splice(group.indexOf(verbs.typed), 1);
  const reordered = [
    ...words.slice(0, subject),
    verbs.finite,
    ...words.slice(subject, verbs.start),
    ...group,
    ...(verbs.prefix ? [verbs.prefix] : []),
    ...words.slice(end),
  ];
  // The subject stays first, as typed: a list capitalises it, "Goed om te weten: we …" does not.
  return [reordered.join(" "), ...after].join(", ");
}
