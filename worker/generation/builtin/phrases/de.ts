import { spacedFormat } from "./format";
import { both, type PhraseBank } from "./types";

/**
 * German. Friendly, playful and bold say "du"; professional and formal say "Sie". Visitor text only
 * follows "für", "über", "mit Blick auf", "das Thema …" or a colon: after dative prepositions an
 * adjective the visitor typed would need an ending we cannot add. Greetings end in "!" so the next
 * sentence may start with a capital.
 */
export const de: PhraseBank = {
  politeTones: ["professional", "formal"],
  format: spacedFormat(false),
  words: {
    fallbackName: "Unser Produkt",
    variant: "Variante",
    post: "Beitrag",
    bonus: "Bonus",
    altHook: "Alternativer Einstieg",
    headlines: "Anzeigentitel",
    descriptions: "Beschreibungen",
    maxChars: "max. {n} Zeichen",
    adHeadline: "Überschrift:",
    adText: "Anzeigentext:",
    adButton: "Button:",
    buttons: ["Mehr erfahren", "Jetzt starten", "Registrieren", "Jetzt kaufen", "Mehr dazu"],
    tags: ["Tipps", "Inspiration", "Community", "Wachstum"],
    stopwords: [
      "der",
      "die",
      "das",
      "und",
      "für",
      "mit",
      "von",
      "im",
      "in",
      "den",
      "dem",
      "ein",
      "eine",
      "zu",
      "auf",
      "wie",
    ],
  },
  common: {
    greeting: {
      casual: ["Hallo!", "Hi!"],
      polite: ["Guten Tag!", "Hallo!"],
      playful: ["Hey!", "Hallöchen!"],
      formal: ["Guten Tag!"],
    },
    signoff: {
      casual: [
        ["Viele Grüße", "Dein Team von {name}"],
        ["Bis bald", "Dein Team von {name}"],
      ],
      polite: [
        ["Freundliche Grüße", "Ihr Team von {name}"],
        ["Beste Grüße", "Ihr Team von {name}"],
      ],
      playful: [["Liebe Grüße", "Deine Crew von {name}"]],
      formal: [["Mit freundlichen Grüßen", "Ihr Team von {name}"]],
    },
    goodToKnow: both("Gut zu wissen: {note}", "Übrigens: {note}"),
    ps: both("PS: {note}"),
  },
  elaborate: {
    speed: both("Weniger warten, mehr erledigen.", "Schnell ab der ersten Minute.", "Mehr Zeit für das Wesentliche."),
    ease: both("Ganz ohne Handbuch.", "Einfach vom ersten Tag an.", "Schnell gelernt, gern genutzt."),
    price: both(
      "Fair und transparent, ohne Überraschungen.",
      "Ein Mehrwert, der sich zeigt.",
      "Bezahlt wird nur, was zählt.",
    ),
    trust: both("Sicherheit, die mitgedacht ist.", "Verlässlich, Tag für Tag.", "Gebaut für Vertrauen."),
    connect: both(
      "Alles an einem Ort, überall verfügbar.",
      "Fügt sich nahtlos in bestehende Abläufe ein.",
      "Genau da, wenn man es braucht.",
    ),
    support: both(
      "Echte Hilfe, wann immer sie gebraucht wird.",
      "Mit Menschen im Rücken, denen es nicht egal ist.",
      "Hilfe ist nie weit weg.",
    ),
    quality: both("Mit Sorgfalt gemacht, bis ins Detail.", "Qualität, die man sieht.", "Gemacht, um lange zu halten."),
    custom: both(
      "Angepasst an die eigene Arbeitsweise.",
      "Ganz nach eigenem Geschmack.",
      "Flexibel, wo es darauf ankommt.",
    ),
    general: both(
      "Ein kleines Detail mit großer Wirkung.",
      "Eine Sorge weniger.",
      "Durchdacht, damit es einfach funktioniert.",
      "Hält, was es verspricht.",
    ),
  },
  landing: {
    headline: {
      casual: [
        "{product}: der einfachere Weg für {audience}",
        "Darf ich vorstellen: {product}",
        "{product}, gemacht für {audience}",
      ],
      polite: ["{product} für {audience}", "{product}: entwickelt für {audience}"],
      playful: ["{product}: dein neuer Lieblingsshortcut", "{product}: ernsthafte Ergebnisse, null Stress"],
      bold: ["{product}. Gebaut für {audience}.", "Mehr erreichen mit {product}"],
      formal: ["Wir stellen vor: {product}", "{product}: die verlässliche Lösung für {audience}"],
    },
    lead: {
      casual: [
        "{product} nimmt dir die Routinearbeit ab, damit du dich auf das konzentrieren kannst, was du am besten kannst.",
        "{product} bringt alles, was du brauchst, an einen ruhigen, übersichtlichen Ort.",
      ],
      polite: [
        "{product} hilft Ihnen, klarer und mit weniger Aufwand zu arbeiten.",
        "{product} bündelt das Wesentliche an einem Ort, damit Sie sich auf Ergebnisse konzentrieren können.",
      ],
      playful: [
        "Gute Nachricht: Der schwierige Teil ist gerade viel leichter geworden.",
        "Weniger jonglieren, mehr erledigen. Genau darum geht es bei {product}.",
      ],
      bold: [
        "Schluss mit Kompromissen. {product} übernimmt die schwere Arbeit.",
        "Kein Ballast. Keine Umwege. Nur {product}.",
      ],
      formal: [
        "{product} bietet Ihnen einen klaren und verlässlichen Weg, mit weniger Aufwand mehr zu erreichen.",
        "{product} wurde entwickelt, um hohen Ansprüchen jeden Tag gerecht zu werden.",
      ],
    },
    leadAudience: {
      casual: ["Gemacht für {audience}, und das merkt man.", "Von Anfang an für {audience} entwickelt."],
      polite: ["Entwickelt für {audience} und nahtlos in Ihre bestehende Arbeitsweise integrierbar."],
    },
    benefitsHeading: {
      ...both("Warum {product}", "Die Vorteile", "Was {product} leistet"),
      formal: ["Die wichtigsten Vorteile", "Warum {product}"],
    },
    howHeading: both("So funktioniert's", "In drei Schritten startklar", "So einfach geht's"),
    steps: {
      casual: [
        [
          ["Umschauen.", "Sieh dir an, was {product} kann, und wähle, was passt."],
          ["Einrichten.", "In wenigen Minuten startklar, ganz ohne Handbuch."],
          ["Den Unterschied genießen.", "Weniger Zeit für Routine, mehr für das, was zählt."],
        ],
        [
          ["Loslegen.", "Erzähl uns, was du brauchst. Das dauert nur einen Moment."],
          ["Anpassen.", "Richte {product} so ein, wie du arbeitest."],
          ["Dranbleiben.", "Sieh zu, wie sich kleine Erfolge Tag für Tag summieren."],
        ],
      ],
      polite: [
        [
          ["Umschauen.", "Sehen Sie sich an, was {product} kann, und wählen Sie, was passt."],
          ["Einrichten.", "In wenigen Minuten startklar, ganz ohne Handbuch."],
          ["Den Unterschied erleben.", "Weniger Zeit für Routine, mehr für das, was zählt."],
        ],
        [
          ["Starten.", "Teilen Sie uns mit, was Sie brauchen. Das dauert nur einen Moment."],
          ["Anpassen.", "Richten Sie {product} nach Ihrer Arbeitsweise ein."],
          ["Dranbleiben.", "Kleine Erfolge summieren sich Tag für Tag."],
        ],
      ],
    },
    fitHeading: both("Gemacht für {audience}", "Entwickelt mit Blick auf {audience}"),
    fitBody: {
      casual: [
        "Wir haben {product} um echte Bedürfnisse aus dem Alltag herum gebaut: weniger Schritte, weniger Überraschungen und mehr Zeit für die eigentliche Arbeit. Jede Funktion hat ihren Grund, nichts ist nur Dekoration.",
        "Ob du gerade erst anfängst oder schon viel Erfahrung hast: {product} passt sich dir an, nicht umgekehrt. Alles bleibt im Hintergrund, bis du es brauchst.",
      ],
      polite: [
        "{product} ist um echte Bedürfnisse aus dem Alltag herum gebaut: weniger Schritte, weniger Überraschungen und mehr Zeit für die eigentliche Arbeit. Jede Funktion hat ihren Grund.",
        "Ob Sie gerade erst anfangen oder viel Erfahrung mitbringen: {product} passt sich Ihnen an, nicht umgekehrt.",
      ],
    },
    faqHeading: {
      casual: ["Fragen, die du vielleicht hast", "Deine Fragen, unsere Antworten"],
      polite: ["Häufige Fragen", "Ihre Fragen, unsere Antworten"],
    },
    faqWho: {
      casual: [
        [
          "Für wen ist {product} gedacht?",
          "{product} ist für {audience} gemacht und für alle, denen dasselbe wichtig ist: Klarheit, Einfachheit und Ergebnisse.",
        ],
        [
          "Passt {product} zu mir?",
          "{product} wurde für {audience} entwickelt. Wenn dir beim Lesen etwas bekannt vorkommt, lohnt sich ein Versuch.",
        ],
      ],
      polite: [
        [
          "Für wen ist {product} gedacht?",
          "{product} ist für {audience} gemacht und für alle, denen Klarheit, Einfachheit und Ergebnisse wichtig sind.",
        ],
        [
          "Passt {product} zu mir?",
          "{product} wurde für {audience} entwickelt. Wenn Ihnen beim Lesen etwas bekannt vorkommt, lohnt sich ein Versuch.",
        ],
      ],
    },
    faqDifferent: {
      casual: [
        [
          "Was macht {product} anders?",
          "{product} konzentriert sich aufs Wesentliche und lässt den Rest weg. Die Vorteile oben sprechen für sich.",
        ],
        [
          "Warum nicht einfach weitermachen wie bisher?",
          "Kannst du natürlich. Aber {product} spart dir vom ersten Tag an Aufwand.",
        ],
      ],
      polite: [
        [
          "Was macht {product} anders?",
          "{product} konzentriert sich auf das Wesentliche und lässt den Rest weg. Die Vorteile oben sprechen für sich.",
        ],
        [
          "Warum nicht einfach weitermachen wie bisher?",
          "Das können Sie natürlich. Doch {product} spart Ihnen vom ersten Tag an Aufwand.",
        ],
      ],
    },
    faqStart: {
      casual: [
        [
          "Wie fange ich an?",
          "Direkt hier unten. Der erste Schritt geht schnell, danach machst du in deinem Tempo weiter.",
        ],
        [
          "Ist der Einstieg kompliziert?",
          "Überhaupt nicht. Der erste Schritt dauert nur einen Moment, alles Weitere ergibt sich.",
        ],
      ],
      polite: [
        [
          "Wie fange ich an?",
          "Direkt hier unten. Der erste Schritt geht schnell, danach geht es in Ihrem Tempo weiter.",
        ],
        [
          "Ist der Einstieg kompliziert?",
          "Ganz und gar nicht. Der erste Schritt dauert nur einen Moment, alles Weitere ergibt sich.",
        ],
      ],
    },
    faqHelp: {
      casual: [
        [
          "Und wenn ich Hilfe brauche?",
          "Melde dich einfach. Wir helfen dir gern, das Beste aus {product} herauszuholen.",
        ],
      ],
      polite: [
        [
          "Und wenn ich Hilfe brauche?",
          "Melden Sie sich einfach. Wir helfen Ihnen gern, das Beste aus {product} herauszuholen.",
        ],
      ],
    },
    closing: {
      casual: ["Bereit, wenn du es bist.", "Neugierig? Es gibt nur einen Weg, es herauszufinden."],
      polite: ["Überzeugen Sie sich selbst.", "Der nächste Schritt liegt bei Ihnen."],
      playful: ["Na los, du willst es doch auch.", "Worauf wartest du noch? (Im Ernst.)"],
      bold: ["Du bist am Zug.", "Gib dich nicht mit weniger zufrieden."],
      formal: ["Wir freuen uns darauf, Sie zu begrüßen.", "Wir freuen uns auf Ihre Nachricht."],
    },
    cta: {
      casual: ["Jetzt mit {product} starten", "{product} heute ausprobieren"],
      polite: ["Jetzt mit {product} starten", "{product} entdecken"],
      playful: ["{product} ausprobieren", "Los geht's"],
      bold: ["Jetzt starten", "{product} holen"],
      formal: ["Weitere Informationen anfordern", "{product} kennenlernen"],
    },
  },
  about: {
    headline: {
      ...both("Über {company}", "Die Geschichte von {company}", "{company}: wer wir sind"),
      formal: ["Über {company}"],
    },
    lead: {
      casual: [
        "Jedes Unternehmen hat einen Grund, warum es existiert. Das ist unserer.",
        "Hinter {company} stehen Menschen, denen gute Arbeit am Herzen liegt.",
      ],
      polite: [
        "Jedes Unternehmen hat einen Grund, warum es existiert. Das ist unserer.",
        "{company} beruht auf einer einfachen Idee: gute Arbeit leisten und dafür einstehen.",
      ],
      playful: ["Mach es dir bequem, hier ist unsere Geschichte.", "Spoiler: Alles begann mit einer guten Idee."],
      bold: ["Wir machen Dinge anders. Und zwar so.", "Kein Blabla. Nur wer wir sind und was uns antreibt."],
      formal: [
        "{company} wurde mit einem klaren Anspruch gegründet.",
        "Erfahren Sie mehr über die Geschichte und die Grundsätze von {company}.",
      ],
    },
    storyHeading: {
      ...both("Unsere Geschichte", "Wie alles begann", "Woher wir kommen"),
      formal: ["Unsere Geschichte"],
    },
    storyBridge: both(
      "Diese Geschichte prägt bis heute, wie wir arbeiten.",
      "Es ist eine Geschichte, die wir jeden Tag weiterschreiben.",
      "Seitdem hat sich viel verändert, aber nicht das, was uns antreibt.",
    ),
    valuesHeading: both("Wofür wir stehen", "Unsere Werte", "Was uns wichtig ist"),
    valueElab: both(
      "Kein Slogan, sondern ein Maßstab, an dem wir uns messen.",
      "Danach richten sich unsere Entscheidungen, große wie kleine.",
      "Das merkt man an allem, was wir tun.",
      "Wir zeigen es lieber, als darüber zu reden.",
    ),
    workHeading: both("Wie wir arbeiten", "So arbeiten wir"),
    workBody: both(
      "Wir halten die Dinge einfach, ehrlich und persönlich. Was wir zusagen, halten wir.",
      "Wir hören zuerst zu und legen dann los. Gute Ergebnisse entstehen, wenn man versteht, was Menschen wirklich brauchen.",
    ),
    closingHeading: { casual: ["Lass uns reden", "Sag hallo"], polite: ["Kontakt", "Sprechen Sie uns an"] },
    closing: {
      casual: [
        "Du willst mehr über {company} erfahren oder mit uns zusammenarbeiten? Wir freuen uns, von dir zu hören.",
      ],
      polite: [
        "Möchten Sie mehr über {company} erfahren oder mit uns zusammenarbeiten? Wir freuen uns auf Ihre Nachricht.",
      ],
      playful: ["Eine Frage, eine Idee oder einfach Lust auf ein Hallo? Unsere Tür steht offen."],
      bold: ["Du hast etwas vor? Lass es uns umsetzen."],
      formal: ["Für weitere Informationen über {company} stehen wir Ihnen jederzeit gern zur Verfügung."],
    },
    cta: {
      casual: ["Kontakt aufnehmen", "Sag hallo"],
      polite: ["Kontakt aufnehmen"],
      playful: ["Schreib uns"],
      bold: ["Lass uns reden"],
    },
  },
  faq: {
    headline: {
      ...both("{product}: Antworten auf häufige Fragen", "Häufige Fragen zu {product}", "{product} FAQ"),
      formal: ["Häufig gestellte Fragen zu {product}"],
    },
    intro: {
      casual: ["Fragen zu {product}? Hier sind die häufigsten, beantwortet für {audience}."],
      polite: ["Hier finden Sie Antworten auf die häufigsten Fragen zu {product}, zusammengestellt für {audience}."],
    },
    answers: {
      price: {
        casual: [
          [
            "Der Preis für {product} hängt davon ab, was du brauchst.",
            "Die aktuellen Optionen sind immer transparent aufgeführt, und wenn du unsicher bist, helfen wir dir gern bei der Wahl.",
          ],
          [
            "Das hängt davon ab, wie du {product} nutzen möchtest.",
            "Melde dich bei uns, und wir finden gemeinsam die Option, die für dich am meisten Sinn ergibt.",
          ],
        ],
        polite: [
          [
            "Der Preis für {product} hängt davon ab, was Sie brauchen.",
            "Die aktuellen Optionen sind stets transparent aufgeführt, und bei Unsicherheit helfen wir Ihnen gern bei der Auswahl.",
          ],
          [
            "Das hängt davon ab, wie Sie {product} nutzen möchten.",
            "Sprechen Sie uns an, und wir finden gemeinsam die passende Option für Sie.",
          ],
        ],
      },
      time: {
        casual: [
          [
            "Der Einstieg in {product} geht schnell.",
            "Vieles richtet sich unterwegs ein, sodass du sofort loslegen und später feinjustieren kannst.",
          ],
          ["Gar nicht lange.", "{product} ist so gemacht, dass man ohne lange Einrichtung loslegen kann."],
        ],
        polite: [
          [
            "Der Einstieg in {product} geht schnell.",
            "Vieles ergibt sich unterwegs, sodass Sie sofort beginnen und später feinjustieren können.",
          ],
          ["Nicht lange.", "{product} ist so konzipiert, dass der Start ohne aufwendige Einrichtung gelingt."],
        ],
      },
      security: {
        casual: [
          [
            "Das nehmen wir ernst.",
            "{product} ist mit Sorgfalt für deine Daten und deine Privatsphäre gebaut, und wir sind offen darüber, wie Informationen verarbeitet werden.",
          ],
          [
            "Dein Vertrauen ist uns wichtig.",
            "Wenn du besondere Anforderungen hast, melde dich, und wir gehen die Details gemeinsam durch.",
          ],
        ],
        polite: [
          [
            "Das nehmen wir ernst.",
            "{product} ist mit großer Sorgfalt für Ihre Daten und Ihre Privatsphäre entwickelt, und wir legen offen, wie Informationen verarbeitet werden.",
          ],
          [
            "Ihr Vertrauen ist uns wichtig.",
            "Wenn Sie besondere Anforderungen haben, sprechen Sie uns an; wir gehen die Details gern mit Ihnen durch.",
          ],
        ],
      },
      support: {
        casual: [
          [
            "Ja, du bist nie allein.",
            "Wenn du nicht weiterkommst oder eine Frage zu {product} hast, melde dich einfach; wir helfen gern.",
          ],
          [
            "Unser Team ist für dich da.",
            "Wir beantworten gern deine Fragen und helfen dir, das Beste aus {product} herauszuholen.",
          ],
        ],
        polite: [
          [
            "Ja, Sie sind nie auf sich allein gestellt.",
            "Wenn Sie nicht weiterkommen oder eine Frage zu {product} haben, melden Sie sich einfach; wir helfen gern.",
          ],
          [
            "Unser Team ist für Sie da.",
            "Wir beantworten gern Ihre Fragen und helfen Ihnen, das Beste aus {product} herauszuholen.",
          ],
        ],
      },
      cancel: {
        casual: [
          [
            "Wir möchten, dass du bleibst, weil {product} dir hilft, nicht weil Kündigen schwer ist.",
            "Melde dich, und wir klären es gemeinsam.",
          ],
          ["Pläne ändern sich, und das ist in Ordnung.", "Schreib uns, und wir zeigen dir deine Möglichkeiten."],
        ],
        polite: [
          [
            "Wir möchten, dass Sie bleiben, weil {product} Ihnen hilft, nicht weil Kündigen schwer ist.",
            "Sprechen Sie uns an, und wir klären es gemeinsam.",
          ],
          [
            "Pläne ändern sich, und das ist völlig in Ordnung.",
            "Melden Sie sich, und wir zeigen Ihnen Ihre Möglichkeiten.",
          ],
        ],
      },
      compat: {
        casual: [
          [
            "{product} fügt sich in deine bestehenden Abläufe ein, statt sie zu ersetzen.",
            "Wenn du ein bestimmtes Setup im Kopf hast, frag uns, und du bekommst eine klare Antwort.",
          ],
          [
            "In den meisten Fällen ja.",
            "Erzähl uns kurz von deinem Setup, und wir sagen dir, was am besten mit {product} funktioniert.",
          ],
        ],
        polite: [
          [
            "{product} fügt sich in Ihre bestehenden Abläufe ein, statt sie zu ersetzen.",
            "Wenn Sie eine bestimmte Umgebung im Blick haben, fragen Sie uns; Sie erhalten eine klare Antwort.",
          ],
          [
            "In den meisten Fällen ja.",
            "Beschreiben Sie uns kurz Ihre Umgebung, und wir sagen Ihnen, was am besten mit {product} funktioniert.",
          ],
        ],
      },
      fit: {
        casual: [
          [
            "{product} wurde mit Blick auf {audience} entwickelt.",
            "Wenn du dich darin wiederfindest, bist du hier genau richtig.",
          ],
          [
            "Wenn du einen einfacheren Weg suchst, Dinge zu erledigen, lohnt sich ein genauerer Blick auf {product}.",
            "Am besten findest du es heraus, indem du es ausprobierst.",
          ],
        ],
        polite: [
          [
            "{product} wurde mit Blick auf {audience} entwickelt.",
            "Wenn Sie sich darin wiederfinden, sind Sie hier genau richtig.",
          ],
          [
            "Wenn Sie einen einfacheren Weg suchen, Dinge zu erledigen, lohnt sich ein genauerer Blick auf {product}.",
            "Am besten überzeugen Sie sich selbst.",
          ],
        ],
      },
      difference: both(
        [
          "{product} konzentriert sich auf das Wesentliche und macht es gut.",
          "Statt immer mehr Funktionen anzuhäufen, dreht sich alles um das, was für {audience} wirklich einen Unterschied macht.",
        ],
        [
          "Weniger Ablenkung, mehr von dem, was zählt.",
          "Das ist die Idee hinter {product}, und genau das fällt als Erstes auf.",
        ],
      ),
      general: {
        casual: [
          [
            "Gute Frage. Kurz gesagt: {product} soll die Dinge für {audience} so einfach wie möglich machen.",
            "Wenn du Details zu deiner Situation brauchst, helfen wir dir gern weiter.",
          ],
          [
            "Das hängt ein wenig von deiner Situation ab.",
            "Erzähl uns, was du vorhast, und wir geben dir eine klare Antwort zu {product}.",
          ],
          [
            "Diese Frage hören wir oft.",
            "{product} wurde genau für solche Alltagsfragen gemacht, du kannst also mit einem unkomplizierten Erlebnis rechnen.",
          ],
        ],
        polite: [
          [
            "Gute Frage. Kurz gesagt: {product} soll die Dinge für {audience} so einfach wie möglich machen.",
            "Wenn Sie Details zu Ihrer Situation benötigen, helfen wir Ihnen gern weiter.",
          ],
          [
            "Das hängt ein wenig von Ihrer Situation ab.",
            "Schildern Sie uns Ihr Vorhaben, und wir geben Ihnen eine klare Antwort zu {product}.",
          ],
          [
            "Diese Frage hören wir häufig.",
            "{product} wurde genau für solche Alltagsfragen entwickelt, Sie können also mit einem unkomplizierten Ablauf rechnen.",
          ],
        ],
      },
    },
    followUp: {
      casual: [
        "Und wenn etwas unklar ist: Wir sind nur eine Nachricht entfernt.",
        "Du willst mehr wissen? Frag einfach.",
      ],
      polite: [
        "Und falls etwas unklar bleibt: Wir sind nur eine Nachricht entfernt.",
        "Sie möchten mehr wissen? Fragen Sie einfach.",
      ],
    },
    outro: {
      casual: [
        "Noch eine Frage offen? Melde dich, wir helfen gern.",
        "Nicht gefunden, was du suchst? Frag uns einfach direkt.",
      ],
      polite: ["Noch eine Frage offen? Sprechen Sie uns gern an."],
      playful: ["Immer noch neugierig? Sehr gut, wir lieben Fragen. Schreib uns einfach."],
      formal: ["Bei weiteren Fragen stehen wir Ihnen jederzeit gern zur Verfügung."],
    },
  },
  blog: {
    headline: {
      casual: ["{topic}: ein Praxisleitfaden für {audience}", "{topic}, erklärt für {audience}"],
      polite: ["{topic}: ein praktischer Leitfaden für {audience}", "{topic}: das Wichtigste für {audience}"],
      playful: ["{topic}, ganz ohne Kopfzerbrechen", "Reden wir über das Thema {topic}"],
      bold: ["{topic}: Schluss mit Rätselraten", "{topic}: der Leitfaden ohne Blabla"],
      formal: ["{topic}: ein Überblick für {audience}", "{topic}: zentrale Überlegungen für {audience}"],
    },
    intro: {
      casual: [
        "Rund um das Thema {topic} gibt es jede Menge Ratschläge, aber längst nicht alle sind hilfreich. Dieser Leitfaden bleibt praktisch.",
        "Beschäftigt dich das Thema {topic} gerade? Dann bist du nicht allein. Hier ist ein klarer, praktischer Blick darauf.",
      ],
      polite: [
        "Zum Thema {topic} ist klare Orientierung erstaunlich schwer zu finden. Dieser Beitrag zeigt, worauf es ankommt und wie Sie es umsetzen.",
        "Meinungen zum Thema {topic} gibt es viele. Dieser Beitrag konzentriert sich auf das, was in der Praxis funktioniert.",
      ],
      playful: [
        "Mal ehrlich: Das Thema {topic} kann sich nach ganz schön viel anfühlen. Die gute Nachricht: Muss es nicht.",
      ],
      bold: ["Die meisten Ratschläge zum Thema {topic} sind zu vage, um zu helfen. Das ändern wir jetzt."],
      formal: ["Dieser Beitrag beleuchtet das Thema {topic} und zeigt praktische Überlegungen für die Umsetzung auf."],
    },
    audience: {
      casual: ["Geschrieben für {audience}, mit Ideen, die du sofort umsetzen kannst."],
      polite: ["Geschrieben für {audience}, mit Schritten für die Praxis."],
    },
    whyHeading: both("Warum das wichtig ist", "Das große Ganze", "Warum es sich lohnt, genauer hinzusehen"),
    whyBody: both(
      "Kleine Verbesserungen an dieser Stelle zahlen sich überall sonst aus. Wer die Grundlagen richtig macht, spart Zeit, vermeidet Frust und macht jeden nächsten Schritt leichter.",
      "Man hält es leicht für eine Nebensache. In der Praxis prägt es die Ergebnisse aber still und leise, und schon ein wenig Aufmerksamkeit bringt viel.",
    ),
    pointOpener: both(
      "Hier fangen viele an, und das aus gutem Grund.",
      "Klingt selbstverständlich, wird aber leicht übersehen.",
      "Wer das richtig macht, hat vieles andere schon gewonnen.",
      "Dieser Punkt wird oft unterschätzt.",
    ),
    pointWhy: both(
      "Gerade für {audience} liegt hier oft der größte Hebel.",
      "Es zählt, weil es alles Weitere prägt.",
      "Gut gemacht, spart es später Zeit und Nerven.",
    ),
    pointTip: {
      casual: [
        "Ein einfacher Anfang: Schreib auf, wo du heute stehst, und wähle eine kleine Veränderung, die du diese Woche ausprobierst.",
        "Fang klein an, prüfe nach ein paar Wochen, was funktioniert, und bau darauf auf.",
        "Halte es anfangs einfach. Verfeinern kannst du später immer noch.",
        "Bitte jemanden, dem du vertraust, um einen frischen Blick. So fällt auf, was man selbst längst übersieht.",
      ],
      polite: [
        "Ein einfacher Anfang: Halten Sie fest, wo Sie heute stehen, und wählen Sie eine kleine Veränderung für diese Woche.",
        "Fangen Sie klein an, prüfen Sie nach ein paar Wochen, was funktioniert, und bauen Sie darauf auf.",
        "Halten Sie es anfangs einfach. Verfeinern lässt sich später immer noch.",
        "Bitten Sie eine Vertrauensperson um einen frischen Blick. So fällt auf, was man selbst längst übersieht.",
      ],
    },
    mistakesHeading: both("Typische Fehler, die man vermeiden sollte", "Stolperfallen"),
    mistakes: both(
      [
        "Alles auf einmal ändern wollen.",
        "Übernehmen, was bei anderen funktioniert, ohne zu prüfen, ob es passt.",
        "Aufgeben, bevor sich Ergebnisse zeigen können.",
      ],
      [
        "Es von Anfang an zu kompliziert machen.",
        "Die Grundlagen überspringen, weil sie zu einfach wirken.",
        "Nie innehalten, um aus dem Geschehenen zu lernen.",
      ],
    ),
    takeawaysHeading: both("Das Wichtigste in Kürze", "Kurz gesagt", "Die Kurzfassung"),
    conclusionHeading: both("Zum Schluss", "Wie es weitergeht", "Fazit"),
    conclusion: {
      casual: [
        "Du musst nicht alles am ersten Tag richtig machen. Nimm dir eine Idee aus diesem Beitrag vor, probier sie aus und bau darauf auf.",
        "Fortschritt schlägt Perfektion. Fang mit dem Punkt an, der dich am meisten angesprochen hat, und schau, wohin er dich führt.",
      ],
      polite: [
        "Es ist nicht nötig, alles auf einmal umzusetzen. Wählen Sie eine Idee aus diesem Beitrag, setzen Sie sie um und bauen Sie darauf auf.",
      ],
      playful: [
        "Das war's, ganz ohne Doktortitel. Such dir eine Idee aus, leg los und freu dich über den Fortschritt.",
      ],
      bold: ["Lesen ist der leichte Teil. Such dir eine Idee aus und setz sie heute um."],
      formal: ["Zusammengenommen bilden diese Überlegungen eine solide Grundlage für die nächsten Schritte."],
    },
  },
  howto: {
    headline: {
      casual: ["{task}: eine Schritt-für-Schritt-Anleitung", "{task}, Schritt für Schritt"],
      polite: ["{task}: eine Schritt-für-Schritt-Anleitung"],
      playful: ["{task}, ganz einfach (wirklich)"],
      bold: ["{task}: der schnelle Weg"],
      formal: ["{task}: Anleitung in einzelnen Schritten"],
    },
    intro: {
      casual: [
        "Diese Anleitung führt dich Schritt für Schritt durch den ganzen Ablauf. Sie ist für {audience} geschrieben, also ohne unnötigen Fachjargon.",
        "So klappt es ohne Rätselraten. Die Schritte unten sind für {audience} geschrieben und funktionieren auch beim ersten Mal.",
      ],
      polite: [
        "Diese Anleitung führt Sie Schritt für Schritt durch den Ablauf. Sie richtet sich an {audience} und verzichtet auf unnötigen Fachjargon.",
      ],
      formal: ["Diese Anleitung beschreibt den Ablauf Schritt für Schritt. Sie richtet sich an {audience}."],
    },
    beforeHeading: {
      casual: ["Bevor du loslegst", "Was du brauchst"],
      polite: ["Bevor Sie beginnen", "Was Sie brauchen"],
    },
    beforeBody: {
      casual: [
        "Nimm dir etwas ungestörte Zeit und leg dir alles bereit, was du brauchst. Ein klares Ziel hilft auch: Überleg dir vorher, wie das Ergebnis aussehen soll.",
      ],
      polite: [
        "Planen Sie etwas ungestörte Zeit ein und legen Sie alles bereit, was Sie brauchen. Hilfreich ist auch, vorab festzulegen, wie das Ergebnis aussehen soll.",
      ],
    },
    stepsHeading: both("Schritt für Schritt", "Die Schritte", "So geht's"),
    stepFirst: {
      casual: [
        "Nimm dir hier Zeit, die nächsten Schritte bauen darauf auf.",
        "Ein sorgfältiger Start spart später Zeit.",
      ],
      polite: [
        "Nehmen Sie sich hier Zeit, die nächsten Schritte bauen darauf auf.",
        "Ein sorgfältiger Start spart später Zeit.",
      ],
    },
    stepMiddle: {
      casual: [
        "Prüf das Ergebnis, bevor du weitermachst.",
        "Wenn etwas nicht passt, ist jetzt der richtige Moment für Korrekturen.",
        "Mach dir unterwegs Notizen, sie helfen später.",
        "Hier lohnt es sich, nicht zu hetzen.",
      ],
      polite: [
        "Prüfen Sie das Ergebnis, bevor Sie weitermachen.",
        "Wenn etwas nicht passt, ist jetzt der richtige Moment für Korrekturen.",
        "Notizen unterwegs helfen später.",
        "Hier lohnt es sich, nicht zu hetzen.",
      ],
    },
    stepLast: {
      casual: [
        "Tritt danach einen Schritt zurück und sieh dir das Ergebnis als Ganzes an.",
        "Zum Schluss alles noch einmal prüfen.",
      ],
      polite: ["Betrachten Sie danach das Ergebnis als Ganzes.", "Zum Schluss alles noch einmal prüfen."],
    },
    defaultSteps: both(
      [
        "Ziel festlegen und überlegen, wie das fertige Ergebnis aussehen soll.",
        "Alles Nötige bereitlegen, bevor es losgeht.",
        "Einen ersten Durchgang machen, ohne Perfektion anzustreben.",
        "Das Ergebnis prüfen und notieren, was sich verbessern lässt.",
        "Letzte Anpassungen vornehmen und abschließen.",
      ],
      [
        "Festlegen, was ein gutes Ergebnis ausmacht.",
        "Werkzeuge und Material vorbereiten.",
        "Den Hauptteil in einer konzentrierten Einheit erledigen.",
        "Das Erledigte testen oder prüfen.",
        "Den Feinschliff vornehmen.",
      ],
    ),
    tipsHeading: both("Tipps für ein besseres Ergebnis", "Noch ein paar Tipps"),
    tips: both(
      [
        "Lieber in kurzen, konzentrierten Blöcken arbeiten als in einer langen Sitzung.",
        "Den Fortschritt regelmäßig sichern oder festhalten.",
        "Im Zweifel lieber einen Schritt zurückgehen als weiterdrängen.",
      ],
      [
        "Alles vorher bereitlegen: Unterbrechungen kosten mehr Zeit, als man denkt.",
        "Einmal langsam machen, bevor es schnell gehen soll.",
        "Aufschreiben, was funktioniert hat, damit es beim nächsten Mal leichter geht.",
      ],
    ),
    troubleHeading: both("Wenn etwas schiefgeht", "Fehlerbehebung"),
    troubleBody: both(
      "Die meisten Probleme entstehen durch einen übersprungenen oder überhasteten Schritt. Am besten zum letzten Punkt zurückgehen, an dem alles funktioniert hat, und von dort weitermachen.",
      "Keine Sorge: Ein Rückschlag ist selten eine Katastrophe. Die Schritte noch einmal durchgehen, zuerst die Grundlagen prüfen und es mit frischem Blick erneut versuchen.",
    ),
    wrapHeading: both("Zum Abschluss", "Geschafft"),
    wrap: {
      ...both("Beim ersten Mal dauert es am längsten. Danach wird es schnell zur Routine."),
      playful: ["Und fertig! Klopf dir ruhig mal auf die Schulter."],
      bold: ["Erledigt. Beim nächsten Mal geht's schneller."],
      formal: ["Damit ist der Ablauf abgeschlossen. Mit etwas Übung werden diese Schritte zur Routine."],
    },
  },
  listicle: {
    headline: {
      casual: ["{topic}: {count} Ideen, die sich lohnen", "{topic}: {count} einfache Tipps"],
      polite: ["{topic}: {count} praktische Tipps", "{count} Tipps zum Thema {topic}"],
      playful: [
        "{topic}: {count} Tricks, die wirklich Spaß machen",
        "{topic}: {count} Tipps, die du wirklich nutzen wirst",
      ],
      bold: ["{topic}: {count} Regeln, die wirken", "{count} Dinge, die beim Thema {topic} wirklich funktionieren"],
      formal: ["{count} Empfehlungen zum Thema {topic}"],
    },
    intro: {
      casual: [
        "Keine Theorie, kein Blabla: Hier sind {count} praktische Ideen zum Thema {topic}, zusammengestellt für {audience}. Such dir aus, was passt, und fang dort an.",
        "Keine Theorie, kein Blabla: Hier sind {count} praktische Ideen zum Thema {topic}. Such dir aus, was passt, und fang dort an.",
      ],
      polite: [
        "Hier sind {count} praktische Tipps zum Thema {topic} für {audience}. Jeder funktioniert für sich, Sie können also dort anfangen, wo es am meisten Sinn ergibt.",
        "Hier sind {count} praktische Tipps zum Thema {topic}. Jeder funktioniert für sich, Sie können also dort anfangen, wo es am meisten Sinn ergibt.",
      ],
      formal: ["Die folgenden {count} Empfehlungen zum Thema {topic} lassen sich einzeln oder kombiniert anwenden."],
    },
    angles: both(
      ["Mit den Grundlagen anfangen", "Zuerst die Basics richtig machen.", "Alles andere baut darauf auf."],
      [
        "Wissen, was man will",
        "Ein klares Ziel macht jede weitere Entscheidung leichter.",
        "Am besten in einem einzigen Satz aufschreiben.",
      ],
      [
        "Einfach halten",
        "Der einfachste Weg ist oft der, der am längsten trägt.",
        "Komplexität nur dort, wo sie sich lohnt.",
      ],
      [
        "Von anderen lernen",
        "Irgendwer stand sehr wahrscheinlich schon vor derselben Frage.",
        "Diese Erfahrung erspart viel Ausprobieren.",
      ],
      [
        "Planen, aber nicht zu viel",
        "Ein grober Plan ist besser als gar keiner.",
        "Nur sollte Raum bleiben, um unterwegs umzudenken.",
      ],
      ["Auf die Details achten", "Kleinigkeiten summieren sich.", "Oft sind es die Details, an die man sich erinnert."],
      [
        "Raum für Überraschungen lassen",
        "Nicht alles läuft nach Plan, und das ist in Ordnung.",
        "Manche der besten Ergebnisse entstehen aus dem Unerwarteten.",
      ],
      [
        "Sich Zeit lassen",
        "Hetzen zahlt sich selten aus.",
        "Ein gleichmäßiges Tempo bringt weiter als ein Sprint mit langer Pause danach.",
      ],
      ["Fragen stellen", "Es gibt keine dummen Fragen.", "Wer früh fragt, spart später Zeit."],
      [
        "Erfahrungen teilen",
        "Gemeinsam geht vieles leichter.",
        "Wer teilt, was er lernt, hilft anderen und schärft das eigene Denken.",
      ],
      ["Zurückblicken und nachjustieren", "Ab und zu innehalten und fragen, was funktioniert.", "Und dann mehr davon."],
      ["Den Weg genießen", "Fortschritt hält länger, wenn er Freude macht.", "Kleine Erfolge unterwegs feiern."],
    ),
    audienceNote: both("Besonders lohnend für {audience}.", "Gerade für {audience} hilfreich."),
    outro: {
      casual: [
        "Du brauchst nicht alle {count} auf einmal. Fang mit einem an, schau, was sich verändert, und nimm dir dann den nächsten vor.",
      ],
      polite: [
        "Es ist nicht nötig, alle {count} gleichzeitig umzusetzen. Beginnen Sie mit einem, beobachten Sie die Wirkung und nehmen Sie dann den nächsten hinzu.",
      ],
      playful: ["Da hast du's: {count} Ideen und null Ausreden. Welche probierst du zuerst?"],
      bold: ["{count} Ideen. Eine Entscheidung: heute anfangen."],
      formal: [
        "Diese Empfehlungen entfalten ihre Wirkung am besten, wenn sie schrittweise eingeführt und regelmäßig überprüft werden.",
      ],
    },
  },
  comparison: {
    headline: {
      ...both(
        "{product} vs. {competitor}: Wo liegt der Unterschied?",
        "{product} oder {competitor}? Ein ehrlicher Vergleich",
      ),
      playful: ["{product} vs. {competitor}: Möge der Bessere gewinnen"],
      bold: ["{product} vs. {competitor}: die ehrliche Antwort"],
      formal: ["{product} und {competitor} im Vergleich"],
    },
    intro: {
      casual: [
        "Du schwankst zwischen {product} und {competitor}? Beide haben ihre Stärken. Hier ein ehrlicher Blick darauf, wo sie sich unterscheiden, damit du entscheiden kannst, was zu dir passt.",
      ],
      polite: [
        "{product} und {competitor} haben beide ihre Stärken. Dieser Vergleich zeigt, wo sie sich unterscheiden, damit Sie fundiert entscheiden können.",
      ],
      formal: [
        "Dieser Vergleich stellt die wesentlichen Unterschiede zwischen {product} und {competitor} dar und unterstützt eine fundierte Entscheidung.",
      ],
    },
    standoutHeading: both("Wo {product} punktet", "Was {product} auszeichnet"),
    fairHeading: {
      casual: ["Wann {competitor} zu dir passen kann", "Wo {competitor} die bessere Wahl sein kann"],
      polite: ["Wann {competitor} zu Ihnen passen kann", "Wo {competitor} die bessere Wahl sein kann"],
    },
    fairBody: {
      casual: [
        "{competitor} ist für viele eine solide Wahl. Wenn dir die Punkte oben weniger wichtig sind, ist {competitor} vielleicht genau richtig, und das solltest du vor deiner Entscheidung wissen.",
        "Jedes Tool hat seine Fans, auch {competitor}. Spielen die Unterschiede oben in deinem Alltag keine große Rolle, kann {competitor} eine vernünftige Wahl sein.",
      ],
      polite: [
        "{competitor} ist für viele eine solide Wahl. Sind Ihnen die Punkte oben weniger wichtig, ist {competitor} möglicherweise genau richtig.",
        "Jedes Tool hat seine Anhänger, auch {competitor}. Spielen die Unterschiede oben in Ihrem Alltag keine große Rolle, kann {competitor} eine vernünftige Wahl sein.",
      ],
    },
    chooseHeading: {
      casual: ["So entscheidest du", "Fragen, die du dir stellen solltest"],
      polite: ["So treffen Sie die Wahl", "Fragen, die Sie sich stellen sollten"],
    },
    chooseList: {
      casual: [
        [
          "Was ist dir im Alltag am wichtigsten?",
          "Welche der Unterschiede oben würdest du jede Woche merken?",
          "Wo willst du in einem Jahr stehen, und welche Option wächst mit?",
        ],
        [
          "Welches Problem willst du eigentlich lösen?",
          "Mit welchen Kompromissen kannst du leben?",
          "Was würde dich später wieder wechseln lassen?",
        ],
      ],
      polite: [
        [
          "Was ist Ihnen im Alltag am wichtigsten?",
          "Welche der Unterschiede oben würden Sie jede Woche bemerken?",
          "Wo möchten Sie in einem Jahr stehen, und welche Option wächst mit?",
        ],
        [
          "Welches Problem möchten Sie eigentlich lösen?",
          "Mit welchen Kompromissen können Sie leben?",
          "Was würde Sie später zu einem erneuten Wechsel bewegen?",
        ],
      ],
    },
    verdictHeading: both("Unterm Strich", "Unsere Einschätzung"),
    verdict: {
      casual: ["Wenn dir genau diese Unterschiede wichtig sind, ist {product} die naheliegende Wahl."],
      polite: ["Wenn Ihnen diese Unterschiede wichtig sind, ist {product} die bessere Wahl."],
      playful: ["Hast du bei diesen Unterschieden genickt? Dann kennst du die Antwort schon: {product}."],
      bold: ["Wenn dir diese Unterschiede wichtig sind, ist die Sache klar: {product}."],
      formal: ["Sind diese Unterschiede ausschlaggebend, ist {product} die geeignetere Option."],
    },
  },
  product: {
    headline: { ...both("{product}", "Das ist {product}", "{product}: gemacht für {audience}"), formal: ["{product}"] },
    hook: {
      casual: [
        "Manche Dinge machen den Alltag einfach besser. {product} gehört dazu.",
        "Eines dieser Dinge, bei denen man sich fragt, wie es je ohne ging.",
      ],
      polite: [
        "{product} verbindet durchdachtes Design mit Alltagstauglichkeit.",
        "{product} ist für alle gemacht, die etwas mehr erwarten.",
      ],
      playful: [
        "Achtung: {product} kann spontane Glücksgefühle auslösen.",
        "Faire Warnung: Wer {product} einmal ausprobiert hat, will nicht mehr zurück.",
      ],
      bold: ["{product} setzt den Maßstab. Punkt.", "Gebaut für alle, die mehr erwarten."],
      formal: ["{product} vereint Qualität und Zweckmäßigkeit in einem durchdachten Design."],
    },
    featuresHeading: both("Highlights", "Das macht es besonders", "Die Funktionen im Überblick"),
    forHeading: both("Für wen es gemacht ist", "Ideal für"),
    forAudience: both(
      "Gemacht für {audience} und für alle, die Dinge schätzen, die einfach funktionieren.",
      "{product} wurde mit Blick auf {audience} entwickelt.",
    ),
    forEveryone: both(
      "Für alle, die Qualität, Einfachheit und gutes Design schätzen.",
      "Für alle, die von Alltagsdingen etwas mehr erwarten.",
    ),
    loveHeading: {
      casual: ["Warum du es lieben wirst", "Die kleinen Dinge"],
      polite: ["Warum es überzeugt", "Die kleinen Dinge"],
    },
    loveBody: both(
      "Es ist die Kombination, die zählt: Jedes Detail hat seinen Grund, und zusammen machen sie {product} zu etwas, das man gern benutzt.",
    ),
    closing: {
      casual: ["Bereit, dich selbst zu überzeugen?", "Dein neues Lieblingsstück wartet."],
      polite: ["Überzeugen Sie sich selbst."],
      playful: ["Na los, gönn dir was."],
      bold: ["Nicht warten. Jetzt upgraden."],
      formal: ["Entdecken Sie {product} noch heute."],
    },
    cta: {
      casual: ["Jetzt sichern", "{product} jetzt holen"],
      polite: ["{product} jetzt bestellen"],
      playful: ["Will ich haben!"],
      bold: ["Jetzt holen"],
      formal: ["Jetzt bestellen"],
    },
  },
  campaign: {
    subject: {
      casual: ["{offer}: nur für dich", "Etwas Gutes von {product}: {offer}"],
      polite: ["{product}: {offer}", "Ein Angebot für Sie: {offer}"],
      playful: ["Psst … {offer}", "Das wird dir gefallen: {offer}"],
      bold: ["{offer}. Nicht verpassen.", "{offer}: Jetzt ist der Moment"],
      formal: ["Exklusives Angebot von {product}: {offer}"],
    },
    preview: {
      casual: [
        "Darum ist jetzt ein guter Zeitpunkt, {product} auszuprobieren.",
        "Eine kleine Aufmerksamkeit für {audience}.",
      ],
      polite: ["Darum ist jetzt ein guter Zeitpunkt, {product} kennenzulernen."],
      formal: ["Die Details zu unserem aktuellen Angebot für {audience}."],
    },
    opening: {
      casual: ["Wir haben etwas, das dir gefallen wird.", "Auf diese Nachricht haben wir uns schon gefreut."],
      polite: ["Wir haben etwas Besonderes für Sie vorbereitet."],
      playful: ["Wir machen es kurz, denn gute Nachrichten sollten nicht warten."],
      bold: ["Kommen wir direkt zur Sache."],
      formal: ["Wir freuen uns, Ihnen ein exklusives Angebot zu unterbreiten."],
    },
    offerLine: {
      casual: ["Das Angebot: **{offer}**"],
      polite: ["Unser Angebot: **{offer}**"],
      playful: ["Bereit? Hier kommt's: **{offer}**"],
    },
    body: {
      casual: [
        "{product} ist für {audience} gemacht: mehr schaffen mit weniger Aufwand. Und gerade ist der Einstieg so leicht wie nie.",
        "Der perfekte Moment, um zu entdecken, was {product} für {audience} tun kann.",
      ],
      polite: [
        "{product} ist für {audience} gemacht: mehr erreichen mit weniger Aufwand. Mit diesem Angebot ist der Einstieg so leicht wie nie.",
      ],
    },
    deadline: {
      casual: ["Nur zur Info: Das Angebot gilt bis {deadline}.", "Kleiner Hinweis: Das Angebot läuft bis {deadline}."],
      polite: ["Bitte beachten Sie: Das Angebot gilt bis {deadline}."],
      bold: ["Nur bis {deadline}."],
    },
    noDeadline: {
      casual: ["Solche Angebote bleiben nicht ewig, also ist jetzt ein guter Moment."],
      polite: ["Wir empfehlen, das Angebot bald zu nutzen."],
    },
    more: {
      casual: [
        "Noch unsicher? Schau dir an, was {product} kann, und entscheide dann. Ganz ohne Druck, nur ein gutes Angebot, solange es gilt.",
      ],
      polite: [
        "Noch unentschlossen? Sehen Sie sich an, was {product} kann, und entscheiden Sie dann. Ganz ohne Druck.",
      ],
    },
    cta: {
      casual: ["Angebot sichern", "Jetzt zugreifen"],
      polite: ["Angebot einlösen"],
      playful: ["Ja, will ich!"],
      bold: ["Jetzt sichern"],
    },
  },
  newsletter: {
    subject: {
      casual: ["Neues von {brand}", "Neues von {brand}: {first}"],
      polite: ["Update von {brand}: {first}", "Aktuelles von {brand}"],
      playful: ["Frisch von {brand}: Das willst du sehen"],
      bold: ["{brand}: große Neuigkeiten"],
      formal: ["Newsletter von {brand}: die aktuellen Neuigkeiten"],
    },
    preview: both("Außerdem: alles, was sonst bei {brand} passiert.", "{n} Neuigkeiten, die eine Minute wert sind."),
    intro: {
      casual: ["Bei {brand} war ordentlich was los, und wir haben ein paar Neuigkeiten für dich."],
      polite: ["Hier ein kurzer Überblick darüber, was sich bei {brand} getan hat."],
      playful: ["Schnapp dir einen Kaffee: Es gibt Neues von {brand}, und zwar Gutes."],
      formal: ["Wir freuen uns, Ihnen die aktuellen Neuigkeiten von {brand} mitzuteilen."],
    },
    audience: both("Wie immer zusammengestellt für {audience}."),
    highlightsHeading: both("Was es Neues gibt", "Die Highlights", "In dieser Ausgabe"),
    itemNote: both(
      "Darauf freuen wir uns besonders, mehr dazu bald.",
      "Ein Schritt, auf den wir lange hingearbeitet haben.",
      "Den Unterschied wird man merken.",
    ),
    bridge: {
      casual: ["Danke fürs Lesen und dafür, dass du dabei bist."],
      polite: ["Vielen Dank fürs Lesen und dafür, dass Sie dabei sind."],
    },
    cta: {
      casual: ["Antworte einfach und sag uns, was du denkst"],
      polite: ["Antworten Sie gern direkt auf diese E-Mail"],
      playful: ["Antworte ruhig, wir lesen alles"],
    },
  },
  welcome: {
    subject: {
      casual: ["Willkommen bei {brand}!", "Du bist dabei! Willkommen bei {brand}"],
      polite: ["Willkommen bei {brand}"],
      playful: ["Willkommen an Bord! Los geht's mit {brand}"],
      bold: ["Willkommen bei {brand}. Los geht's."],
    },
    preview: { casual: ["Dein erster Schritt: {firstStep}"], polite: ["Ihr erster Schritt: {firstStep}"] },
    intro: {
      casual: ["Schön, dass du da bist. Willkommen bei {brand}!"],
      polite: ["Vielen Dank, dass Sie sich für {brand} entschieden haben. Schön, dass Sie da sind."],
      playful: ["Konfetti! Du bist jetzt offiziell bei {brand}."],
      formal: ["Vielen Dank für Ihre Anmeldung bei {brand}. Wir freuen uns, Sie begrüßen zu dürfen."],
    },
    firstStep: {
      casual: ["**Dein erster Schritt:** {firstStep}"],
      polite: ["**Ihr erster Schritt:** {firstStep}"],
      formal: ["**Empfohlener erster Schritt:** {firstStep}"],
    },
    firstStepWhy: both("Das dauert nur einen Moment und legt die Grundlage für alles Weitere."),
    benefitsLead: {
      casual: ["Darauf kannst du dich freuen:", "Das erwartet dich:"],
      polite: ["Darauf können Sie sich freuen:", "Das erwartet Sie:"],
    },
    more: {
      casual: ["In den nächsten Tagen schicken wir dir ein paar Tipps, damit du das Beste aus {brand} herausholst."],
      polite: ["In den nächsten Tagen erhalten Sie einige Tipps, mit denen Sie das Beste aus {brand} herausholen."],
    },
    help: {
      casual: ["Fragen? Antworte einfach auf diese E-Mail, wir helfen gern."],
      polite: ["Bei Fragen antworten Sie einfach auf diese E-Mail."],
      formal: ["Bei Fragen antworten Sie bitte einfach auf diese E-Mail."],
    },
    cta: {
      casual: ["Ersten Schritt machen"],
      polite: ["Jetzt starten"],
      playful: ["Los geht's!"],
      formal: ["Jetzt beginnen"],
    },
  },
  social: {
    headline: both("{topic}: Beiträge für {network}", "{network}-Beiträge: {topic}"),
    hook: {
      casual: [
        "Reden wir über das Thema {topic}. Es ist wichtiger, als viele denken.",
        "Kurzer Gedanke zum Thema {topic}: Kleine Veränderungen bewirken viel.",
      ],
      polite: ["Ein paar Gedanken zum Thema {topic} und warum es Aufmerksamkeit verdient."],
      playful: ["Steile These: Das Thema {topic} verdient viel mehr Aufmerksamkeit. Wer ist dabei?"],
      bold: ["{^topic}. Zeit, das ernst zu nehmen."],
      formal: ["Einige Überlegungen zum Thema {topic} und warum es Beachtung verdient."],
    },
    question: {
      casual: [
        "Was ist deine größte Herausforderung beim Thema {topic}? Schreib es in die Kommentare.",
        "Mal ehrlich: Wie gehst du das Thema {topic} an?",
      ],
      polite: ["Wie gehen Sie das Thema {topic} an? Wir freuen uns auf Ihre Sicht."],
      playful: ["Hand aufs Herz: Was ist dein Geheimnis beim Thema {topic}? Wir verraten es nicht weiter."],
      formal: ["Wie geht Ihr Unternehmen mit dem Thema {topic} um? Wir freuen uns auf Ihre Perspektive."],
    },
    tip: {
      casual: [
        "Tipp des Tages zum Thema {topic}: klein anfangen und dranbleiben.",
        "Was beim Thema {topic} hilft: einfach halten und regelmäßig prüfen, was funktioniert.",
      ],
      polite: ["Ein praktischer Tipp zum Thema {topic}: klein anfangen, dranbleiben und regelmäßig prüfen."],
      playful: ["Kleiner Tipp, große Wirkung: Beim Thema {topic} gewinnt, wer klein und stetig bleibt."],
      formal: [
        "Eine Empfehlung zum Thema {topic}: mit überschaubaren Veränderungen beginnen und diese regelmäßig überprüfen.",
      ],
    },
    story: {
      casual: [
        "Wir haben beim Thema {topic} unterwegs viel gelernt. Die wichtigste Lektion? Fortschritt schlägt Perfektion.",
      ],
      polite: ["Was uns die Arbeit am Thema {topic} gelehrt hat: Fortschritt schlägt Perfektion."],
    },
    audience: both("Ein Gedanke für {audience}: Das Thema {topic} muss nicht kompliziert sein."),
    cta: {
      casual: ["Mehr zum Thema {topic}? Folg uns, da kommt noch einiges."],
      polite: ["Folgen Sie uns für mehr zum Thema {topic}."],
      playful: ["Mehr zum Thema {topic}? Auf Folgen drücken. Versprochen, es bleibt unterhaltsam."],
      formal: ["Folgen Sie unserer Seite für weitere Einblicke zum Thema {topic}."],
    },
    more: both(
      "Was uns auffällt: Am meisten holen nicht die mit den meisten Ressourcen heraus, sondern die, die neugierig bleiben.",
      "Mit einer Sache anfangen. Sie gut machen. Dann die nächste.",
      "Es geht selten darum, mehr zu tun. Es geht darum, konsequent das Richtige zu tun.",
    ),
  },
  linkedin: {
    headline: both("LinkedIn-Beitrag: {topic}"),
    hook: {
      casual: [
        "Etwas, das ich gern früher über das Thema {topic} gewusst hätte.",
        "Ich habe meine Meinung zum Thema {topic} geändert. Hier ist der Grund.",
      ],
      polite: [
        "Eine Erkenntnis zum Thema {topic}, die meine Arbeitsweise verändert hat.",
        "Was ich über das Thema {topic} gelernt habe.",
      ],
      playful: [
        "Geständnis: Beim Thema {topic} lag ich früher komplett daneben.",
        "Plot-Twist: Das Thema {topic} ist einfacher, als ich dachte.",
      ],
      bold: [
        "Die meisten liegen beim Thema {topic} falsch. Hier ist der Grund.",
        "Unpopuläre Meinung zum Thema {topic}.",
      ],
      formal: ["Eine kurze Reflexion zum Thema {topic}.", "Einige Beobachtungen zum Thema {topic}."],
    },
    context: {
      casual: ["Es hat eine Weile gedauert, bis ich es gesehen habe. Aber seitdem gehe ich meine Arbeit anders an."],
      polite: ["Es hat einige Zeit gedauert, das klar zu sehen. Doch seitdem gehe ich meine Arbeit anders an."],
    },
    insightLead: both("Das habe ich gelernt:", "Die Kurzfassung:"),
    reflection: both(
      "Nichts davon ist kompliziert. Aber einfach ist nicht dasselbe wie leicht, und genau deshalb lohnt es sich, darüber zu sprechen.",
    ),
    question: {
      casual: ["Wie siehst du das? Ich freue mich auf deine Erfahrungen in den Kommentaren."],
      polite: ["Wie sehen Sie das? Ich freue mich auf Ihre Perspektive in den Kommentaren."],
    },
  },
  ads: {
    headline: both("Anzeigentexte: {name}"),
    adHeadline: {
      casual: [
        "{product}: gemacht für {audience}",
        "Das ist {product}",
        "{^benefit}",
        "{product}: {benefit}",
        "{product} heute testen",
      ],
      polite: ["{product} für {audience}", "{product} entdecken", "{^benefit}", "{product}: {benefit}"],
      playful: ["Psst: {product} ist da", "{^benefit}? Ja, bitte.", "Darf ich vorstellen: {product}"],
      bold: ["{^benefit}. Punkt.", "{product}. Ohne Kompromisse.", "Hol dir {product}"],
    },
    adText: {
      casual: [
        "{^benefit}. Genau darum geht es bei {product}, gemacht für {audience}.",
        "Gemacht für {audience}: {product}. {^benefit}.",
        "Auf der Suche nach einem besseren Weg? {product} bringt dich hin. {^benefit}.",
      ],
      polite: [
        "{product} ist für {audience} entwickelt. {^benefit}.",
        "{^benefit}. Entdecken Sie {product}, entwickelt für {audience}.",
        "Ein besserer Weg: {product}. {^benefit}.",
      ],
      playful: [
        "{^benefit}? Mit {product} schon. Gemacht für {audience}.",
        "Gute Dinge kommen zu denen, die klicken. {product}: {benefit}.",
      ],
      bold: [
        "{^benefit}. Keine Ausreden. {product} ist gebaut für {audience}.",
        "Schluss mit Kompromissen. {product}: {benefit}.",
      ],
    },
    searchHeadline: {
      ...both(
        "{product} jetzt testen",
        "{product} entdecken",
        "{^keyword} leicht gemacht",
        "{^keyword}: jetzt starten",
        "{product}: {keyword}",
        "Einfach: {keyword}",
        "Heute noch starten",
        "So funktioniert's",
        "Für echte Ergebnisse",
        "{product}: mehr erfahren",
        "In Minuten startklar",
        "Smarter arbeiten",
      ),
      playful: [
        "Hallo {product}",
        "{^keyword}, aber mit Spaß",
        "Sag hallo zu {product}",
        "Dein neues Lieblingstool",
        "Na los, teste {product}",
      ],
      formal: [
        "{product}: Informationen",
        "Professionelle Lösung",
        "{product} kennenlernen",
        "Zuverlässig: {keyword}",
        "Informationen anfordern",
      ],
    },
    searchDescription: {
      casual: [
        "{^benefit}. Entdecke {product} und starte noch heute.",
        "{^keyword}? Sieh dir an, was {product} für dich tun kann.",
        "{product} macht es einfach. {^benefit}. Jetzt starten.",
        "{^benefit} mit {product}. Leicht zu starten, schön zu nutzen.",
        "Warum {product} die kluge Wahl ist: {benefit}.",
        "Klar, einfach und für dich gemacht. Teste {product} noch heute.",
      ],
      polite: [
        "{^benefit}. Entdecken Sie {product} und starten Sie noch heute.",
        "{^keyword}? Sehen Sie, was {product} für Sie tun kann.",
        "{product} macht es einfach. {^benefit}. Jetzt starten.",
        "{^benefit} mit {product}. Einfach im Start, überzeugend im Alltag.",
        "Warum {product} die kluge Wahl ist: {benefit}.",
        "Klar, einfach und für Sie gemacht. Testen Sie {product} noch heute.",
      ],
      playful: [
        "{^benefit}? Easy. Mit {product} fast zu einfach.",
        "Das ist {product}: {benefit}, ganz ohne Stress. Probier's aus!",
      ],
      formal: [
        "{^benefit} mit {product}. Erfahren Sie mehr über unsere Lösung.",
        "Erfahren Sie, wie {product} Sie unterstützt. Fordern Sie jetzt Informationen an.",
      ],
    },
  },
  press: {
    lead: {
      playful: ["{company} hat heute richtig gute Neuigkeiten."],
      ...both(
        "{company} hat heute einen wichtigen Schritt bekannt gegeben.",
        "{company} hat heute Neuigkeiten zu verkünden.",
      ),
      formal: ["{company} gibt heute eine wichtige Entwicklung bekannt."],
    },
    detailsLead: both("Die wichtigsten Fakten im Überblick:", "Die wichtigsten Punkte:"),
    context: both(
      "Die Ankündigung passt zu der Richtung, die {company} seit Langem verfolgt: Dinge zu schaffen, auf die sich Menschen verlassen können, und sie Schritt für Schritt zu verbessern.",
      "Für {company} ist die Ankündigung Teil eines konsequenten Weges: genau zuhören, sorgfältig handeln und Versprechen einlösen.",
    ),
    quote: {
      playful: ["Wir freuen uns riesig, und das ist erst der Anfang"],
      casual: [
        "Wir sind stolz auf diesen Schritt und freuen uns darauf, was er für die Menschen bedeutet, mit denen wir arbeiten",
        "Das ist ein wichtiger Moment für uns, und wir freuen uns auf das, was jetzt kommt",
      ],
      polite: [
        "Wir sind stolz auf diesen Schritt und auf das, was er für unsere Kundinnen, Kunden und Partner bedeutet",
        "Das ist ein wichtiger Moment für uns, und wir freuen uns auf das, was vor uns liegt",
      ],
      formal: ["Dies ist ein wichtiger Meilenstein für unser Unternehmen und für alle, die wir begleiten"],
    },
    quoteBy: both("„{quote}“, sagt {quoteBy}."),
    quoteCompany: both("„{quote}“, heißt es bei {company}."),
    aboutHeading: both("Über {company}"),
    about: both(
      "{company} entwickelt Produkte und Dienstleistungen, die sich an den Bedürfnissen der Menschen orientieren, die sie nutzen, mit einem Fokus auf Qualität, Verlässlichkeit und langfristige Beziehungen. Weitere Informationen erhalten Sie direkt bei {company}.",
    ),
    backgroundHeading: both("Hintergrund", "Warum jetzt"),
    background: both(
      "Die Ankündigung baut auf der Arbeit auf, die {company} über längere Zeit geleistet hat, geprägt von Gesprächen mit Kundinnen, Kunden und Partnern darüber, was sie als Nächstes brauchen.",
    ),
  },
  extra: {
    topicBody: both(
      "Das Thema {topic} verdient einen genaueren Blick. Es hängt eng mit allem oben zusammen, und es lohnt sich, es richtig anzugehen.",
      "Ein Wort zum Thema {topic}: Es ist wichtiger, als es auf den ersten Blick scheint. Mit der nötigen Aufmerksamkeit gelingt auch alles andere leichter.",
    ),
    reserve: both(
      ["Wie es weitergeht", "Das ist erst der Anfang. Es kommt noch mehr, und wir teilen es, sobald es so weit ist."],
      [
        "Hinter den Kulissen",
        "Hinter jedem Detail stecken sorgfältige Überlegungen und viel Zuhören. Diese Arbeit hört eigentlich nie auf.",
      ],
      [
        "Noch etwas",
        "Gute Ergebnisse entstehen selten durch einen großen Sprung, sondern durch kleine, beständige Schritte.",
      ],
    ),
  },
};
