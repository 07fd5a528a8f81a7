import type { Locale } from "../../shared/locales";

/**
 * What each of the ten languages is called in each of the ten languages (plus common spellings
 * without accents and German's inflected forms), for requests like "auf Deutsch", "en français",
 * "日本語に翻訳", "翻译成英文" or "영어로".
 */
export const LANGUAGE_NAMES: Record<Locale, { latin: readonly string[]; cjk: readonly string[] }> = {
  en: {
    latin: ["english", "englisch(?:e|en)?", "anglais", "ingl[eé]s", "inglese", "ingl[eê]s", "engels"],
    cjk: ["英語", "英语", "英文", "영어"],
  },
  ja: {
    latin: ["japanese", "japanisch(?:e|en)?", "japonais", "japon[eé]s", "giapponese", "japon[eê]s", "japans"],
    cjk: ["日本語", "日语", "日文", "일본어"],
  },
  pt: {
    latin: [
      "portuguese",
      "portugiesisch(?:e|en)?",
      "portugais",
      "portugu[eé]s",
      "portoghese",
      "portugu[eê]s",
      "portugees",
    ],
    cjk: ["ポルトガル語", "葡萄牙语", "葡萄牙文", "포르투갈어"],
  },
  nl: {
    latin: [
      "dutch",
      "niederländisch(?:e|en)?",
      "holländisch(?:e|en)?",
      "néerlandais",
      "neerlandais",
      "neerland[eé]s",
      "holand[eé]s",
      "olandese",
      "holand[eê]s",
      "nederlands",
    ],
    cjk: ["オランダ語", "荷兰语", "荷兰文", "네덜란드어"],
  },
  ko: {
    latin: ["korean", "koreanisch(?:e|en)?", "coréen", "coreen", "coreano", "koreaans"],
    cjk: ["韓国語", "韩语", "韩文", "韓語", "한국어", "한글"],
  },
  fr: {
    latin: ["french", "französisch(?:e|en)?", "français", "francais", "franc[eé]s", "francese", "franc[eê]s", "frans"],
    cjk: ["フランス語", "法语", "法文", "프랑스어"],
  },
  it: {
    latin: ["italian", "italienisch(?:e|en)?", "italien", "italiano", "italiaans"],
    cjk: ["イタリア語", "意大利语", "意大利文", "이탈리아어"],
  },
  de: {
    latin: ["german", "deutsch(?:e|en)?", "allemand", "alem[aá]n", "tedesco", "alem[aã]o", "duits"],
    cjk: ["ドイツ語", "德语", "德文", "독일어"],
  },
  es: {
    latin: [
      "spanish",
      "spanisch(?:e|en)?",
      "espagnol",
      "español",
      "espanol",
      "castellano",
      "spagnolo",
      "espanhol",
      "spaans",
    ],
    cjk: ["スペイン語", "西班牙语", "西班牙文", "스페인어"],
  },
  zh: {
    latin: ["chinese", "mandarin", "chinesisch(?:e|en)?", "chinois", "chino", "cinese", "chin[eê]s", "chinees"],
    cjk: ["中国語", "中文", "汉语", "漢語", "简体中文", "華語", "중국어"],
  },
};
