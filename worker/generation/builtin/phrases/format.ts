import type { Format } from "./types";

// Text that already ends a sentence (or a quotation, or a parenthesis) gets no extra full stop.
const ENDED = /[.!?…:;。！？」』)）"”»’]$/u;
const ASKED = /[?？]$/u;

/** Languages written with spaces and Latin script: English, Dutch, German, Spanish, Italian, Portuguese. */
export function spacedFormat(lowerMidSentence = true): Format {
  const sentence = (text: string) => (ENDED.test(text) ? text : `${text}.`);
  return {
    space: " ",
    lowerMidSentence,
    sentence,
    question: (text) => (ASKED.test(text) ? text : `${text.replace(/[.!]+$/u, "")}?`),
    lead: (title, body) => `**${sentence(title)}** ${body}`,
  };
}

/** Spanish opens questions with ¿ as well as closing them. */
export function spanishFormat(): Format {
  const base = spacedFormat();
  return {
    ...base,
    question: (text) => (ASKED.test(text) ? text : `¿${text.replace(/^¿/u, "").replace(/[.!]+$/u, "")}?`),
    // "de el teletrabajo" → "del teletrabajo" when the visitor's phrase starts with the article.
    finish: (text) =>
      text.replace(/(?<!\p{L})(de|a) el(?!\p{L})/gu, (_, preposition: string) => (preposition === "de" ? "del" : "al")),
  };
}

const ITALIAN_ARTICLES: Record<string, string> = {
  il: "l",
  lo: "llo",
  la: "lla",
  i: "i",
  gli: "gli",
  le: "lle",
  "l'": "ll'",
};
const ITALIAN_PREPOSITIONS: Record<string, string> = { di: "de", a: "a", da: "da", in: "ne", su: "su" };

/** Italian joins a preposition with the article that starts a visitor's phrase: "su il" → "sul". */
export function italianFormat(): Format {
  return {
    ...spacedFormat(),
    finish: (text) =>
      text.replace(
        /(?<!\p{L})(di|a|da|in|su) (il|lo|la|i|gli|le|l')(?=\s|\p{L})/gu,
        (match, preposition: string, article: string) => {
          const stem = ITALIAN_PREPOSITIONS[preposition];
          const ending = ITALIAN_ARTICLES[article];
          if (!stem || !ending) return match;
          // "dei"/"ai"/"sui"/"nei": a + i → ai, not *ali.
          return article === "i" ? `${stem}i` : `${stem}${ending}`;
        },
      ),
  };
}

const PORTUGUESE: Record<string, string> = {
  "de o": "do",
  "de a": "da",
  "de os": "dos",
  "de as": "das",
  "em o": "no",
  "em a": "na",
  "em os": "nos",
  "em as": "nas",
  "a o": "ao",
  "a os": "aos",
  "por o": "pelo",
  "por a": "pela",
};

/** Portuguese joins a preposition with the article that starts a visitor's phrase: "de o" → "do". */
export function portugueseFormat(): Format {
  return {
    ...spacedFormat(),
    finish: (text) =>
      text.replace(/(?<!\p{L})(de|em|a|por) (os|as|o|a)(?=\s)/gu, (match) => PORTUGUESE[match] ?? match),
  };
}

/** French sets a narrow no-break space before ? ! : ; and inside guillemets. */
export function frenchFormat(): Format {
  const sentence = (text: string) => (ENDED.test(text) ? text : `${text}.`);
  return {
    // Phrases are written with plain spaces for readability; they become no-break spaces here, so a
    // line never starts with a lone colon or question mark.
    typeset: (text) => text.replace(/ ([:;?!»])/g, "\u202f$1").replace(/« /g, "«\u202f"),
    // "de" and "que" elide before a vowel, whether the next word is ours or the visitor's.
    finish: (text) => text.replace(/(?<!\p{L})(d|qu)e (?=[aeiouâêîôûéèàœAEIOUÂÊÎÔÛÉÈÀŒ])/gu, "$1'"),
    space: " ",
    lowerMidSentence: true,
    sentence,
    question: (text) => (ASKED.test(text) ? text : `${text.replace(/[.!]+$/u, "")}\u202f?`),
    lead: (title, body) => `**${sentence(title)}** ${body}`,
  };
}

/** Japanese and Chinese: no spaces between sentences, full-width punctuation. */
export function cjkFormat(): Format {
  return {
    space: "",
    lowerMidSentence: false,
    sentence: (text) => (ENDED.test(text) ? text : `${text}。`),
    question: (text) => (ASKED.test(text) ? text : `${text.replace(/[。.]+$/u, "")}？`),
    lead: (title, body) => `**${title}**：${body}`,
  };
}

/** Korean is written with spaces, but a bold lead reads better with a colon than a full stop. */
export function koreanFormat(): Format {
  const sentence = (text: string) => (ENDED.test(text) ? text : `${text}.`);
  return {
    space: " ",
    lowerMidSentence: false,
    sentence,
    question: (text) => (ASKED.test(text) ? text : `${text.replace(/[.!]+$/u, "")}?`),
    lead: (title, body) => `**${title}**: ${body}`,
  };
}
