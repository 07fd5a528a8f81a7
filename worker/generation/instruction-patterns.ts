import type { Refinement } from "./instructions";

/**
 * What refinement requests typed in the chat look like in the ten languages.
 * One line per language, so a native speaker can review their own line.
 */

export type SimpleKind = Exclude<Refinement["kind"], "add-section" | "translate">;

// Latin words need boundaries ("formal" must not match "informal"); JavaScript's \b is ASCII-only,
// so letters are checked with Unicode classes. Japanese, Korean and Chinese phrases have no spaces
// to bound them and are matched as they are.
export const latin = (...words: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})(?![\\p{L}\\p{N}])`, "giu");
export const cjk = (...words: string[]) => new RegExp(words.join("|"), "gu");

/**
 * Requests, most specific first: "less formal" must be claimed as playful before "formal" can
 * match, "too long" as shorter before "long" can.
 */
export const RULES: readonly (readonly [SimpleKind, RegExp])[] = [
  [
    "playful",
    latin(
      "less formal|less serious|not so formal", // en
      "weniger (?:förmlich|formell|formal|steif|ernst)", // de
      "moins (?:formel(?:le)?|sérieux|sérieuse)", // fr
      "menos (?:formal|seri[oa]|séri[oa])", // es, pt
      "meno (?:formale|seri[oa])", // it
      "minder (?:formeel|serieus|stijf)", // nl
    ),
  ],
  [
    "playful",
    cjk("堅苦しくなく|堅くなく", "딱딱하지 않게|덜 딱딱하게", "不那么正式|别那么正式|不要太正式|不要那么正式"),
  ],
  [
    "formal",
    latin(
      "less (?:casual|playful|informal)|not so casual", // en
      "weniger (?:locker|verspielt|flapsig)", // de
      "moins (?:familier|familière|décontracté)", // fr
      "menos (?:informal|coloquial|juguet[oó]n)", // es, pt
      "meno (?:informale|giocos[oa])", // it
      "minder (?:informeel|speels|los)", // nl
    ),
  ],
  [
    "shorter",
    latin(
      "too long",
      "zu lang",
      "trop long(?:ue)?",
      "demasiado larg[oa]",
      "troppo lung[oa]",
      "muito long[oa]",
      "te lang",
    ),
  ],
  ["shorter", cjk("長すぎ", "너무 길", "太长|太長")],
  [
    "longer",
    latin(
      "too short",
      "zu kurz",
      "trop court(?:e)?",
      "demasiado cort[oa]",
      "troppo cort[oa]",
      "muito curt[oa]",
      "te kort",
    ),
  ],
  ["longer", cjk("短すぎ", "너무 짧", "太短")],
  [
    "shorter",
    latin(
      "shorter|shorten|more concise|concise|briefer|more brief|condense|trim(?: it)?(?: down)?|cut (?:it )?down|less text|fewer words|tl;?dr|summari[sz]e", // en
      "kürzer|kürze\\p{L}*|knapper|prägnanter|kompakter|weniger text|kurz fassen|zusammenfassen", // de
      "plus court(?:e|s|es)?|raccourci\\p{L}*|plus concis(?:e)?|plus bref|plus brève|abrège\\p{L}*|abréger|moins long(?:ue)?|résume\\p{L}*", // fr
      "más cort[oa]s?|ac[oó]rta\\p{L}*|más breve|más concis[oa]|resum[ei]\\p{L}*|sintetiza\\p{L}*|menos largo", // es
      "più brev[ei]|più cort[oa]|accorci\\p{L}*|più concis[oa]|sintetizz\\p{L}*|riassum\\p{L}*", // it
      "mais curt[oa]|encurt\\p{L}*|mais breve|mais concis[oa]|resuma|resumir", // pt
      "korter|inkorten|kort (?:het )?in|beknopter|bondiger|compacter|samenvatten", // nl
    ),
  ],
  [
    "shorter",
    cjk(
      "短く|短め|短縮|簡潔|要約|コンパクト|手短",
      "짧게|줄여|간결|요약|압축",
      "更短|短一些|短一点|短一點|短点|简短|精简|缩短|简洁|压缩",
    ),
  ],
  [
    "longer",
    latin(
      "longer|lengthen|expand|elaborate|more details?|more detailed|more depth|in more depth|flesh (?:it )?out|extend|go deeper|more content", // en
      "länger|ausführlicher|verlänger\\p{L}*|erweiter\\p{L}*|mehr details|detaillierter|mehr inhalt|ausbauen|vertief\\p{L}*", // de
      "plus long(?:ue|s|ues)?|allonge\\p{L}*|développe\\p{L}*|plus de détails|plus détaillé\\p{L}*|étoffe\\p{L}*|approfondi\\p{L}*", // fr
      "más larg[oa]s?|alarga\\p{L}*|ampl[ií]a\\p{L}*|más detall\\p{L}*|extiend\\p{L}*|desarroll\\p{L}*|profundiz\\p{L}*", // es
      "più lung[oa]|allung\\p{L}*|amplia\\p{L}*|più dettagli\\p{L}*|espandi\\p{L}*|approfondisci|estendi\\p{L}*", // it
      "mais long[oa]|alongu\\p{L}*|amplie|mais detalh\\p{L}*|expand[ai]\\p{L}*|desenvolv\\p{L}*|aprofund\\p{L}*", // pt
      "langer|uitgebreider|uitbreiden|breid (?:het )?uit|meer details|gedetailleerder|verleng\\p{L}*|uitdiepen", // nl
    ),
  ],
  [
    "longer",
    cjk(
      "長く|長め|詳しく|詳細|膨らま|加筆",
      "길게|자세히|자세하게|늘려|상세|풍부하게|보강",
      "更长|长一些|长一点|長一點|详细|扩写|展开|扩充|加长|多写",
    ),
  ],
  [
    "formal",
    latin(
      "more formal|formal|more professional|professional|more serious|serious|corporate|businesslike|polished|more polite", // en
      "formeller|förmlicher|förmlich|seriöser|professioneller|sachlicher|gehobener|siez\\p{L}*|höflicher", // de
      "plus formel(?:le)?|formel(?:le)?|plus professionnel(?:le)?|plus sérieux|plus sérieuse|soutenu|vouvoie\\p{L}*|plus poli(?:e)?", // fr
      "más formal|más profesional|más seri[oa]|de usted", // es
      "più formale|formale|più professionale|più seri[oa]|dare del lei", // it
      "mais formal|mais profissional|mais séri[oa]", // pt
      "formeler|formeel|zakelijker|professioneler|serieuzer|beleefder", // nl
    ),
  ],
  [
    "formal",
    cjk(
      "フォーマル|丁寧|硬め|かしこま|ビジネス|堅く|敬語|改まった",
      "격식|공식적|정중|딱딱하게|전문적|존댓말",
      "正式|专业|專業|商务|严肃|庄重|书面",
    ),
  ],
  [
    "playful",
    latin(
      "playful|fun|funnier|more fun|casual|lighter|light-hearted|witty|cheeky|humou?rous|relaxed|friendlier|quirky", // en
      "verspielter|verspielt|lockerer|locker|lustiger|lustig|witziger|witzig|humorvoller|duz\\p{L}*|frecher|lässiger", // de
      "ludique|plus léger|plus légère|plus drôle|drôle|décontracté\\p{L}*|amusant\\p{L}*|tutoie\\p{L}*|plus fun|plus détendu", // fr
      "más divertid[oa]|divertid[oa]|desenfadad[oa]|informal|más ligero|juguet[oó]n|de tú|más cercan[oa]", // es
      "giocos[oa]|più divertente|divertente|più leggero|informale|spiritos[oa]|scherzos[oa]|dare del tu", // it
      "mais divertid[oa]|descontraíd[oa]|mais leve|brincalh\\p{L}*|bem-humorad[oa]", // pt
      "speelser|speels|luchtiger|grappiger|grappig|informeler|informeel|losser", // nl
    ),
  ],
  [
    "playful",
    cjk(
      "遊び心|カジュアル|楽しく|ユーモア|くだけ|砕け|柔らかく|ポップ|フランク|面白く",
      "재미있게|재밌게|유쾌|캐주얼|가볍게|발랄|장난스럽|유머|친근하게",
      "活泼|活潑|有趣|轻松|俏皮|幽默|口语化|好玩",
    ),
  ],
];

/**
 * "Add a section (about X)" in each language. Where the topic follows the noun (European
 * languages) it runs to the end of the sentence; in Japanese, Korean and Chinese it comes before.
 */
export const ADD_SECTION: readonly { pattern: RegExp; topicFirst: boolean }[] = [
  {
    pattern:
      /(?<![\p{L}])(?:add|include|insert|write|append)(?![\p{L}])[^.!?\n]*?(?:section|paragraph|part|chapter)(?:\s+(?:about|on|for|covering|regarding|called|titled|named)\s+(?<topic>[^.!?;\n]+))?/iu,
    topicFirst: false,
  }, // en
  {
    pattern:
      /(?:abschnitt|absatz|kapitel)\s+(?:über|zu|zum|zur)\s+(?<topic>[^.!?;\n]+?)\s+(?:hinzufügen|ergänzen|einfügen|anfügen)/iu,
    topicFirst: false,
  }, // de
  {
    pattern:
      /(?:füg|ergänz|schreib|hinzufüg|einfüg)[^.!?\n]*?(?:abschnitt|absatz|(?<![\p{L}])teil|kapitel)(?![\p{L}])(?:\s+(?:über|zu|zum|zur)\s+(?<topic>[^.!?;\n]+?))?(?:\s+(?:hinzu|ein|an))?\s*(?=[.!?;\n]|$)/iu,
    topicFirst: false,
  }, // de
  {
    pattern:
      /(?:ajout|insèr|insér|rajout|écri)[^.!?\n]*?(?:section|paragraphe|partie|rubrique)(?![\p{L}])(?:\s+(?:sur|à propos (?:de|du|des|d')|concernant|consacrée? à|au sujet (?:de|du|des|d'))\s*(?<topic>[^.!?;\n]+))?/iu,
    topicFirst: false,
  }, // fr
  {
    pattern:
      /(?:añad|agreg|incluy|escrib|insert)[^.!?\n]*?(?:sección|apartado|párrafo|parte)(?![\p{L}])(?:\s+(?:sobre|acerca de|dedicad[ao] a|de)\s+(?<topic>[^.!?;\n]+))?/iu,
    topicFirst: false,
  }, // es
  {
    pattern:
      /(?:aggiung|inserisc|inserire|includ|scriv)[^.!?\n]*?(?:sezione|paragrafo|parte|capitolo)(?![\p{L}])(?:\s+(?:su|sul|sulla|sui|sugli|sulle|dedicat[ao] a|riguardo a|relativ[ao] a)\s+(?<topic>[^.!?;\n]+))?/iu,
    topicFirst: false,
  }, // it
  {
    pattern:
      /(?:adicion|acrescent|inclu|insir|inserir|escrev)[^.!?\n]*?(?:seção|secção|parágrafo|parte|capítulo)(?![\p{L}])(?:\s+(?:sobre|acerca de|dedicad[ao] a|de)\s+(?<topic>[^.!?;\n]+))?/iu,
    topicFirst: false,
  }, // pt
  {
    pattern:
      /(?:voeg|toevoeg|schrijf)[^.!?\n]*?(?:sectie|paragraaf|onderdeel|alinea|hoofdstuk)(?:\s+(?:over|met|rond)\s+(?<topic>[^.!?;\n]+?))?(?:\s+(?:toe|aan))?\s*(?=[.!?;\n]|$)/iu,
    topicFirst: false,
  }, // nl
  {
    pattern:
      /(?:(?<topic>[^。！？\n、,]+?)(?:についての|について|に関する|の))?(?:セクション|章|段落|項目|節)(?:を|も)?(?:一つ|ひとつ|1つ)?(?:追加|加え|足し|入れ)/u,
    topicFirst: true,
  }, // ja
  {
    pattern:
      /(?:(?<topic>[^.!?\n,]+?)\s*(?:에 대한|에 관한|관련|에 대해)?\s*)?(?:섹션|단락|항목|문단)(?:을|를|도)?\s*(?:하나\s*)?(?:추가|넣어|덧붙)/u,
    topicFirst: true,
  }, // ko
  {
    pattern:
      /(?:添加|增加|加上|加|补充|新增|插入)(?:一个|一段|一节|个)?(?:关于|有关)?(?<topic>[^。！？\n，,]*?)(?:的)?(?:部分|章节|段落|小节|板块)/u,
    topicFirst: true,
  }, // zh
];

// Joins between a topic and another request in the same message ("…about pricing and make it shorter").
export const JOINERS =
  /(\s*(?:,|;|\band\b|\bthen\b|\bund\b|\bdann\b|\bet\b|\bpuis\b|\by\b|\be\b|\bpoi\b|\ben\b|\bdaarna\b|、|，|하고|그리고|并且|然后|并|再|して)\s*)/iu;
export const TRANSLATE = /translat|übersetz|tradu|vertaal|翻訳|訳して|번역|翻译|翻成|译成/iu;
export const TRAILING =
  /[\s"'“”„«»「」.!?。！？]+$|\s+(?:please|bitte|s'il (?:te|vous) pla[iî]t|por favor|per favore|alsjeblieft|graag)$/iu;

export const NOTE_PATTERNS: readonly RegExp[] = [
  /^(?:please\s+)?(?:also\s+)?(?:mention|include|highlight|emphasi[sz]e|stress|point out|say|note)\s+(?:also\s+)?(?:that\s+)?(?<note>.+)$/iu,
  /^(?:bitte\s+)?(?:erwähn\p{L}*|betone?\p{L}*|schreib\p{L}*\s+(?:noch\s+)?(?:rein,?\s+)?dass|füge?\s+hinzu,?\s+dass),?\s+(?:(?:bitte|noch|auch)\s*,?\s+)*(?:dass\s+)?(?<note>.+?)(?:\s+hin)?$/iu,
  /^(?:mentionne[rz]?|précise[rz]?|souligne[rz]?|indique[rz]?|ajoute[rz]? que|insiste[rz]? sur|parle[rz]? d[eu']?)\s*(?:aussi\s+|également\s+)?(?:que\s+)?(?<note>.+)$/iu,
  /^(?:por favor,?\s+)?(?:menciona|mencione|comenta|incluye|incluya|destaca|destaque|resalta|añade que|agrega que|di que|indica que)\s+(?:también\s+)?(?:que\s+)?(?<note>.+)$/iu,
  /^(?:menziona|cita|includi|sottolinea|evidenzia|aggiungi che|specifica che)\s+(?:anche\s+)?(?:che\s+)?(?<note>.+)$/iu,
  /^(?:mencione|inclua|ressalte|acrescente que|diga que|adicione que)\s+(?:também\s+)?(?:que\s+)?(?<note>.+)$/iu,
  /^(?:noem|vermeld|benadruk|zeg dat|voeg toe dat)\s+(?:ook\s+)?(?:dat\s+)?(?<note>.+?)(?:\s+toe)?$/iu,
  /^(?<note>.+?)(?:について|にも|も|を|に)(?:触れて|言及して|入れて|強調して|書いて|記載して|盛り込んで)/u,
  /^(?<note>.+?)\s*(?:을|를|도|에 대해)?\s*(?:언급|강조|포함|넣어|써)/u,
  /^(?:另外[，,]?\s*)?(?:请)?(?:再|顺便)?(?:提到|提一下|强调|加上|写上|注明|补充)(?<note>.+?)$/u,
];

/**
 * German puts the finite verb last in a "dass" clause. The words that tell where
 * such a clause's subject ends, and the separable prefixes that stay at the end of a main clause
 * ("dass der Kurs ausfällt" → "Der Kurs fällt aus"). Read by worker/generation/main-clause.ts.
 */
export const VERB_LAST_CLAUSES = {
  de: {
    conjunction: /(?<![\p{L}])dass(?![\p{L}])/iu,
    pronouns: ["es", "wir", "ihr", "sie", "er", "man", "ich", "du", "das", "alles", "jeder", "jede"],
    determiners: [
      "der",
      "die",
      "das",
      "den",
      "dem",
      "des",
      "ein",
      "eine",
      "einen",
      "einem",
      "eines",
      "kein",
      "keine",
      "unser",
      "unsere",
      "unseren",
      "unserem",
      "euer",
      "eure",
      "ihr",
      "ihre",
      "mein",
      "meine",
      "dein",
      "deine",
      "jeder",
      "jede",
      "jedes",
      "jedem",
      "jeden",
      "dieser",
      "diese",
      "dieses",
      "diesem",
      "diesen",
      "keinen",
      "keinem",
      "unserer",
      "unseres",
      "alle",
      "viele",
    ],
    coordinators: ["und", "oder", "aber", "sondern"],
    // Not "als": in a clause with no comma it compares or names a role ("als Bildungsurlaub anerkannt").
    subordinators: ["weil", "wenn", "ob", "obwohl", "damit", "dass", "sodass", "bevor", "nachdem"],
    /** Prepositions that may open the clause with a phrase of their own ("bei jedem Termin … kommt"). */
    prepositions: [
      "bei",
      "beim",
      "mit",
      "nach",
      "in",
      "im",
      "an",
      "am",
      "auf",
      "für",
      "vor",
      "seit",
      "von",
      "vom",
      "zu",
      "zum",
      "zur",
      "ohne",
      "während",
      "durch",
      "über",
      "unter",
    ],
    separablePrefixes: [
      "zurück",
      "vorbei",
      "heraus",
      "herein",
      "statt",
      "teil",
      "fest",
      "los",
      "weg",
      "auf",
      "aus",
      "mit",
      "nach",
      "vor",
      "ein",
      "an",
      "ab",
      // Only before a consonant and a vowel: "beiliegt" → "liegt … bei", never "beinhaltet".
      "bei",
    ],
  },
} as const;

/**
 * Dutch puts the verbs of a "dat" clause at its end, in a group ("kunt leren rijden", "heeft
 * aangenomen"), often with a phrase after them ("meenemen bij de bezorging"). The words that tell
 * a subject, a verb group and a phrase apart, read by worker/generation/main-clause.ts
 * (dutchMainClause). Nouns are not capitalised in Dutch, so a subject after an article is told by
 * its adjectives ("de oude vaatwasser") and numbers ("de eerste twee lessen").
 */
const DUTCH_PREPOSITIONS = [
  "aan",
  "bij",
  "in",
  "met",
  "na",
  "naar",
  "naast",
  "op",
  "tijdens",
  "tot",
  "uit",
  "van",
  "vanaf",
  "via",
  "voor",
  "zonder",
] as const;

export const DUTCH_CLAUSE = {
  conjunction: /^dat$/iu,
  pronouns: [
    "we",
    "wij",
    "je",
    "jij",
    "u",
    "ze",
    "zij",
    "hij",
    "het",
    "men",
    "jullie",
    "ik",
    "er",
    "dit",
    "dat",
    "alles",
    "iedereen",
  ],
  determiners: [
    "de",
    "het",
    "een",
    "onze",
    "ons",
    "uw",
    "jullie",
    "mijn",
    "je",
    "hun",
    "haar",
    "zijn",
    "elke",
    "elk",
    "ieder",
    "iedere",
    "alle",
    "deze",
    "dit",
    "die",
    "geen",
  ],
  numbers: [
    "een",
    "twee",
    "drie",
    "vier",
    "vijf",
    "zes",
    "zeven",
    "acht",
    "negen",
    "tien",
    "twaalf",
    "twintig",
    "honderd",
    "duizend",
  ],
  /** Finite auxiliaries and modals: in a verb group, the one that moves ("kunt leren rijden" → "kunt … leren rijden"). */
  auxiliaries: [
    "is",
    "zijn",
    "ben",
    "bent",
    "was",
    "waren",
    "heeft",
    "hebben",
    "heb",
    "hebt",
    "had",
    "hadden",
    "wordt",
    "worden",
    "word",
    "werd",
    "werden",
    "kan",
    "kunnen",
    "kunt",
    "kon",
    "konden",
    "moet",
    "moeten",
    "moest",
    "moesten",
    "mag",
    "mogen",
    "wil",
    "willen",
    "wilt",
    "zal",
    "zullen",
    "zult",
    "laat",
    "laten",
    "blijft",
    "blijven",
    "gaat",
    "gaan",
    "komt",
    "komen",
  ],
  /** Words that open a phrase or qualify a verb, never the noun that ends a subject. */
  functionWords: [
    ...DUTCH_PREPOSITIONS,
    ...["achter", "binnen", "buiten", "door", "om", "onder", "over", "per", "sinds", "tegen"],
    ...["al", "alleen", "altijd", "gratis", "nog", "nooit", "niet", "nu", "ook", "wel", "zelf", "vaak", "steeds"],
    ...["pas", "hier", "daar"],
  ],
  /** Phrases that may follow the verbs ("… meenemen bij de bezorging"). */
  prepositions: DUTCH_PREPOSITIONS,
  /** Prefixes that split off a finite verb and go to the end ("meenemen" → "nemen … mee"). */
  separablePrefixes: ["terug", "samen", "langs", "thuis", "mee", "aan", "uit", "weg", "bij", "op", "af", "toe"],
  /** Prefixes that may or may not split ("overzetten" splits, "overnachten" does not): such a verb is left as typed. */
  unsurePrefixes: ["over", "door", "onder", "om", "voor", "achter", "vol", "weer", "her", "in", "mis", "na"],
  /** Words that join two clauses, each with its own verbs: such a point is left as typed. */
  coordinators: ["en", "of", "maar"],
  subordinators: ["omdat", "als", "wanneer", "zodat", "terwijl", "voordat", "nadat", "hoewel", "dat", "zoals"],
} as const;
