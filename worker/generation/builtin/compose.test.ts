import { describe, expect, test } from "vitest";
import { findTemplate, TEMPLATES, type TemplateDefinition } from "../../../shared/catalog/templates";
import type { Refinement } from "../../../shared/generation";
import { LOCALE_CODES, type Locale } from "../../../shared/locales";
import { displayWidth } from "../text";
import { writerTexts } from "../writer-texts";
import { type ComposeInput, composeBuiltin } from "./compose";
import { hashtags } from "./posts";
import { Voice } from "./voice";

/** A brief for every template, from unrelated kinds of business. */
const BRIEFS: Record<string, Record<string, string>> = {
  "landing-page": {
    product: "Brook, a smart water bottle",
    audience: "Office workers who forget to drink",
    keyPoints: "Glows when it's time to drink\nsyncs with your phone\nKeeps water cold for 24 hours",
    tone: "friendly",
    callToAction: "Pre-order for €59",
  },
  "about-page": {
    company: "Fernhill Coffee",
    story: "We started in 2015 as a market stall in Leeds.\nToday we roast for cafés across the north.",
    values: "Fair prices for farmers, Zero waste, Craft over speed",
    tone: "friendly",
  },
  "faq-page": {
    product: "Fernhill Coffee subscription",
    audience: "coffee lovers",
    questions:
      "Q: Can I pause my subscription?\nA: Yes, any week, until Wednesday midnight.\nQ: Do you ship abroad?\nA: Only within the UK for now.",
    tone: "professional",
  },
  "blog-post": {
    topic: "Keeping houseplants alive in winter",
    audience: "New plant owners",
    keyPoints:
      "Water less often: most plants rest in winter\nMove plants closer to windows\nKeep them away from radiators",
    length: "medium",
    tone: "friendly",
  },
  "how-to-guide": {
    task: "Season a cast-iron pan",
    audience: "home cooks",
    steps: "Wash and dry the pan\nRub in a thin coat of oil\nBake upside down at 230 °C for an hour",
    tone: "professional",
  },
  listicle: {
    topic: "Things to do in Kyoto in autumn",
    items:
      "Philosopher's Path: walk it before 8 am\nTofuku-ji: the bridge view is best in mid-November\nNishiki Market",
    audience: "first-time visitors",
    tone: "playful",
  },
  "product-description": {
    product: "Alder Trail 28",
    features: "28 litres; recycled nylon; ventilated back panel; weighs 980 g",
    audience: "day hikers",
    tone: "friendly",
  },
  "product-comparison": {
    product: "Alder Trail 28",
    competitor: "Alder Trail 22",
    differences: "28 vs 22 litres\nRain cover included\n€20 more",
    tone: "professional",
  },
  "email-campaign": {
    product: "Halden Knitwear",
    offer: "25% off every jumper and cardigan",
    audience: "past customers",
    deadline: "until Sunday midnight",
    tone: "friendly",
  },
  newsletter: {
    brand: "Ostro Coffee Roasters",
    news: "New Ethiopian single origin\nCafé opens at 7:00 from May\nBrewing workshop on 16 May",
    tone: "friendly",
  },
  "welcome-email": {
    brand: "Quillbill",
    firstStep: "Add your logo and send your first invoice",
    benefits: "Automatic payment reminders; invoices in 30 currencies",
    tone: "bold",
  },
  "social-posts": {
    topic: "Saturday sourdough workshop",
    network: "x",
    keyPoints: "Every Saturday from 4 May, 9:00 to 12:00\n£45 including flour and a starter to take home",
    audience: "home bakers in Bristol",
    tone: "friendly",
  },
  "linkedin-post": {
    topic: "What we learned from our first 100 customers",
    insight: "Most customers chose us for the onboarding call, not the price.",
    tone: "formal",
  },
  "ad-copy": {
    product: "Brook",
    audience: "runners",
    benefit: "Reminds you to drink before you feel thirsty, on every run and at the office, all day long",
    tone: "bold",
  },
  "search-ads": {
    product: "Corbel",
    keywords: "architecture project management, drawing register software",
    benefit: "Track every drawing revision and client sign-off in one place",
    tone: "professional",
  },
  "press-release": {
    company: "Kelvra",
    headline: "Kelvra raises $14 million to help installers fit heat pumps faster",
    details: "Series A led by Harbourline Ventures\nUsed by 40 installation firms\nExpanding to Germany in 2027",
    quoteBy: "Ana Ribeiro, CEO",
    tone: "formal",
  },
};

function template(slug: string): TemplateDefinition {
  const found = findTemplate(slug);
  if (!found) throw new Error(slug);
  return found;
}

