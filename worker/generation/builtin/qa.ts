/**
 * Questions and answers as visitors type them (docs/writer.md, "FAQ"): "Q: … / A: …" lines in any
 * of the ten languages' conventions, a question line followed by its answer, or "Question? Answer."
 * on one line. A question stays a question and an answer stays an answer.
 */
export type QuestionAnswer = { question: string; answer: string };

const LIST_MARKER = /^\s*(?:[-*+•·]|\d+[.)])\s+/u;
// Q/F(rage)/P(ergunta)/D(omanda)/V(raag)/質問/问… and A/R(éponse)/Antwort/답… with ":" or "："
// (a bare letter also with "." or ")"), optionally numbered: "Q1:", "F2)".
const QUESTION_PREFIX =
  /^(?:(?:Q|F|P|D|V|Qn)\s*\d*\s*[:：.)]|(?:question|frage|pregunta|pergunta|domanda|vraag|質問|问题?|問|질문)\s*\d*\s*[:：])\s*/iu;
const ANSWER_PREFIX =
  /^(?:(?:A|R|Antw)\s*\d*\s*[:：.)]|(?:answer|antwort|réponse|reponse|respuesta|resposta|risposta|antwoord|回答|答え?|答|답변?)\s*\d*\s*[:：])\s*/iu;
const QUESTION_MARK = /[?？]/u;

function clean(line: string): string {
  return line.replace(LIST_MARKER, "").trim();
}

export function pairQuestions(lines: readonly string[]): QuestionAnswer[] {
  const rows = lines.map(clean).filter(Boolean);
  const prefixed = rows.some((row) => QUESTION_PREFIX.test(row) || ANSWER_PREFIX.test(row));
  const marked = rows.some((row) => QUESTION_MARK.test(row));
  const pairs: QuestionAnswer[] = [];
  const current = () => pairs.at(-1);
  const answer = (text: string) => {
    const last = current();
    if (!last) pairs.push({ question: text, answer: "" });
    else last.answer = last.answer ? `${last.answer} ${text}` : text;
  };
  const ask = (text: string) => {
    // "Do you deliver? Yes, within 48 hours." on one line: the question and its answer.
    const at = text.search(QUESTION_MARK);
    if (at >= 0 && at < text.length - 1) {
      pairs.push({ question: text.slice(0, at + 1).trim(), answer: text.slice(at + 1).trim() });
    } else {
      pairs.push({ question: text, answer: "" });
    }
  };

  if (!prefixed && !marked) {
    // No marks at all (common in Japanese: "送料はかかりますか"): lines alternate question, answer.
    rows.forEach((row, i) => {
      if (i % 2 === 0) pairs.push({ question: row, answer: "" });
      else answer(row);
    });
    return pairs;
  }
  for (const row of rows) {
    if (QUESTION_PREFIX.test(row)) ask(row.replace(QUESTION_PREFIX, ""));
    else if (ANSWER_PREFIX.test(row)) answer(row.replace(ANSWER_PREFIX, ""));
    else if (!prefixed && QUESTION_MARK.test(row)) ask(row);
    else if (current()) answer(row);
    else ask(row);
  }
  return pairs.filter((pair) => pair.question);
}
