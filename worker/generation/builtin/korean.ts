/**
 * Korean particles change with the last sound of the word before them (Parla는, 서비스는, but
 * 플랜은). User-supplied names are often Latin, so their last sound is estimated from how Korean
 * usually reads them: "Notion" → 노션 (final ㄴ), "Figma" → 피그마 (none), "CRM" → 씨알엠 (final ㅁ).
 */

/** [after a final consonant, after a vowel] */
const PARTICLES: Record<string, readonly [string, string]> = {
  은: ["은", "는"],
  는: ["은", "는"],
  이: ["이", "가"],
  가: ["이", "가"],
  을: ["을", "를"],
  를: ["을", "를"],
  과: ["과", "와"],
  와: ["과", "와"],
  으로: ["으로", "로"],
  로: ["으로", "로"],
  이에요: ["이에요", "예요"],
  예요: ["이에요", "예요"],
  이라: ["이라", "라"],
  라: ["이라", "라"],
  이라면: ["이라면", "라면"],
  라면: ["이라면", "라면"],
};

type Ending = "none" | "rieul" | "other";

const HANGUL_START = 0xac00;
const HANGUL_END = 0xd7a3;
// Sino-Korean readings of 0–9: 영 일 이 삼 사 오 육 칠 팔 구.
const DIGIT_ENDINGS: readonly Ending[] = [
  "other",
  "rieul",
  "none",
  "other",
  "none",
  "none",
  "other",
  "rieul",
  "rieul",
  "none",
];
// Korean names of the Latin letters that end in a consonant: 엘 엠 엔 알.
const LETTER_ENDINGS: Record<string, Ending> = { L: "rieul", M: "other", N: "other", R: "rieul" };

function finalSound(word: string): Ending {
  const trimmed = word.replace(/[\s"'“”‘’)\]}.!?…,;:]+$/u, "");
  const last = trimmed.at(-1);
  if (!last) return "none";
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL_START && code <= HANGUL_END) {
    const jong = (code - HANGUL_START) % 28;
    if (jong === 0) return "none";
    return jong === 8 ? "rieul" : "other";
  }
  if (/\d/.test(last)) return DIGIT_ENDINGS[Number(last)] ?? "none";
  const lastWord = trimmed.split(/[^A-Za-z]+/).at(-1) ?? "";
  if (lastWord.length > 1 && lastWord === lastWord.toUpperCase()) return LETTER_ENDINGS[last.toUpperCase()] ?? "none";
  const lower = lastWord.toLowerCase();
  if (/(le|l)$/.test(lower)) return "rieul";
  // A stop after a vowel is read as a final consonant (Slack → 슬랙); after a consonant it gets
  // its own syllable (Desk → 데스크).
  if (/(ng|m|n|me|ne)$/.test(lower) || /[aeiou](ck|k|p|t|b)$/.test(lower)) return "other";
  return "none";
}

/** Appends the particle form that fits `word` (either form may be given: 은 or 는). */
export function withParticle(word: string, particle: string): string {
  const forms = PARTICLES[particle];
  if (!forms) return word + particle;
  const ending = finalSound(word);
  // 으로 is the one particle where a final ㄹ behaves like a vowel: 서울로, 파일로.
  if (forms[0] === "으로") return word + (ending === "other" ? forms[0] : forms[1]);
  return word + (ending === "none" ? forms[1] : forms[0]);
}