function compose(slug: string, extra: Partial<ComposeInput> = {}, inputs: Record<string, string> = {}) {
  return composeBuiltin({
    template: template(slug),
    locale: "en",
    inputs: { ...BRIEFS[slug], ...inputs },
    seed: 7,
    refinements: [],
    ...extra,
  });
}

const lines = (markdown: string) => markdown.split("\n").filter(Boolean);

describe("the offline writer", () => {
  test("has a brief here for every template", () => {
    expect(Object.keys(BRIEFS).sort()).toEqual(TEMPLATES.map((t) => t.slug).sort());
  });

  describe.each(LOCALE_CODES)("in %s", (locale: Locale) => {
    test.each(TEMPLATES.map((t) => t.slug))("writes %s as clean Markdown in the language's own labels", (slug) => {
      const { markdown, title, locale: written } = compose(slug, { locale });
      expect(written).toBe(locale);
      expect(title.length).toBeGreaterThan(0);
      expect(markdown).not.toMatch(/\{[a-zA-Z]+\}|<[a-z]|undefined|null/);
      const h1 = lines(markdown).filter((line) => line.startsWith("# "));
      if (template(slug).output === "email") {
        const { subject, preview } = writerTexts(locale).labels;
        const colon = writerTexts(locale).punctuation.colon ?? ":";
        expect(markdown.startsWith(`**${subject}${colon}** `)).toBe(true);
        expect(markdown).toContain(`**${preview}${colon}** `);
        if (locale !== "en") expect(markdown).not.toMatch(/\*\*(Subject|Preview):\*\*/);
      } else {
        expect(h1).toHaveLength(1);
      }
    });
  });

  test("keeps every one of the visitor's points, as typed, with a capital where a sentence starts", () => {
    const { markdown } = compose("landing-page");
    expect(markdown).toContain(
      "- Glows when it's time to drink\n- Syncs with your phone\n- Keeps water cold for 24 hours",
    );
    expect(markdown).toContain("**Pre-order for €59**");
  });

  test("adds no claims of its own to a point (no stock tag lines)", () => {
    for (const slug of ["landing-page", "product-description", "product-comparison"]) {
      for (const line of lines(compose(slug).markdown).filter((l) => l.startsWith("- "))) {
        expect(line).not.toMatch(/[:—–]\s*$|\*\*/);
      }
    }
    const { markdown } = compose("product-description");
    expect(markdown).toContain("- 28 litres\n- Recycled nylon\n- Ventilated back panel\n- Weighs 980 g");
  });

  test("has no words of its own about set-up, features or workflows, which would not fit most businesses", () => {
    for (const line of Object.values(writerTexts("en").lines)) {
      const texts = Array.isArray(line) ? line : [...line.casual, ...line.polite];
      for (const text of texts)
        expect(text).not.toMatch(
          /manual|busywork|repetitive|set ?up|workflow|onboarding|credit card|\bfree\b|\bfast(?:er|est)?\b|(?<!all )the best/i,
        );
    }
  });

  describe("FAQ", () => {
    const asked = (questions: string, locale: Locale = "en") => compose("faq-page", { locale }, { questions }).markdown;

    test.each([
      ["Q:/A: lines", "Q: Do you ship abroad?\nA: Only within the UK."],
      ["a question line and its answer", "Do you ship abroad?\nOnly within the UK."],
      ["both on one line", "Do you ship abroad? Only within the UK."],
      ["German F:/A:", "F: Do you ship abroad?\nA: Only within the UK."],
      ["a numbered list", "1. Do you ship abroad?\n2. Only within the UK."],
    ])("keeps questions as questions and answers as answers: %s", (_name, questions) => {
      const markdown = asked(questions);
      expect(markdown).toContain("### Do you ship abroad?\n\nOnly within the UK.");
      expect(markdown).not.toMatch(/### Only/);
    });

    test("pairs Japanese lines typed without question marks", () => {
      const markdown = asked(
        "送料はかかりますか\n5,000円以上で無料です。\n定期便はいつでも止められますか\nはい、マイページから止められます。",
        "ja",
      );
      expect(markdown).toContain("### 送料はかかりますか？\n\n5,000円以上で無料です。");
      expect(markdown).toContain("### 定期便はいつでも止められますか？\n\nはい、マイページから止められます。");
    });

    test("says plainly that a question has no answer yet instead of inventing one", () => {
      const markdown = asked("Do you ship abroad?\nHow long does delivery take?");
      expect(markdown).toContain("### Do you ship abroad?");
      const [note] = writerTexts("en").lines["faq.noAnswer"] as string[];
      expect(markdown).toContain(`### How long does delivery take?\n\n_${note}_`);
    });
  });

  test("a listicle is the visitor's items, in their order, under their names", () => {
    const { markdown } = compose("listicle");
    expect(markdown).toMatch(
      /## 1\. Philosopher's Path\n\nWalk it before 8 am\.\n\n## 2\. Tofuku-ji\n\nThe bridge view/,
    );
    expect(markdown).toContain("## 3. Nishiki Market");
    expect(markdown).toContain("3");
  });

  test("never doubles a deadline's preposition, in any language", () => {
    const deadlines: Array<[Locale, string, RegExp]> = [
      ["en", "until Sunday midnight", /until until|by until/i],
      ["de", "bis 20. Dezember", /bis bis|bis zum bis/i],
      ["es", "hasta el 15 de marzo", /hasta el hasta|hasta hasta/i],
      ["fr", "jusqu'au 31 mars", /jusqu.au jusqu/i],
      ["ja", "12月20日まで", /までまで/],
      ["ko", "12월 20일까지", /까지까지/],
      ["zh", "12月20日前", /前前|截至截至/],
    ];
    for (const [locale, deadline, doubled] of deadlines) {
      const { markdown } = compose("email-campaign", { locale }, { deadline });
      expect(markdown, locale).not.toMatch(doubled);
      expect(markdown, locale).toContain(
        deadline.replace(/^(until|bis|hasta el|jusqu'au) /, "").replace(/(まで|까지|前)$/, ""),
      );
    }
  });

  test("an email whose subject had no room for the product names it in the body", () => {
    const product = "Festival Jazz au Phare, île de Ré";
    const offer = "Pass 3 jours à 79 € au lieu de 105 € pour les abonnés de la newsletter";
    const long = compose("email-campaign", { locale: "fr" }, { product, offer, deadline: "" }).markdown;
    expect(lines(long)[0]).toBe(`**Objet\u00a0:** ${offer}`);
    expect(long).toContain(`${product}\u00a0: pass 3 jours`);
    // A subject with both says the offer once more, without the product.
    const short = compose("email-campaign").markdown;
    expect(lines(short)[0]).toBe("**Subject:** Halden Knitwear: 25% off every jumper and cardigan");
    expect(short).toContain("\n25% off every jumper and cardigan.\n");
  });

  test("joins product and benefit with a colon only when neither has one", () => {
    const benefit = "Epilazione laser gambe complete: 6 sedute a 390 €";
    for (const slug of ["ad-copy", "search-ads"]) {
      const { markdown } = compose(slug, { locale: "it" }, { product: "Centro Estetico Lumière, Pescara", benefit });
      expect(markdown, slug).not.toMatch(/Pescara: epilazione/i);
      expect(markdown, slug).toContain("6 sedute a 390 €");
    }
  });

  test("fits ad lines by choosing whole phrases, never by cutting", () => {
    const ads = compose("ad-copy").markdown;
    for (const line of lines(ads).filter((l) => l.startsWith("**"))) {
      const text = line.replace(/^\*\*[^*]+:\*\*\s*/, "").replace(/\\$/, "");
      expect(text.endsWith("Reminds you to drink bef")).toBe(false);
    }
    const texts = lines(ads).filter((l) => l.startsWith("**Text:**"));
    for (const text of texts)
      expect(displayWidth(text.replace(/^\*\*Text:\*\* /, "").replace(/\\$/, ""))).toBeLessThanOrEqual(125);
    const search = compose("search-ads").markdown;
    const [headlines = "", descriptions = ""] = search.split("## ").slice(1);
    for (const line of lines(headlines).filter((l) => /^\d+\./.test(l))) {
      expect(displayWidth(line.replace(/^\d+\. /, ""))).toBeLessThanOrEqual(30);
    }
    for (const line of lines(descriptions).filter((l) => /^\d+\./.test(l))) {
      const text = line.replace(/^\d+\. /, "");
      expect(displayWidth(text)).toBeLessThanOrEqual(90);
      expect(text).toMatch(/[.。]$|Corbel$/);
    }
  });

  test("ads keep the visitor's casing exactly: names, German nouns and search terms as typed", () => {
    /** Every place `value` appears in `text`, whatever its case, must read exactly as typed. */
    const asTyped = (text: string, value: string, label: string) => {
      const lower = text.toLocaleLowerCase();
      const wanted = value.toLocaleLowerCase();
      let found = 0;
      for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
        expect(text.slice(at, at + value.length), label).toBe(value);
        found++;
      }
      expect(found, `${label}: "${value}" is in the ads`).toBeGreaterThan(0);
    };
    const briefs: Array<[Locale, Record<string, string>]> = [
      [
        "de",
        { product: "Bohnenwerk", keywords: "rösterei münchen, kaffee abo", benefit: "Frisch geröstet aus München" },
      ],
      [
        "en",
        { product: "Corbel", keywords: "drawing register software, site visits app", benefit: "track every revision" },
      ],
      ["fr", { product: "Fromagerie Alpage", keywords: "fromage de savoie, beaufort d'été", benefit: "livré en 48 h" }],
      ["ja", { product: "Kissa Hoshi", keywords: "kyoto 喫茶, 京都 モーニング", benefit: "朝7時から営業" }],
    ];
    for (const [locale, brief] of briefs) {
      const { markdown } = compose("search-ads", { locale }, brief);
      for (const value of [...(brief.keywords ?? "").split(", "), brief.product ?? "", brief.benefit ?? ""])
        asTyped(markdown, value, `${locale} search ads`);
    }
    const ads: Array<[Locale, Record<string, string>]> = [
      ["de", { product: "Kaffee Abo von Bohnenwerk", benefit: "jede Woche frisch geröstet" }],
      ["en", { product: "Brook", benefit: "reminds you to drink" }],
      ["es", { product: "Panadería Lumbre", benefit: "Masa Madre de Verdad" }],
      ["zh", { product: "iPad 保护套", benefit: "轻薄耐摔" }],
    ];
    for (const [locale, brief] of ads) {
      const { markdown } = compose("ad-copy", { locale }, brief);
      for (const value of Object.values(brief)) asTyped(markdown, value, `${locale} ad copy`);
    }
  });

  test("an ad's or a post's audience steers, it is never pasted into the copy", () => {
    const audiences: Array<[Locale, string]> = [
      ["en", "parents aged 30-45 in Leeds"],
      ["de", "Paare zwischen 25 und 55 aus Regensburg und Umgebung"],
      ["fr", "Parents de lycéens à Toulouse, 35-55 ans"],
      ["ko", "연남동 카페를 찾는 20대"],
      ["ja", "つくば市周辺の30〜50代"],
    ];
    for (const [locale, audience] of audiences) {
      for (const size of [[], [{ kind: "longer" }]] as Refinement[][]) {
        const ads = compose("ad-copy", { locale, refinements: size }, { audience }).markdown;
        expect(ads, `${locale} ad copy`).not.toContain(audience);
        for (const network of ["x", "instagram", "linkedin"]) {
          const posts = compose("social-posts", { locale, refinements: size }, { audience, network }).markdown;
          expect(posts, `${locale} ${network} posts`).not.toContain(audience);
        }
      }
    }
    // A landing page's audience describes its customers: it stays ("Made for office workers…").
    expect(compose("landing-page").markdown).toContain("office workers who forget to drink");
  });

  test("each variant of an ad set has a headline of its own, or there are fewer variants", () => {
    const headlinesOf = (markdown: string, locale: Locale) => {
      const [label] = writerTexts(locale).lines["ads.headline"] as string[];
      const start = `**${label}${writerTexts(locale).punctuation.colon ?? ":"}** `;
      return lines(markdown)
        .filter((line) => line.startsWith(start))
        .map((line) => line.slice(start.length).replace(/\\$/u, ""));
    };
    const briefs: Array<[Locale, Record<string, string>, number]> = [
      // A benefit typed as a list of short phrases: the product and two of them.
      ["en", { product: "Brook", benefit: "Free delivery, 30-day returns, made in Leeds" }, 3],
      ["ja", { product: "スマートボトル「Brook」", benefit: "送料無料、30日間返品可、京都製" }, 3],
      ["es", { product: "Panadería Lumbre", benefit: "Masa madre; horno de leña; reparto en Burgos" }, 3],
      // Product and benefit both short: the two, and the two together.
      ["ko", { product: "온기 베이커리", benefit: "매일 아침 갓 구운 빵" }, 3],
      // One sentence too long for a headline: one variant, not three with the product's name.
      [
        "de",
        {
          product: "Moneta",
          benefit: "Verbindet alle Konten, sortiert Ausgaben automatisch und zeigt, wo ihr sparen könnt",
        },
        1,
      ],
      [
        "en",
        {
          product: "Brook",
          benefit: "Reminds you to drink before you feel thirsty, on every run and at the office, all day long",
        },
        1,
      ],
      ["zh", { product: "山间民宿", benefit: "每间客房都能看到日出的云海，早餐使用本地农场的新鲜食材制作" }, 1],
    ];
    for (const [locale, brief, count] of briefs) {
      const { markdown } = compose("ad-copy", { locale }, brief);
      const headlines = headlinesOf(markdown, locale);
      expect(headlines, `${locale} ${brief.product}`).toHaveLength(count);
      expect(new Set(headlines.map((h) => h.toLocaleLowerCase())).size, `${locale} ${brief.product}`).toBe(count);
      for (const headline of headlines) expect(displayWidth(headline)).toBeLessThanOrEqual(40);
    }
  });

  test("Japanese search ads stay whole even when the benefit is longer than a line", () => {
    const { markdown } = compose(
      "search-ads",
      { locale: "ja" },
      {
        product: "手作りケーキ工房",
        keywords: "誕生日ケーキ, 手作りケーキ",
        benefit: "国産小麦と季節の果物で、ひとつずつ手作りしたケーキをご自宅までお届けします",
      },
    );
    expect(markdown).not.toMatch(/手作りケー\n|手作りケー$/m);
  });

  test("a press release quotes someone only when the brief gives their words", () => {
    expect(compose("press-release").markdown).not.toMatch(/^> /m);
    const quoted = compose(
      "press-release",
      {},
      { quote: "Installers told us the paperwork takes longer than the fitting." },
    );
    expect(quoted.markdown).toContain(
      "> Installers told us the paperwork takes longer than the fitting. — Ana Ribeiro, CEO",
    );
  });

  test("a press release keeps the person named without a quote, and quotes nothing", () => {
    const people: Array<[Locale, string]> = [
      ["en", "Ana Ribeiro, CEO"],
      ["de", "Dr. Jonas Weber, Geschäftsführer"],
      ["fr", "Claire Morel, directrice générale"],
      ["ja", "代表取締役 山田花子"],
      ["zh", "创始人 陈静"],
      ["ko", "대표 김민지"],
    ];
    for (const [locale, quoteBy] of people) {
      for (const refinements of [[], [{ kind: "shorter" }]] as Refinement[][]) {
        const { markdown } = compose("press-release", { locale, refinements }, { quoteBy, quote: "" });
        expect(markdown, locale).toContain(quoteBy);
        expect(markdown, locale).not.toMatch(/^> /m);
        const [quoteHeading] = writerTexts(locale).lines["press.quote"] as string[];
        expect(markdown, locale).not.toContain(`## ${quoteHeading}`);
      }
      // With their words, the person signs the quote and is named once.
      const quoted = compose("press-release", { locale }, { quoteBy, quote: "Words of their own." }).markdown;
      expect(quoted.split(quoteBy).length - 1, locale).toBe(1);
    }
  });

  test("hashtags never come from the words of a topic sentence", () => {
    const topics: Array<[Locale, string]> = [
      ["en", "Saturday sourdough workshop for beginners"],
      ["de", "Was wir in zehn Jahren offener Werkstatt gelernt haben"],
      ["es", "Clases de física para el examen de acceso"],
      ["ja", "週末のパン教室"],
      ["zh", "周末烘焙课"],
    ];
    for (const [locale, topic] of topics) {
      for (const network of ["instagram", "linkedin", "x"]) {
        const { markdown } = compose("social-posts", { locale }, { topic, network });
        expect(markdown, `${locale} ${network}`).not.toMatch(/(^|\s)#[\p{L}\p{N}]/mu);
      }
      const post = compose("linkedin-post", { locale }, { topic }).markdown;
      expect(post, locale).not.toMatch(/(^|\s)#[\p{L}\p{N}]/mu);
    }
  });

  test("hashtags are the brief's names, whole, and its keywords, split at commas", () => {
    expect(hashtags({ brand: "Café Luna", keywords: "flat white, latte art, Kaffee Abo" }, 4)).toBe(
      "#CaféLuna #FlatWhite #LatteArt #KaffeeAbo",
    );
    expect(hashtags({ product: "iPhone cases", keywords: "café luna" }, 3)).toBe("#iPhoneCases #CaféLuna");
    expect(hashtags({ brand: "やまなみ", keywords: "誕生日ケーキ、手作りケーキ" }, 3)).toBe(
      "#やまなみ #誕生日ケーキ #手作りケーキ",
    );
    expect(hashtags({ brand: "빵집 온기", keywords: "주말 베이킹 클래스" }, 2)).toBe("#빵집온기 #주말베이킹클래스");
    // A description is no name, a sentence no keyword: no tag rather than a tag made of its words.
    expect(hashtags({ product: "Brook, a smart water bottle" }, 3)).toBe("");
    expect(hashtags({ keywords: "what we learned from our first hundred customers" }, 3)).toBe("");
    expect(hashtags({ topic: "Saturday sourdough workshop" }, 3)).toBe("");
  });

  test("an X post stays within 280 characters", () => {
    const { markdown } = compose("social-posts");
    for (const post of markdown.split(/^## .*$/m).slice(1)) expect(displayWidth(post.trim())).toBeLessThanOrEqual(280);
  });

  describe("refinements edit, they do not re-roll", () => {
    const refine = (slug: string, refinements: Refinement[], locale: Locale = "en") =>
      compose(slug, { refinements, locale }).markdown;
    const point = (text: string): Refinement => ({ kind: "add-point", text });

    test("shorter is shorter and keeps every point; longer is longer", () => {
      for (const slug of TEMPLATES.map((t) => t.slug)) {
        const draft = refine(slug, []);
        const shorter = refine(slug, [{ kind: "shorter" }]);
        const longer = refine(slug, [{ kind: "longer" }]);
        expect(shorter.length, slug).toBeLessThanOrEqual(draft.length);
        expect(longer.length, slug).toBeGreaterThanOrEqual(draft.length);
      }
      const shorter = refine("landing-page", [{ kind: "shorter" }]);
      expect(shorter).toContain(
        "- Glows when it's time to drink\n- Syncs with your phone\n- Keeps water cold for 24 hours",
      );
      expect(refine("landing-page", [{ kind: "longer" }]).match(/\*\*Pre-order for €59\*\*/g)).toHaveLength(2);
    });

    test("a Japanese offer email signs with a shop's name, not with a product phrase", () => {
      const email = (product: string) =>
        compose("email-campaign", { locale: "ja" }, { product, offer: "全品10%オフ", deadline: "" }).markdown;
      expect(lines(email("アウトドアショップ「やまなみ」の冬用登山靴")).at(-1)).not.toContain("冬用登山靴");
      expect(lines(email("ひなた堂")).at(-1)).toBe("ひなた堂");
    });

    test("a shorter newsletter without a name to sign with ends on the draft's closing line", () => {
      const brand = "La Bouquinerie du Marais, librairie indépendante";
      const draft = compose("newsletter", { locale: "fr" }, { brand }).markdown;
      const shorter = compose("newsletter", { locale: "fr", refinements: [{ kind: "shorter" }] }, { brand }).markdown;
      expect(lines(shorter).at(-1)).toBe(lines(draft).at(-1));
    });

    test("a newsletter's preview opens with a capital, as a line does", () => {
      const { markdown } = compose(
        "newsletter",
        { locale: "nl" },
        { news: "nieuw rooster per 1 september\nextra les op vrijdag" },
      );
      expect(markdown).toMatch(/:\*\* Nieuw rooster per 1 september\n/);
    });

    test("a point to mention keeps a name's capital typed mid-sentence, and lowers only a sentence's", () => {
      const named = refine("faq-page", [point("Willow Barn holds open days every Sunday")]);
      expect(named).toMatch(/: Willow Barn holds open days every Sunday\./);
      const plain = refine("faq-page", [point("parking is free")]);
      expect(plain).toMatch(/: parking is free\./);
      const dutch = refine("faq-page", [point("Kasboek stuurt je een herinnering")], "nl");
      expect(dutch).toContain("Kasboek stuurt je een herinnering.");
    });

    test("an added point joins the text as typed and every other line stays", () => {
      const draft = refine("landing-page", []);
      const noted = refine("landing-page", [point("free delivery over €40")]);
      expect(noted).toContain("- Free delivery over €40");
      for (const line of lines(draft)) expect(noted).toContain(line);
      // Still there after "shorter".
      expect(refine("landing-page", [point("free delivery over €40"), { kind: "shorter" }])).toContain(
        "Free delivery over €40",
      );
    });

    test("more formal changes the form of address and keeps the facts", () => {
      const casual = compose("landing-page", { locale: "de" }, { tone: "friendly" }).markdown;
      const formal = compose(
        "landing-page",
        { locale: "de", refinements: [{ kind: "formal" }] },
        { tone: "friendly" },
      ).markdown;
      expect(formal).not.toBe(casual);
      for (const point of ["Glows when it's time to drink", "Syncs with your phone", "Keeps water cold for 24 hours"])
        expect(formal).toContain(point);
    });

    test("translating writes the writer's words in the new language and keeps the visitor's lines", () => {
      const { markdown, locale } = compose("email-campaign", { refinements: [{ kind: "translate", locale: "de" }] });
      expect(locale).toBe("de");
      expect(markdown).toContain(`**${writerTexts("de").labels.subject}:**`);
      expect(markdown).toContain("25% off every jumper and cardigan");
    });

    test("an added section says what the visitor typed for it, under their title, and nothing else", () => {
      const markdown = refine("landing-page", [
        { kind: "add-section", title: "opening hours", text: "every day 8 am to 8 pm" },
      ]);
      expect(markdown).toMatch(/## Opening hours\n\nEvery day 8 am to 8 pm\.\n/);
      expect(markdown).not.toMatch(/\n_[^\n]+_\n/);
    });

    test("an added section's lines typed as a list stay a list, and Markdown typed in them stays text", () => {
      const markdown = refine("landing-page", [
        { kind: "add-section", title: "Opening hours", text: "- Mon–Fri 8–20\n- Sat 9–14\n- # Sun closed" },
      ]);
      expect(markdown).toContain("## Opening hours\n\n- Mon–Fri 8–20\n- Sat 9–14\n- \\# Sun closed\n");
    });

    test("a section asked without its text (an older request) is left out, never written as a placeholder", () => {
      const plain = refine("landing-page", []);
      expect(refine("landing-page", [{ kind: "add-section", title: "Pricing" }])).toBe(plain);
    });

    test("the same brief, seed and refinements always give the same text", () => {
      const input = { refinements: [{ kind: "shorter" } as const] };
      expect(compose("blog-post", input).markdown).toBe(compose("blog-post", input).markdown);
    });
  });
});

describe("language details", () => {
  test("a Spanish question typed without its opening mark gets one", () => {
    const { markdown } = composeBuiltin({
      template: template("faq-page"),
      locale: "es",
      inputs: {
        product: "Panadería Lola",
        audience: "vecinos",
        questions: "Cuánto cuesta el envío?\n3 € en Madrid.",
        tone: "friendly",
      },
      seed: 1,
      refinements: [],
    });
    expect(markdown).toContain("### ¿Cuánto cuesta el envío?");
  });

  test("a point after the topic's colon loses the capital it had at the start of its line", () => {
    const { markdown } = compose("social-posts");
    expect(markdown).toContain("Saturday sourdough workshop: every Saturday from 4 May");
  });
});

test("a sentence that ends in a bracket still gets its full stop; one whose bracket follows it does not", () => {
  const voice = (locale: Locale) => new Voice(locale, "friendly", 1, {});
  expect(voice("fr").plainSentence("Balade en canoë sur la Dordogne (10 € par adulte)")).toBe(
    "Balade en canoë sur la Dordogne (10 € par adulte).",
  );
  expect(voice("en").plainSentence("Free entry (under-12s only.)")).toBe("Free entry (under-12s only.)");
  expect(voice("en").plainSentence('She said "see you soon!"')).toBe('She said "see you soon!"');
  expect(voice("ja").plainSentence("参加費4,500円（花材付き）")).toBe("参加費4,500円（花材付き）。");
  expect(voice("ja").plainSentence("各回定員10名。")).toBe("各回定員10名。");
});

test("a value that ends in a full stop before the line's own gives one, not two", () => {
  const { markdown } = composeBuiltin({
    template: template("email-campaign"),
    locale: "de",
    briefLocale: "de",
    inputs: { product: "Alpenrose", offer: "4 = 3", audience: "Gäste", deadline: "bis 31.12.", tone: "professional" },
    seed: 1,
    refinements: [{ kind: "translate", locale: "en" }],
  });
  expect(markdown).toContain("31.12");
  expect(markdown).not.toContain("31.12..");
});

test("after a translation the visitor's own sentences keep their language's punctuation", () => {
  const faq = composeBuiltin({
    template: template("faq-page"),
    locale: "en",
    briefLocale: "en",
    inputs: { ...BRIEFS["faq-page"], questions: "Q: What time is check-in\nA: From 3 pm" },
    seed: 1,
    refinements: [{ kind: "translate", locale: "es" }],
  }).markdown;
  expect(faq).toContain("What time is check-in?");
  expect(faq).not.toContain("¿What time");
  const product = composeBuiltin({
    template: template("product-description"),
    locale: "ja",
    briefLocale: "ja",
    inputs: { product: "ひなた堂のノート", features: "二俣和紙を使用\n1冊880円", tone: "friendly" },
    seed: 1,
    refinements: [{ kind: "translate", locale: "en" }],
  }).markdown;
  expect(product).not.toMatch(/[一-龯ぁ-ゖ]\./u);
});

test("a date inside a sentence is not escaped as a list number", () => {
  const { markdown } = composeBuiltin({
    template: template("email-campaign"),
    locale: "de",
    inputs: {
      product: "Hotel Alpenrose",
      offer: "4 Nächte zum Preis von 3",
      audience: "Stammgäste",
      deadline: "bis 31. Januar",
      tone: "friendly",
    },
    seed: 1,
    refinements: [],
  });
  expect(markdown).toContain("31. Januar");
  expect(markdown).not.toContain("31\\. Januar");
});

test("a translated email drops the deadline's own preposition before adding its language's", () => {
  const briefs: Array<[Locale, string, Locale, string, RegExp]> = [
    ["de", "bis 31. Januar", "en", "31. Januar", /until bis|ends on bis|Ends bis/i],
    [
      "en",
      "until 31 January at midnight",
      "es",
      "31 January at midnight",
      /hasta:? until|límite:? until|plazo:? until/i,
    ],
    ["fr", "jusqu'au 15 mars à minuit", "en", "15 mars à minuit", /until jusqu|on jusqu|Ends jusqu/i],
    ["ja", "12月20日まで", "de", "12月20日", /までまで|bis 12月20日まで/],
  ];
  for (const [briefLocale, deadline, target, bare, doubled] of briefs) {
    const { markdown } = composeBuiltin({
      template: template("email-campaign"),
      locale: briefLocale,
      briefLocale,
      inputs: { product: "Alpenrose", offer: "4 = 3", audience: "Gäste", deadline, tone: "professional" },
      seed: 1,
      refinements: [{ kind: "translate", locale: target }],
    });
    expect(markdown, `${briefLocale} → ${target}`).toContain(bare);
    expect(markdown, `${briefLocale} → ${target}`).not.toContain(deadline);
    expect(markdown, `${briefLocale} → ${target}`).not.toMatch(doubled);
  }
});

test("a German phrase keeps its capital inside an English sentence after a translation", () => {
  const { markdown } = composeBuiltin({
    template: template("ad-copy"),
    locale: "de",
    briefLocale: "de",
    inputs: { product: "Brook", audience: "Läufer", benefit: "Kostenloser Versand ab 40 €", tone: "bold" },
    seed: 1,
    refinements: [{ kind: "translate", locale: "en" }],
  });
  expect(markdown).not.toContain("kostenloser Versand");
});

test("a German email runs on after 'Hallo,' in lower case, except for a noun", () => {
  const welcome = (tone: string, seed: number) =>
    composeBuiltin({
      template: template("welcome-email"),
      locale: "de",
      inputs: { brand: "Glanzwerk", firstStep: "Termin wählen", tone },
      seed,
      refinements: [],
    }).markdown;
  const texts = Array.from({ length: 12 }, (_, seed) => welcome(seed % 2 ? "friendly" : "professional", seed));
  const afterGreeting = texts.flatMap((text) =>
    [...text.matchAll(/^(?:Hallo|Hi|Hey|Guten Tag|Liebe Kundin, lieber Kunde),\n\n(\S+)/gmu)].map((m) => m[1] ?? ""),
  );
  expect(afterGreeting.length).toBeGreaterThan(0);
  for (const word of afterGreeting) expect(word, word).toMatch(/^\p{Ll}/u);
  const offer = composeBuiltin({
    template: template("email-campaign"),
    locale: "de",
    inputs: {
      product: "Alpenrose",
      offer: "Frühbucher: 4 Nächte zum Preis von 3",
      audience: "Gäste",
      tone: "friendly",
    },
    seed: 1,
    refinements: [],
  }).markdown;
  expect(offer).toContain("Frühbucher");
  expect(offer).not.toContain("frühbucher");
});

test("key points typed in one line with commas are points of their own", () => {
  const { markdown } = compose(
    "blog-post",
    {},
    {
      keyPoints:
        "Winter Blend is 60% Brazil and 40% Ethiopia, rest the beans 7–10 days after roasting, grind fresh for every shot, start with 18 g in and 36 g out in 28 seconds",
    },
  );
  expect(markdown).toContain("- Rest the beans 7–10 days after roasting\n");
  expect(markdown).toContain("- Start with 18 g in and 36 g out in 28 seconds");
  expect(markdown).not.toMatch(/\b1 points\b/);
});

test("a German date in a point is not split into two points", () => {
  const { markdown } = composeBuiltin({
    template: template("product-description"),
    locale: "de",
    inputs: {
      product: "Füllgut",
      features: "ab 1. Dezember 12 Kaffeesorten zum Abfüllen. Probierstation jeden Samstag",
      tone: "friendly",
    },
    seed: 1,
    refinements: [],
  });
  expect(markdown).toContain("- Ab 1. Dezember 12 Kaffeesorten zum Abfüllen.");
  expect(markdown).toContain("- Probierstation jeden Samstag");
});

test("an email whose sender is a long phrase thanks once, not twice", () => {
  const { markdown } = compose(
    "welcome-email",
    {},
    { brand: "Prenotami, the online diary for hairdressers", tone: "friendly" },
  );
  const closings = (writerTexts("en").lines["email.closing"] as { casual: string[] }).casual;
  expect(closings.some((line) => markdown.includes(line))).toBe(false);
});

test("a social topic with a colon of its own does not lead a post into a second colon", () => {
  const { markdown } = compose("social-posts", {}, { topic: "Füllgut: now with coffee", network: "linkedin" });
  expect(markdown).not.toMatch(/Füllgut: now with coffee: /);
  expect(markdown).toContain("Every Saturday from 4 May, 9:00 to 12:00.");
});
