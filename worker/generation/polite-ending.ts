/**
 * A point to mention typed as a Japanese or Korean noun clause ("初回は半額の490円で試せること",
 * "배송비가 무료라는 점": "that you can try…", "the fact that shipping is free") ends the way a
 * sentence of the text ends, in the polite register the writer uses: "初回は半額の490円で試せます",
 * "배송비가 무료입니다" (docs/writer.md, "Refinements"). Only endings whose polite form is certain
 * are changed; any other keeps the plain form (Japanese) or stays as typed (Korean).
 */

// Japanese: the i-row kana of a godan verb's final u-row kana (使う → 使い·ます).
const GODAN_I: Readonly<Record<string, string>> = {
  う: "い",
  く: "き",
  ぐ: "ぎ",
  す: "し",
  つ: "ち",
  ぬ: "に",
  ぶ: "び",
  む: "み",
};
// Kana of the e-row and i-row: before a final る, an ichidan verb's stem (見える, 受けられる, 使える).
const E_OR_I_ROW = /[えけげせぜてでねへべぺめれいきぎしじちぢにひびぴみり]$/u;

/** A Japanese plain predicate in the ます/です form, when that form is certain; otherwise as typed. */
export function japanesePolite(clause: string): string {
  // "新作のこと" is the noun itself; "…試せること", "…ということ" end a clause.
  const text = clause.trim().replace(/(?:のこと|ということ|こと)$/u, "");
  if (text === clause.trim() || !text) return clause;
  for (const [plain, polite] of [
    ["できる", "できます"],
    ["する", "します"],
    ["である", "です"],
    ["ある", "あります"],
    ["いる", "います"],
    ["一切ない", "一切ありません"],
    ["ではない", "ではありません"],
    ["になった", "になりました"],
    ["くなった", "くなりました"],
    ["した", "しました"],
    ["がない", "がありません"],
    ["はない", "はありません"],
    ["もない", "もありません"],
  ] as const) {
    if (text.endsWith(plain)) return text.slice(0, -plain.length) + polite;
  }
  const last = text.at(-1) ?? "";
  const before = text.slice(0, -1);
  // "無料だ" → "無料です"; not a past tense in -んだ ("読んだ").
  if (last === "だ" && !before.endsWith("ん")) return `${before}です`;
  if (last === "る" && E_OR_I_ROW.test(before)) return `${before}ます`;
  const stem = GODAN_I[last];
  if (stem && !/[ぁ-ゖ]ない$/u.test(text)) return `${before}${stem}ます`;
  // An adjective in -い ("駅から近い") takes です; a verb's past or negative keeps its plain form.
  if (last === "い" && !text.endsWith("ない")) return `${text}です`;
  return text;
}

// Korean: Hangul syllables are composed as 0xAC00 + (initial × 21 + medial) × 28 + final.
const HANGUL_START = 0xac00;
const HANGUL_END = 0xd7a3;
const FINAL_NONE = 0;
const FINAL_N = 4; // ㄴ
const FINAL_L = 8; // ㄹ
const FINAL_B = 17; // ㅂ

function finalOf(syllable: string): number | null {
  const code = syllable.codePointAt(0) ?? 0;
  return code >= HANGUL_START && code <= HANGUL_END ? (code - HANGUL_START) % 28 : null;
}

function withFinal(syllable: string, final: number): string {
  const code = syllable.codePointAt(0) ?? 0;
  return String.fromCodePoint(code - ((code - HANGUL_START) % 28) + final);
}

/** A Korean "…다는 점" / "…라는 점" clause in the 합니다 form, when that form is certain; otherwise as typed. */
export function koreanPolite(clause: string): string {
  const text = clause.trim();
  const copula = text.match(/^(?<noun>.+?)(?:이)?라는\s*(?:점|것)$/u)?.groups?.noun;
  if (copula) {
    if (copula.endsWith("아니")) return `${copula.slice(0, -2)}아닙니다`;
    return finalOf(copula.at(-1) ?? "") === null && !/[\p{N}\p{L}]$/u.test(copula) ? clause : `${copula}입니다`;
  }
  const stem = text.match(/^(?<stem>.+?)다는\s*(?:점|것)$/u)?.groups?.stem;
  if (!stem) return clause;
  // "받는다" → "받습니다": a consonant stem's present tense.
  if (stem.endsWith("는") && stem.length > 1) return `${stem.slice(0, -1)}습니다`;
  const last = stem.at(-1) ?? "";
  const final = finalOf(last);
  if (final === null) return clause;
  const head = stem.slice(0, -1);
  // "드린다" → "드립니다", "연다" → "엽니다"; "크다" → "큽니다"; "길다" → "깁니다".
  if (final === FINAL_N || final === FINAL_NONE || final === FINAL_L) return `${head}${withFinal(last, FINAL_B)}니다`;
  // "있다", "했다", "좋다" → "있습니다", "했습니다", "좋습니다".
  return `${stem}습니다`;
}
