import { portugueseFormat } from "./format";
import { both, type PhraseBank } from "./types";

/**
 * Portuguese (Brazil). "Você" in every tone, as Brazilian brands write; the formal tone changes
 * register rather than pronoun. Names are subjects of active verbs or follow "para"/"com", so no
 * article has to agree with them; a visitor's phrase that starts with an article after "de"/"em"
 * contracts ("do", "na") in the format.
 */
export const pt: PhraseBank = {
  politeTones: ["formal"],
  format: portugueseFormat(),
  words: {
    fallbackName: "Nosso produto",
    variant: "Variante",
    post: "Post",
    bonus: "Bônus",
    altHook: "Abertura alternativa",
    headlines: "Títulos",
    descriptions: "Descrições",
    maxChars: "máx. {n} caracteres",
    adHeadline: "Título:",
    adText: "Texto principal:",
    adButton: "Botão:",
    buttons: ["Saiba mais", "Começar", "Cadastre-se", "Comprar agora", "Conhecer"],
    tags: ["Dicas", "Inspiração", "Comunidade", "Crescimento"],
    stopwords: ["o", "a", "os", "as", "para", "com", "do", "da", "dos", "das", "uma", "um", "de", "e", "em"],
  },
  common: {
    greeting: {
      casual: ["Oi!", "Olá!"],
      playful: ["Oi, oi!", "E aí, tudo bem?"],
      professional: ["Olá,"],
      polite: ["Prezado cliente,", "Olá,"],
    },
    signoff: {
      casual: [
        ["Abraços,", "Equipe {name}"],
        ["Até logo,", "Equipe {name}"],
      ],
      playful: [["Um abraço enorme,", "Toda a equipe {name}"]],
      professional: [["Atenciosamente,", "Equipe {name}"]],
      polite: [["Atenciosamente,", "Equipe {name}"]],
    },
    goodToKnow: both("Vale saber: {note}", "Um detalhe: {note}"),
    ps: both("P.S.: {note}"),
  },
  elaborate: {
    speed: both("Menos espera, mais ação.", "Rapidez desde o primeiro minuto.", "Mais tempo para o que importa."),
    ease: both(
      "Sem manual de instruções.",
      "Simplicidade desde o primeiro dia.",
      "Fácil de aprender, difícil de largar.",
    ),
    price: both(
      "Transparência total, sem surpresas.",
      "Um valor que se percebe.",
      "Você paga pelo que importa, nada mais.",
    ),
    trust: both("Tranquilidade incluída.", "Confiável, dia após dia.", "Tudo pensado para gerar confiança."),
    connect: both(
      "Tudo em um só lugar, onde você estiver.",
      "Encaixa no jeito de trabalhar de sempre.",
      "Sempre à mão quando precisar.",
    ),
    support: both(
      "Ajuda de verdade, quando precisar.",
      "Com pessoas de verdade por trás.",
      "A ajuda nunca está longe.",
    ),
    quality: both("Capricho até o último detalhe.", "Uma qualidade que se nota.", "Para durar muito tempo."),
    custom: both("Se adapta a cada jeito de trabalhar.", "Do seu jeito.", "Flexibilidade onde importa."),
    general: both(
      "Um pequeno detalhe que faz toda a diferença.",
      "Uma preocupação a menos.",
      "Tudo pensado para funcionar, simplesmente.",
      "Exatamente o que promete.",
    ),
  },
  landing: {
    headline: {
      casual: ["{product}: o jeito mais simples para {audience}", "Conheça {product}", "{product}, para {audience}"],
      professional: ["{product} para {audience}", "{product}: a solução para {audience}"],
      playful: ["{product}: seu novo atalho favorito", "{product}: resultados sérios, zero complicação"],
      bold: ["{product}. Para {audience}.", "Faça mais com {product}"],
      polite: ["Apresentamos {product}", "{product}: uma solução confiável para {audience}"],
    },
    lead: {
      casual: [
        "{product} tira o trabalho repetitivo das suas mãos para você focar no que faz de melhor.",
        "{product} reúne tudo o que você precisa em um só lugar, claro e tranquilo.",
      ],
      professional: [
        "{product} ajuda você a trabalhar com mais clareza e menos esforço.",
        "{product} reúne o essencial em um só lugar para você focar nos resultados.",
      ],
      playful: [
        "Boa notícia: a parte difícil acabou de ficar muito mais fácil.",
        "Menos malabarismo, mais ação. Essa é a ideia por trás de {product}.",
      ],
      bold: [
        "Chega de se contentar com pouco. {product} faz o trabalho pesado.",
        "Sem enrolação. Sem desvios. Só {product}.",
      ],
      polite: [
        "{product} oferece uma forma clara e confiável de alcançar mais com menos esforço.",
        "Criamos {product} para atender, todos os dias, às expectativas mais exigentes.",
      ],
    },
    leadAudience: {
      casual: [
        "Tudo foi pensado para {audience}, e dá para sentir.",
        "Criamos {product} desde o início para {audience}.",
      ],
      polite: ["Tudo foi pensado para {audience}, de modo a se integrar naturalmente à sua forma de trabalhar."],
    },
    benefitsHeading: {
      casual: ["Por que {product}", "O que você ganha", "O que {product} faz por você"],
      polite: ["Principais vantagens", "Por que {product}"],
    },
    howHeading: both("Como funciona", "Começar é simples", "Três passos simples"),
    steps: {
      casual: [
        [
          ["Dê uma olhada.", "Veja o que {product} pode fazer por você e escolha o que faz sentido."],
          ["Configure.", "Deixe tudo do seu jeito em poucos minutos, sem manual."],
          ["Sinta a diferença.", "Menos tempo na rotina, mais tempo para o que importa."],
        ],
        [
          ["Comece.", "Conte para a gente do que você precisa. Leva só um instante."],
          ["Ajuste.", "Adapte {product} ao seu jeito de trabalhar."],
          ["Siga em frente.", "Veja as pequenas conquistas se somarem, dia após dia."],
        ],
      ],
      polite: [
        [
          ["Conheça.", "Veja o que {product} pode fazer por você e escolha o que atende às suas necessidades."],
          ["Configure.", "Tudo pronto em poucos minutos, sem manual."],
          ["Comprove a diferença.", "Menos tempo na rotina, mais tempo para o essencial."],
        ],
      ],
    },
    fitHeading: both("Para {audience}", "Com {audience} em mente"),
    fitBody: {
      casual: [
        "Construímos {product} em torno de necessidades reais: menos etapas, menos surpresas e mais tempo para o trabalho de verdade. Cada recurso tem um motivo para existir.",
        "Esteja você começando agora ou com anos de experiência, {product} se adapta a você, e não o contrário.",
      ],
      polite: [
        "Construímos {product} em torno de necessidades reais: menos etapas, menos surpresas e mais tempo para o essencial. Cada recurso tem um motivo para existir.",
      ],
    },
    faqHeading: {
      casual: ["Perguntas que você pode ter", "Suas dúvidas, respondidas"],
      polite: ["Perguntas frequentes", "Suas dúvidas, respondidas"],
    },
    faqWho: {
      casual: [
        [
          "Para quem é {product}?",
          "Criamos {product} para {audience} e para quem valoriza o mesmo: clareza, simplicidade e resultados.",
        ],
        [
          "{product} é para mim?",
          "Criamos {product} pensando em {audience}. Se o que você leu aqui faz sentido, vale a pena experimentar.",
        ],
      ],
      polite: [
        [
          "Para quem é {product}?",
          "Criamos {product} para {audience} e para quem valoriza clareza, simplicidade e resultados.",
        ],
      ],
    },
    faqDifferent: {
      casual: [
        ["O que {product} tem de diferente?", "Foco no que importa e nada além disso. As vantagens acima dizem tudo."],
        ["Por que não continuar como estou?", "Você pode, claro. Mas {product} poupa esforço desde o primeiro dia."],
      ],
      polite: [
        ["O que {product} tem de diferente?", "Foco no essencial e nada além disso. As vantagens acima resumem bem."],
      ],
    },
    faqStart: {
      casual: [
        ["Como eu começo?", "Logo aqui embaixo. O primeiro passo é rápido, e depois você segue no seu ritmo."],
        ["É complicado começar?", "Nem um pouco. O primeiro passo leva um instante, e o resto vem naturalmente."],
      ],
      polite: [
        ["Como posso começar?", "Logo abaixo. O primeiro passo é rápido, e depois você pode seguir no seu ritmo."],
      ],
    },
    faqHelp: {
      casual: [
        ["E se eu precisar de ajuda?", "É só chamar a gente. Vamos ajudar você a aproveitar {product} ao máximo."],
      ],
      polite: [
        [
          "E se eu precisar de ajuda?",
          "Entre em contato conosco. Teremos prazer em ajudar você a aproveitar {product} ao máximo.",
        ],
      ],
    },
    closing: {
      casual: ["Quando você quiser, a gente começa.", "Curiosidade? Só tem um jeito de descobrir."],
      professional: ["Pronto para ver a diferença?", "O próximo passo é seu."],
      playful: ["Vai, você sabe que quer.", "Está esperando o quê? (Sério.)"],
      bold: ["Sua vez.", "Não se contente com menos."],
      polite: ["Será um prazer receber você.", "Permanecemos à sua disposição."],
    },
    cta: {
      casual: ["Comece com {product}", "Experimente {product} hoje"],
      playful: ["Teste {product} agora", "Bora lá!"],
      bold: ["Comece agora", "Quero {product}"],
      polite: ["Solicite mais informações", "Conheça {product}"],
    },
  },
  about: {
    headline: {
      ...both("Sobre {company}", "A história de {company}", "{company}: quem somos"),
      polite: ["Sobre {company}"],
    },
    lead: {
      casual: [
        "Toda empresa nasce de um bom motivo. Este é o nosso.",
        "Por trás de {company} há pessoas que fazem questão de fazer bem feito.",
      ],
      playful: ["Pegue um café: vamos contar como tudo começou.", "Spoiler: tudo começou com uma boa ideia."],
      bold: ["Fazemos as coisas de outro jeito. Veja por quê.", "Sem enrolação: quem somos e o que nos move."],
      polite: ["{company} nasceu com um propósito claro.", "Conheça a história e os princípios de {company}."],
    },
    storyHeading: both("Nossa história", "Como tudo começou", "De onde viemos"),
    storyBridge: both(
      "Essa história ainda guia o nosso jeito de trabalhar.",
      "É uma história que seguimos escrevendo todos os dias.",
      "Muita coisa mudou desde então, mas não o que nos move.",
    ),
    valuesHeading: both("No que acreditamos", "Nossos valores", "O que importa para nós"),
    valueElab: both(
      "Não é slogan, é um compromisso que assumimos.",
      "Orienta nossas decisões, grandes e pequenas.",
      "Aparece em tudo o que fazemos.",
      "Preferimos mostrar a falar.",
    ),
    workHeading: both("Como trabalhamos", "Como é trabalhar com a gente"),
    workBody: both(
      "Mantemos tudo simples, honesto e próximo. Quando assumimos um compromisso, cumprimos.",
      "Primeiro escutamos, depois colocamos a mão na massa. Bons resultados nascem de entender o que as pessoas realmente precisam.",
    ),
    closingHeading: { casual: ["Vamos conversar", "Fale com a gente"], polite: ["Contato"] },
    closing: {
      casual: ["Quer saber mais sobre {company} ou trabalhar com a gente? Vamos adorar ouvir você."],
      playful: ["Uma pergunta, uma ideia ou só vontade de dar um oi? Nossa porta está aberta."],
      bold: ["Tem algo em mente? Vamos tirar do papel."],
      polite: ["Para mais informações sobre {company}, fique à vontade para entrar em contato."],
    },
    cta: { casual: ["Fale com a gente", "Mande um oi"], bold: ["Vamos conversar"], polite: ["Entre em contato"] },
  },
  faq: {
    headline: {
      ...both("{product}: suas perguntas, respondidas", "Perguntas frequentes sobre {product}", "FAQ {product}"),
      polite: ["Perguntas frequentes sobre {product}"],
    },
    intro: {
      casual: ["Dúvidas sobre {product}? Estas são as perguntas que mais ouvimos, respondidas para {audience}."],
      polite: [
        "Nesta página você encontra as respostas às perguntas mais frequentes sobre {product}, reunidas para {audience}.",
      ],
    },
    answers: {
      price: {
        casual: [
          [
            "O preço de {product} depende do que você precisa.",
            "As opções atuais estão sempre à vista e, se ficar em dúvida, ajudamos você a escolher.",
          ],
          [
            "Depende de como você quer usar {product}.",
            "Fale com a gente e encontramos juntos a opção que faz mais sentido para você.",
          ],
        ],
        polite: [
          [
            "O preço de {product} depende das suas necessidades.",
            "As opções atuais são apresentadas com total transparência e, se desejar, ajudamos na escolha.",
          ],
        ],
      },
      time: {
        casual: [
          [
            "Começar com {product} é rápido.",
            "Quase tudo se ajusta pelo caminho, então você já pode começar e refinar depois.",
          ],
          ["Bem pouco.", "Desenvolvemos {product} para começar sem configurações intermináveis."],
        ],
        polite: [
          [
            "Começar com {product} é rápido.",
            "A maior parte se ajusta pelo caminho, de modo que você pode começar de imediato e refinar depois.",
          ],
        ],
      },
      security: {
        casual: [
          [
            "Levamos isso muito a sério.",
            "{product} cuida dos seus dados e da sua privacidade, e explicamos com clareza como as informações são tratadas.",
          ],
          [
            "Sua confiança importa para nós.",
            "Se você tem requisitos específicos, fale com a gente e explicamos todos os detalhes.",
          ],
        ],
        polite: [
          [
            "Levamos isso muito a sério.",
            "{product} trata seus dados e sua privacidade com cuidado, e explicamos com clareza como as informações são tratadas.",
          ],
        ],
      },
      support: {
        casual: [
          [
            "Sim, você nunca fica sozinho.",
            "Se travar em algo ou tiver uma dúvida sobre {product}, chame a gente: ajudamos com prazer.",
          ],
          [
            "Nossa equipe está aqui para você.",
            "Respondemos às suas dúvidas e ajudamos você a aproveitar {product} ao máximo.",
          ],
        ],
        polite: [
          [
            "Sim, você pode contar com o nosso suporte.",
            "Em caso de dúvidas sobre {product}, entre em contato: teremos prazer em ajudar.",
          ],
        ],
      },
      cancel: {
        casual: [
          [
            "Queremos que você fique porque {product} é útil, não porque sair é difícil.",
            "Fale com a gente e resolvemos juntos.",
          ],
          ["Os planos mudam, e tudo bem.", "Chame a gente e explicamos suas opções."],
        ],
        polite: [
          [
            "Queremos que você permaneça porque {product} é útil, não porque sair é difícil.",
            "Entre em contato e encontraremos juntos uma solução.",
          ],
        ],
      },
      compat: {
        casual: [
          [
            "{product} se encaixa no seu jeito de trabalhar em vez de substituí-lo.",
            "Se você tem uma configuração específica em mente, pergunte: a resposta será clara.",
          ],
          [
            "Na maioria dos casos, sim.",
            "Conte um pouco sobre a sua configuração e diremos o que funciona melhor com {product}.",
          ],
        ],
        polite: [
          [
            "{product} se integra à sua forma de trabalhar em vez de substituí-la.",
            "Se você tem uma configuração específica em mente, consulte-nos: a resposta será clara.",
          ],
        ],
      },
      fit: {
        casual: [
          ["Criamos {product} pensando em {audience}.", "Se você se identifica, está no lugar certo."],
          [
            "Se você procura um jeito mais simples de avançar, {product} merece um olhar atento.",
            "A melhor forma de saber é experimentar.",
          ],
        ],
        polite: [
          [
            "Criamos {product} pensando em {audience}.",
            "Se você se identifica com essa descrição, está no lugar certo.",
          ],
        ],
      },
      difference: both(
        [
          "{product} se concentra no essencial e faz isso bem.",
          "Em vez de acumular recursos, tudo gira em torno do que realmente faz diferença para {audience}.",
        ],
        ["Menos distrações, mais do que importa.", "Essa é a ideia por trás de {product}, e é o que se nota primeiro."],
      ),
      general: {
        casual: [
          [
            "Boa pergunta. Resumindo: {product} existe para simplificar as coisas para {audience}.",
            "Se quiser detalhes para o seu caso, ajudamos com prazer.",
          ],
          [
            "Depende um pouco da sua situação.",
            "Conte o que você tem em mente e daremos uma resposta clara sobre {product}.",
          ],
          [
            "Essa pergunta aparece bastante.",
            "Desenvolvemos {product} justamente para esse tipo de dúvida do dia a dia, então você pode esperar uma experiência simples.",
          ],
        ],
        polite: [
          [
            "Excelente pergunta. Em resumo: {product} existe para simplificar as coisas para {audience}.",
            "Se desejar detalhes para o seu caso, teremos prazer em ajudar.",
          ],
          [
            "Depende em parte da sua situação.",
            "Conte-nos o que você tem em mente e daremos uma resposta clara sobre {product}.",
          ],
        ],
      },
    },
    followUp: {
      casual: ["E se algo não ficar claro, estamos a uma mensagem de distância.", "Quer saber mais? É só perguntar."],
      polite: ["Se algo não ficar claro, estamos à sua disposição.", "Deseja saber mais? Entre em contato."],
    },
    outro: {
      casual: [
        "Ainda tem alguma dúvida? Fale com a gente, ajudamos com prazer.",
        "Não encontrou o que procurava? Pergunte direto para a gente.",
      ],
      playful: ["Ainda curioso? Ótimo, a gente adora perguntas. Manda aí."],
      polite: ["Em caso de outras dúvidas, permanecemos à sua inteira disposição."],
    },
  },
  blog: {
    headline: {
      casual: ["{topic}: guia prático para {audience}", "{topic}, explicado para {audience}"],
      professional: ["{topic}: o que vale saber", "{topic}: guia prático para {audience}"],
      playful: ["{topic}, sem dor de cabeça", "Vamos falar sério sobre {topic}"],
      bold: ["{topic}: pare de adivinhar e comece a agir", "{topic}: o guia sem enrolação"],
      polite: ["{topic}: uma visão geral para {audience}", "{topic}: pontos-chave para {audience}"],
    },
    intro: {
      casual: [
        "Não faltam conselhos sobre {topic}, mas nem todos ajudam. Este guia vai direto ao ponto.",
        "O assunto de hoje: {topic}. Se isso anda na sua cabeça, você não está sozinho. Aqui vai um jeito claro e prático de encarar o tema.",
      ],
      professional: ["Opiniões sobre {topic} não faltam. Este artigo se concentra no que funciona na prática."],
      playful: ["Vamos combinar: falar de {topic} pode parecer muita coisa. A boa notícia? Não precisa ser."],
      bold: ["A maioria dos conselhos sobre {topic} é vaga demais para ajudar. Vamos mudar isso."],
      polite: ["Este artigo analisa {topic} e apresenta considerações práticas para o leitor."],
    },
    audience: {
      casual: ["Foi escrito para {audience}, com ideias para colocar em prática já."],
      polite: ["Foi escrito para {audience} e se concentra em ações que você pode aplicar de imediato."],
    },
    whyHeading: both("Por que isso importa", "O quadro geral", "Por que merece atenção"),
    whyBody: both(
      "Pequenas melhorias aqui se refletem em todo o resto. Acertar o básico economiza tempo, evita frustração e facilita cada passo seguinte.",
      "É fácil tratar isso como detalhe. Na prática, influencia os resultados sem fazer barulho, e um pouco de atenção rende muito.",
    ),
    pointOpener: both(
      "É por aqui que muita gente começa, e com razão.",
      "Parece óbvio, mas é uma das coisas mais fáceis de deixar passar.",
      "Acertando isso, boa parte do resto se encaixa.",
      "Um ponto muitas vezes subestimado.",
    ),
    pointWhy: both(
      "Para {audience}, é aqui que costumam estar os maiores ganhos.",
      "Importa porque influencia tudo o que vem depois.",
      "Bem feito, poupa tempo e dor de cabeça mais adiante.",
    ),
    pointTip: {
      casual: [
        "Um jeito simples de começar: anote onde você está hoje e escolha uma pequena mudança para testar nesta semana.",
        "Comece pequeno, veja o que funciona depois de algumas semanas e construa a partir daí.",
        "No início, mantenha tudo simples. Dá para refinar depois que a base estiver pronta.",
        "Peça para alguém de confiança olhar com olhos novos: essa pessoa vai ver o que você já não vê.",
      ],
      polite: [
        "Uma forma simples de começar: registre onde você está hoje e escolha uma pequena mudança para esta semana.",
        "Comece aos poucos, verifique o que funciona após algumas semanas e avance a partir daí.",
        "No início, mantenha tudo simples. Ajustes finos podem vir depois.",
      ],
    },
    mistakesHeading: both("Erros comuns para evitar", "Armadilhas frequentes"),
    mistakes: both(
      [
        "Querer mudar tudo de uma vez.",
        "Copiar o que funciona para os outros sem verificar se serve para você.",
        "Desistir antes de os resultados terem tempo de aparecer.",
      ],
      [
        "Complicar tudo logo no início.",
        "Pular o básico porque parece simples demais.",
        "Nunca parar para aprender com o que aconteceu.",
      ],
    ),
    takeawaysHeading: both("Principais lições", "Em resumo", "O essencial"),
    conclusionHeading: both("Para terminar", "E agora?", "Conclusão"),
    conclusion: {
      casual: [
        "Você não precisa acertar tudo no primeiro dia. Escolha uma ideia deste artigo, teste e avance a partir daí.",
        "Progresso vale mais que perfeição. Comece pelo ponto que mais chamou sua atenção.",
      ],
      playful: ["Pronto, sem precisar de doutorado. Escolha uma ideia, mãos à obra e aproveite o progresso."],
      bold: ["Ler é a parte fácil. Escolha uma ideia e coloque em prática hoje."],
      polite: ["Em conjunto, essas considerações oferecem uma base sólida para os próximos passos."],
    },
  },
  howto: {
    headline: {
      casual: ["{task}: guia passo a passo", "{task}, passo a passo"],
      playful: ["{task}, facinho (sério)"],
      bold: ["{task}: o caminho rápido"],
      polite: ["{task}: instruções passo a passo"],
    },
    intro: {
      casual: [
        "Este guia acompanha você no processo inteiro, um passo claro de cada vez. Foi escrito para {audience}, então nada de jargão desnecessário.",
        "Veja como fazer sem tentativa e erro. Os passos abaixo foram escritos para {audience} e funcionam até na primeira vez.",
      ],
      polite: ["Este guia descreve o processo passo a passo. Ele foi preparado para {audience}."],
    },
    beforeHeading: both("Antes de começar", "Do que você vai precisar"),
    beforeBody: {
      casual: [
        "Reserve um tempo sem interrupções e deixe tudo o que precisa ao alcance da mão. Um objetivo claro também ajuda: saiba como deve ficar o resultado antes de começar.",
      ],
      polite: [
        "Reserve um tempo sem interrupções e mantenha todo o necessário ao alcance. Também é útil definir com antecedência como deve ser o resultado.",
      ],
    },
    stepsHeading: both("Passo a passo", "As etapas", "Como fazer"),
    stepFirst: both("Vá com calma aqui: o resto se apoia nesta etapa."),
    stepMiddle: both(
      "Confira o resultado antes de seguir.",
      "Se algo não estiver certo, este é o momento de ajustar.",
      "Faça anotações pelo caminho.",
      "Sem pressa nesta parte.",
    ),
    stepLast: both("Depois, dê um passo atrás e avalie o resultado como um todo."),
    defaultSteps: both(
      [
        "Definir o objetivo e como deve ser o resultado final.",
        "Reunir tudo o que é necessário antes de começar.",
        "Fazer uma primeira versão sem buscar a perfeição.",
        "Revisar o resultado e anotar o que pode melhorar.",
        "Fazer os últimos ajustes e concluir.",
      ],
      [
        "Decidir o que é um bom resultado.",
        "Preparar ferramentas e materiais.",
        "Fazer a parte principal em uma sessão concentrada.",
        "Testar ou revisar o que foi feito.",
        "Caprichar nos detalhes finais.",
      ],
    ),
    tipsHeading: both("Dicas para um resultado melhor", "Mais algumas dicas"),
    tips: both(
      [
        "Trabalhar em blocos curtos e concentrados em vez de uma sessão longa.",
        "Salvar ou registrar o progresso com frequência.",
        "Na dúvida, voltar um passo em vez de forçar.",
      ],
      [
        "Preparar tudo antes de começar: interrupções custam mais do que parece.",
        "Fazer uma vez com calma antes de tentar ir rápido.",
        "Anotar o que funcionou para a próxima vez ser mais fácil.",
      ],
    ),
    troubleHeading: both("Se algo der errado", "Solução de problemas"),
    troubleBody: both(
      "A maioria dos problemas vem de uma etapa pulada ou feita com pressa. O melhor é voltar ao último ponto em que tudo funcionava e seguir dali.",
      "Calma: um imprevisto raramente é grave. Refazer os passos, conferir primeiro o básico e tentar de novo com um olhar renovado.",
    ),
    wrapHeading: both("Para finalizar", "Pronto!"),
    wrap: {
      casual: ["A primeira vez é a que leva mais tempo. Depois, vira rotina rapidinho."],
      playful: ["E pronto! Pode se dar um tapinha nas costas."],
      bold: ["Feito. Da próxima vez, mais rápido."],
      polite: ["Com isso, o processo está concluído. Com a prática, essas etapas se tornarão rotina."],
    },
  },
  listicle: {
    headline: {
      casual: ["{topic}: {count} ideias que valem a pena", "{count} dicas simples sobre {topic}"],
      professional: ["{topic}: {count} dicas práticas", "{count} dicas sobre {topic}"],
      playful: ["{topic}: {count} truques que você vai usar de verdade", "{count} jeitos de arrasar: {topic}"],
      bold: ["{topic}: {count} regras que funcionam", "{count} coisas que funcionam de verdade: {topic}"],
      polite: ["{count} recomendações sobre {topic}"],
    },
    intro: {
      casual: [
        "Sem teoria e sem enrolação: aqui estão {count} ideias práticas sobre {topic}, pensadas para {audience}. Escolha as que fazem sentido e comece por elas.",
        "Sem teoria e sem enrolação: aqui estão {count} ideias práticas sobre {topic}. Escolha as que fazem sentido e comece por elas.",
      ],
      polite: ["As {count} recomendações a seguir sobre {topic} podem ser aplicadas separadamente ou em conjunto."],
    },
    angles: both(
      ["Começar pelo básico", "Antes de tudo, dominar os fundamentos.", "Todo o resto se apoia neles."],
      [
        "Saber o que se quer",
        "Um objetivo claro facilita todas as decisões seguintes.",
        "O ideal: escrevê-lo em uma única frase.",
      ],
      [
        "Manter a simplicidade",
        "A abordagem mais simples costuma ser a que dura mais.",
        "A complexidade precisa merecer o seu lugar.",
      ],
      [
        "Aprender com os outros",
        "Provavelmente alguém já teve a mesma dúvida.",
        "Essa experiência poupa muita tentativa e erro.",
      ],
      [
        "Planejar, sem exageros",
        "Um plano aproximado é melhor do que nenhum.",
        "Só vale deixar espaço para se adaptar.",
      ],
      ["Cuidar dos detalhes", "As pequenas coisas se somam.", "Muitas vezes, são os detalhes que ficam na memória."],
      [
        "Abrir espaço para o inesperado",
        "Nem tudo vai sair como planejado, e tudo bem.",
        "Alguns dos melhores resultados nascem do imprevisto.",
      ],
      [
        "Ir com calma",
        "A pressa raramente compensa.",
        "Um ritmo constante leva mais longe do que uma arrancada seguida de uma longa pausa.",
      ],
      ["Fazer perguntas", "Não existe pergunta boba.", "Perguntar cedo economiza tempo depois."],
      [
        "Compartilhar a experiência",
        "Junto tudo fica mais fácil.",
        "Compartilhar o que se aprende ajuda os outros e afia o próprio raciocínio.",
      ],
      ["Revisar e ajustar", "De vez em quando, parar e perguntar o que está funcionando.", "E fazer mais disso."],
      [
        "Aproveitar o caminho",
        "O progresso se sustenta melhor quando é prazeroso.",
        "Comemorar as pequenas vitórias pelo caminho.",
      ],
    ),
    audienceNote: both("Especialmente útil para {audience}.", "Vale ouro para {audience}."),
    outro: {
      casual: [
        "Não precisa aplicar as {count} de uma vez. Comece por uma, veja o que muda e depois passe para a próxima.",
      ],
      playful: ["Taí: {count} ideias e zero desculpas. Qual você vai testar primeiro?"],
      bold: ["{count} ideias. Uma decisão: começar hoje."],
      polite: ["Essas recomendações são mais eficazes quando introduzidas aos poucos e revisadas com regularidade."],
    },
  },
  comparison: {
    headline: {
      ...both("{product} ou {competitor}: qual é a diferença?", "{product} ou {competitor}? Uma comparação honesta"),
      playful: ["{product} contra {competitor}: que vença o melhor"],
      bold: ["{product} ou {competitor}: a resposta sincera"],
      polite: ["Comparativo: {product} e {competitor}"],
    },
    intro: {
      casual: [
        "Em dúvida entre {product} e {competitor}? Os dois têm pontos fortes. Aqui vai um olhar honesto sobre as diferenças, para você escolher o que combina com você.",
      ],
      polite: [
        "Este comparativo apresenta as principais diferenças entre {product} e {competitor} para apoiar uma decisão bem informada.",
      ],
    },
    standoutHeading: both("Onde {product} se destaca", "O que diferencia {product}"),
    fairHeading: both("Quando {competitor} pode servir para você", "Quando {competitor} pode ser a melhor escolha"),
    fairBody: {
      casual: [
        "{competitor} é uma escolha sólida para muita gente. Se os pontos acima importam menos para você, {competitor} pode atender muito bem, e é bom saber disso antes de decidir.",
        "Toda ferramenta tem seus fãs, e {competitor} também. Se essas diferenças pesam pouco no seu dia a dia, pode ser uma escolha razoável.",
      ],
      polite: [
        "{competitor} é uma escolha sólida para muitas pessoas. Se os pontos acima forem menos relevantes para você, {competitor} pode atender perfeitamente.",
      ],
    },
    chooseHeading: both("Como escolher", "Perguntas para se fazer"),
    chooseList: {
      casual: [
        [
          "O que mais importa para você no dia a dia?",
          "Quais das diferenças acima você notaria toda semana?",
          "Onde você quer estar daqui a um ano, e qual opção cresce com você?",
        ],
        [
          "Que problema você quer resolver de verdade?",
          "Com quais concessões você consegue conviver?",
          "O que faria você trocar de novo no futuro?",
        ],
      ],
      polite: [
        [
          "O que é mais importante para você no dia a dia?",
          "Quais das diferenças acima você perceberia toda semana?",
          "Onde você pretende estar daqui a um ano, e qual opção acompanhará esse crescimento?",
        ],
      ],
    },
    verdictHeading: both("Resumindo", "Nossa opinião"),
    verdict: {
      casual: ["Se essas são as diferenças que importam para você, {product} é a escolha natural."],
      playful: ["Se você concordou com a cabeça lendo essas diferenças, já sabe a resposta: {product}."],
      bold: ["Se essas diferenças importam para você, a escolha é clara: {product}."],
      polite: ["Quando essas diferenças são decisivas, {product} é a opção mais adequada."],
    },
  },
  product: {
    headline: { ...both("{product}", "Conheça {product}", "{product}, para {audience}"), polite: ["{product}"] },
    hook: {
      casual: [
        "Algumas coisas deixam o dia a dia melhor. {product} é uma delas.",
        "Daquelas coisas que, depois que você tem, não entende como vivia sem.",
      ],
      professional: [
        "{product} une design cuidadoso e praticidade de verdade.",
        "Para quem espera um pouco mais: {product}.",
      ],
      playful: [
        "Atenção: {product} pode causar crises repentinas de alegria.",
        "Já avisamos: depois de experimentar {product}, não tem volta.",
      ],
      bold: ["{product} eleva o padrão. Simples assim.", "Para quem exige mais."],
      polite: ["{product} une qualidade e praticidade em um design bem pensado."],
    },
    featuresHeading: both("Destaques", "O que faz a diferença", "Recursos em resumo"),
    forHeading: both("Para quem é", "Ideal para"),
    forAudience: both(
      "Para {audience} e para quem gosta de coisas que simplesmente funcionam.",
      "Criamos {product} pensando em {audience}.",
    ),
    forEveryone: both(
      "Para quem valoriza qualidade, simplicidade e bom design.",
      "Para quem espera um pouco mais das coisas do dia a dia.",
    ),
    loveHeading: both("Por que você vai adorar", "Os pequenos detalhes"),
    loveBody: both(
      "O que conta é o conjunto: cada detalhe tem um motivo, e juntos fazem de {product} um prazer de usar.",
    ),
    closing: {
      casual: ["Que tal conferir com seus próprios olhos?", "Seu novo favorito está esperando."],
      playful: ["Vai, você merece."],
      bold: ["Não espere. Dê o próximo passo."],
      polite: ["Conheça {product} hoje mesmo."],
    },
    cta: {
      casual: ["Garanta o seu", "Quero {product}"],
      playful: ["Eu quero!"],
      bold: ["Compre agora"],
      polite: ["Comprar agora"],
    },
  },
  campaign: {
    subject: {
      casual: ["{offer}: só para você", "Novidade boa de {product}: {offer}"],
      professional: ["{product}: {offer}", "Uma oferta para você: {offer}"],
      playful: ["Psiu… {offer}", "Você vai gostar disso: {offer}"],
      bold: ["{offer}. Não perca.", "{offer}: a hora é agora"],
      polite: ["Oferta exclusiva {product}: {offer}"],
    },
    preview: {
      casual: ["Veja por que agora é um ótimo momento para experimentar {product}.", "Um mimo para {audience}."],
      polite: ["Os detalhes da nossa oferta atual para {audience}."],
    },
    opening: {
      casual: ["Temos uma novidade que achamos que você vai adorar.", "Estávamos ansiosos para contar isso a você."],
      playful: ["Vamos ser rápidos, porque notícia boa não espera."],
      bold: ["Vamos direto ao ponto."],
      polite: ["Temos o prazer de apresentar uma oferta exclusiva."],
    },
    offerLine: {
      casual: ["A oferta: **{offer}**"],
      playful: ["Preparado? Lá vai: **{offer}**"],
      polite: ["Nossa oferta: **{offer}**"],
    },
    body: {
      casual: [
        "{product} ajuda {audience} a fazer mais com menos esforço, e agora começar está mais fácil do que nunca.",
        "O momento perfeito para descobrir o que {product} pode fazer por {audience}.",
      ],
      polite: [
        "{product} ajuda {audience} a alcançar mais com menos esforço, e esta oferta torna o começo mais simples do que nunca.",
      ],
    },
    deadline: {
      casual: ["Só um detalhe: a oferta vale até {deadline}.", "Fique de olho: a oferta vai até {deadline}."],
      bold: ["Só até {deadline}."],
      polite: ["Lembramos que esta oferta é válida até {deadline}."],
    },
    noDeadline: {
      casual: ["Ofertas assim não duram para sempre, então agora é um ótimo momento."],
      polite: ["Recomendamos aproveitar esta oferta em breve."],
    },
    more: {
      casual: [
        "Ainda em dúvida? Veja o que {product} pode fazer e depois decida. Sem pressão, só uma boa oferta enquanto durar.",
      ],
      polite: ["Ainda não decidiu? Conheça o que {product} pode fazer e decida com calma."],
    },
    cta: {
      casual: ["Aproveitar a oferta", "Quero a oferta"],
      playful: ["Sim, eu quero!"],
      bold: ["Garanta agora"],
      polite: ["Resgatar a oferta"],
    },
  },
  newsletter: {
    subject: {
      casual: ["Novidades de {brand}", "Notícias de {brand}: {first}"],
      professional: ["Atualização de {brand}: {first}", "O que há de novo em {brand}"],
      playful: ["Fresquinho de {brand}: você vai querer ver"],
      bold: ["{brand}: grandes novidades"],
      polite: ["Newsletter {brand}: as últimas notícias"],
    },
    preview: both("E tudo o que mais está acontecendo em {brand}.", "{n} novidades que valem um minuto."),
    intro: {
      casual: ["Foram semanas agitadas em {brand}, e temos algumas novidades para contar."],
      professional: ["Aqui vai um resumo rápido do que aconteceu em {brand}."],
      playful: ["Pegue um café: tem novidade em {brand}, e é das boas."],
      polite: ["Temos o prazer de compartilhar as últimas novidades de {brand}."],
    },
    audience: both("Como sempre, preparado para {audience}."),
    highlightsHeading: both("Novidades", "Destaques", "Nesta edição"),
    itemNote: both(
      "Estamos especialmente animados com isso e contaremos mais em breve.",
      "Um passo em que vínhamos trabalhando há um tempo.",
      "Acreditamos que a diferença vai ser sentida.",
    ),
    bridge: {
      casual: ["Obrigado por ler e por fazer parte disso."],
      polite: ["Agradecemos a sua leitura e a sua confiança."],
    },
    cta: { casual: ["Responda e conte o que você achou"], polite: ["Responda a este e-mail com os seus comentários"] },
  },
  welcome: {
    subject: {
      casual: ["{brand}: boas-vindas!", "Você chegou! {brand} dá as boas-vindas"],
      playful: ["Todos a bordo! Vamos começar com {brand}"],
      bold: ["Isto é {brand}. Vamos lá."],
      polite: ["{brand}: boas-vindas"],
    },
    preview: both("Seu primeiro passo: {firstStep}"),
    intro: {
      casual: ["Que bom ter você aqui. Boas-vindas!"],
      playful: ["Pode soltar os confetes: agora você faz parte de {brand}!"],
      polite: ["Agradecemos por escolher {brand}. É um prazer receber você."],
    },
    firstStep: {
      ...both("**Seu primeiro passo:** {firstStep}"),
      polite: ["**Primeiro passo recomendado:** {firstStep}"],
    },
    firstStepWhy: both("Leva só um instante e deixa tudo pronto para o que vem depois."),
    benefitsLead: both("Veja o que espera por você:", "O que você vai aproveitar:"),
    more: both("Nos próximos dias, enviaremos algumas dicas para você aproveitar {brand} ao máximo."),
    help: {
      casual: ["Dúvidas? É só responder a este e-mail, estamos aqui para ajudar."],
      polite: ["Em caso de dúvidas, basta responder a este e-mail."],
    },
    cta: { casual: ["Dar o primeiro passo"], playful: ["Bora!"], polite: ["Começar agora"] },
  },
  social: {
    headline: both("{topic}: posts para {network}", "Posts para {network}: {topic}"),
    hook: {
      casual: [
        "Vamos falar sobre {topic}? O assunto importa mais do que muita gente imagina.",
        "Um pensamento rápido sobre {topic}: pequenas mudanças fazem uma grande diferença.",
      ],
      professional: ["Algumas reflexões sobre {topic} e por que o tema merece atenção."],
      playful: ["Opinião polêmica: falar de {topic} devia ser prioridade. Quem concorda?"],
      bold: ["{^topic}. Hora de levar a sério."],
      polite: ["Algumas considerações sobre {topic} e por que o tema merece atenção."],
    },
    question: {
      casual: [
        "Qual é o seu maior desafio com {topic}? Conta aqui nos comentários.",
        "Curiosidade: como você lida com {topic}?",
      ],
      playful: ["Sinceridade: qual é o seu segredo com {topic}? A gente não conta para ninguém."],
      polite: ["Como a sua organização aborda {topic}? Gostaríamos de conhecer o seu ponto de vista."],
    },
    tip: {
      casual: [
        "Dica do dia sobre {topic}: comece pequeno e mantenha a constância.",
        "O que ajuda com {topic}: manter a simplicidade e revisar o que funciona.",
      ],
      playful: ["Dica pequena, efeito grande: com {topic}, quem vai devagar e sempre chega lá."],
      polite: ["Uma recomendação sobre {topic}: começar com mudanças moderadas e revisá-las regularmente."],
    },
    story: {
      casual: ["Aprendemos muito sobre {topic} pelo caminho. A maior lição? Progresso vale mais que perfeição."],
      polite: ["O que aprendemos sobre {topic}: progresso vale mais que perfeição."],
    },
    audience: both("Um recado para {audience}: não precisa complicar quando o assunto é {topic}."),
    cta: {
      casual: ["Quer mais sobre {topic}? Siga a gente, vem muito mais por aí."],
      playful: ["Mais sobre {topic}? Clica em seguir. Prometemos manter a diversão."],
      polite: ["Siga nossa página para mais conteúdos sobre {topic}."],
    },
    more: both(
      "O que percebemos: quem mais aproveita não é quem tem mais recursos, e sim quem continua curioso.",
      "Comece por uma coisa. Faça bem feito. Depois, a próxima.",
      "Raramente é sobre fazer mais. É sobre fazer a coisa certa, com constância.",
    ),
  },
  linkedin: {
    headline: both("Post para o LinkedIn: {topic}"),
    hook: {
      casual: [
        "Algo que eu gostaria de ter sabido antes sobre {topic}.",
        "Mudei de opinião sobre {topic}. Conto por quê.",
      ],
      professional: ["Uma lição sobre {topic} que mudou meu jeito de trabalhar.", "O que aprendi sobre {topic}."],
      playful: [
        "Confissão: eu entendia {topic} completamente errado.",
        "Reviravolta: falar de {topic} é mais simples do que eu pensava.",
      ],
      bold: ["A maioria erra quando o assunto é {topic}. Veja por quê.", "Opinião impopular sobre {topic}."],
      polite: ["Uma breve reflexão sobre {topic}.", "Algumas observações sobre {topic}."],
    },
    context: both("Levei um tempo para enxergar isso, mas desde então encaro meu trabalho de outro jeito."),
    insightLead: both("O que aprendi:", "Em resumo:"),
    reflection: both(
      "Nada disso é complicado. Mas simples não é o mesmo que fácil, e é justamente por isso que vale a pena falar sobre o assunto.",
    ),
    question: {
      casual: ["E você, como vê isso? Adoraria ler sua experiência nos comentários."],
      polite: ["Qual é a sua visão? Gostaria muito de conhecer sua experiência nos comentários."],
    },
  },
  ads: {
    headline: both("Textos de anúncio: {name}"),
    adHeadline: {
      casual: [
        "{product}, para {audience}",
        "Conheça {product}",
        "{^benefit}",
        "{product}: {benefit}",
        "Experimente {product} hoje",
      ],
      playful: ["Psiu: {product} chegou", "{^benefit}? Sim, por favor.", "Conheça {product}"],
      bold: ["{^benefit}. Ponto.", "{product}. Sem concessões.", "Garanta {product}"],
      polite: ["{product} para {audience}", "Conheça {product}", "{^benefit}"],
    },
    adText: {
      casual: [
        "{^benefit}. Essa é a proposta de {product}, a solução para {audience}.",
        "Para {audience}: {product}. {^benefit}.",
        "Procurando um jeito melhor? {product} leva você até lá. {^benefit}.",
      ],
      playful: [
        "{^benefit}? Com {product}, sim. Para {audience}.",
        "Coisas boas chegam para quem clica. {product}: {benefit}.",
      ],
      bold: ["{^benefit}. Sem desculpas. {product}, para {audience}.", "Chega de se contentar. {product}: {benefit}."],
      polite: [
        "{product}, a solução para {audience}. {^benefit}.",
        "{^benefit}. Conheça {product}, a solução para {audience}.",
      ],
    },
    searchHeadline: {
      ...both(
        "Experimente {product}",
        "Conheça {product}",
        "{^keyword} sem complicação",
        "{^keyword}: comece já",
        "{product}: {keyword}",
        "Comece hoje mesmo",
        "Veja como funciona",
        "Resultados reais",
        "{product}: saiba mais",
        "Pronto em minutos",
        "Simples e eficiente",
        "Trabalhe melhor",
      ),
      playful: [
        "Diga oi para {product}",
        "{^keyword}, mas divertido",
        "Sua nova ferramenta favorita",
        "Vai, teste {product}",
      ],
      polite: [
        "{product}: informações",
        "Solução profissional",
        "Conheça {product}",
        "{^keyword} confiável",
        "Solicite informações",
      ],
    },
    searchDescription: {
      casual: [
        "{^benefit}. Conheça {product} e comece hoje mesmo.",
        "{^keyword}? Veja o que {product} pode fazer por você.",
        "{product} deixa tudo simples. {^benefit}. Comece já.",
        "{^benefit} com {product}. Fácil de começar, fácil de gostar.",
        "Por que escolher {product}: {benefit}.",
        "Claro, simples e feito para você. Experimente {product} hoje.",
      ],
      playful: [
        "{^benefit}? Fácil. Com {product} é quase simples demais.",
        "Conheça {product}: {benefit}, sem estresse. Experimente!",
      ],
      polite: [
        "{^benefit} com {product}. Conheça a nossa solução.",
        "Descubra como {product} pode ajudar você. Solicite informações hoje.",
      ],
    },
  },
  press: {
    lead: {
      playful: ["{company} tem uma novidade e tanto para contar hoje."],
      ...both("{company} anunciou hoje um passo importante.", "{company} compartilha hoje uma novidade importante."),
      polite: ["{company} anunciou hoje um avanço importante."],
    },
    detailsLead: both("Os principais fatos em resumo:", "Os pontos mais importantes:"),
    context: both(
      "O anúncio está alinhado à direção que {company} vem seguindo há tempos: criar coisas em que as pessoas possam confiar e melhorá-las passo a passo.",
      "Para {company}, o anúncio faz parte de um caminho coerente: ouvir com atenção, agir com cuidado e cumprir o que promete.",
    ),
    quote: {
      playful: ["Estamos muito animados, e isso é só o começo"],
      casual: [
        "Temos orgulho deste passo e estamos animados com o que ele vai significar para as pessoas com quem trabalhamos",
        "Este é um momento importante para nós, e estamos ansiosos pelo que vem pela frente",
      ],
      polite: ["Trata-se de um marco importante para a nossa organização e para todas as pessoas que atendemos"],
    },
    quoteBy: both("“{quote}”, afirma {quoteBy}."),
    quoteCompany: both("“{quote}”, informa a equipe {company}."),
    aboutHeading: both("Sobre {company}"),
    about: both(
      "{company} cria produtos e serviços pensados a partir das necessidades de quem os utiliza, com atenção especial à qualidade, à confiabilidade e a relações de longo prazo. Para mais informações, entre em contato diretamente com {company}.",
    ),
    backgroundHeading: both("Contexto", "Por que agora"),
    background: both(
      "O anúncio se apoia no trabalho que {company} vem desenvolvendo ao longo do tempo, a partir de conversas com clientes e parceiros sobre o que eles precisam a seguir.",
    ),
  },
  extra: {
    topicBody: both(
      "Um ponto merece atenção especial: {topic}. Ele está diretamente ligado a tudo o que veio antes, e vale a pena cuidar bem dele.",
      "Uma palavra sobre {topic}: importa mais do que parece à primeira vista. Dar a atenção certa a isso faz todo o resto funcionar melhor.",
    ),
    reserve: both(
      ["O que vem por aí", "Isto é só o começo. Tem mais a caminho, e vamos compartilhar assim que estiver pronto."],
      ["Nos bastidores", "Cada detalhe é fruto de muita reflexão e escuta. Esse trabalho nunca termina de verdade."],
      ["Mais uma coisa", "Bons resultados raramente vêm de um grande salto. Eles vêm de passos pequenos e constantes."],
    ),
  },
};
