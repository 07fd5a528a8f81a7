import { spanishFormat } from "./format";
import { both, type PhraseBank } from "./types";

/**
 * Spanish (Spain). Every tone says "tú" except formal, which says "usted". Product names are
 * subjects of active verbs ("{product} te ayuda") or follow "para"/"con", so no article or
 * participle has to agree with a name whose gender we cannot know.
 */
export const es: PhraseBank = {
  politeTones: ["formal"],
  format: spanishFormat(),
  words: {
    fallbackName: "Nuestro producto",
    variant: "Variante",
    post: "Publicación",
    bonus: "Extra",
    altHook: "Otro arranque",
    headlines: "Títulos",
    descriptions: "Descripciones",
    maxChars: "máx. {n} caracteres",
    adHeadline: "Título:",
    adText: "Texto principal:",
    adButton: "Botón:",
    buttons: ["Más información", "Empezar", "Registrarse", "Comprar", "Descubrir"],
    tags: ["Consejos", "Inspiración", "Comunidad", "Crecimiento"],
    stopwords: ["el", "la", "los", "las", "para", "con", "del", "una", "por", "tu", "su", "y", "de", "en"],
  },
  common: {
    greeting: {
      casual: ["¡Hola!", "Hola:"],
      playful: ["¡Hola, hola!", "¡Ey, hola!"],
      polite: ["Estimado cliente:", "Buenos días:"],
    },
    signoff: {
      casual: [
        ["Un abrazo,", "El equipo de {name}"],
        ["¡Hasta pronto!", "El equipo de {name}"],
      ],
      playful: [["¡Chao!", "Todo el equipo de {name}"]],
      polite: [["Atentamente,", "El equipo de {name}"]],
    },
    goodToKnow: both("Conviene saberlo: {note}", "Un detalle: {note}"),
    ps: both("P. D.: {note}"),
  },
  elaborate: {
    speed: both("Menos espera, más acción.", "Rapidez desde el primer minuto.", "Más tiempo para lo que importa."),
    ease: both(
      "Sin manual de instrucciones.",
      "Sencillez desde el primer día.",
      "Fácil de aprender, difícil de dejar.",
    ),
    price: both("Transparencia total, sin sorpresas.", "Un valor que se nota.", "Pagar por lo que importa, nada más."),
    trust: both("Tranquilidad incluida.", "Fiable, día tras día.", "Todo, pensado para generar confianza."),
    connect: both(
      "Todo en un mismo lugar, estés donde estés.",
      "Encaja con la forma de trabajar de siempre.",
      "Siempre a mano cuando hace falta.",
    ),
    support: both("Ayuda real, cuando hace falta.", "Con personas de verdad detrás.", "La ayuda nunca está lejos."),
    quality: both("Mimo hasta el último detalle.", "Una calidad que se nota.", "Para durar años."),
    custom: both("Se adapta a cada forma de trabajar.", "A tu medida.", "Flexible donde cuenta."),
    general: both(
      "Un pequeño detalle que marca la diferencia.",
      "Una preocupación menos.",
      "Bien pensado para que todo funcione.",
      "Justo lo que promete.",
    ),
  },
  landing: {
    headline: {
      casual: [
        "{product}: la forma más sencilla para {audience}",
        "Te presentamos {product}",
        "{product}, para {audience}",
      ],
      playful: ["{product}: tu nuevo atajo favorito", "{product}: resultados serios, cero complicaciones"],
      bold: ["{product}. Para {audience}.", "Haz más con {product}"],
      polite: ["Le presentamos {product}", "{product}: una solución fiable para {audience}"],
    },
    lead: {
      casual: [
        "{product} te quita de encima el trabajo repetitivo para que te centres en lo que mejor se te da.",
        "{product} reúne todo lo que necesitas en un solo lugar, claro y tranquilo.",
      ],
      playful: [
        "Buenas noticias: la parte difícil acaba de ponerse mucho más fácil.",
        "Menos malabares, más acción. Esa es la idea de {product}.",
      ],
      bold: ["Deja de conformarte. {product} hace el trabajo pesado.", "Sin relleno. Sin rodeos. Solo {product}."],
      professional: [
        "{product} te ayuda a trabajar con más claridad y menos esfuerzo.",
        "{product} reúne lo esencial en un solo lugar para que te centres en los resultados.",
      ],
      polite: [
        "{product} le ofrece una forma clara y fiable de lograr más con menos esfuerzo.",
        "Hemos creado {product} para responder cada día a las exigencias más altas.",
      ],
    },
    leadAudience: {
      casual: [
        "Todo está pensado para {audience}, y se nota.",
        "Hemos creado {product} desde el principio para {audience}.",
      ],
      polite: ["Todo está pensado para {audience}, de modo que encaje con su forma de trabajar."],
    },
    benefitsHeading: {
      casual: ["Por qué {product}", "Lo que consigues", "Lo que {product} hace por ti"],
      polite: ["Principales ventajas", "Por qué {product}"],
    },
    howHeading: both("Cómo funciona", "Empezar es sencillo", "Tres pasos sencillos"),
    steps: {
      casual: [
        [
          ["Echa un vistazo.", "Descubre lo que {product} puede hacer por ti y elige lo que te encaje."],
          ["Configúralo.", "Déjalo a tu gusto en pocos minutos, sin manual."],
          ["Disfruta de la diferencia.", "Menos tiempo para la rutina y más para lo que importa."],
        ],
        [
          ["Empieza.", "Cuéntanos qué necesitas. Solo lleva un momento."],
          ["Ajústalo.", "Adapta {product} a tu forma de trabajar."],
          ["Sigue adelante.", "Verás cómo los pequeños logros se suman día a día."],
        ],
      ],
      polite: [
        [
          ["Descubra.", "Vea lo que {product} puede hacer por usted y elija lo que necesite."],
          ["Configure.", "Todo listo en pocos minutos, sin manual."],
          ["Compruebe la diferencia.", "Menos tiempo para la rutina y más para lo importante."],
        ],
      ],
    },
    fitHeading: both("Para {audience}", "Con {audience} en mente"),
    fitBody: {
      casual: [
        "Hemos construido {product} en torno a necesidades reales: menos pasos, menos sorpresas y más tiempo para el trabajo de verdad. Cada función tiene su razón de ser.",
        "Tanto si acabas de empezar como si tienes años de experiencia, {product} se adapta a ti, y no al revés.",
      ],
      polite: [
        "Hemos construido {product} en torno a necesidades reales: menos pasos, menos sorpresas y más tiempo para lo esencial. Cada función tiene su razón de ser.",
      ],
    },
    faqHeading: {
      casual: ["Preguntas que quizá te hagas", "Tus dudas, resueltas"],
      polite: ["Preguntas frecuentes", "Sus dudas, resueltas"],
    },
    faqWho: {
      casual: [
        [
          "¿Para quién es {product}?",
          "Hemos creado {product} para {audience} y para cualquiera que valore lo mismo: claridad, sencillez y resultados.",
        ],
        [
          "¿{product} es para mí?",
          "Hemos creado {product} para {audience}. Si lo que has leído aquí te suena, merece la pena probarlo.",
        ],
      ],
      polite: [
        [
          "¿Para quién es {product}?",
          "Hemos creado {product} para {audience} y para quienes valoran la claridad, la sencillez y los resultados.",
        ],
      ],
    },
    faqDifferent: {
      casual: [
        [
          "¿Qué hace diferente a {product}?",
          "Se centra en lo importante y deja fuera el resto. Las ventajas de arriba lo dicen todo.",
        ],
        [
          "¿Por qué no seguir como hasta ahora?",
          "Puedes, claro. Pero {product} te ahorra esfuerzo desde el primer día.",
        ],
      ],
      polite: [
        [
          "¿Qué hace diferente a {product}?",
          "Se centra en lo esencial y deja fuera lo demás. Las ventajas anteriores lo resumen bien.",
        ],
      ],
    },
    faqStart: {
      casual: [
        ["¿Cómo empiezo?", "Justo aquí abajo. El primer paso es rápido y luego sigues a tu ritmo."],
        ["¿Es complicado empezar?", "Para nada. El primer paso lleva un momento y todo lo demás viene solo."],
      ],
      polite: [
        [
          "¿Cómo puedo empezar?",
          "Justo a continuación. El primer paso es rápido y después puede continuar a su ritmo.",
        ],
      ],
    },
    faqHelp: {
      casual: [
        [
          "¿Y si necesito ayuda?",
          "Escríbenos sin más. Te ayudaremos encantados a sacar el máximo partido a {product}.",
        ],
      ],
      polite: [
        [
          "¿Y si necesito ayuda?",
          "Póngase en contacto con nosotros. Le ayudaremos con mucho gusto a sacar el máximo partido a {product}.",
        ],
      ],
    },
    closing: {
      casual: ["Cuando quieras, empezamos.", "¿Tienes curiosidad? Solo hay una forma de saberlo."],
      professional: ["¿Listo para ver la diferencia?", "El siguiente paso es tuyo."],
      playful: ["Venga, que lo estás deseando.", "¿A qué esperas? (En serio.)"],
      bold: ["Te toca mover ficha.", "No te conformes con menos."],
      polite: ["Será un placer darle la bienvenida.", "Quedamos a su disposición."],
    },
    cta: {
      casual: ["Empieza con {product}", "Prueba {product} hoy"],
      playful: ["Dale una vuelta a {product}", "¡Vamos allá!"],
      bold: ["Empieza ya", "Consigue {product}"],
      polite: ["Solicite más información", "Descubra {product}"],
    },
  },
  about: {
    headline: {
      ...both("Sobre {company}", "La historia de {company}", "{company}: quiénes somos"),
      polite: ["Sobre {company}"],
    },
    lead: {
      casual: [
        "Toda empresa nace por una razón. Esta es la nuestra.",
        "Detrás de {company} hay personas a las que les importa hacer bien las cosas.",
      ],
      playful: ["Ponte cómodo, que te contamos cómo empezó todo.", "Spoiler: todo empezó con una buena idea."],
      bold: ["Hacemos las cosas de otra manera. Te contamos por qué.", "Sin rodeos: quiénes somos y qué nos mueve."],
      polite: ["{company} nació con un propósito claro.", "Conozca la historia y los principios de {company}."],
    },
    storyHeading: both("Nuestra historia", "Cómo empezó todo", "De dónde venimos"),
    storyBridge: both(
      "Esa historia sigue marcando cómo trabajamos hoy.",
      "Es una historia que seguimos escribiendo cada día.",
      "Mucho ha cambiado desde entonces, pero no lo que nos mueve.",
    ),
    valuesHeading: both("Lo que defendemos", "Nuestros valores", "Lo que nos importa"),
    valueElab: both(
      "No es un eslogan, sino un listón que nos ponemos.",
      "Guía nuestras decisiones, grandes y pequeñas.",
      "Se nota en todo lo que hacemos.",
      "Preferimos demostrarlo a contarlo.",
    ),
    workHeading: both("Cómo trabajamos", "Así es trabajar con nosotros"),
    workBody: both(
      "Mantenemos las cosas sencillas, honestas y cercanas. Cuando nos comprometemos a algo, lo cumplimos.",
      "Primero escuchamos y después nos ponemos manos a la obra. Los buenos resultados nacen de entender lo que la gente necesita de verdad.",
    ),
    closingHeading: { casual: ["Hablemos", "Escríbenos"], polite: ["Contacto"] },
    closing: {
      casual: ["¿Quieres saber más sobre {company} o trabajar con nosotros? Nos encantará saber de ti."],
      playful: ["¿Una pregunta, una idea o simplemente ganas de saludar? Nuestra puerta está abierta."],
      bold: ["¿Tienes algo en mente? Hagámoslo realidad."],
      polite: ["Para más información sobre {company}, no dude en ponerse en contacto con nosotros."],
    },
    cta: { casual: ["Escríbenos", "Saluda"], bold: ["Hablemos"], polite: ["Contactar"] },
  },
  faq: {
    headline: {
      ...both("{product}: respuestas a tus preguntas", "Preguntas frecuentes sobre {product}", "FAQ de {product}"),
      polite: ["Preguntas frecuentes sobre {product}"],
    },
    intro: {
      casual: [
        "¿Tienes dudas sobre {product}? Estas son las preguntas que más nos hacen, respondidas para {audience}.",
      ],
      polite: [
        "En esta página encontrará las respuestas a las preguntas más frecuentes sobre {product}, pensadas para {audience}.",
      ],
    },
    answers: {
      price: {
        casual: [
          [
            "El precio de {product} depende de lo que necesites.",
            "Las opciones actuales siempre están a la vista, y si dudas, te ayudamos a elegir.",
          ],
          [
            "Depende de cómo quieras usar {product}.",
            "Escríbenos y encontraremos juntos la opción que más sentido tenga para ti.",
          ],
        ],
        polite: [
          [
            "El precio de {product} depende de sus necesidades.",
            "Las opciones actuales se presentan siempre con total transparencia y, si lo desea, le ayudamos a elegir.",
          ],
        ],
      },
      time: {
        casual: [
          [
            "Empezar con {product} es rápido.",
            "Casi todo se configura sobre la marcha, así que puedes arrancar ya y ajustar después.",
          ],
          ["Muy poco.", "Hemos diseñado {product} para empezar sin configuraciones eternas."],
        ],
        polite: [
          [
            "Empezar con {product} es rápido.",
            "La mayor parte se configura sobre la marcha, de modo que puede comenzar de inmediato y ajustar después.",
          ],
        ],
      },
      security: {
        casual: [
          [
            "Nos lo tomamos muy en serio.",
            "{product} cuida tus datos y tu privacidad, y explicamos con claridad cómo se trata la información.",
          ],
          ["Tu confianza nos importa.", "Si tienes requisitos concretos, escríbenos y te contamos todos los detalles."],
        ],
        polite: [
          [
            "Nos lo tomamos muy en serio.",
            "{product} cuida sus datos y su privacidad, y explicamos con claridad cómo se trata la información.",
          ],
        ],
      },
      support: {
        casual: [
          [
            "Sí, nunca estás solo.",
            "Si te atascas o tienes una duda sobre {product}, escríbenos: te ayudamos encantados.",
          ],
          [
            "Nuestro equipo está aquí para ti.",
            "Respondemos tus preguntas y te ayudamos a sacar el máximo partido a {product}.",
          ],
        ],
        polite: [
          [
            "Sí, cuenta con nuestro apoyo.",
            "Si tiene cualquier duda sobre {product}, póngase en contacto con nosotros y le ayudaremos con mucho gusto.",
          ],
        ],
      },
      cancel: {
        casual: [
          [
            "Queremos que te quedes porque {product} te sirve, no porque irse sea difícil.",
            "Escríbenos y lo resolvemos juntos.",
          ],
          ["Los planes cambian, y no pasa nada.", "Escríbenos y te explicamos tus opciones."],
        ],
        polite: [
          [
            "Queremos que siga con nosotros porque {product} le resulta útil, no porque irse sea difícil.",
            "Póngase en contacto con nosotros y lo resolveremos juntos.",
          ],
        ],
      },
      compat: {
        casual: [
          [
            "{product} encaja en tu forma de trabajar en lugar de sustituirla.",
            "Si tienes en mente una configuración concreta, pregúntanos y te daremos una respuesta clara.",
          ],
          [
            "En la mayoría de los casos, sí.",
            "Cuéntanos un poco tu configuración y te diremos qué funciona mejor con {product}.",
          ],
        ],
        polite: [
          [
            "{product} se integra en su forma de trabajar en lugar de sustituirla.",
            "Si tiene en mente una configuración concreta, consúltenos y le daremos una respuesta clara.",
          ],
        ],
      },
      fit: {
        casual: [
          ["Hemos creado {product} pensando en {audience}.", "Si te ves reflejado, estás en el lugar adecuado."],
          [
            "Si buscas una forma más sencilla de avanzar, {product} merece una mirada atenta.",
            "La mejor manera de saberlo es probarlo.",
          ],
        ],
        polite: [
          ["Hemos creado {product} pensando en {audience}.", "Si se siente identificado, está en el lugar adecuado."],
        ],
      },
      difference: both(
        [
          "{product} se centra en lo esencial y lo hace bien.",
          "En lugar de acumular funciones, todo gira en torno a lo que de verdad marca la diferencia para {audience}.",
        ],
        [
          "Menos distracciones, más de lo que importa.",
          "Esa es la idea detrás de {product}, y es lo primero que se nota.",
        ],
      ),
      general: {
        casual: [
          [
            "Buena pregunta. En pocas palabras: {product} existe para ponerle las cosas fáciles a {audience}.",
            "Si quieres detalles para tu caso concreto, te ayudamos encantados.",
          ],
          [
            "Depende un poco de tu situación.",
            "Cuéntanos qué tienes en mente y te daremos una respuesta clara sobre {product}.",
          ],
          [
            "Nos lo preguntan a menudo.",
            "Hemos diseñado {product} justo para este tipo de dudas del día a día, así que puedes esperar una experiencia sencilla.",
          ],
        ],
        polite: [
          [
            "Buena pregunta. En pocas palabras: {product} existe para facilitar las cosas a {audience}.",
            "Si desea detalles para su caso concreto, le ayudaremos con mucho gusto.",
          ],
          [
            "Depende en parte de su situación.",
            "Cuéntenos qué tiene en mente y le daremos una respuesta clara sobre {product}.",
          ],
        ],
      },
    },
    followUp: {
      casual: ["Y si algo no queda claro, estamos a un mensaje de distancia.", "¿Quieres saber más? Pregúntanos."],
      polite: ["Si algo no queda claro, estamos a su disposición.", "¿Desea saber más? Consúltenos."],
    },
    outro: {
      casual: [
        "¿Te queda alguna duda? Escríbenos, te ayudamos encantados.",
        "¿No encuentras lo que buscas? Pregúntanos directamente.",
      ],
      playful: ["¿Sigues con curiosidad? Genial, nos encantan las preguntas. Escríbenos."],
      polite: ["Si tiene cualquier otra pregunta, no dude en ponerse en contacto con nosotros."],
    },
  },
  blog: {
    headline: {
      casual: ["{topic}: guía práctica para {audience}", "{topic}, explicado para {audience}"],
      professional: ["{topic}: lo que conviene saber", "{topic}: guía práctica para {audience}"],
      playful: ["{topic}, sin dolores de cabeza", "Hablemos claro sobre {topic}"],
      bold: ["{topic}: deja de adivinar y pasa a la acción", "{topic}: la guía sin rodeos"],
      polite: ["{topic}: una visión general para {audience}", "{topic}: claves para {audience}"],
    },
    intro: {
      casual: [
        "Hay muchísimos consejos sobre {topic}, pero no todos sirven. Esta guía va al grano.",
        "Si últimamente le das vueltas a {topic}, no eres el único. Aquí tienes una forma clara y práctica de abordarlo.",
      ],
      professional: [
        "Sobre {topic} hay opiniones de sobra. Este artículo se centra en lo que funciona en la práctica.",
      ],
      playful: ["Seamos sinceros: el tema de {topic} puede parecer mucho. La buena noticia: no tiene por qué."],
      bold: ["La mayoría de los consejos sobre {topic} son demasiado vagos para servir. Vamos a cambiarlo."],
      polite: ["Este artículo analiza {topic} y plantea consideraciones prácticas para el lector."],
    },
    audience: {
      casual: ["Está escrito para {audience}, con ideas que puedes aplicar desde ya."],
      polite: ["Está escrito para {audience} y se centra en medidas que puede aplicar de inmediato."],
    },
    whyHeading: both("Por qué importa", "El panorama general", "Por qué merece atención"),
    whyBody: both(
      "Las pequeñas mejoras aquí se notan en todo lo demás. Acertar con lo básico ahorra tiempo, evita frustraciones y facilita cada paso siguiente.",
      "Es fácil verlo como un tema secundario. En la práctica, influye en los resultados sin hacer ruido, y un poco de atención da mucho de sí.",
    ),
    pointOpener: both(
      "Aquí es donde mucha gente empieza, y con razón.",
      "Parece obvio, pero es de lo más fácil de pasar por alto.",
      "Si esto sale bien, buena parte de lo demás encaja solo.",
      "Un punto que a menudo se subestima.",
    ),
    pointWhy: both(
      "Para {audience}, aquí suele estar la mayor ganancia.",
      "Importa porque condiciona todo lo que viene después.",
      "Bien hecho, ahorra tiempo y disgustos más adelante.",
    ),
    pointTip: {
      casual: [
        "Una forma sencilla de empezar: apunta dónde estás hoy y elige un pequeño cambio para probar esta semana.",
        "Empieza poco a poco, revisa qué funciona al cabo de unas semanas y construye a partir de ahí.",
        "Al principio, mantenlo simple. Siempre podrás afinar cuando tengas la base.",
        "Pide a alguien de confianza que lo mire con ojos nuevos: verá lo que tú ya no ves.",
      ],
      polite: [
        "Una forma sencilla de empezar: anote dónde se encuentra hoy y elija un pequeño cambio para esta semana.",
        "Empiece poco a poco, revise qué funciona al cabo de unas semanas y avance a partir de ahí.",
        "Al principio, manténgalo simple. Siempre podrá afinar más adelante.",
      ],
    },
    mistakesHeading: both("Errores comunes que conviene evitar", "Trampas habituales"),
    mistakes: both(
      [
        "Querer cambiarlo todo de golpe.",
        "Copiar lo que funciona a otros sin comprobar si encaja.",
        "Rendirse antes de que los resultados tengan tiempo de aparecer.",
      ],
      [
        "Complicarlo todo desde el principio.",
        "Saltarse lo básico porque parece demasiado simple.",
        "No pararse nunca a aprender de lo que ha pasado.",
      ],
    ),
    takeawaysHeading: both("Ideas clave", "En resumen", "Lo esencial"),
    conclusionHeading: both("Para terminar", "¿Y ahora qué?", "Conclusión"),
    conclusion: {
      casual: [
        "No hace falta acertar con todo el primer día. Elige una idea de este artículo, pruébala y avanza desde ahí.",
        "El progreso vale más que la perfección. Empieza por el punto que más te haya llamado la atención.",
      ],
      playful: ["Y ya está, sin necesidad de un doctorado. Elige una idea, lánzate y disfruta del progreso."],
      bold: ["Leer es lo fácil. Elige una idea y ponla en marcha hoy."],
      polite: ["En conjunto, estas consideraciones ofrecen una base sólida para los próximos pasos."],
    },
  },
  howto: {
    headline: {
      casual: ["{task}: guía paso a paso", "{task}, paso a paso"],
      playful: ["{task}, facilísimo (de verdad)"],
      bold: ["{task}: la vía rápida"],
      polite: ["{task}: instrucciones paso a paso"],
    },
    intro: {
      casual: [
        "Esta guía te acompaña en todo el proceso, paso a paso. Está escrita para {audience}, así que nada de jerga innecesaria.",
        "Así se hace, sin ir a ciegas. Los pasos siguientes están escritos para {audience} y funcionan incluso la primera vez.",
      ],
      polite: ["Esta guía describe el proceso paso a paso. Está dirigida a {audience}."],
    },
    beforeHeading: {
      casual: ["Antes de empezar", "Lo que necesitas"],
      polite: ["Antes de empezar", "Lo que necesitará"],
    },
    beforeBody: {
      casual: [
        "Resérvate un rato sin interrupciones y ten a mano todo lo que necesitas. También ayuda tener un objetivo claro: saber cómo será el resultado antes de empezar.",
      ],
      polite: [
        "Reserve un rato sin interrupciones y tenga a mano todo lo necesario. También conviene definir de antemano cómo debe ser el resultado.",
      ],
    },
    stepsHeading: both("Paso a paso", "Los pasos", "Cómo hacerlo"),
    stepFirst: {
      casual: ["Tómate tu tiempo aquí: lo demás se apoya en este paso."],
      polite: ["Tómese su tiempo aquí: lo demás se apoya en este paso."],
    },
    stepMiddle: {
      casual: [
        "Comprueba el resultado antes de seguir.",
        "Si algo no cuadra, este es el momento de ajustarlo.",
        "Toma notas sobre la marcha.",
        "Sin prisas en este punto.",
      ],
      polite: [
        "Compruebe el resultado antes de continuar.",
        "Si algo no cuadra, este es el momento de ajustarlo.",
        "Tome notas sobre la marcha.",
      ],
    },
    stepLast: {
      casual: ["Después, da un paso atrás y revisa el resultado en conjunto."],
      polite: ["Después, revise el resultado en su conjunto."],
    },
    defaultSteps: both(
      [
        "Definir el objetivo y cómo debe ser el resultado final.",
        "Reunir todo lo necesario antes de empezar.",
        "Hacer una primera pasada sin buscar la perfección.",
        "Revisar el resultado y anotar qué se puede mejorar.",
        "Hacer los últimos ajustes y cerrar.",
      ],
      [
        "Decidir qué es un buen resultado.",
        "Preparar herramientas y materiales.",
        "Hacer la parte principal en una sesión concentrada.",
        "Probar o revisar lo hecho.",
        "Pulir los detalles.",
      ],
    ),
    tipsHeading: both("Consejos para un mejor resultado", "Algunos consejos más"),
    tips: both(
      [
        "Trabajar en bloques cortos y concentrados en lugar de una sesión larga.",
        "Guardar o anotar el progreso con regularidad.",
        "Ante la duda, volver un paso atrás en lugar de forzar.",
      ],
      [
        "Prepararlo todo antes de empezar: las interrupciones cuestan más de lo que parece.",
        "Hacerlo una vez despacio antes de intentar ir rápido.",
        "Apuntar lo que ha funcionado para que la próxima vez sea más fácil.",
      ],
    ),
    troubleHeading: both("Si algo sale mal", "Solución de problemas"),
    troubleBody: both(
      "La mayoría de los problemas vienen de un paso que se ha saltado o se ha hecho con prisa. Lo mejor es volver al último punto en que todo funcionaba y seguir desde ahí.",
      "Tranquilidad: un contratiempo rara vez es grave. Repasar los pasos, comprobar primero lo básico y volver a intentarlo con otra mirada.",
    ),
    wrapHeading: both("Para terminar", "¡Listo!"),
    wrap: {
      casual: ["La primera vez es la que más cuesta. Después, se convierte enseguida en rutina."],
      playful: ["¡Y listo! Date una palmadita en la espalda."],
      bold: ["Hecho. La próxima vez, más rápido."],
      polite: ["Con esto concluye el proceso. Con la práctica, estos pasos se volverán rutinarios."],
    },
  },
  listicle: {
    headline: {
      casual: ["{topic}: {count} ideas que merece la pena probar", "{count} consejos sencillos sobre {topic}"],
      professional: ["{topic}: {count} consejos prácticos", "{count} consejos sobre {topic}"],
      playful: ["{topic}: {count} trucos que de verdad vas a usar", "{count} formas de triunfar con {topic}"],
      bold: ["{topic}: {count} reglas que funcionan", "{count} cosas que de verdad funcionan: {topic}"],
      polite: ["{count} recomendaciones sobre {topic}"],
    },
    intro: {
      casual: [
        "Sin teoría ni relleno: aquí tienes {count} ideas prácticas sobre {topic}, pensadas para {audience}. Elige las que te encajen y empieza por ahí.",
        "Sin teoría ni relleno: aquí tienes {count} ideas prácticas sobre {topic}. Elige las que te encajen y empieza por ahí.",
      ],
      polite: [
        "Las siguientes {count} recomendaciones sobre {topic} pueden aplicarse por separado o de forma conjunta.",
      ],
    },
    angles: both(
      ["Empezar por lo básico", "Antes que nada, dominar los fundamentos.", "Todo lo demás se apoya en ellos."],
      [
        "Saber qué se quiere",
        "Un objetivo claro facilita todas las decisiones siguientes.",
        "Lo ideal: escribirlo en una sola frase.",
      ],
      [
        "Mantenerlo simple",
        "El enfoque más sencillo suele ser el que más dura.",
        "La complejidad tiene que ganarse su sitio.",
      ],
      [
        "Aprender de otros",
        "Seguramente alguien ya se ha hecho la misma pregunta.",
        "Su experiencia ahorra mucho ensayo y error.",
      ],
      [
        "Planificar, pero sin pasarse",
        "Un plan aproximado es mejor que ninguno.",
        "Eso sí, con margen para adaptarse.",
      ],
      ["Cuidar los detalles", "Las pequeñas cosas suman.", "A menudo, los detalles son lo que se recuerda."],
      [
        "Dejar sitio a lo inesperado",
        "No todo saldrá según lo previsto, y no pasa nada.",
        "Algunos de los mejores resultados nacen de lo imprevisto.",
      ],
      [
        "Tomarse su tiempo",
        "Las prisas rara vez compensan.",
        "Un ritmo constante llega más lejos que un sprint seguido de un parón.",
      ],
      ["Hacer preguntas", "No hay preguntas tontas.", "Preguntar pronto ahorra tiempo después."],
      [
        "Compartir la experiencia",
        "En compañía todo es más fácil.",
        "Compartir lo aprendido ayuda a otros y afina las propias ideas.",
      ],
      ["Revisar y ajustar", "De vez en cuando, parar y preguntarse qué funciona.", "Y hacer más de eso."],
      [
        "Disfrutar del camino",
        "El progreso se sostiene mejor cuando se disfruta.",
        "Celebrar los pequeños logros por el camino.",
      ],
    ),
    audienceNote: both("Especialmente útil para {audience}.", "Muy recomendable para {audience}."),
    outro: {
      casual: [
        "No hace falta aplicar las {count} a la vez. Empieza por una, observa qué cambia y luego pasa a la siguiente.",
      ],
      playful: ["Ahí lo tienes: {count} ideas y cero excusas. ¿Cuál pruebas primero?"],
      bold: ["{count} ideas. Una decisión: empezar hoy."],
      polite: [
        "Estas recomendaciones resultan más eficaces si se introducen de forma gradual y se revisan con regularidad.",
      ],
    },
  },
  comparison: {
    headline: {
      ...both(
        "{product} o {competitor}: ¿en qué se diferencian?",
        "¿{product} o {competitor}? Una comparación honesta",
      ),
      playful: ["{product} contra {competitor}: que gane el mejor"],
      bold: ["{product} o {competitor}: la respuesta sincera"],
      polite: ["Comparativa: {product} y {competitor}"],
    },
    intro: {
      casual: [
        "¿Dudas entre {product} y {competitor}? Los dos tienen sus puntos fuertes. Aquí tienes una mirada honesta a sus diferencias para que elijas lo que mejor te encaje.",
      ],
      polite: [
        "Esta comparativa expone las principales diferencias entre {product} y {competitor} para facilitar una decisión informada.",
      ],
    },
    standoutHeading: both("Dónde destaca {product}", "Lo que distingue a {product}"),
    fairHeading: {
      casual: ["Cuándo {competitor} puede encajarte", "Cuándo {competitor} puede ser mejor opción"],
      polite: ["Cuándo {competitor} puede ser la mejor opción"],
    },
    fairBody: {
      casual: [
        "{competitor} es una opción sólida para mucha gente. Si los puntos anteriores te importan menos, {competitor} puede cumplir perfectamente, y conviene saberlo antes de decidir.",
        "Cada herramienta tiene sus seguidores, y {competitor} también. Si estas diferencias no pesan en tu día a día, puede ser una elección razonable.",
      ],
      polite: [
        "{competitor} es una opción sólida para muchas personas. Si los puntos anteriores le resultan menos importantes, {competitor} puede cumplir perfectamente.",
      ],
    },
    chooseHeading: {
      casual: ["Cómo elegir", "Preguntas que hacerte"],
      polite: ["Cómo elegir", "Preguntas que conviene plantearse"],
    },
    chooseList: {
      casual: [
        [
          "¿Qué es lo que más te importa en el día a día?",
          "¿Cuáles de las diferencias anteriores notarías cada semana?",
          "¿Dónde quieres estar dentro de un año y qué opción crecerá contigo?",
        ],
        [
          "¿Qué problema quieres resolver de verdad?",
          "¿Con qué concesiones puedes vivir?",
          "¿Qué te haría cambiar otra vez más adelante?",
        ],
      ],
      polite: [
        [
          "¿Qué es lo más importante para usted en el día a día?",
          "¿Qué diferencias de las anteriores notaría cada semana?",
          "¿Dónde quiere estar dentro de un año y qué opción crecerá con usted?",
        ],
      ],
    },
    verdictHeading: both("En resumen", "Nuestra opinión"),
    verdict: {
      casual: ["Si estas son las diferencias que te importan, {product} es la elección natural."],
      playful: ["Si has asentido al leer estas diferencias, ya sabes la respuesta: {product}."],
      bold: ["Si estas diferencias te importan, la elección está clara: {product}."],
      polite: ["Cuando estas diferencias son decisivas, {product} es la opción más adecuada."],
    },
  },
  product: {
    headline: { ...both("{product}", "Te presentamos {product}", "{product}, para {audience}"), polite: ["{product}"] },
    hook: {
      casual: [
        "Hay cosas que hacen mejor el día a día. {product} es una de ellas.",
        "De esas cosas que, una vez que las tienes, no entiendes cómo vivías sin ellas.",
      ],
      professional: [
        "{product} combina un diseño cuidado con un sentido práctico de verdad.",
        "Para quienes esperan un poco más: {product}.",
      ],
      playful: [
        "Aviso: {product} puede provocar ataques repentinos de alegría.",
        "Te avisamos: cuando pruebas {product}, no hay vuelta atrás.",
      ],
      bold: ["{product} sube el listón. Así de simple.", "Para quienes exigen más."],
      polite: ["{product} combina calidad y sentido práctico en un diseño cuidado."],
    },
    featuresHeading: both("Lo más destacado", "Lo que lo hace especial", "Características de un vistazo"),
    forHeading: both("¿Para quién es?", "Ideal para"),
    forAudience: both(
      "Para {audience} y para cualquiera que aprecie lo que simplemente funciona.",
      "Hemos creado {product} pensando en {audience}.",
    ),
    forEveryone: both(
      "Para quienes valoran la calidad, la sencillez y el buen diseño.",
      "Para quienes esperan un poco más de las cosas de cada día.",
    ),
    loveHeading: {
      casual: ["Por qué te va a encantar", "Los pequeños detalles"],
      polite: ["Por qué le encantará", "Los pequeños detalles"],
    },
    loveBody: both(
      "Lo que cuenta es el conjunto: cada detalle tiene su razón de ser, y juntos hacen de {product} un placer de usar.",
    ),
    closing: {
      casual: ["¿Lo compruebas por ti mismo?", "Tu nuevo favorito te está esperando."],
      playful: ["Venga, date un capricho."],
      bold: ["No esperes más. Da el salto."],
      polite: ["Descubra {product} hoy mismo."],
    },
    cta: {
      casual: ["Consíguelo ya", "Quiero {product}"],
      playful: ["¡Lo quiero!"],
      bold: ["Consíguelo ahora"],
      polite: ["Comprar ahora"],
    },
  },
  campaign: {
    subject: {
      casual: ["{offer}: solo para ti", "Algo bueno de {product}: {offer}"],
      professional: ["{product}: {offer}", "Una oferta para ti: {offer}"],
      playful: ["Psst… {offer}", "Esto te va a gustar: {offer}"],
      bold: ["{offer}. No te lo pierdas.", "{offer}: ahora es el momento"],
      polite: ["Oferta exclusiva de {product}: {offer}"],
    },
    preview: {
      casual: ["Por qué ahora es un gran momento para probar {product}.", "Un detalle para {audience}."],
      polite: ["Los detalles de nuestra oferta actual para {audience}."],
    },
    opening: {
      casual: ["Tenemos algo que creemos que te va a encantar.", "Teníamos ganas de contarte esto."],
      playful: ["Seremos breves, porque las buenas noticias no esperan."],
      bold: ["Vamos al grano."],
      polite: ["Nos complace presentarle una oferta exclusiva."],
    },
    offerLine: {
      casual: ["El plan: **{offer}**", "Esta es la oferta: **{offer}**"],
      playful: ["¿Preparado? Ahí va: **{offer}**"],
      polite: ["Nuestra oferta: **{offer}**"],
    },
    body: {
      casual: [
        "{product} ayuda a {audience} a hacer más con menos esfuerzo, y ahora empezar es más fácil que nunca.",
        "El momento perfecto para descubrir lo que {product} puede hacer por {audience}.",
      ],
      polite: [
        "{product} ayuda a {audience} a lograr más con menos esfuerzo, y esta oferta hace que empezar sea más fácil que nunca.",
      ],
    },
    deadline: {
      casual: ["Un detalle: la oferta es válida hasta el {deadline}.", "Ojo: la oferta dura hasta el {deadline}."],
      bold: ["Solo hasta el {deadline}."],
      polite: ["Le recordamos que esta oferta es válida hasta el {deadline}."],
    },
    noDeadline: {
      casual: ["Las ofertas así no duran para siempre, así que ahora es buen momento."],
      polite: ["Le recomendamos aprovechar esta oferta cuanto antes."],
    },
    more: {
      casual: [
        "¿Aún no lo tienes claro? Mira lo que {product} puede hacer y luego decide. Sin presión, solo una buena oferta mientras dure.",
      ],
      polite: ["¿Aún no lo tiene claro? Descubra lo que {product} puede hacer y decida después. Sin compromiso."],
    },
    cta: {
      casual: ["Aprovecha la oferta", "Lo quiero"],
      playful: ["¡Sí, lo quiero!"],
      bold: ["Consíguelo ya"],
      polite: ["Canjear la oferta"],
    },
  },
  newsletter: {
    subject: {
      casual: ["Novedades de {brand}", "Noticias de {brand}: {first}"],
      professional: ["Actualización de {brand}: {first}", "Lo último de {brand}"],
      playful: ["Recién salido de {brand}: esto tienes que verlo"],
      bold: ["{brand}: grandes noticias"],
      polite: ["Boletín de {brand}: las últimas noticias"],
    },
    preview: both("Y todo lo demás que está pasando en {brand}.", "{n} novedades que merecen un minuto."),
    intro: {
      casual: ["Han sido semanas intensas en {brand}, y tenemos varias cosas que contarte."],
      professional: ["Aquí tienes un breve resumen de lo que ha pasado en {brand}."],
      playful: ["Prepárate un café: hay novedades en {brand}, y son buenas."],
      polite: ["Nos complace compartir con usted las últimas novedades de {brand}."],
    },
    audience: both("Como siempre, pensado para {audience}."),
    highlightsHeading: both("Novedades", "Lo más destacado", "En este número"),
    itemNote: both(
      "Nos hace especial ilusión, y pronto contaremos más.",
      "Un paso en el que llevábamos tiempo trabajando.",
      "Creemos que se notará la diferencia.",
    ),
    bridge: {
      casual: ["Gracias por leernos y por formar parte de esto."],
      polite: ["Gracias por su confianza y por leernos."],
    },
    cta: {
      casual: ["Responde y cuéntanos qué te parece"],
      polite: ["Puede responder a este correo con sus comentarios"],
    },
  },
  welcome: {
    subject: {
      casual: ["¡Te damos la bienvenida a {brand}!", "¡Ya estás dentro! Esto es {brand}"],
      playful: ["¡Todos a bordo! Empezamos con {brand}"],
      bold: ["Esto es {brand}. Vamos allá."],
      polite: ["Le damos la bienvenida a {brand}"],
    },
    preview: { casual: ["Tu primer paso: {firstStep}"], polite: ["Su primer paso: {firstStep}"] },
    intro: {
      casual: ["Nos alegra mucho tenerte aquí. ¡Te damos la bienvenida a {brand}!"],
      playful: ["¡Que suene la música! Ya formas parte de {brand}."],
      polite: ["Gracias por unirse a {brand}. Es un placer darle la bienvenida."],
    },
    firstStep: { casual: ["**Tu primer paso:** {firstStep}"], polite: ["**Primer paso recomendado:** {firstStep}"] },
    firstStepWhy: both("Solo lleva un momento y deja todo listo para lo que viene."),
    benefitsLead: {
      casual: ["Esto es lo que te espera:", "Lo que vas a disfrutar:"],
      polite: ["Esto es lo que le espera:"],
    },
    more: {
      casual: ["En los próximos días te enviaremos algunos consejos para sacar el máximo partido a {brand}."],
      polite: ["En los próximos días le enviaremos algunos consejos para sacar el máximo partido a {brand}."],
    },
    help: {
      casual: ["¿Dudas? Responde a este correo, estamos para ayudarte."],
      polite: ["Si tiene cualquier pregunta, basta con responder a este correo."],
    },
    cta: { casual: ["Dar el primer paso"], playful: ["¡Vamos!"], polite: ["Empezar ahora"] },
  },
  social: {
    headline: both("{topic}: publicaciones para {network}", "Publicaciones para {network}: {topic}"),
    hook: {
      casual: [
        "Hablemos de {topic}. Importa más de lo que mucha gente cree.",
        "Una idea rápida sobre {topic}: los pequeños cambios marcan una gran diferencia.",
      ],
      professional: ["Algunas reflexiones sobre {topic} y por qué merece atención."],
      playful: ["Opinión polémica: {topic} merece mucha más atención. ¿Quién se apunta?"],
      bold: ["{^topic}. Es hora de tomárselo en serio."],
      polite: ["Algunas consideraciones sobre {topic} y por qué merece atención."],
    },
    question: {
      casual: [
        "¿Cuál es tu mayor reto con {topic}? Cuéntanoslo en los comentarios.",
        "Curiosidad: ¿cómo abordas {topic}?",
      ],
      playful: ["Sé sincero: ¿cuál es tu secreto con {topic}? No se lo diremos a nadie."],
      polite: ["¿Cómo aborda su organización {topic}? Nos encantaría conocer su punto de vista."],
    },
    tip: {
      casual: [
        "Consejo del día sobre {topic}: empieza poco a poco y sé constante.",
        "Lo que ayuda con {topic}: mantenerlo simple y revisar qué funciona.",
      ],
      playful: ["Consejo pequeño, efecto grande: con {topic}, gana quien va poco a poco."],
      polite: ["Una recomendación sobre {topic}: comenzar con cambios moderados y revisarlos con regularidad."],
    },
    story: {
      casual: [
        "Hemos aprendido mucho sobre {topic} por el camino. ¿La gran lección? El progreso vale más que la perfección.",
      ],
      polite: ["Lo que hemos aprendido sobre {topic}: el progreso vale más que la perfección."],
    },
    audience: both("Un apunte para {audience}: no hace falta complicarse con {topic}."),
    cta: {
      casual: ["¿Quieres más sobre {topic}? Síguenos, que hay mucho más."],
      playful: ["¿Más sobre {topic}? Dale a seguir. Prometemos que será divertido."],
      polite: ["Siga nuestra página para conocer más sobre {topic}."],
    },
    more: both(
      "Lo que hemos visto: quienes más partido le sacan no son los que más recursos tienen, sino los que no pierden la curiosidad.",
      "Empezar por una cosa. Hacerla bien. Luego, la siguiente.",
      "Rara vez se trata de hacer más. Se trata de hacer lo correcto, con constancia.",
    ),
  },
  linkedin: {
    headline: both("Publicación de LinkedIn: {topic}"),
    hook: {
      casual: [
        "Algo que me habría gustado saber antes sobre {topic}.",
        "He cambiado de opinión sobre {topic}. Te cuento por qué.",
      ],
      professional: [
        "Una lección sobre {topic} que cambió mi forma de trabajar.",
        "Lo que he aprendido sobre {topic}.",
      ],
      playful: [
        "Confesión: con {topic} me equivocaba por completo.",
        "Giro de guion: el tema de {topic} es más sencillo de lo que pensaba.",
      ],
      bold: ["La mayoría se equivoca con {topic}. Esta es la razón.", "Opinión impopular sobre {topic}."],
      polite: ["Una breve reflexión sobre {topic}.", "Algunas observaciones sobre {topic}."],
    },
    context: both("Me costó verlo, pero desde entonces enfoco mi trabajo de otra manera."),
    insightLead: both("Lo que he aprendido:", "En resumen:"),
    reflection: both(
      "Nada de esto es complicado. Pero sencillo no es lo mismo que fácil, y precisamente por eso merece la pena hablarlo.",
    ),
    question: {
      casual: ["¿Cómo lo ves tú? Me encantaría leer tu experiencia en los comentarios."],
      polite: ["¿Cuál es su opinión? Me encantaría conocer su experiencia en los comentarios."],
    },
  },
  ads: {
    headline: both("Textos de anuncios: {name}"),
    adHeadline: {
      casual: [
        "{product}, para {audience}",
        "Te presentamos {product}",
        "{^benefit}",
        "{product}: {benefit}",
        "Prueba {product} hoy",
      ],
      playful: ["Psst: ha llegado {product}", "¿{^benefit}? Sí, por favor.", "Te presentamos {product}"],
      bold: ["{^benefit}. Punto.", "{product}. Sin concesiones.", "Consigue {product}"],
      polite: ["{product} para {audience}", "Descubra {product}", "{^benefit}"],
    },
    adText: {
      casual: [
        "{^benefit}. De eso va {product}: la solución para {audience}.",
        "Para {audience}: {product}. {^benefit}.",
        "¿Buscas una forma mejor? {product} te lleva hasta ella. {^benefit}.",
      ],
      playful: [
        "¿{^benefit}? Con {product}, sí. Para {audience}.",
        "Lo bueno llega a quien hace clic. {product}: {benefit}.",
      ],
      bold: ["{^benefit}. Sin excusas. {product}, para {audience}.", "Deja de conformarte. {product}: {benefit}."],
      polite: [
        "{product}, la solución para {audience}. {^benefit}.",
        "{^benefit}. Descubra {product}, la solución para {audience}.",
      ],
    },
    searchHeadline: {
      ...both(
        "Prueba {product} hoy",
        "Descubre {product}",
        "{^keyword} sin complicaciones",
        "{^keyword}: empieza ya",
        "{product}: {keyword}",
        "Empieza hoy mismo",
        "Mira cómo funciona",
        "Resultados reales",
        "{product}: más información",
        "Listo en minutos",
        "Sencillo y eficaz",
        "Trabaja mejor",
      ),
      playful: [
        "Saluda a {product}",
        "{^keyword}, pero divertido",
        "Tu nueva herramienta favorita",
        "Venga, prueba {product}",
      ],
      polite: [
        "{product}: información",
        "Solución profesional",
        "Conozca {product}",
        "{^keyword} fiable",
        "Solicite información",
      ],
    },
    searchDescription: {
      casual: [
        "{^benefit}. Descubre {product} y empieza hoy mismo.",
        "¿{^keyword}? Mira lo que {product} puede hacer por ti.",
        "{product} lo pone fácil. {^benefit}. Empieza ya.",
        "{^benefit} con {product}. Fácil de empezar, fácil de querer.",
        "Por qué elegir {product}: {benefit}.",
        "Claro, sencillo y hecho para ti. Prueba {product} hoy.",
      ],
      playful: [
        "¿{^benefit}? Fácil. Con {product} es casi demasiado sencillo.",
        "Te presentamos {product}: {benefit}, sin estrés. ¡Pruébalo!",
      ],
      polite: [
        "{^benefit} con {product}. Conozca nuestra solución.",
        "Descubra cómo {product} puede ayudarle. Solicite información hoy.",
      ],
    },
  },
  press: {
    lead: {
      playful: ["{company} tiene hoy una buena noticia que contar."],
      ...both("{company} ha anunciado hoy un paso importante.", "{company} comparte hoy una noticia importante."),
      polite: ["{company} ha anunciado hoy un avance importante."],
    },
    detailsLead: both("Los datos clave, de un vistazo:", "Los puntos más importantes:"),
    context: both(
      "El anuncio encaja con la dirección que {company} lleva tiempo siguiendo: crear cosas en las que la gente pueda confiar y mejorarlas paso a paso.",
      "Para {company}, el anuncio forma parte de un camino coherente: escuchar con atención, actuar con cuidado y cumplir lo prometido.",
    ),
    quote: {
      playful: ["Estamos encantados, y esto es solo el principio"],
      casual: [
        "Estamos orgullosos de este paso y con muchas ganas de ver lo que supondrá para las personas con las que trabajamos",
        "Es un momento importante para nosotros y estamos deseando ver lo que viene",
      ],
      polite: ["Se trata de un hito importante para nuestra organización y para todas las personas a las que servimos"],
    },
    quoteBy: both("«{quote}», afirma {quoteBy}."),
    quoteCompany: both("«{quote}», señalan desde {company}."),
    aboutHeading: both("Sobre {company}"),
    about: both(
      "{company} crea productos y servicios pensados en torno a las necesidades de quienes los utilizan, con especial atención a la calidad, la fiabilidad y las relaciones a largo plazo. Para más información, puede ponerse en contacto directamente con {company}.",
    ),
    backgroundHeading: both("Contexto", "Por qué ahora"),
    background: both(
      "El anuncio se apoya en el trabajo que {company} ha desarrollado a lo largo del tiempo, a partir de conversaciones con clientes y socios sobre lo que necesitan a continuación.",
    ),
  },
  extra: {
    topicBody: both(
      "Merece la pena detenerse en un punto: {topic}. Está muy ligado a todo lo anterior, y vale la pena hacerlo bien.",
      "Unas palabras sobre {topic}: importa más de lo que parece a primera vista. Prestarle la atención necesaria hace que todo lo demás funcione mejor.",
    ),
    reserve: both(
      ["Lo que viene", "Esto es solo el principio. Hay más en camino, y lo compartiremos en cuanto esté listo."],
      [
        "Entre bastidores",
        "Cada detalle es fruto de mucha reflexión y de escuchar con atención. Ese trabajo nunca termina del todo.",
      ],
      [
        "Una cosa más",
        "Los buenos resultados rara vez llegan de un gran salto. Llegan con pasos pequeños y constantes.",
      ],
    ),
  },
};
