import { italianFormat } from "./format";
import { both, type PhraseBank } from "./types";

/**
 * Italian. Every tone gives "tu", as Italian brands mostly do, except formal, which gives "Lei".
 * Names are subjects of active verbs or follow "per"/"con"; where a visitor's phrase starts with an
 * article after "su", "di" or "a", the format joins them ("sul", "dei", "ai").
 */
export const it: PhraseBank = {
  politeTones: ["formal"],
  format: italianFormat(),
  words: {
    fallbackName: "Il nostro prodotto",
    variant: "Variante",
    post: "Post",
    bonus: "Bonus",
    altHook: "Attacco alternativo",
    headlines: "Titoli",
    descriptions: "Descrizioni",
    maxChars: "max {n} caratteri",
    adHeadline: "Titolo:",
    adText: "Testo principale:",
    adButton: "Pulsante:",
    buttons: ["Scopri di più", "Inizia ora", "Registrati", "Acquista", "Scopri"],
    tags: ["Consigli", "Ispirazione", "Community", "Crescita"],
    stopwords: ["il", "lo", "la", "gli", "le", "per", "con", "del", "della", "una", "uno", "di", "e", "in", "su"],
  },
  common: {
    greeting: {
      casual: ["Ciao!", "Ciao,"],
      playful: ["Ehilà!", "Ciao ciao!"],
      professional: ["Buongiorno,", "Ciao,"],
      polite: ["Gentile cliente,", "Buongiorno,"],
    },
    signoff: {
      casual: [
        ["A presto,", "Il team di {name}"],
        ["Un saluto,", "Il team di {name}"],
      ],
      playful: [["Un abbraccio,", "Tutta la squadra di {name}"]],
      professional: [["Cordiali saluti,", "Il team di {name}"]],
      polite: [["Distinti saluti,", "Il team di {name}"]],
    },
    goodToKnow: both("Da sapere: {note}", "Un dettaglio: {note}"),
    ps: both("P.S. {note}"),
  },
  elaborate: {
    speed: both("Meno attese, più risultati.", "Velocità fin dal primo minuto.", "Più tempo per ciò che conta."),
    ease: both(
      "Nessun manuale da leggere.",
      "Semplicità fin dal primo giorno.",
      "Facile da imparare, difficile da lasciare.",
    ),
    price: both(
      "Trasparenza totale, senza sorprese.",
      "Un valore che si vede.",
      "Si paga ciò che conta, niente di più.",
    ),
    trust: both("Tranquillità inclusa.", "Affidabile, giorno dopo giorno.", "Tutto pensato per dare fiducia."),
    connect: both(
      "Tutto in un unico posto, ovunque ci si trovi.",
      "Si inserisce con naturalezza nel modo di lavorare di sempre.",
      "Sempre a portata di mano, quando serve.",
    ),
    support: both("Un aiuto vero, quando serve.", "Con persone vere alle spalle.", "L'aiuto non è mai lontano."),
    quality: both("Cura fino all'ultimo dettaglio.", "Una qualità che si vede.", "Per durare nel tempo."),
    custom: both("Si adatta a ogni modo di lavorare.", "Su misura.", "Flessibilità dove conta."),
    general: both(
      "Un piccolo dettaglio che fa la differenza.",
      "Un pensiero in meno.",
      "Tutto pensato perché funzioni, semplicemente.",
      "Esattamente ciò che promette.",
    ),
  },
  landing: {
    headline: {
      casual: ["{product}: il modo più semplice per {audience}", "Ecco {product}", "{product}, per {audience}"],
      professional: ["{product} per {audience}", "{product}: la soluzione per {audience}"],
      playful: ["{product}: la tua nuova scorciatoia preferita", "{product}: risultati seri, zero stress"],
      bold: ["{product}. Per {audience}.", "Fai di più con {product}"],
      polite: ["Le presentiamo {product}", "{product}: una soluzione affidabile per {audience}"],
    },
    lead: {
      casual: [
        "{product} ti toglie di dosso il lavoro ripetitivo, così puoi concentrarti su ciò che sai fare meglio.",
        "{product} riunisce tutto ciò che ti serve in un unico spazio, chiaro e tranquillo.",
      ],
      professional: [
        "{product} ti aiuta a lavorare con più chiarezza e meno fatica.",
        "{product} riunisce l'essenziale in un unico posto, così puoi concentrarti sui risultati.",
      ],
      playful: [
        "Buone notizie: la parte difficile è appena diventata molto più facile.",
        "Meno giocoleria, più risultati. È tutta qui l'idea di {product}.",
      ],
      bold: ["Basta accontentarsi. {product} fa il lavoro pesante.", "Niente fronzoli. Niente giri. Solo {product}."],
      polite: [
        "{product} Le offre un modo chiaro e affidabile per ottenere di più con meno fatica.",
        "Abbiamo creato {product} per rispondere ogni giorno ad aspettative elevate.",
      ],
    },
    leadAudience: {
      casual: [
        "Tutto è pensato per {audience}, e si vede.",
        "Abbiamo creato {product} fin dall'inizio per {audience}.",
      ],
      polite: ["Tutto è pensato per {audience}, così da adattarsi con naturalezza al Suo modo di lavorare."],
    },
    benefitsHeading: {
      casual: ["Perché {product}", "Cosa ottieni", "Cosa fa {product} per te"],
      polite: ["I principali vantaggi", "Perché {product}"],
    },
    howHeading: both("Come funziona", "Iniziare è semplice", "Tre semplici passi"),
    steps: {
      casual: [
        [
          ["Dai un'occhiata.", "Scopri cosa può fare {product} per te e scegli ciò che ti serve."],
          ["Configura.", "Pochi minuti e sei pronto, senza manuale."],
          ["Goditi la differenza.", "Meno tempo per la routine, più tempo per ciò che conta."],
        ],
        [
          ["Inizia.", "Raccontaci di cosa hai bisogno. Basta un attimo."],
          ["Personalizza.", "Adatta {product} al tuo modo di lavorare."],
          ["Vai avanti.", "Guarda i piccoli successi sommarsi, giorno dopo giorno."],
        ],
      ],
      polite: [
        [
          ["Scopra.", "Veda cosa può fare {product} per Lei e scelga ciò che Le serve."],
          ["Configuri.", "Bastano pochi minuti, senza manuale."],
          ["Noti la differenza.", "Meno tempo per la routine, più tempo per ciò che conta."],
        ],
      ],
    },
    fitHeading: both("Per {audience}", "Con {audience} in mente"),
    fitBody: {
      casual: [
        "Abbiamo costruito {product} attorno a esigenze reali: meno passaggi, meno sorprese e più tempo per il lavoro vero. Ogni funzione ha un motivo.",
        "Che tu stia iniziando ora o abbia anni di esperienza, {product} si adatta a te, e non il contrario.",
      ],
      polite: [
        "Abbiamo costruito {product} attorno a esigenze reali: meno passaggi, meno sorprese e più tempo per ciò che conta. Ogni funzione ha un motivo.",
      ],
    },
    faqHeading: {
      casual: ["Domande che potresti farti", "Le tue domande, le nostre risposte"],
      polite: ["Domande frequenti", "Le Sue domande, le nostre risposte"],
    },
    faqWho: {
      casual: [
        [
          "Per chi è {product}?",
          "Abbiamo creato {product} per {audience} e per chiunque cerchi le stesse cose: chiarezza, semplicità e risultati.",
        ],
        [
          "{product} fa per me?",
          "Abbiamo pensato {product} per {audience}. Se ti riconosci in quello che hai letto, vale la pena provarlo.",
        ],
      ],
      polite: [
        [
          "Per chi è {product}?",
          "Abbiamo creato {product} per {audience} e per chi apprezza chiarezza, semplicità e risultati.",
        ],
      ],
    },
    faqDifferent: {
      casual: [
        [
          "Che cosa ha di diverso {product}?",
          "Si concentra su ciò che conta e lascia fuori il resto. I vantaggi qui sopra lo dicono meglio di noi.",
        ],
        [
          "Perché non continuare come ora?",
          "Puoi farlo, certo. Ma {product} ti fa risparmiare fatica fin dal primo giorno.",
        ],
      ],
      polite: [
        [
          "Che cosa ha di diverso {product}?",
          "Si concentra sull'essenziale e lascia fuori il resto. I vantaggi illustrati sopra lo riassumono bene.",
        ],
      ],
    },
    faqStart: {
      casual: [
        ["Come si inizia?", "Proprio qui sotto. Il primo passo è rapido, poi prosegui con i tuoi tempi."],
        ["È complicato iniziare?", "Per niente. Il primo passo richiede un attimo, il resto viene da sé."],
      ],
      polite: [
        ["Come posso iniziare?", "Proprio qui sotto. Il primo passo è rapido, poi potrà proseguire con i Suoi tempi."],
      ],
    },
    faqHelp: {
      casual: [
        ["E se ho bisogno di aiuto?", "Scrivici e basta. Ti aiuteremo volentieri a ottenere il massimo da {product}."],
      ],
      polite: [
        ["E se ho bisogno di aiuto?", "Ci contatti pure. La aiuteremo volentieri a ottenere il massimo da {product}."],
      ],
    },
    closing: {
      casual: ["Quando vuoi, noi ci siamo.", "Curioso? C'è un solo modo per scoprirlo."],
      professional: ["Pronto a vedere la differenza?", "Il prossimo passo è tuo."],
      playful: ["Dai, lo sai che ne hai voglia.", "Cosa aspetti? (Sul serio.)"],
      bold: ["Tocca a te.", "Non accontentarti di meno."],
      polite: ["Saremo lieti di darLe il benvenuto.", "Restiamo a Sua disposizione."],
    },
    cta: {
      casual: ["Inizia con {product}", "Prova {product} oggi"],
      playful: ["Metti alla prova {product}", "Andiamo!"],
      bold: ["Inizia ora", "Scegli {product}"],
      polite: ["Richieda maggiori informazioni", "Scopra {product}"],
    },
  },
  about: {
    headline: {
      ...both("Chi è {company}", "La storia di {company}", "{company}: chi siamo"),
      polite: ["Chi è {company}"],
    },
    lead: {
      casual: [
        "Ogni azienda nasce per un motivo. Questo è il nostro.",
        "Dietro {company} ci sono persone a cui importa fare le cose per bene.",
      ],
      playful: ["Mettiti comodo: ecco come è cominciato tutto.", "Spoiler: tutto è partito da una buona idea."],
      bold: ["Facciamo le cose in modo diverso. Ecco perché.", "Niente giri di parole: chi siamo e cosa ci muove."],
      polite: ["{company} nasce con uno scopo chiaro.", "Scopra la storia e i principi di {company}."],
    },
    storyHeading: both("La nostra storia", "Come è cominciato tutto", "Da dove veniamo"),
    storyBridge: both(
      "Questa storia guida ancora oggi il nostro modo di lavorare.",
      "È una storia che continuiamo a scrivere ogni giorno.",
      "Da allora è cambiato molto, ma non ciò che ci muove.",
    ),
    valuesHeading: both("In cosa crediamo", "I nostri valori", "Ciò che conta per noi"),
    valueElab: both(
      "Non uno slogan, ma un impegno che prendiamo con noi stessi.",
      "Guida le nostre scelte, grandi e piccole.",
      "Si ritrova in tutto ciò che facciamo.",
      "Preferiamo dimostrarlo che raccontarlo.",
    ),
    workHeading: both("Come lavoriamo", "Lavorare con noi"),
    workBody: both(
      "Teniamo le cose semplici, oneste e umane. Quando prendiamo un impegno, lo manteniamo.",
      "Prima ascoltiamo, poi ci mettiamo al lavoro. I buoni risultati nascono dal capire davvero di cosa c'è bisogno.",
    ),
    closingHeading: { casual: ["Parliamone", "Scrivici"], polite: ["Contatti"] },
    closing: {
      casual: ["Vuoi saperne di più su {company} o lavorare con noi? Ci farà piacere sentirti."],
      playful: ["Una domanda, un'idea o solo voglia di salutare? La nostra porta è aperta."],
      bold: ["Hai qualcosa in mente? Realizziamolo."],
      polite: ["Per ulteriori informazioni su {company}, non esiti a contattarci."],
    },
    cta: { casual: ["Scrivici", "Contattaci"], bold: ["Parliamone"], polite: ["Ci contatti"] },
  },
  faq: {
    headline: {
      ...both("{product}: le risposte alle tue domande", "Domande frequenti su {product}", "FAQ {product}"),
      polite: ["Domande frequenti su {product}"],
    },
    intro: {
      casual: [
        "Hai domande su {product}? Ecco quelle che ci fanno più spesso, con le risposte, pensate per {audience}.",
      ],
      polite: ["In questa pagina trova le risposte alle domande più frequenti su {product}, raccolte per {audience}."],
    },
    answers: {
      price: {
        casual: [
          [
            "Il prezzo di {product} dipende da ciò che ti serve.",
            "Le opzioni attuali sono sempre indicate in modo trasparente e, se hai dubbi, ti aiutiamo a scegliere.",
          ],
          ["Dipende da come vuoi usare {product}.", "Scrivici e troveremo insieme l'opzione più adatta a te."],
        ],
        polite: [
          [
            "Il prezzo di {product} dipende dalle Sue esigenze.",
            "Le opzioni attuali sono sempre indicate con trasparenza e, se lo desidera, La aiutiamo a scegliere.",
          ],
        ],
      },
      time: {
        casual: [
          [
            "Iniziare con {product} è rapido.",
            "Quasi tutto si configura strada facendo: puoi partire subito e rifinire dopo.",
          ],
          ["Pochissimo.", "Abbiamo progettato {product} per partire senza configurazioni infinite."],
        ],
        polite: [
          [
            "Iniziare con {product} è rapido.",
            "Quasi tutto si configura strada facendo: può partire subito e rifinire in seguito.",
          ],
        ],
      },
      security: {
        casual: [
          [
            "Lo prendiamo molto sul serio.",
            "{product} tratta con cura i tuoi dati e la tua privacy, e spieghiamo chiaramente come vengono gestite le informazioni.",
          ],
          ["La tua fiducia per noi conta.", "Se hai esigenze specifiche, scrivici e ti spiegheremo tutti i dettagli."],
        ],
        polite: [
          [
            "Lo prendiamo molto sul serio.",
            "{product} tratta con cura i Suoi dati e la Sua privacy, e spieghiamo chiaramente come vengono gestite le informazioni.",
          ],
        ],
      },
      support: {
        casual: [
          [
            "Sì, non sei mai da solo.",
            "Se ti blocchi o hai una domanda su {product}, scrivici: ti aiutiamo volentieri.",
          ],
          [
            "Il nostro team è qui per te.",
            "Rispondiamo alle tue domande e ti aiutiamo a ottenere il massimo da {product}.",
          ],
        ],
        polite: [
          [
            "Sì, può contare sul nostro supporto.",
            "Per qualsiasi domanda su {product}, ci contatti: La aiuteremo volentieri.",
          ],
        ],
      },
      cancel: {
        casual: [
          [
            "Vogliamo che tu resti perché {product} ti è utile, non perché andarsene è difficile.",
            "Scrivici e lo risolviamo insieme.",
          ],
          ["I piani cambiano, ed è normale.", "Scrivici e ti spieghiamo le tue opzioni."],
        ],
        polite: [
          [
            "Vogliamo che resti con noi perché {product} Le è utile, non perché andarsene è difficile.",
            "Ci contatti e troveremo insieme una soluzione.",
          ],
        ],
      },
      compat: {
        casual: [
          [
            "{product} si inserisce nel tuo modo di lavorare invece di sostituirlo.",
            "Se hai in mente una configurazione precisa, chiedici pure: avrai una risposta chiara.",
          ],
          [
            "Nella maggior parte dei casi, sì.",
            "Raccontaci la tua configurazione e ti diremo cosa funziona meglio con {product}.",
          ],
        ],
        polite: [
          [
            "{product} si inserisce nel Suo modo di lavorare invece di sostituirlo.",
            "Se ha in mente una configurazione precisa, ci chieda pure: avrà una risposta chiara.",
          ],
        ],
      },
      fit: {
        casual: [
          ["Abbiamo pensato {product} per {audience}.", "Se ti ci ritrovi, sei nel posto giusto."],
          [
            "Se cerchi un modo più semplice di andare avanti, {product} merita uno sguardo da vicino.",
            "Il modo migliore per capirlo è provarlo.",
          ],
        ],
        polite: [
          ["Abbiamo pensato {product} per {audience}.", "Se si riconosce in questa descrizione, è nel posto giusto."],
        ],
      },
      difference: both(
        [
          "{product} si concentra sull'essenziale e lo fa bene.",
          "Invece di accumulare funzioni, tutto ruota attorno a ciò che fa davvero la differenza per {audience}.",
        ],
        ["Meno distrazioni, più di ciò che conta.", "È l'idea alla base di {product}, ed è la prima cosa che si nota."],
      ),
      general: {
        casual: [
          [
            "Bella domanda. In breve: {product} esiste per semplificare le cose a {audience}.",
            "Se vuoi dettagli sul tuo caso specifico, ti aiutiamo volentieri.",
          ],
          [
            "Dipende un po' dalla tua situazione.",
            "Raccontaci cosa hai in mente e ti daremo una risposta chiara su {product}.",
          ],
          [
            "Ce lo chiedono spesso.",
            "Abbiamo progettato {product} proprio per questo tipo di domande quotidiane, quindi puoi aspettarti un'esperienza semplice.",
          ],
        ],
        polite: [
          [
            "Ottima domanda. In breve: {product} esiste per semplificare le cose a {audience}.",
            "Se desidera dettagli sul Suo caso specifico, La aiuteremo volentieri.",
          ],
          [
            "Dipende in parte dalla Sua situazione.",
            "Ci racconti cosa ha in mente e Le daremo una risposta chiara su {product}.",
          ],
        ],
      },
    },
    followUp: {
      casual: ["E se qualcosa non è chiaro, siamo a un messaggio di distanza.", "Vuoi saperne di più? Chiedici pure."],
      polite: ["Se qualcosa non fosse chiaro, siamo a Sua disposizione.", "Desidera saperne di più? Ci scriva."],
    },
    outro: {
      casual: [
        "Hai ancora una domanda? Scrivici, ti aiutiamo volentieri.",
        "Non hai trovato ciò che cercavi? Chiedicelo direttamente.",
      ],
      playful: ["Ancora curioso? Ottimo, adoriamo le domande. Scrivici."],
      polite: ["Per qualsiasi ulteriore domanda, restiamo a Sua completa disposizione."],
    },
  },
  blog: {
    headline: {
      casual: ["{topic}: guida pratica per {audience}", "{topic}, spiegato per {audience}"],
      professional: ["{topic}: cosa sapere", "{topic}: guida pratica per {audience}"],
      playful: ["{topic}, senza mal di testa", "Parliamo chiaro: {topic}"],
      bold: ["{topic}: basta tentativi, passa all'azione", "{topic}: la guida senza giri di parole"],
      polite: ["{topic}: una panoramica per {audience}", "{topic}: gli aspetti chiave per {audience}"],
    },
    intro: {
      casual: [
        "Di consigli su {topic} ce ne sono tantissimi, ma non tutti sono utili. Questa guida resta concreta.",
        "Il tema di oggi: {topic}. Se ci stai pensando da un po', non sei il solo. Ecco un modo chiaro e pratico per affrontarlo.",
      ],
      professional: [
        "Le opinioni su {topic} non mancano. Questo articolo si concentra su ciò che funziona nella pratica.",
      ],
      playful: [
        "Diciamolo: quando si parla di {topic}, può sembrare tutto enorme. La buona notizia? Non deve esserlo per forza.",
      ],
      bold: ["Quasi tutti i consigli su {topic} sono troppo vaghi per servire. Cambiamo le cose."],
      polite: ["Questo articolo parla di {topic} e propone considerazioni pratiche per il lettore."],
    },
    audience: {
      casual: ["È scritto per {audience}, con idee da mettere in pratica subito."],
      polite: ["È scritto per {audience} e si concentra su azioni da mettere in pratica subito."],
    },
    whyHeading: both("Perché è importante", "Il quadro generale", "Perché merita attenzione"),
    whyBody: both(
      "Piccoli miglioramenti qui si sentono ovunque. Partire dalle basi giuste fa risparmiare tempo, evita frustrazioni e rende più facile ogni passo successivo.",
      "È facile considerarlo un aspetto secondario. In pratica, influenza i risultati senza far rumore, e un po' di attenzione fa molta strada.",
    ),
    pointOpener: both(
      "È da qui che molti iniziano, e a ragione.",
      "Sembra ovvio, eppure è una delle cose più facili da trascurare.",
      "Se questo va bene, buona parte del resto si sistema da sé.",
      "Un punto spesso sottovalutato.",
    ),
    pointWhy: both(
      "Per {audience}, spesso è qui il vantaggio più grande.",
      "Conta perché influenza tutto ciò che viene dopo.",
      "Fatto bene, fa risparmiare tempo e grattacapi in seguito.",
    ),
    pointTip: {
      casual: [
        "Un modo semplice per iniziare: annota dove sei oggi, poi scegli un piccolo cambiamento da provare questa settimana.",
        "Parti in piccolo, verifica cosa funziona dopo qualche settimana e costruisci da lì.",
        "All'inizio tienilo semplice. Potrai sempre perfezionare quando le basi saranno solide.",
        "Chiedi a una persona di fiducia di dare un'occhiata con occhi nuovi: noterà ciò che tu non vedi più.",
      ],
      polite: [
        "Un modo semplice per iniziare: annoti dove si trova oggi, poi scelga un piccolo cambiamento per questa settimana.",
        "Parta in piccolo, verifichi cosa funziona dopo qualche settimana e prosegua da lì.",
        "All'inizio mantenga le cose semplici. Potrà sempre perfezionarle in seguito.",
      ],
    },
    mistakesHeading: both("Errori comuni da evitare", "Le trappole più frequenti"),
    mistakes: both(
      [
        "Voler cambiare tutto in una volta.",
        "Copiare ciò che funziona per altri senza verificare se è adatto.",
        "Arrendersi prima che i risultati abbiano il tempo di arrivare.",
      ],
      [
        "Complicare le cose fin dall'inizio.",
        "Saltare le basi perché sembrano troppo semplici.",
        "Non fermarsi mai a imparare da ciò che è successo.",
      ],
    ),
    takeawaysHeading: both("In sintesi", "Da ricordare", "L'essenziale"),
    conclusionHeading: both("Per concludere", "E adesso?", "Conclusione"),
    conclusion: {
      casual: [
        "Non serve fare tutto giusto il primo giorno. Scegli un'idea da questo articolo, provala e parti da lì.",
        "Il progresso batte la perfezione. Inizia dal punto che ti ha colpito di più.",
      ],
      playful: ["Ecco fatto, niente laurea richiesta. Scegli un'idea, buttati e goditi i progressi."],
      bold: ["Leggere è la parte facile. Scegli un'idea e mettila in pratica oggi."],
      polite: ["Nel complesso, queste considerazioni offrono una base solida per i prossimi passi."],
    },
  },
  howto: {
    headline: {
      casual: ["{task}: guida passo passo", "{task}, passo dopo passo"],
      playful: ["{task}, facilissimo (davvero)"],
      bold: ["{task}: la via rapida"],
      polite: ["{task}: istruzioni passo passo"],
    },
    intro: {
      casual: [
        "Questa guida ti accompagna in tutto il processo, un passo chiaro alla volta. È scritta per {audience}, quindi niente gergo inutile.",
        "Ecco come farlo senza andare a tentativi. I passaggi qui sotto sono scritti per {audience} e funzionano anche la prima volta.",
      ],
      polite: ["Questa guida descrive il processo passo dopo passo. È pensata per {audience}."],
    },
    beforeHeading: { casual: ["Prima di iniziare", "Cosa ti serve"], polite: ["Prima di iniziare", "Cosa Le serve"] },
    beforeBody: {
      casual: [
        "Ritagliati un po' di tempo senza interruzioni e tieni a portata di mano tutto ciò che ti serve. Aiuta anche avere un obiettivo chiaro: sapere come sarà il risultato prima di cominciare.",
      ],
      polite: [
        "Si ritagli un po' di tempo senza interruzioni e tenga a portata di mano tutto il necessario. È utile anche definire in anticipo come dovrà essere il risultato.",
      ],
    },
    stepsHeading: both("Passo dopo passo", "I passaggi", "Come fare"),
    stepFirst: {
      casual: ["Prenditi il tuo tempo: il resto si basa su questo passaggio."],
      polite: ["Si prenda il tempo necessario: il resto si basa su questo passaggio."],
    },
    stepMiddle: {
      casual: [
        "Controlla il risultato prima di proseguire.",
        "Se qualcosa non torna, è il momento di correggere.",
        "Prendi appunti strada facendo.",
        "Qui non avere fretta.",
      ],
      polite: [
        "Controlli il risultato prima di proseguire.",
        "Se qualcosa non torna, è il momento di correggere.",
        "Prenda appunti strada facendo.",
      ],
    },
    stepLast: {
      casual: ["Poi fai un passo indietro e guarda il risultato nel suo insieme."],
      polite: ["Infine, valuti il risultato nel suo insieme."],
    },
    defaultSteps: both(
      [
        "Definire l'obiettivo e come dovrà essere il risultato finale.",
        "Raccogliere tutto il necessario prima di iniziare.",
        "Fare un primo giro senza puntare alla perfezione.",
        "Rivedere il risultato e annotare cosa si può migliorare.",
        "Fare le ultime modifiche e chiudere.",
      ],
      [
        "Decidere cosa rende buono il risultato.",
        "Preparare strumenti e materiali.",
        "Svolgere la parte principale in una sessione concentrata.",
        "Provare o verificare il lavoro fatto.",
        "Curare i dettagli finali.",
      ],
    ),
    tipsHeading: both("Consigli per un risultato migliore", "Qualche consiglio in più"),
    tips: both(
      [
        "Lavorare a blocchi brevi e concentrati invece che in un'unica lunga sessione.",
        "Salvare o annotare i progressi con regolarità.",
        "Nel dubbio, tornare indietro di un passo invece di forzare.",
      ],
      [
        "Preparare tutto prima di iniziare: le interruzioni costano più di quanto sembri.",
        "Farlo una volta con calma prima di provare ad andare veloci.",
        "Annotare ciò che ha funzionato, così la prossima volta sarà più facile.",
      ],
    ),
    troubleHeading: both("Se qualcosa va storto", "Risoluzione dei problemi"),
    troubleBody: both(
      "La maggior parte dei problemi nasce da un passaggio saltato o fatto di fretta. Meglio tornare all'ultimo punto in cui tutto funzionava e ripartire da lì.",
      "Niente panico: un intoppo raramente è grave. Ripercorrere i passaggi, controllare prima le basi e riprovare con occhi nuovi.",
    ),
    wrapHeading: both("Per finire", "Fatto!"),
    wrap: {
      casual: ["La prima volta è quella che richiede più tempo. Poi diventa presto un'abitudine."],
      playful: ["Ed è fatta! Concediti una pacca sulla spalla."],
      bold: ["Fatto. La prossima volta, ancora più veloce."],
      polite: ["Il processo è completato. Con la pratica, questi passaggi diventeranno abituali."],
    },
  },
  listicle: {
    headline: {
      casual: ["{topic}: {count} idee da provare", "{count} consigli semplici: {topic}"],
      professional: ["{topic}: {count} consigli pratici", "{count} consigli su {topic}"],
      playful: ["{topic}: {count} trucchi che userai davvero", "{count} modi per vincere: {topic}"],
      bold: ["{topic}: {count} regole che funzionano", "{count} cose che funzionano davvero: {topic}"],
      polite: ["{count} raccomandazioni su {topic}"],
    },
    intro: {
      casual: [
        "Niente teoria, niente fronzoli: ecco {count} idee pratiche su {topic}, pensate per {audience}. Scegli quelle che fanno per te e parti da lì.",
        "Niente teoria, niente fronzoli: ecco {count} idee pratiche su {topic}. Scegli quelle che fanno per te e parti da lì.",
      ],
      polite: ["Le seguenti {count} raccomandazioni su {topic} possono essere applicate singolarmente o insieme."],
    },
    angles: both(
      ["Partire dalle basi", "Prima di tutto, padroneggiare i fondamentali.", "Tutto il resto si regge su quelli."],
      [
        "Sapere cosa si vuole",
        "Un obiettivo chiaro semplifica ogni decisione successiva.",
        "L'ideale: scriverlo in una sola frase.",
      ],
      [
        "Tenerla semplice",
        "L'approccio più semplice è spesso quello che dura di più.",
        "La complessità deve guadagnarsi il suo posto.",
      ],
      [
        "Imparare dagli altri",
        "Probabilmente qualcuno si è già posto la stessa domanda.",
        "La sua esperienza può risparmiare molti tentativi.",
      ],
      [
        "Pianificare, ma senza esagerare",
        "Un piano approssimativo è meglio di nessun piano.",
        "Basta lasciare spazio per adattarsi strada facendo.",
      ],
      ["Curare i dettagli", "Le piccole cose si sommano.", "Spesso sono i dettagli a restare impressi."],
      [
        "Lasciare spazio all'imprevisto",
        "Non tutto andrà secondo i piani, ed è normale.",
        "Alcuni dei risultati migliori nascono dall'inatteso.",
      ],
      [
        "Prendersi il proprio tempo",
        "La fretta raramente paga.",
        "Un ritmo costante porta più lontano di uno scatto seguito da una lunga pausa.",
      ],
      ["Fare domande", "Non esistono domande stupide.", "Chiedere presto fa risparmiare tempo dopo."],
      [
        "Condividere l'esperienza",
        "Insieme è tutto più facile.",
        "Condividere ciò che si impara aiuta gli altri e affina il proprio pensiero.",
      ],
      [
        "Fare il punto e correggere",
        "Ogni tanto, fermarsi e chiedersi cosa funziona.",
        "E poi fare di più proprio di quello.",
      ],
      [
        "Godersi il percorso",
        "I progressi durano di più quando ci si diverte.",
        "Festeggiare le piccole vittorie lungo la strada.",
      ],
    ),
    audienceNote: both("Particolarmente utile per {audience}.", "Da non perdere per {audience}."),
    outro: {
      casual: [
        "Non serve applicarli tutti e {count} insieme. Inizia da uno, osserva cosa cambia e poi passa al successivo.",
      ],
      playful: ["Eccoli qui: {count} idee e zero scuse. Quale provi per prima?"],
      bold: ["{count} idee. Una decisione: iniziare oggi."],
      polite: ["Queste raccomandazioni sono più efficaci se introdotte gradualmente e riviste con regolarità."],
    },
  },
  comparison: {
    headline: {
      ...both("{product} o {competitor}: che differenza c'è?", "{product} o {competitor}? Un confronto onesto"),
      playful: ["{product} contro {competitor}: vinca il migliore"],
      bold: ["{product} o {competitor}: la risposta sincera"],
      polite: ["Confronto: {product} e {competitor}"],
    },
    intro: {
      casual: [
        "Indeciso tra {product} e {competitor}? Entrambi hanno i loro punti di forza. Ecco uno sguardo onesto alle differenze, per scegliere ciò che fa per te.",
      ],
      polite: [
        "Questo confronto illustra le principali differenze tra {product} e {competitor} per supportare una decisione consapevole.",
      ],
    },
    standoutHeading: both("Dove {product} fa la differenza", "Cosa distingue {product}"),
    fairHeading: {
      casual: ["Quando {competitor} può fare per te", "Quando {competitor} può essere la scelta migliore"],
      polite: ["Quando {competitor} può essere la scelta migliore"],
    },
    fairBody: {
      casual: [
        "{competitor} resta una scelta solida per molti. Se i punti qui sopra ti importano meno, {competitor} può andare benissimo, ed è giusto saperlo prima di decidere.",
        "Ogni strumento ha i suoi fan, anche {competitor}. Se queste differenze pesano poco nella tua giornata, può essere una scelta ragionevole.",
      ],
      polite: [
        "{competitor} resta una scelta solida per molte persone. Se i punti precedenti sono per Lei meno importanti, {competitor} può andare benissimo.",
      ],
    },
    chooseHeading: {
      casual: ["Come scegliere", "Le domande da farti"],
      polite: ["Come scegliere", "Le domande da porsi"],
    },
    chooseList: {
      casual: [
        [
          "Cosa conta di più per te ogni giorno?",
          "Quali delle differenze qui sopra noteresti ogni settimana?",
          "Dove vuoi essere tra un anno, e quale opzione crescerà con te?",
        ],
        [
          "Quale problema vuoi davvero risolvere?",
          "Con quali compromessi puoi convivere?",
          "Cosa ti spingerebbe a cambiare di nuovo?",
        ],
      ],
      polite: [
        [
          "Che cosa conta di più per Lei ogni giorno?",
          "Quali delle differenze indicate noterebbe ogni settimana?",
          "Dove desidera essere tra un anno, e quale opzione crescerà con Lei?",
        ],
      ],
    },
    verdictHeading: both("In conclusione", "Il nostro parere"),
    verdict: {
      casual: ["Se sono queste le differenze che contano per te, {product} è la scelta naturale."],
      playful: ["Se leggendo queste differenze hai annuito, conosci già la risposta: {product}."],
      bold: ["Se queste differenze contano per te, la scelta è chiara: {product}."],
      polite: ["Quando queste differenze sono decisive, {product} rappresenta l'opzione più adatta."],
    },
  },
  product: {
    headline: { ...both("{product}", "Ecco {product}", "{product}, per {audience}"), polite: ["{product}"] },
    hook: {
      casual: [
        "Ci sono cose che rendono migliore la vita di tutti i giorni. {product} è una di queste.",
        "Una di quelle cose che, una volta provate, non capisci come facevi prima.",
      ],
      professional: [
        "{product} unisce un design curato a una praticità concreta.",
        "Per chi si aspetta qualcosa in più: {product}.",
      ],
      playful: [
        "Attenzione: {product} può causare improvvisi attacchi di buonumore.",
        "Ti avvisiamo: dopo aver provato {product}, non si torna indietro.",
      ],
      bold: ["{product} alza l'asticella. Punto.", "Per chi pretende di più."],
      polite: ["{product} unisce qualità e praticità in un design ponderato."],
    },
    featuresHeading: both("I punti di forza", "Perché è speciale", "Caratteristiche in breve"),
    forHeading: both("Per chi è", "Ideale per"),
    forAudience: both(
      "Per {audience} e per chiunque apprezzi le cose che funzionano e basta.",
      "Abbiamo pensato {product} per {audience}.",
    ),
    forEveryone: both(
      "Per chi apprezza qualità, semplicità e buon design.",
      "Per chi si aspetta qualcosa in più dagli oggetti di tutti i giorni.",
    ),
    loveHeading: {
      casual: ["Perché ti piacerà", "I piccoli dettagli"],
      polite: ["Perché Le piacerà", "I piccoli dettagli"],
    },
    loveBody: both(
      "Quello che conta è l'insieme: ogni dettaglio ha un motivo, e insieme rendono {product} un piacere da usare.",
    ),
    closing: {
      casual: ["Vuoi vederlo con i tuoi occhi?", "Il tuo nuovo preferito ti aspetta."],
      playful: ["Dai, concediti un piccolo lusso."],
      bold: ["Non aspettare. Fai il salto."],
      polite: ["Scopra {product} oggi stesso."],
    },
    cta: {
      casual: ["Acquista ora", "Voglio {product}"],
      playful: ["Lo voglio!"],
      bold: ["Prendilo ora"],
      polite: ["Acquisti ora"],
    },
  },
  campaign: {
    subject: {
      casual: ["{offer}: solo per te", "Una bella notizia da {product}: {offer}"],
      professional: ["{product}: {offer}", "Un'offerta per te: {offer}"],
      playful: ["Psst… {offer}", "Questa ti piacerà: {offer}"],
      bold: ["{offer}. Da non perdere.", "{offer}: il momento è adesso"],
      polite: ["Offerta esclusiva {product}: {offer}"],
    },
    preview: {
      casual: ["Ecco perché adesso è il momento giusto per provare {product}.", "Un pensiero per {audience}."],
      polite: ["I dettagli della nostra offerta attuale per {audience}."],
    },
    opening: {
      casual: ["Abbiamo qualcosa che pensiamo ti piacerà.", "Non vedevamo l'ora di dirtelo."],
      playful: ["Saremo brevi, perché le buone notizie non aspettano."],
      bold: ["Andiamo dritti al punto."],
      polite: ["Siamo lieti di presentarLe un'offerta esclusiva."],
    },
    offerLine: {
      casual: ["Ecco l'offerta: **{offer}**"],
      playful: ["Pronto? Eccola: **{offer}**"],
      polite: ["La nostra offerta: **{offer}**"],
    },
    body: {
      casual: [
        "{product} aiuta {audience} a fare di più con meno fatica, e adesso iniziare è più facile che mai.",
        "Il momento perfetto per scoprire cosa può fare {product} per {audience}.",
      ],
      polite: [
        "{product} aiuta {audience} a ottenere di più con meno fatica, e questa offerta rende l'inizio più semplice che mai.",
      ],
    },
    deadline: {
      casual: ["Solo un dettaglio: l'offerta scade il {deadline}.", "Occhio: l'offerta dura fino al {deadline}."],
      bold: ["Scadenza: {deadline}. Non un minuto di più."],
      polite: ["La informiamo che l'offerta è valida fino al {deadline}."],
    },
    noDeadline: {
      casual: ["Offerte così non durano per sempre: adesso è il momento giusto."],
      polite: ["Le consigliamo di approfittare presto di questa offerta."],
    },
    more: {
      casual: [
        "Non sei ancora sicuro? Guarda cosa può fare {product} e poi decidi. Nessuna pressione, solo una buona offerta finché dura.",
      ],
      polite: ["Non è ancora convinto? Scopra cosa può fare {product} e decida con calma."],
    },
    cta: {
      casual: ["Approfitta dell'offerta", "La voglio"],
      playful: ["Sì, la voglio!"],
      bold: ["Prendila ora"],
      polite: ["Approfitti dell'offerta"],
    },
  },
  newsletter: {
    subject: {
      casual: ["Le novità di {brand}", "Novità da {brand}: {first}"],
      professional: ["Aggiornamento da {brand}: {first}", "Le ultime da {brand}"],
      playful: ["Fresche fresche da {brand}: da vedere subito"],
      bold: ["{brand}: grandi novità"],
      polite: ["Newsletter {brand}: le ultime notizie"],
    },
    preview: both("E tutto il resto che succede in casa {brand}.", "{n} novità che valgono un minuto."),
    intro: {
      casual: ["Sono state settimane intense da {brand}, e abbiamo un po' di novità da raccontarti."],
      professional: ["Ecco un breve riepilogo di ciò che è successo da {brand}."],
      playful: ["Prenditi un caffè: ci sono novità da {brand}, e sono belle."],
      polite: ["Siamo lieti di condividere con Lei le ultime novità di {brand}."],
    },
    audience: both("Come sempre, pensato per {audience}."),
    highlightsHeading: both("Le novità", "In evidenza", "In questo numero"),
    itemNote: both(
      "Ci teniamo molto, e presto vi racconteremo di più.",
      "Un passo su cui lavoravamo da tempo.",
      "Pensiamo che la differenza si vedrà.",
    ),
    bridge: {
      casual: ["Grazie per averci letto e per essere parte di tutto questo."],
      polite: ["La ringraziamo per l'attenzione e per la fiducia."],
    },
    cta: { casual: ["Rispondi e dicci cosa ne pensi"], polite: ["Può rispondere a questa e-mail con i Suoi commenti"] },
  },
  welcome: {
    subject: {
      casual: ["Ti diamo il benvenuto in {brand}!", "Ci sei! Questo è {brand}"],
      playful: ["Tutti a bordo! Si parte con {brand}"],
      bold: ["Questo è {brand}. Si parte."],
      polite: ["Il benvenuto in {brand}"],
    },
    preview: { casual: ["Il tuo primo passo: {firstStep}"], polite: ["Il Suo primo passo: {firstStep}"] },
    intro: {
      casual: ["Siamo felici di averti qui. Ti diamo il benvenuto in {brand}!"],
      playful: ["Via ai festeggiamenti: ora fai ufficialmente parte di {brand}!"],
      polite: ["Grazie per aver scelto {brand}. È un piacere darLe il benvenuto."],
    },
    firstStep: {
      casual: ["**Il tuo primo passo:** {firstStep}"],
      polite: ["**Primo passo consigliato:** {firstStep}"],
    },
    firstStepWhy: both("Richiede solo un attimo e prepara tutto ciò che viene dopo."),
    benefitsLead: { casual: ["Ecco cosa ti aspetta:", "Cosa troverai:"], polite: ["Ecco cosa La aspetta:"] },
    more: {
      casual: ["Nei prossimi giorni ti manderemo qualche consiglio per ottenere il massimo da {brand}."],
      polite: ["Nei prossimi giorni Le invieremo alcuni consigli per ottenere il massimo da {brand}."],
    },
    help: {
      casual: ["Domande? Rispondi a questa e-mail, siamo qui per aiutarti."],
      polite: ["Per qualsiasi domanda, è sufficiente rispondere a questa e-mail."],
    },
    cta: { casual: ["Fai il primo passo"], playful: ["Si parte!"], polite: ["Inizi ora"] },
  },
  social: {
    headline: both("{topic}: post per {network}", "Post per {network}: {topic}"),
    hook: {
      casual: [
        "Parliamo di un tema che conta più di quanto si pensi: {topic}.",
        "Un pensiero veloce su {topic}: i piccoli cambiamenti fanno una grande differenza.",
      ],
      professional: ["Qualche riflessione su {topic} e sul perché merita attenzione."],
      playful: ["Opinione forte: si parla troppo poco di {topic}. Chi è con me?"],
      bold: ["{^topic}. È ora di prenderlo sul serio."],
      polite: ["Alcune considerazioni su {topic} e sul perché merita attenzione."],
    },
    question: {
      casual: [
        "Qual è la tua sfida più grande con {topic}? Raccontacelo nei commenti.",
        "Curiosità: qual è il tuo approccio a {topic}?",
      ],
      playful: ["Dì la verità: qual è il tuo segreto con {topic}? Non lo diremo a nessuno."],
      polite: [
        "Qual è l'approccio della Sua organizzazione a {topic}? Saremmo lieti di conoscere il Suo punto di vista.",
      ],
    },
    tip: {
      casual: [
        "Il consiglio del giorno su {topic}: parti in piccolo e sii costante.",
        "Cosa aiuta davvero con {topic}: tenerla semplice e verificare cosa funziona.",
      ],
      playful: ["Piccolo consiglio, grande effetto: con {topic} vince chi va piano e con costanza."],
      polite: ["Una raccomandazione su {topic}: avviare cambiamenti misurati e rivederli con regolarità."],
    },
    story: {
      casual: [
        "Abbiamo imparato molto su {topic} lungo la strada. La lezione più grande? Il progresso batte la perfezione.",
      ],
      polite: ["Ciò che abbiamo imparato su {topic}: il progresso batte la perfezione."],
    },
    audience: both("Un pensiero per {audience}: non serve complicarsi la vita con {topic}."),
    cta: {
      casual: ["Vuoi saperne di più su {topic}? Seguici, il bello deve ancora venire."],
      playful: ["Ancora {topic}? Premi segui. Promesso, sarà divertente."],
      polite: ["Segua la nostra pagina per ulteriori approfondimenti su {topic}."],
    },
    more: both(
      "Quello che abbiamo notato: chi ne trae di più non è chi ha più risorse, ma chi resta curioso.",
      "Iniziare da una cosa. Farla bene. Poi passare alla successiva.",
      "Raramente si tratta di fare di più. Si tratta di fare le cose giuste, con costanza.",
    ),
  },
  linkedin: {
    headline: both("Post LinkedIn: {topic}"),
    hook: {
      casual: ["Una cosa che avrei voluto sapere prima su {topic}.", "Ho cambiato idea su {topic}. Ecco perché."],
      professional: ["Una lezione su {topic} che ha cambiato il mio modo di lavorare.", "Cosa ho imparato su {topic}."],
      playful: [
        "Confesso: su {topic} sbagliavo tutto.",
        "Colpo di scena: parlare di {topic} è più semplice di quanto pensassi.",
      ],
      bold: ["Quasi tutti sbagliano su {topic}. Ecco perché.", "Opinione impopolare su {topic}."],
      polite: ["Una breve riflessione su {topic}.", "Alcune osservazioni su {topic}."],
    },
    context: both("Mi ci è voluto un po' per vederlo, ma da allora affronto il mio lavoro in modo diverso."),
    insightLead: both("Ecco cosa ho imparato:", "In breve:"),
    reflection: both(
      "Niente di tutto questo è complicato. Ma semplice non vuol dire facile, ed è proprio per questo che vale la pena parlarne.",
    ),
    question: {
      casual: ["Tu come la vedi? Mi piacerebbe leggere la tua esperienza nei commenti."],
      polite: ["Qual è la Sua opinione? Mi farebbe piacere leggere la Sua esperienza nei commenti."],
    },
  },
  ads: {
    headline: both("Testi pubblicitari: {name}"),
    adHeadline: {
      casual: [
        "{product}, per {audience}",
        "Ecco {product}",
        "{^benefit}",
        "{product}: {benefit}",
        "Prova {product} oggi",
      ],
      playful: ["Psst: è arrivato {product}", "{^benefit}? Sì, grazie.", "Ecco a te {product}"],
      bold: ["{^benefit}. Punto.", "{product}. Senza compromessi.", "Scegli {product}"],
      polite: ["{product} per {audience}", "Scopra {product}", "{^benefit}"],
    },
    adText: {
      casual: [
        "{^benefit}. È tutto qui lo spirito di {product}, pensato per {audience}.",
        "Per {audience}: {product}. {^benefit}.",
        "Cerchi un modo migliore? {product} ti porta lì. {^benefit}.",
      ],
      playful: [
        "{^benefit}? Con {product}, sì. Per {audience}.",
        "Le cose belle arrivano a chi clicca. {product}: {benefit}.",
      ],
      bold: ["{^benefit}. Niente scuse. {product}, per {audience}.", "Basta accontentarsi. {product}: {benefit}."],
      polite: [
        "{product}, la soluzione per {audience}. {^benefit}.",
        "{^benefit}. Scopra {product}, la soluzione per {audience}.",
      ],
    },
    searchHeadline: {
      ...both(
        "Prova {product} oggi",
        "Scopri {product}",
        "{^keyword} senza pensieri",
        "{^keyword}: inizia ora",
        "{product}: {keyword}",
        "Inizia oggi stesso",
        "Guarda come funziona",
        "Risultati concreti",
        "{product}: scopri di più",
        "Pronto in pochi minuti",
        "Semplice ed efficace",
        "Lavora meglio",
      ),
      playful: [
        "Saluta {product}",
        "{^keyword}, ma divertente",
        "Il tuo nuovo strumento preferito",
        "Dai, prova {product}",
      ],
      polite: [
        "{product}: informazioni",
        "Soluzione professionale",
        "Scopra {product}",
        "{^keyword} affidabile",
        "Richieda informazioni",
      ],
    },
    searchDescription: {
      casual: [
        "{^benefit}. Scopri {product} e inizia oggi stesso.",
        "{^keyword}? Guarda cosa può fare {product} per te.",
        "{product} rende tutto semplice. {^benefit}. Inizia ora.",
        "{^benefit} con {product}. Facile da iniziare, bello da usare.",
        "Perché scegliere {product}: {benefit}.",
        "Chiaro, semplice e fatto per te. Prova {product} oggi.",
      ],
      playful: [
        "{^benefit}? Facile. Con {product} è quasi troppo semplice.",
        "Ecco {product}: {benefit}, senza stress. Provalo!",
      ],
      polite: [
        "{^benefit} con {product}. Scopra la nostra soluzione.",
        "Scopra come {product} può aiutarLa. Richieda informazioni oggi.",
      ],
    },
  },
  press: {
    lead: {
      playful: ["{company} ha una bella notizia da condividere oggi."],
      ...both("{company} ha annunciato oggi un passo importante.", "{company} condivide oggi una novità importante."),
      polite: ["{company} ha annunciato oggi uno sviluppo importante."],
    },
    detailsLead: both("I punti chiave in sintesi:", "Gli elementi principali:"),
    context: both(
      "L'annuncio è in linea con la direzione che {company} segue da tempo: creare cose su cui le persone possano contare e migliorarle passo dopo passo.",
      "Per {company}, l'annuncio fa parte di un percorso coerente: ascoltare con attenzione, agire con cura e mantenere le promesse.",
    ),
    quote: {
      playful: ["Siamo entusiasti, e questo è solo l'inizio"],
      casual: [
        "Siamo orgogliosi di questo passo e non vediamo l'ora di vedere cosa significherà per le persone con cui lavoriamo",
        "È un momento importante per noi e guardiamo con entusiasmo a ciò che verrà",
      ],
      polite: ["Si tratta di una tappa importante per la nostra organizzazione e per tutte le persone che serviamo"],
    },
    quoteBy: both("«{quote}», dichiara {quoteBy}."),
    quoteCompany: both("«{quote}», fanno sapere da {company}."),
    aboutHeading: both("Chi è {company}"),
    about: both(
      "{company} crea prodotti e servizi pensati attorno alle esigenze di chi li utilizza, con particolare attenzione a qualità, affidabilità e relazioni durature. Per ulteriori informazioni è possibile contattare direttamente {company}.",
    ),
    backgroundHeading: both("Contesto", "Perché adesso"),
    background: both(
      "L'annuncio si basa sul lavoro svolto da {company} nel tempo, alimentato dal confronto con clienti e partner su ciò di cui avranno bisogno in futuro.",
    ),
  },
  extra: {
    topicBody: both(
      "Un punto merita un approfondimento: {topic}. È strettamente legato a tutto ciò che precede, e vale la pena gestirlo bene.",
      "Due parole su {topic}: conta più di quanto sembri a prima vista. Dargli la giusta attenzione rende tutto il resto più semplice.",
    ),
    reserve: both(
      ["Cosa ci aspetta", "Questo è solo l'inizio. C'è altro in arrivo, e lo condivideremo appena sarà pronto."],
      [
        "Dietro le quinte",
        "Ogni dettaglio è frutto di riflessione e di molto ascolto. È un lavoro che non finisce mai davvero.",
      ],
      [
        "Un'ultima cosa",
        "I buoni risultati arrivano raramente con un grande salto. Arrivano con piccoli passi costanti.",
      ],
    ),
  },
};
