import { frenchFormat } from "./format";
import { both, type PhraseBank } from "./types";

/**
 * French. Only the playful tone says "tu"; every other tone says "vous", as most French brands do.
 * Visitor text never follows "de" or "le/la" (elision and gender are unknown), and sentences avoid
 * past participles that would have to agree with a product name: "Nous avons conçu {product}"
 * rather than "{product} est conçu(e)". No-break spaces before : ; ? ! come from the format.
 */
export const fr: PhraseBank = {
  politeTones: ["friendly", "professional", "bold", "formal"],
  format: frenchFormat(),
  words: {
    fallbackName: "Notre produit",
    variant: "Variante",
    post: "Publication",
    bonus: "Bonus",
    altHook: "Autre accroche",
    headlines: "Titres",
    descriptions: "Descriptions",
    maxChars: "{n} caractères max.",
    adHeadline: "Titre\u202f:",
    adText: "Texte principal\u202f:",
    adButton: "Bouton\u202f:",
    buttons: ["En savoir plus", "Commencer", "S'inscrire", "Acheter", "Découvrir"],
    tags: ["Conseils", "Inspiration", "Communauté", "Croissance"],
    stopwords: ["le", "la", "les", "des", "une", "pour", "avec", "dans", "sur", "votre", "vos", "et", "du", "aux"],
  },
  common: {
    greeting: {
      casual: ["Salut !", "Coucou !"],
      polite: ["Bonjour,", "Bonjour à vous,"],
      formal: ["Madame, Monsieur,"],
    },
    signoff: {
      casual: [
        ["À très vite,", "L'équipe {name}"],
        ["Bises,", "Toute l'équipe {name}"],
      ],
      polite: [
        ["Bien à vous,", "L'équipe {name}"],
        ["À bientôt,", "L'équipe {name}"],
      ],
      formal: [["Veuillez agréer nos salutations distinguées,", "L'équipe {name}"]],
    },
    goodToKnow: both("Bon à savoir : {note}", "À noter : {note}"),
    ps: both("P.-S. {note}"),
  },
  elaborate: {
    speed: both(
      "Moins d'attente, plus d'action.",
      "Rapide dès la première minute.",
      "Du temps gagné pour l'essentiel.",
    ),
    ease: both("Aucun mode d'emploi nécessaire.", "Simple dès le premier jour.", "Facile à prendre en main."),
    price: both(
      "Justesse et transparence, sans mauvaise surprise.",
      "Une valeur qui se voit.",
      "Payer pour l'essentiel, rien de plus.",
    ),
    trust: both(
      "La tranquillité d'esprit, intégrée.",
      "Fiable, jour après jour.",
      "Tout est fait pour inspirer confiance.",
    ),
    connect: both(
      "Tout au même endroit, où que l'on soit.",
      "S'intègre naturellement aux habitudes existantes.",
      "Toujours là quand il le faut.",
    ),
    support: both(
      "Une aide réelle, dès que nécessaire.",
      "Avec une équipe attentive derrière.",
      "L'aide n'est jamais loin.",
    ),
    quality: both("Du soin jusque dans le moindre détail.", "Une qualité qui se voit.", "De quoi durer longtemps."),
    custom: both("S'adapte à chaque façon de travailler.", "Personnalisable à souhait.", "Flexible là où ça compte."),
    general: both(
      "Un petit détail qui change tout.",
      "Un souci de moins.",
      "Tout est pensé pour fonctionner, simplement.",
      "Exactement ce que ça promet.",
    ),
  },
  landing: {
    headline: {
      casual: ["{product} : la solution simple pour {audience}", "Voici {product}", "Pour {audience} : {product}"],
      polite: ["{product} pour {audience}", "{product} : la solution simple pour {audience}", "Découvrez {product}"],
      playful: ["{product} : ton nouveau raccourci préféré", "{product} : des résultats sérieux, zéro prise de tête"],
      bold: ["{product}. Pour {audience}.", "Faites plus avec {product}"],
      formal: ["Nous vous présentons {product}", "{product} : une solution fiable pour {audience}"],
    },
    lead: {
      casual: [
        "{product} te débarrasse des tâches répétitives pour que tu te concentres sur l'essentiel.",
        "{product} réunit tout ce dont tu as besoin dans un espace clair et apaisé.",
      ],
      polite: [
        "{product} vous débarrasse des tâches répétitives pour que vous puissiez vous concentrer sur l'essentiel.",
        "{product} réunit l'essentiel au même endroit, pour que vous puissiez vous concentrer sur vos résultats.",
      ],
      playful: [
        "Bonne nouvelle : le plus dur vient de devenir beaucoup plus simple.",
        "Moins de jonglage, plus d'action. C'est toute l'idée de {product}.",
      ],
      bold: [
        "Ne vous contentez plus de peu. {product} fait le gros du travail.",
        "Pas de superflu. Pas de détour. Juste {product}.",
      ],
      formal: [
        "{product} vous offre un moyen clair et fiable d'accomplir davantage avec moins d'efforts.",
        "Nous avons conçu {product} pour répondre chaque jour à des exigences élevées.",
      ],
    },
    leadAudience: {
      casual: ["Tout a été pensé pour {audience}, et ça se sent.", "Tout a été imaginé dès le départ pour {audience}."],
      polite: [
        "Tout a été pensé pour {audience}, afin de s'intégrer naturellement à votre façon de travailler.",
        "Tout a été pensé pour {audience}, et cela se sent.",
      ],
    },
    benefitsHeading: {
      ...both("Pourquoi {product}", "Ce que vous y gagnez", "Ce que {product} vous apporte"),
      casual: ["Pourquoi {product}", "Ce que tu y gagnes"],
      formal: ["Les principaux avantages", "Pourquoi {product}"],
    },
    howHeading: both("Comment ça marche", "Démarrer, tout simplement", "Trois étapes simples"),
    steps: {
      casual: [
        [
          ["Découvre.", "Regarde ce que {product} peut faire pour toi et choisis ce qui te convient."],
          ["Configure.", "Quelques minutes suffisent, sans mode d'emploi."],
          ["Profite.", "Moins de temps pour la routine, plus pour ce qui compte."],
        ],
      ],
      polite: [
        [
          ["Découvrez.", "Voyez ce que {product} peut faire pour vous et choisissez ce qui vous convient."],
          ["Configurez.", "Quelques minutes suffisent, sans mode d'emploi."],
          ["Profitez.", "Moins de temps pour la routine, plus pour ce qui compte."],
        ],
        [
          ["Lancez-vous.", "Dites-nous ce dont vous avez besoin. Cela ne prend qu'un instant."],
          ["Ajustez.", "Adaptez {product} à votre façon de travailler."],
          ["Continuez.", "Les petites victoires s'additionnent, jour après jour."],
        ],
      ],
    },
    fitHeading: both("Pour {audience}", "Avec {audience} en tête"),
    fitBody: {
      casual: [
        "Nous avons construit {product} autour de besoins bien réels : moins d'étapes, moins de surprises et plus de temps pour le vrai travail. Chaque fonction a sa raison d'être.",
        "Que tu débutes ou que tu aies des années d'expérience, {product} s'adapte à toi, et pas l'inverse.",
      ],
      polite: [
        "Nous avons construit {product} autour de besoins bien réels : moins d'étapes, moins de surprises et plus de temps pour le vrai travail. Chaque fonction a sa raison d'être.",
        "Que vous débutiez ou que vous ayez des années d'expérience, {product} s'adapte à vous, et non l'inverse.",
      ],
    },
    faqHeading: {
      casual: ["Tes questions", "Questions fréquentes"],
      polite: ["Vos questions", "Questions fréquentes", "Avant de vous décider"],
    },
    faqWho: {
      casual: [
        [
          "À qui s'adresse {product} ?",
          "Nous avons imaginé {product} pour {audience}, et pour tous ceux qui recherchent la même chose : clarté, simplicité et résultats.",
        ],
      ],
      polite: [
        [
          "À qui s'adresse {product} ?",
          "Nous avons imaginé {product} pour {audience}, et pour tous ceux qui recherchent la même chose : clarté, simplicité et résultats.",
        ],
        [
          "{product}, est-ce pour moi ?",
          "Nous avons pensé {product} pour {audience}. Si ce que vous venez de lire vous parle, cela vaut la peine d'essayer.",
        ],
      ],
    },
    faqDifferent: {
      casual: [
        [
          "Qu'est-ce qui rend {product} différent ?",
          "{product} se concentre sur l'essentiel et laisse le reste de côté. Les avantages ci-dessus en disent long.",
        ],
      ],
      polite: [
        [
          "Qu'est-ce qui rend {product} différent ?",
          "L'essentiel, et rien d'autre. Les avantages ci-dessus en disent long.",
        ],
        [
          "Pourquoi changer mes habitudes ?",
          "Rien ne vous y oblige. Mais {product} vous fait gagner du temps dès le premier jour.",
        ],
      ],
    },
    faqStart: {
      casual: [
        ["Comment commencer ?", "Juste en dessous. La première étape est rapide, ensuite tu avances à ton rythme."],
      ],
      polite: [
        ["Comment commencer ?", "Juste en dessous. La première étape est rapide, ensuite vous avancez à votre rythme."],
        [
          "Est-ce compliqué de démarrer ?",
          "Pas du tout. La première étape ne prend qu'un instant, et le reste suit naturellement.",
        ],
      ],
    },
    faqHelp: {
      casual: [
        [
          "Et si j'ai besoin d'aide ?",
          "Écris-nous, tout simplement. Nous t'aiderons volontiers à tirer le meilleur de {product}.",
        ],
      ],
      polite: [
        [
          "Et si j'ai besoin d'aide ?",
          "Contactez-nous, tout simplement. Nous vous aiderons volontiers à tirer le meilleur de {product}.",
        ],
      ],
    },
    closing: {
      casual: ["On t'attend.", "Curieux ? Il n'y a qu'une façon de le savoir."],
      polite: ["Prêt à voir la différence par vous-même ?", "La prochaine étape vous appartient."],
      playful: ["Allez, tu en meurs d'envie.", "Qu'est-ce que tu attends ? (Sérieusement.)"],
      bold: ["À vous de jouer.", "Ne vous contentez pas de moins."],
      formal: ["Nous serions ravis de vous accueillir.", "Nous restons à votre disposition."],
    },
    cta: {
      casual: ["Essayer {product}", "Commencer avec {product}"],
      polite: ["Commencer avec {product}", "Découvrir {product}"],
      bold: ["Commencer maintenant", "Passer à {product}"],
      formal: ["Demander plus d'informations", "Découvrir {product}"],
    },
  },
  about: {
    headline: {
      ...both("À propos de {company}", "L'histoire de {company}", "{company} : qui sommes-nous ?"),
      formal: ["À propos de {company}"],
    },
    lead: {
      casual: [
        "Chaque entreprise naît d'une bonne raison. Voici la nôtre.",
        "Derrière {company}, il y a des gens qui aiment le travail bien fait.",
      ],
      polite: [
        "Chaque entreprise naît d'une bonne raison. Voici la nôtre.",
        "{company} repose sur une idée simple : bien faire les choses et s'y engager.",
      ],
      playful: [
        "Installe-toi confortablement, voici comment tout a commencé.",
        "Spoiler : tout est parti d'une bonne idée.",
      ],
      bold: [
        "Nous faisons les choses autrement. Voici pourquoi.",
        "Pas de blabla. Juste qui nous sommes et ce qui nous anime.",
      ],
      formal: ["{company} repose sur une mission claire.", "Découvrez l'histoire et les principes de {company}."],
    },
    storyHeading: {
      ...both("Notre histoire", "Comment tout a commencé", "D'où nous venons"),
      formal: ["Notre histoire"],
    },
    storyBridge: both(
      "Cette histoire guide encore notre façon de travailler aujourd'hui.",
      "C'est une histoire que nous continuons d'écrire, jour après jour.",
      "Beaucoup de choses ont changé depuis, mais pas ce qui nous anime.",
    ),
    valuesHeading: both("Ce qui nous tient à cœur", "Nos valeurs", "Ce qui compte pour nous"),
    valueElab: both(
      "Pas un slogan, mais une exigence que nous nous imposons.",
      "Cela guide nos décisions, petites et grandes.",
      "Cela se retrouve dans tout ce que nous faisons.",
      "Nous préférons le montrer plutôt que d'en parler.",
    ),
    workHeading: both("Notre façon de travailler", "Travailler avec nous"),
    workBody: both(
      "Nous faisons simple, honnête et humain. Quand nous nous engageons, nous tenons parole.",
      "Nous écoutons d'abord, puis nous passons à l'action. Les bons résultats naissent d'une vraie compréhension des besoins.",
    ),
    closingHeading: {
      casual: ["On en parle ?", "Dis-nous bonjour"],
      polite: ["Parlons-en", "Nous contacter"],
      formal: ["Contact"],
    },
    closing: {
      casual: ["Envie d'en savoir plus sur {company} ou de travailler avec nous ? On a hâte de te lire."],
      polite: [
        "Vous souhaitez en savoir plus sur {company} ou travailler avec nous ? Nous serons ravis d'échanger avec vous.",
      ],
      bold: ["Un projet en tête ? Concrétisons-le."],
      formal: ["Pour toute information complémentaire sur {company}, n'hésitez pas à nous contacter."],
    },
    cta: { casual: ["Écris-nous", "Dis bonjour"], polite: ["Nous contacter"], bold: ["Parlons-en"] },
  },
  faq: {
    headline: {
      ...both("{product} : vos questions, nos réponses", "Questions fréquentes sur {product}", "FAQ {product}"),
      casual: ["{product} : tes questions, nos réponses"],
    },
    intro: {
      casual: [
        "Des questions sur {product} ? Voici celles qu'on nous pose le plus souvent, avec les réponses, pour {audience}.",
      ],
      polite: [
        "Vous trouverez ici les réponses aux questions les plus fréquentes sur {product}, rassemblées pour {audience}.",
      ],
      formal: ["Cette page répond aux questions les plus fréquemment posées sur {product}, pour {audience}."],
    },
    answers: {
      price: {
        casual: [
          [
            "Le tarif de {product} dépend de tes besoins.",
            "Les offres actuelles sont toujours présentées en toute transparence, et si tu hésites, on t'aide à choisir.",
          ],
        ],
        polite: [
          [
            "Le tarif de {product} dépend de vos besoins.",
            "Les offres actuelles sont toujours présentées en toute transparence, et si vous hésitez, nous vous aidons volontiers à choisir.",
          ],
          [
            "Tout dépend de l'usage que vous souhaitez faire de {product}.",
            "Contactez-nous et nous trouverons ensemble l'option la plus adaptée.",
          ],
        ],
      },
      time: {
        casual: [
          [
            "Démarrer avec {product}, c'est rapide.",
            "L'essentiel se met en place en chemin : tu peux commencer tout de suite et peaufiner ensuite.",
          ],
        ],
        polite: [
          [
            "Démarrer avec {product} est rapide.",
            "L'essentiel se met en place en chemin : vous pouvez commencer tout de suite et affiner ensuite.",
          ],
          ["Très peu de temps.", "Nous avons conçu {product} pour démarrer sans configuration interminable."],
        ],
      },
      security: {
        casual: [
          [
            "On prend ce sujet très au sérieux.",
            "{product} prend soin de tes données et de ta vie privée, et nous expliquons clairement comment les informations sont traitées.",
          ],
        ],
        polite: [
          [
            "Nous prenons ce sujet très au sérieux.",
            "{product} prend soin de vos données et de votre vie privée, et nous expliquons clairement comment les informations sont traitées.",
          ],
          [
            "Votre confiance compte pour nous.",
            "Si vous avez des exigences particulières, contactez-nous et nous vous présenterons tous les détails.",
          ],
        ],
      },
      support: {
        casual: [
          [
            "Oui, tu n'es jamais seul.",
            "Si tu bloques ou si tu as une question sur {product}, écris-nous : on t'aide avec plaisir.",
          ],
        ],
        polite: [
          [
            "Oui, vous n'êtes jamais seul.",
            "Si vous bloquez ou avez une question sur {product}, contactez-nous : nous vous aidons avec plaisir.",
          ],
          [
            "Notre équipe est là pour vous.",
            "Nous répondons volontiers à vos questions et vous aidons à tirer le meilleur de {product}.",
          ],
        ],
      },
      cancel: {
        casual: [
          [
            "On veut que tu restes parce que {product} te rend service, pas parce que partir est compliqué.",
            "Écris-nous et on règle ça ensemble.",
          ],
        ],
        polite: [
          [
            "Nous voulons que vous restiez parce que {product} vous rend service, pas parce que partir est compliqué.",
            "Contactez-nous et nous réglerons cela ensemble.",
          ],
          ["Les projets évoluent, et c'est normal.", "Contactez-nous et nous vous présenterons les options possibles."],
        ],
      },
      compat: {
        casual: [
          [
            "{product} s'intègre à tes habitudes au lieu de les remplacer.",
            "Si tu as une configuration précise en tête, demande-nous : tu auras une réponse claire.",
          ],
        ],
        polite: [
          [
            "{product} s'intègre à vos habitudes au lieu de les remplacer.",
            "Si vous avez une configuration précise en tête, posez-nous la question : vous aurez une réponse claire.",
          ],
          [
            "Dans la plupart des cas, oui.",
            "Décrivez-nous votre environnement et nous vous dirons ce qui fonctionne le mieux avec {product}.",
          ],
        ],
      },
      fit: {
        casual: [["Nous avons pensé {product} pour {audience}.", "Si tu t'y reconnais, tu es au bon endroit."]],
        polite: [
          ["Nous avons pensé {product} pour {audience}.", "Si vous vous y reconnaissez, vous êtes au bon endroit."],
          [
            "Si vous cherchez une façon plus simple d'avancer, {product} mérite votre attention.",
            "Le plus simple reste de l'essayer.",
          ],
        ],
      },
      difference: both(
        [
          "{product} se concentre sur l'essentiel et le fait bien.",
          "Plutôt que d'empiler les fonctions, tout tourne autour de ce qui change vraiment la donne pour {audience}.",
        ],
        [
          "Moins de distractions, plus de ce qui compte.",
          "C'est l'idée derrière {product}, et c'est ce qu'on remarque en premier.",
        ],
      ),
      general: {
        casual: [
          [
            "Bonne question ! En bref, {product} est là pour simplifier les choses pour {audience}.",
            "Si tu veux des détails adaptés à ta situation, on t'aide volontiers.",
          ],
          [
            "Ça dépend un peu de ta situation.",
            "Raconte-nous ton projet et on te répondra clairement au sujet de {product}.",
          ],
        ],
        polite: [
          [
            "Bonne question. En bref, {product} est là pour simplifier les choses pour {audience}.",
            "Si vous souhaitez des précisions adaptées à votre situation, nous vous aidons volontiers.",
          ],
          [
            "Cela dépend un peu de votre situation.",
            "Décrivez-nous votre projet et nous vous répondrons clairement au sujet de {product}.",
          ],
          [
            "On nous pose souvent cette question.",
            "Nous avons conçu {product} précisément pour ce genre de questions du quotidien : attendez-vous à une expérience simple.",
          ],
        ],
      },
    },
    followUp: {
      casual: [
        "Et si quelque chose n'est pas clair, on est à un message de toi.",
        "Envie d'en savoir plus ? Demande-nous.",
      ],
      polite: [
        "Et si un point reste flou, nous sommes à un message de vous.",
        "Envie d'en savoir plus ? N'hésitez pas à nous demander.",
      ],
    },
    outro: {
      casual: ["Encore une question ? Écris-nous, on t'aide avec plaisir."],
      polite: [
        "Encore une question ? Contactez-nous, nous vous aidons avec plaisir.",
        "Vous n'avez pas trouvé votre réponse ? Posez-nous directement la question.",
      ],
      formal: ["Pour toute autre question, nous restons à votre entière disposition."],
    },
  },
  blog: {
    headline: {
      casual: ["{topic} : le guide pratique pour {audience}", "{topic}, expliqué pour {audience}"],
      polite: ["{topic} : le guide pratique pour {audience}", "{topic} : l'essentiel pour {audience}"],
      playful: ["{topic}, sans prise de tête", "Et si on parlait franchement ? {topic}"],
      bold: ["{topic} : arrêtez de deviner, passez à l'action", "{topic} : le guide sans détour"],
      formal: ["{topic} : un panorama pour {audience}", "{topic} : les points clés pour {audience}"],
    },
    intro: {
      casual: [
        "Les conseils sur {topic} ne manquent pas, mais tous ne sont pas utiles. Ce guide reste concret.",
        "Le sujet du jour : {topic}. S'il te trotte dans la tête, tu n'es pas seul. Voici une façon claire et pratique de l'aborder.",
      ],
      polite: [
        "Sur {topic}, les repères clairs sont étonnamment rares. Cet article présente ce qui compte vraiment et comment passer à l'action.",
        "Les avis sur {topic} ne manquent pas. Cet article se concentre sur ce qui fonctionne en pratique.",
      ],
      playful: ["Soyons honnêtes : {topic}, ça peut sembler beaucoup. Bonne nouvelle : ça n'a pas à l'être."],
      bold: ["La plupart des conseils sur {topic} sont trop vagues pour servir. Changeons ça."],
      formal: ["Cet article examine {topic} et présente des pistes concrètes à l'intention du lecteur."],
    },
    audience: {
      casual: ["Écrit pour {audience}, avec des idées à appliquer tout de suite."],
      polite: ["Écrit pour {audience}, avec des actions que vous pouvez mettre en œuvre immédiatement."],
    },
    whyHeading: both("Pourquoi c'est important", "Prendre du recul", "Pourquoi cela mérite votre attention"),
    whyBody: both(
      "De petites améliorations ici portent leurs fruits partout ailleurs. Bien poser les bases fait gagner du temps, évite la frustration et facilite chaque étape suivante.",
      "On a vite fait d'y voir un détail. En pratique, cela façonne discrètement les résultats, et un peu d'attention va très loin.",
    ),
    pointOpener: both(
      "C'est souvent par là que l'on commence, et pour une bonne raison.",
      "Cela paraît évident, et pourtant c'est l'un des points les plus faciles à négliger.",
      "Réussir ce point, c'est déjà régler une bonne partie du reste.",
      "Un point souvent sous-estimé.",
    ),
    pointWhy: both(
      "Pour {audience}, c'est souvent là que se trouvent les plus grands gains.",
      "C'est important, car tout le reste en découle.",
      "Bien fait, cela évite bien des soucis par la suite.",
    ),
    pointTip: {
      casual: [
        "Pour commencer simplement : note où tu en es aujourd'hui, puis choisis un petit changement à tester cette semaine.",
        "Commence petit, vérifie ce qui marche au bout de quelques semaines, puis construis à partir de là.",
        "Reste simple au début. Tu pourras toujours affiner une fois les bases en place.",
        "Demande à quelqu'un de confiance d'y jeter un œil neuf : il verra ce que tu ne remarques plus.",
      ],
      polite: [
        "Pour commencer simplement : notez où vous en êtes aujourd'hui, puis choisissez un petit changement à tester cette semaine.",
        "Commencez petit, vérifiez ce qui fonctionne au bout de quelques semaines, puis construisez à partir de là.",
        "Restez simple au début. Vous pourrez toujours affiner une fois les bases en place.",
        "Demandez à une personne de confiance d'y porter un regard neuf : elle verra ce que vous ne remarquez plus.",
      ],
    },
    mistakesHeading: both("Les erreurs courantes à éviter", "Les pièges à éviter"),
    mistakes: both(
      [
        "Vouloir tout changer d'un coup.",
        "Copier ce qui marche pour les autres sans vérifier que cela convient.",
        "Abandonner avant que les résultats aient le temps d'apparaître.",
      ],
      [
        "Compliquer les choses dès le départ.",
        "Sauter les bases parce qu'elles semblent trop simples.",
        "Ne jamais prendre le temps de tirer les leçons de l'expérience.",
      ],
    ),
    takeawaysHeading: both("À retenir", "En bref", "L'essentiel"),
    conclusionHeading: both("Pour conclure", "Et maintenant ?", "En résumé"),
    conclusion: {
      casual: [
        "Pas besoin de tout réussir dès le premier jour. Choisis une idée de cet article, teste-la et avance à partir de là.",
      ],
      polite: [
        "Inutile de tout faire d'un coup. Choisissez une idée de cet article, mettez-la en pratique et avancez à partir de là.",
        "Le progrès vaut mieux que la perfection. Commencez par le point qui vous a le plus parlé.",
      ],
      playful: ["Et voilà, pas besoin d'un doctorat. Choisis une idée, lance-toi et savoure les progrès."],
      bold: ["Lire, c'est la partie facile. Choisissez une idée et passez à l'action aujourd'hui."],
      formal: ["Ensemble, ces éléments constituent une base solide pour les prochaines étapes."],
    },
  },
  howto: {
    headline: {
      casual: ["{task} : le guide étape par étape", "{task}, étape par étape"],
      polite: ["{task} : le guide étape par étape"],
      playful: ["{task}, en toute simplicité (promis)"],
      bold: ["{task} : la méthode rapide"],
      formal: ["{task} : instructions détaillées"],
    },
    intro: {
      casual: [
        "Ce guide t'accompagne pas à pas, une étape claire à la fois. Il est écrit pour {audience}, donc sans jargon inutile.",
      ],
      polite: [
        "Ce guide vous accompagne pas à pas, une étape claire à la fois. Il est écrit pour {audience} et évite le jargon inutile.",
        "Voici comment y arriver sans tâtonner. Les étapes ci-dessous sont écrites pour {audience} et fonctionnent même la première fois.",
      ],
      formal: ["Ce guide décrit la démarche étape par étape. Il est écrit pour {audience}."],
    },
    beforeHeading: {
      casual: ["Avant de commencer", "Ce qu'il te faut"],
      polite: ["Avant de commencer", "Ce qu'il vous faut"],
    },
    beforeBody: {
      casual: [
        "Prévois un moment au calme et garde tout ce qu'il te faut à portée de main. Un objectif clair aide aussi : sache à quoi ressemble le résultat avant de te lancer.",
      ],
      polite: [
        "Prévoyez un moment au calme et gardez tout le nécessaire à portée de main. Il est aussi utile de définir à l'avance à quoi doit ressembler le résultat.",
      ],
    },
    stepsHeading: both("Étape par étape", "Les étapes", "La marche à suivre"),
    stepFirst: {
      casual: ["Prends ton temps ici : la suite repose sur cette étape."],
      polite: [
        "Prenez votre temps ici : la suite repose sur cette étape.",
        "Un bon départ fait gagner du temps ensuite.",
      ],
    },
    stepMiddle: {
      casual: [
        "Vérifie le résultat avant de continuer.",
        "Si quelque chose cloche, c'est le moment d'ajuster.",
        "Prends des notes au fur et à mesure.",
        "Ne te précipite pas.",
      ],
      polite: [
        "Vérifiez le résultat avant de continuer.",
        "Si quelque chose cloche, c'est le moment d'ajuster.",
        "Prenez des notes au fur et à mesure.",
        "Ne vous précipitez pas.",
      ],
    },
    stepLast: {
      casual: ["Ensuite, prends du recul et regarde le résultat dans son ensemble."],
      polite: [
        "Ensuite, prenez du recul et regardez le résultat dans son ensemble.",
        "Terminez par une dernière vérification.",
      ],
    },
    defaultSteps: both(
      [
        "Définir l'objectif et le résultat attendu.",
        "Rassembler tout le nécessaire avant de commencer.",
        "Faire un premier passage sans viser la perfection.",
        "Relire le résultat et noter ce qui peut être amélioré.",
        "Faire les derniers ajustements et conclure.",
      ],
      [
        "Décider à quoi ressemble un bon résultat.",
        "Préparer les outils et le matériel.",
        "Réaliser l'essentiel en une séance concentrée.",
        "Tester ou vérifier le travail.",
        "Soigner les finitions.",
      ],
    ),
    tipsHeading: both("Conseils pour un meilleur résultat", "Quelques conseils en plus"),
    tips: both(
      [
        "Travailler par courtes sessions concentrées plutôt qu'en une seule longue séance.",
        "Sauvegarder ou noter ses progrès régulièrement.",
        "En cas de doute, revenir une étape en arrière plutôt que forcer.",
      ],
      [
        "Tout préparer avant de commencer : les interruptions coûtent plus cher qu'il n'y paraît.",
        "Le faire une fois lentement avant de vouloir aller vite.",
        "Noter ce qui a fonctionné pour que la prochaine fois soit plus simple.",
      ],
    ),
    troubleHeading: both("En cas de problème", "Dépannage"),
    troubleBody: both(
      "La plupart des problèmes viennent d'une étape sautée ou faite trop vite. Revenez au dernier point où tout fonctionnait et reprenez à partir de là.",
      "Pas d'inquiétude : un contretemps est rarement grave. Reprenez les étapes, vérifiez d'abord les bases et réessayez avec un regard neuf.",
    ),
    wrapHeading: both("Pour finir", "C'est terminé"),
    wrap: {
      casual: ["La première fois prend le plus de temps. Ensuite, cela devient vite une habitude."],
      polite: ["La première fois prend le plus de temps. Ensuite, cela devient vite une habitude."],
      playful: ["Et voilà ! Tu peux être fier de toi."],
      bold: ["C'est fait. La prochaine fois, ce sera encore plus rapide."],
      formal: ["La démarche est terminée. Avec la pratique, ces étapes deviendront routinières."],
    },
  },
  listicle: {
    headline: {
      casual: ["{topic} : {count} idées à essayer", "{topic} : {count} conseils simples"],
      polite: ["{topic} : {count} conseils pratiques", "{count} conseils sur {topic}"],
      playful: ["{topic} : {count} astuces que tu vas vraiment utiliser", "{count} façons de briller sur {topic}"],
      bold: ["{topic} : {count} règles qui marchent", "{count} choses qui fonctionnent vraiment : {topic}"],
      formal: ["{count} recommandations sur {topic}"],
    },
    intro: {
      casual: [
        "Ni théorie ni blabla : voici {count} idées pratiques sur {topic}, pour {audience}. Choisis celles qui te parlent et commence par là.",
        "Ni théorie ni blabla : voici {count} idées pratiques sur {topic}. Choisis celles qui te parlent et commence par là.",
      ],
      polite: [
        "Voici {count} conseils pratiques sur {topic}, pour {audience}. Chacun fonctionne seul : commencez par celui qui vous semble le plus utile.",
        "Voici {count} conseils pratiques sur {topic}. Chacun fonctionne seul : commencez par celui qui vous semble le plus utile.",
      ],
      formal: ["Les {count} recommandations suivantes sur {topic} peuvent s'appliquer séparément ou ensemble."],
    },
    angles: both(
      ["Commencer par les bases", "Avant toute chose, maîtriser les fondamentaux.", "Tout le reste repose dessus."],
      [
        "Savoir ce que l'on veut",
        "Un objectif clair facilite toutes les décisions suivantes.",
        "L'idéal : l'écrire en une seule phrase.",
      ],
      [
        "Rester simple",
        "L'approche la plus simple est souvent celle qui dure.",
        "La complexité doit mériter sa place.",
      ],
      [
        "Apprendre des autres",
        "Quelqu'un s'est sûrement déjà posé la même question.",
        "Son expérience peut éviter bien des essais et erreurs.",
      ],
      [
        "Planifier, sans excès",
        "Un plan approximatif vaut mieux que pas de plan du tout.",
        "Il faut simplement garder de la marge pour s'adapter.",
      ],
      ["Soigner les détails", "Les petites choses s'additionnent.", "Ce sont souvent les détails dont on se souvient."],
      [
        "Laisser place à l'imprévu",
        "Tout ne se passe pas comme prévu, et ce n'est pas grave.",
        "Certains des meilleurs résultats naissent de l'inattendu.",
      ],
      [
        "Prendre son temps",
        "Se précipiter paie rarement.",
        "Un rythme régulier mène plus loin qu'un sprint suivi d'une longue pause.",
      ],
      ["Poser des questions", "Il n'y a pas de question bête.", "Demander tôt fait gagner du temps plus tard."],
      [
        "Partager l'expérience",
        "À plusieurs, tout est plus facile.",
        "Partager ce que l'on apprend aide les autres et affine sa propre réflexion.",
      ],
      [
        "Faire le point et ajuster",
        "De temps en temps, s'arrêter et se demander ce qui fonctionne.",
        "Puis en faire davantage.",
      ],
      [
        "Profiter du chemin",
        "Les progrès durent quand on y prend plaisir.",
        "Célébrer les petites victoires en route.",
      ],
    ),
    audienceNote: both("Particulièrement utile pour {audience}.", "Un bon réflexe pour {audience}."),
    outro: {
      casual: [
        "Pas besoin d'appliquer les {count} d'un coup. Commence par une, observe ce qui change, puis passe à la suivante.",
      ],
      polite: [
        "Inutile d'appliquer les {count} en même temps. Commencez par une, observez ce qui change, puis passez à la suivante.",
      ],
      playful: ["Et voilà : {count} idées et zéro excuse. Laquelle tu testes en premier ?"],
      bold: ["{count} idées. Une décision : commencer aujourd'hui."],
      formal: [
        "Ces recommandations sont d'autant plus efficaces qu'elles sont mises en place progressivement et réévaluées régulièrement.",
      ],
    },
  },
  comparison: {
    headline: {
      ...both("{product} ou {competitor} : quelle différence ?", "{product} ou {competitor} ? Un comparatif honnête"),
      playful: ["{product} contre {competitor} : que le meilleur gagne"],
      bold: ["{product} ou {competitor} : la réponse franche"],
      formal: ["Comparatif : {product} et {competitor}"],
    },
    intro: {
      casual: [
        "Tu hésites entre {product} et {competitor} ? Les deux ont leurs atouts. Voici un regard honnête sur leurs différences, pour choisir ce qui te convient.",
      ],
      polite: [
        "{product} et {competitor} ont chacun leurs atouts. Ce comparatif montre ce qui les distingue, pour que vous puissiez choisir en toute confiance.",
      ],
      formal: [
        "Ce comparatif présente les principales différences entre {product} et {competitor} afin d'éclairer votre décision.",
      ],
    },
    standoutHeading: both("Les points forts de {product}", "Ce qui distingue {product}"),
    fairHeading: {
      casual: ["Quand {competitor} peut te convenir", "Quand {competitor} peut être le bon choix"],
      polite: ["Quand {competitor} peut vous convenir", "Quand {competitor} peut être le bon choix"],
    },
    fairBody: {
      casual: [
        "{competitor} reste un choix solide pour beaucoup. Si les points ci-dessus comptent moins pour toi, {competitor} peut très bien faire l'affaire, et c'est bon à savoir avant de décider.",
      ],
      polite: [
        "{competitor} reste un choix solide pour beaucoup. Si les points ci-dessus comptent moins pour vous, {competitor} peut tout à fait faire l'affaire.",
        "Chaque outil a ses adeptes, et {competitor} a les siens. Si ces différences pèsent peu dans votre quotidien, {competitor} peut être un choix raisonnable.",
      ],
    },
    chooseHeading: {
      casual: ["Comment choisir", "Les bonnes questions à te poser"],
      polite: ["Comment choisir", "Les bonnes questions à vous poser"],
    },
    chooseList: {
      casual: [
        [
          "Qu'est-ce qui compte le plus pour toi au quotidien ?",
          "Quelles différences ci-dessus remarquerais-tu chaque semaine ?",
          "Où veux-tu en être dans un an, et quelle option grandira avec toi ?",
        ],
      ],
      polite: [
        [
          "Qu'est-ce qui compte le plus pour vous au quotidien ?",
          "Quelles différences ci-dessus remarqueriez-vous chaque semaine ?",
          "Où souhaitez-vous en être dans un an, et quelle option évoluera avec vous ?",
        ],
        [
          "Quel problème cherchez-vous vraiment à résoudre ?",
          "Quels compromis êtes-vous prêt à accepter ?",
          "Qu'est-ce qui vous pousserait à changer de nouveau ?",
        ],
      ],
    },
    verdictHeading: both("En résumé", "Notre avis"),
    verdict: {
      casual: ["Si ce sont ces différences qui comptent pour toi, {product} est le choix naturel."],
      polite: ["Si ces différences comptent pour vous, {product} est le choix le plus adapté."],
      playful: ["Si tu as hoché la tête en lisant ces différences, tu connais déjà la réponse : {product}."],
      bold: ["Si ces différences comptent pour vous, le choix est clair : {product}."],
      formal: ["Lorsque ces différences sont déterminantes, {product} constitue l'option la plus appropriée."],
    },
  },
  product: {
    headline: { ...both("{product}", "Voici {product}", "{product}, pour {audience}"), formal: ["{product}"] },
    hook: {
      casual: [
        "Certaines choses rendent le quotidien meilleur. {product} en fait partie.",
        "Le genre d'objet dont on se demande comment on a pu s'en passer.",
      ],
      polite: [
        "{product} allie une conception soignée et un vrai sens pratique.",
        "Pour celles et ceux qui attendent un peu plus : {product}.",
      ],
      playful: [
        "Attention : {product} peut provoquer de soudains accès de bonne humeur.",
        "On te prévient : une fois qu'on a essayé {product}, impossible de revenir en arrière.",
      ],
      bold: ["{product} place la barre plus haut. Tout simplement.", "Pour celles et ceux qui exigent plus."],
      formal: ["{product} associe qualité et sens pratique dans une conception réfléchie."],
    },
    featuresHeading: both("Les points forts", "Ce qui le rend unique", "Caractéristiques en bref"),
    forHeading: both("Pour qui ?", "Idéal pour"),
    forAudience: both(
      "Pour {audience}, et pour tous ceux qui apprécient ce qui fonctionne, tout simplement.",
      "Nous avons pensé {product} pour {audience}.",
    ),
    forEveryone: both(
      "Pour tous ceux qui apprécient la qualité, la simplicité et le beau design.",
      "Pour tous ceux qui attendent un peu plus des objets du quotidien.",
    ),
    loveHeading: {
      casual: ["Pourquoi tu vas l'adorer", "Les petits plus"],
      polite: ["Pourquoi vous allez l'adorer", "Les petits plus"],
    },
    loveBody: both(
      "C'est l'ensemble qui compte : chaque détail a sa raison d'être, et tous réunis font de {product} un vrai plaisir au quotidien.",
    ),
    closing: {
      casual: ["Envie de voir par toi-même ?", "Ton nouveau coup de cœur t'attend."],
      polite: ["Constatez la différence par vous-même.", "Votre nouveau coup de cœur vous attend."],
      playful: ["Allez, fais-toi plaisir."],
      bold: ["N'attendez plus. Passez à la vitesse supérieure."],
      formal: ["Découvrez {product} dès aujourd'hui."],
    },
    cta: {
      casual: ["Je le veux", "Craquer pour {product}"],
      polite: ["Commander {product}", "Je le veux"],
      bold: ["Commander maintenant"],
      formal: ["Commander"],
    },
  },
  campaign: {
    subject: {
      casual: ["{offer} : rien que pour toi", "Une bonne nouvelle signée {product} : {offer}"],
      polite: ["{product} : {offer}", "Une offre pour vous : {offer}"],
      playful: ["Psst… {offer}", "Ça va te plaire : {offer}"],
      bold: ["{offer}. À ne pas manquer.", "{offer} : c'est maintenant"],
      formal: ["Offre exclusive {product} : {offer}"],
    },
    preview: {
      casual: ["Voici pourquoi c'est le bon moment pour essayer {product}.", "Une petite attention pour {audience}."],
      polite: [
        "Voici pourquoi c'est le bon moment pour découvrir {product}.",
        "Une attention particulière pour {audience}.",
      ],
      formal: ["Le détail de notre offre actuelle pour {audience}."],
    },
    opening: {
      casual: ["On a quelque chose qui devrait te plaire.", "On avait hâte de te l'annoncer."],
      polite: ["Nous avons préparé quelque chose de spécial pour vous.", "Nous avions hâte de vous l'annoncer."],
      playful: ["On fait court, parce qu'une bonne nouvelle n'attend pas."],
      bold: ["Allons droit au but."],
      formal: ["Nous avons le plaisir de vous présenter une offre exclusive."],
    },
    offerLine: {
      casual: ["Le bon plan : **{offer}**"],
      polite: ["Notre offre : **{offer}**"],
      playful: ["Prêt ? La voici : **{offer}**"],
    },
    body: {
      casual: [
        "{product} aide {audience} à en faire plus avec moins d'efforts, et c'est le moment idéal pour commencer.",
        "Le moment parfait pour découvrir ce que {product} peut faire pour {audience}.",
      ],
      polite: [
        "{product} aide {audience} à accomplir davantage avec moins d'efforts, et cette offre rend le démarrage plus simple que jamais.",
      ],
    },
    deadline: {
      casual: ["À noter : l'offre se termine bientôt. Date limite : {deadline}."],
      polite: ["Attention, offre limitée dans le temps. Date limite : {deadline}."],
      bold: ["Date limite : {deadline}. Pas une minute de plus."],
      formal: ["Veuillez noter la date limite de cette offre : {deadline}."],
    },
    noDeadline: {
      casual: ["Ce genre d'offre ne dure pas éternellement : c'est le bon moment."],
      polite: ["Ce type d'offre ne dure pas éternellement : c'est le moment d'en profiter."],
      formal: ["Nous vous recommandons d'en profiter rapidement."],
    },
    more: {
      casual: [
        "Pas encore sûr ? Regarde ce que {product} sait faire, puis décide. Aucune pression, juste une bonne offre tant qu'elle dure.",
      ],
      polite: [
        "Pas encore convaincu ? Découvrez ce que {product} sait faire, puis décidez. Aucune pression, juste une belle offre tant qu'elle dure.",
      ],
    },
    cta: { casual: ["J'en profite", "Je fonce"], polite: ["Profiter de l'offre"], bold: ["J'en profite maintenant"] },
  },
  newsletter: {
    subject: {
      casual: ["Quoi de neuf chez {brand} ?", "Du nouveau chez {brand} : {first}"],
      polite: ["Les nouvelles de {brand}", "Actualités {brand} : {first}"],
      playful: ["Tout frais de chez {brand} : tu vas vouloir voir ça"],
      bold: ["{brand} : de grandes nouvelles"],
      formal: ["Lettre d'information {brand} : les dernières actualités"],
    },
    preview: both("Et tout ce qui se passe d'autre chez {brand}.", "{n} nouvelles qui valent bien une minute."),
    intro: {
      casual: ["Il s'en est passé des choses chez {brand}, et on a quelques nouvelles à te partager."],
      polite: [
        "Voici un petit tour d'horizon de ce qui s'est passé chez {brand}.",
        "Il s'en est passé des choses chez {brand}, et nous avons quelques nouvelles à partager avec vous.",
      ],
      playful: ["Prends un café : il y a du nouveau chez {brand}, et c'est du bon."],
      formal: ["Nous avons le plaisir de vous présenter les dernières actualités de {brand}."],
    },
    audience: both("Comme toujours, préparé pour {audience}."),
    highlightsHeading: both("Les nouveautés", "À la une", "Dans ce numéro"),
    itemNote: both(
      "Nous en sommes particulièrement fiers, et nous vous en dirons plus bientôt.",
      "Une étape que nous préparions depuis un moment.",
      "La différence devrait se faire sentir.",
    ),
    bridge: {
      casual: ["Merci de nous lire, et de faire partie de l'aventure."],
      polite: ["Merci de nous lire, et de faire partie de l'aventure."],
      formal: ["Nous vous remercions de votre fidélité."],
    },
    cta: {
      casual: ["Réponds-nous et dis-nous ce que tu en penses"],
      polite: ["Répondez à cet e-mail pour nous dire ce que vous en pensez"],
    },
  },
  welcome: {
    subject: {
      casual: ["Bienvenue chez {brand} !", "C'est parti ! Bienvenue chez {brand}"],
      polite: ["Bienvenue chez {brand}"],
      playful: ["Bienvenue à bord ! On démarre avec {brand}"],
      bold: ["Bienvenue chez {brand}. C'est parti."],
    },
    preview: { casual: ["Ta première étape : {firstStep}"], polite: ["Votre première étape : {firstStep}"] },
    intro: {
      casual: ["On est ravis de te compter parmi nous. Bienvenue chez {brand} !"],
      polite: ["Merci de nous avoir rejoints. Bienvenue chez {brand} !"],
      playful: ["Sortez les confettis : tu fais officiellement partie de {brand} !"],
      formal: ["Nous vous remercions de votre inscription et sommes ravis de vous accueillir chez {brand}."],
    },
    firstStep: {
      casual: ["**Ta première étape :** {firstStep}"],
      polite: ["**Votre première étape :** {firstStep}"],
      formal: ["**Première étape recommandée :** {firstStep}"],
    },
    firstStepWhy: both("Cela ne prend qu'un instant et prépare tout le reste."),
    benefitsLead: {
      casual: ["Ce qui t'attend :"],
      polite: ["Ce qui vous attend :", "Voici ce que vous allez apprécier :"],
    },
    more: {
      casual: ["Dans les prochains jours, on t'enverra quelques astuces pour profiter au maximum de {brand}."],
      polite: ["Dans les prochains jours, nous vous enverrons quelques conseils pour profiter au maximum de {brand}."],
    },
    help: {
      casual: ["Une question ? Réponds simplement à cet e-mail, on est là pour t'aider."],
      polite: ["Une question ? Répondez simplement à cet e-mail, nous sommes là pour vous aider."],
      formal: ["Pour toute question, il vous suffit de répondre à cet e-mail."],
    },
    cta: { casual: ["Je fais ma première étape"], polite: ["Commencer"], formal: ["Commencer maintenant"] },
  },
  social: {
    headline: both("{topic} : publications pour {network}", "Publications {network} : {topic}"),
    hook: {
      casual: ["Parlons franchement : {topic}, c'est plus important qu'on ne le pense."],
      polite: [
        "Quelques réflexions sur {topic}, et pourquoi le sujet mérite qu'on s'y arrête.",
        "Petite réflexion sur {topic} : de petits changements font une grande différence.",
      ],
      playful: ["Avis tranché : {topic} mérite bien plus d'attention. Qui est avec moi ?"],
      bold: ["{^topic}. Il est temps de s'y mettre sérieusement."],
      formal: ["Quelques considérations sur {topic}, et pourquoi le sujet mérite attention."],
    },
    question: {
      casual: ["Quel est ton plus grand défi avec {topic} ? Dis-le-nous en commentaire."],
      polite: [
        "Et vous, comment abordez-vous {topic} ? Votre avis nous intéresse.",
        "Quel est votre plus grand défi avec {topic} ? Dites-le-nous en commentaire.",
      ],
      playful: ["Sois honnête : c'est quoi ton secret pour {topic} ? On ne dira rien."],
      formal: [
        "Comment votre organisation aborde-t-elle {topic} ? Nous serions heureux de connaître votre point de vue.",
      ],
    },
    tip: {
      casual: ["Le conseil du jour sur {topic} : commence petit et tiens la distance."],
      polite: [
        "Un conseil pratique sur {topic} : commencer petit, rester régulier et faire le point souvent.",
        "Ce qui aide vraiment pour {topic} : rester simple et observer ce qui fonctionne.",
      ],
      playful: ["Petit conseil, grand effet : pour {topic}, la régularité gagne toujours."],
      formal: ["Une recommandation sur {topic} : amorcer des changements mesurés et les réévaluer régulièrement."],
    },
    story: {
      casual: [
        "On a beaucoup appris sur {topic} en chemin. La plus grande leçon ? Le progrès vaut mieux que la perfection.",
      ],
      polite: ["Ce que nous avons appris sur {topic} : le progrès vaut mieux que la perfection."],
    },
    audience: both("Un mot pour {audience} : {topic}, ce n'est pas forcément compliqué."),
    cta: {
      casual: ["Envie d'en savoir plus sur {topic} ? Abonne-toi, la suite arrive."],
      polite: ["Abonnez-vous pour en savoir plus sur {topic}."],
      playful: ["Encore plus sur {topic} ? Abonne-toi, promis, on reste drôles."],
      formal: ["Suivez notre page pour d'autres analyses sur {topic}."],
    },
    more: both(
      "Ce que nous avons remarqué : ceux qui en tirent le plus ne sont pas ceux qui ont le plus de moyens, mais ceux qui restent curieux.",
      "Commencer par une chose. La faire bien. Puis passer à la suivante.",
      "Il s'agit rarement d'en faire plus. Il s'agit de faire les bonnes choses, avec constance.",
    ),
  },
  linkedin: {
    headline: both("Publication LinkedIn : {topic}"),
    hook: {
      casual: ["Ce que j'aurais aimé savoir plus tôt sur {topic}.", "J'ai changé d'avis sur {topic}. Voici pourquoi."],
      polite: ["Une leçon sur {topic} qui a changé ma façon de travailler.", "Ce que j'ai appris sur {topic}."],
      playful: [
        "Confession : je me trompais complètement sur {topic}.",
        "Rebondissement : {topic}, c'est plus simple que je ne le pensais.",
      ],
      bold: ["La plupart des gens se trompent sur {topic}. Voici pourquoi.", "Avis à contre-courant sur {topic}."],
      formal: ["Brève réflexion sur {topic}.", "Quelques observations sur {topic}."],
    },
    context: both("Il m'a fallu du temps pour le voir, mais depuis, j'aborde mon travail différemment."),
    insightLead: both("Ce que j'en retiens :", "En bref :"),
    reflection: both(
      "Rien de tout cela n'est compliqué. Mais simple ne veut pas dire facile, et c'est justement pour ça que ça vaut la peine d'en parler.",
    ),
    question: {
      casual: ["Et toi, tu en penses quoi ? Je serais curieux de lire ton expérience en commentaire."],
      polite: ["Et vous, qu'en pensez-vous ? Je serais curieux de lire votre expérience en commentaire."],
    },
  },
  ads: {
    headline: both("Textes publicitaires : {name}"),
    adHeadline: {
      casual: [
        "{product}, pensé pour {audience}",
        "Voici {product}",
        "{^benefit}",
        "{product} : {benefit}",
        "Essaie {product}",
      ],
      polite: [
        "{product} pour {audience}",
        "Découvrez {product}",
        "{^benefit}",
        "{product} : {benefit}",
        "Essayez {product}",
      ],
      playful: ["Psst : {product} est là", "{^benefit} ? Oui, merci !", "Voici {product}"],
      bold: ["{^benefit}. Point.", "{product}. Sans compromis.", "Passez à {product}"],
    },
    adText: {
      casual: [
        "{^benefit}. C'est tout l'esprit de {product}, la solution pour {audience}.",
        "Pour {audience} : {product}. {^benefit}.",
        "Envie d'une meilleure façon de faire ? {product} t'y aide. {^benefit}.",
      ],
      polite: [
        "{product} : la solution pour {audience}. {^benefit}.",
        "{^benefit}. Découvrez {product}, la solution pour {audience}.",
        "Une meilleure façon de travailler : {product}. {^benefit}.",
      ],
      playful: [
        "{^benefit} ? Avec {product}, oui. Pour {audience}.",
        "Les bonnes choses arrivent à ceux qui cliquent. {product} : {benefit}.",
      ],
      bold: [
        "{^benefit}. Sans excuses. {product}, pour {audience}.",
        "Ne vous contentez plus de peu. {product} : {benefit}.",
      ],
    },
    searchHeadline: {
      ...both(
        "Essayez {product}",
        "Découvrez {product}",
        "{^keyword} simplifié",
        "{^keyword} : commencez",
        "{product} : {keyword}",
        "Démarrez dès aujourd'hui",
        "Voyez comment ça marche",
        "Des résultats concrets",
        "{product} : en savoir plus",
        "Prêt en quelques minutes",
        "Simple et efficace",
        "Travaillez plus malin",
      ),
      playful: [
        "Dis bonjour à {product}",
        "{^keyword}, version fun",
        "Ton nouvel outil préféré",
        "Allez, teste {product}",
      ],
      formal: [
        "{product} : informations",
        "Une solution professionnelle",
        "Découvrir {product}",
        "{^keyword} fiable",
        "Demander des informations",
      ],
    },
    searchDescription: {
      ...both(
        "{^benefit}. Découvrez {product} et commencez dès aujourd'hui.",
        "{^keyword} ? Voyez ce que {product} peut faire pour vous.",
        "{product} simplifie tout. {^benefit}. Commencez maintenant.",
        "{^benefit} avec {product}. Facile à prendre en main.",
        "Pourquoi choisir {product} : {benefit}.",
        "Clair, simple et fait pour vous. Essayez {product} dès aujourd'hui.",
      ),
      playful: [
        "{^benefit} ? Facile. Avec {product}, c'est presque trop simple.",
        "Voici {product} : {benefit}, sans le stress. Essaie donc !",
      ],
      formal: [
        "{^benefit} avec {product}. Découvrez notre solution.",
        "Découvrez comment {product} vous accompagne. Demandez des informations dès aujourd'hui.",
      ],
    },
  },
  press: {
    lead: {
      playful: ["{company} a une belle nouvelle à partager aujourd'hui."],
      ...both(
        "{company} annonce aujourd'hui une étape importante.",
        "{company} partage aujourd'hui une nouvelle importante.",
      ),
      formal: ["{company} annonce aujourd'hui une évolution importante."],
    },
    detailsLead: both("Les points clés en un coup d'œil :", "L'essentiel à retenir :"),
    context: both(
      "Cette annonce s'inscrit dans la direction que suit {company} depuis longtemps : créer des choses sur lesquelles on peut compter et les améliorer pas à pas.",
      "Pour {company}, cette annonce s'inscrit dans une démarche constante : écouter attentivement, agir avec soin et tenir ses engagements.",
    ),
    quote: {
      playful: ["On est ravis, et ce n'est que le début"],
      casual: [
        "Nous sommes fiers de cette étape et enthousiastes à l'idée de ce qu'elle apportera aux personnes avec qui nous travaillons",
      ],
      polite: [
        "Nous sommes fiers de cette étape et de ce qu'elle représente pour nos clients et partenaires",
        "C'est un moment important pour nous, et nous nous réjouissons de la suite",
      ],
      formal: ["Il s'agit d'une étape importante pour notre organisation et pour l'ensemble de nos partenaires"],
    },
    quoteBy: both("« {quote} », déclare {quoteBy}."),
    quoteCompany: both("« {quote} », indique l'équipe {company}."),
    aboutHeading: both("À propos de {company}"),
    about: both(
      "{company} crée des produits et services pensés autour des besoins de celles et ceux qui les utilisent, avec une attention particulière portée à la qualité, à la fiabilité et aux relations durables. Pour plus d'informations, contactez directement {company}.",
    ),
    backgroundHeading: both("Contexte", "Pourquoi maintenant"),
    background: both(
      "Cette annonce s'appuie sur le travail mené par {company} dans la durée, nourri par de nombreux échanges avec ses clients et partenaires sur leurs besoins à venir.",
    ),
  },
  extra: {
    topicBody: both(
      "Un point mérite qu'on s'y attarde : {topic}. Il est étroitement lié à tout ce qui précède, et cela vaut la peine de bien s'en occuper.",
      "Un mot sur {topic} : c'est plus important qu'il n'y paraît. Y accorder l'attention nécessaire rend tout le reste plus simple.",
    ),
    reserve: both(
      [
        "La suite",
        "Ce n'est qu'un début. D'autres nouveautés arrivent, et nous les partagerons dès qu'elles seront prêtes.",
      ],
      [
        "Dans les coulisses",
        "Chaque détail est le fruit d'une réflexion attentive et de beaucoup d'écoute. Ce travail ne s'arrête jamais vraiment.",
      ],
      ["Encore une chose", "Les bons résultats viennent rarement d'un grand bond, mais de petits pas réguliers."],
    ),
  },
};
