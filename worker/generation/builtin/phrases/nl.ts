import { spacedFormat } from "./format";
import { both, type PhraseBank } from "./types";

/**
 * Dutch. Friendly, playful and bold say "je"; professional and formal say "u". Names follow
 * "voor", "met", "van" or a colon, which need no article or inflection in Dutch.
 */
export const nl: PhraseBank = {
  politeTones: ["professional", "formal"],
  format: spacedFormat(),
  words: {
    fallbackName: "Ons product",
    variant: "Variant",
    post: "Bericht",
    bonus: "Bonus",
    altHook: "Alternatieve opening",
    headlines: "Koppen",
    descriptions: "Beschrijvingen",
    maxChars: "max. {n} tekens",
    adHeadline: "Kop:",
    adText: "Hoofdtekst:",
    adButton: "Knop:",
    buttons: ["Meer informatie", "Aan de slag", "Aanmelden", "Nu kopen", "Ontdek meer"],
    tags: ["Tips", "Inspiratie", "Community", "Groei"],
    stopwords: ["de", "het", "een", "en", "voor", "met", "van", "in", "op", "je", "jouw", "uw", "te", "naar"],
  },
  common: {
    greeting: {
      casual: ["Hoi!", "Hallo!"],
      playful: ["Hé daar!", "Hallo hallo!"],
      polite: ["Beste lezer,", "Goedendag,"],
      formal: ["Geachte lezer,"],
    },
    signoff: {
      casual: [
        ["Groetjes,", "Het team van {name}"],
        ["Tot snel,", "Het team van {name}"],
      ],
      playful: [["High five,", "De hele crew van {name}"]],
      polite: [["Met vriendelijke groet,", "Het team van {name}"]],
      formal: [["Hoogachtend,", "Het team van {name}"]],
    },
    goodToKnow: both("Goed om te weten: {note}", "Handig om te weten: {note}"),
    ps: both("PS: {note}"),
  },
  elaborate: {
    speed: both("Minder wachten, meer doen.", "Snel vanaf de eerste minuut.", "Meer tijd voor wat ertoe doet."),
    ease: both("Geen handleiding nodig.", "Eenvoudig vanaf dag één.", "Snel geleerd, graag gebruikt."),
    price: both(
      "Eerlijk en transparant, zonder verrassingen.",
      "Waarde die je ziet.",
      "Betalen voor wat telt, niets meer.",
    ),
    trust: both("Gemoedsrust, ingebouwd.", "Betrouwbaar, dag in dag uit.", "Gemaakt om op te vertrouwen."),
    connect: both(
      "Alles op één plek, waar je ook bent.",
      "Past naadloos in bestaande werkwijzen.",
      "Altijd bij de hand wanneer het nodig is.",
    ),
    support: both(
      "Echte hulp, wanneer dat nodig is.",
      "Met mensen erachter die het belangrijk vinden.",
      "Hulp is nooit ver weg.",
    ),
    quality: both(
      "Met zorg gemaakt, tot in het kleinste detail.",
      "Kwaliteit die je ziet.",
      "Gemaakt om lang mee te gaan.",
    ),
    custom: both("Afgestemd op elke manier van werken.", "Helemaal naar eigen smaak.", "Flexibel waar het telt."),
    general: both(
      "Een klein detail dat het verschil maakt.",
      "Eén zorg minder.",
      "Doordacht, zodat het gewoon werkt.",
      "Precies wat het belooft.",
    ),
  },
  landing: {
    headline: {
      casual: [
        "{product}: de makkelijkste weg voor {audience}",
        "Maak kennis met {product}",
        "{product}, gemaakt voor {audience}",
      ],
      playful: ["{product}: je nieuwe favoriete shortcut", "{product}: serieuze resultaten, nul gedoe"],
      bold: ["{product}. Gemaakt voor {audience}.", "Doe meer met {product}"],
      polite: ["{product} voor {audience}", "{product}: gebouwd voor {audience}"],
      formal: ["Maak kennis met {product}", "{product}: een betrouwbare oplossing voor {audience}"],
    },
    lead: {
      casual: [
        "{product} neemt je het routinewerk uit handen, zodat jij je kunt richten op waar je goed in bent.",
        "{product} brengt alles wat je nodig hebt samen op één rustige, overzichtelijke plek.",
      ],
      playful: [
        "Goed nieuws: het lastige deel is net een stuk makkelijker geworden.",
        "Minder jongleren, meer doen. Daar draait {product} om.",
      ],
      bold: ["Stop met genoegen nemen. {product} doet het zware werk.", "Geen franje. Geen omwegen. Gewoon {product}."],
      polite: [
        "{product} helpt u helderder en met minder moeite te werken.",
        "{product} brengt het essentiële samen op één plek, zodat u zich op resultaten kunt richten.",
      ],
      formal: [
        "{product} biedt u een heldere en betrouwbare manier om met minder moeite meer te bereiken.",
        "{product} is ontwikkeld om dagelijks aan hoge verwachtingen te voldoen.",
      ],
    },
    leadAudience: {
      casual: ["Gemaakt voor {audience}, en dat merk je.", "Vanaf het begin ontwikkeld voor {audience}."],
      polite: ["Ontwikkeld voor {audience} en eenvoudig in te passen in uw bestaande werkwijze."],
    },
    benefitsHeading: {
      ...both("Waarom {product}", "Wat het oplevert", "Wat {product} voor je doet"),
      polite: ["Waarom {product}", "Wat het oplevert"],
      formal: ["De belangrijkste voordelen", "Waarom {product}"],
    },
    howHeading: both("Zo werkt het", "Eenvoudig van start", "In drie stappen"),
    steps: {
      casual: [
        [
          ["Kijk rond.", "Ontdek wat {product} voor je kan doen en kies wat past."],
          ["Stel het in.", "In een paar minuten helemaal van jou, zonder handleiding."],
          ["Merk het verschil.", "Minder tijd voor routine, meer voor wat ertoe doet."],
        ],
        [
          ["Begin.", "Vertel ons wat je nodig hebt. Dat duurt maar even."],
          ["Pas het aan.", "Stem {product} af op jouw manier van werken."],
          ["Ga door.", "Zie kleine successen zich dag na dag opstapelen."],
        ],
      ],
      polite: [
        [
          ["Oriënteer u.", "Bekijk wat {product} voor u kan doen en kies wat past."],
          ["Stel het in.", "In enkele minuten gereed, zonder handleiding."],
          ["Ervaar het verschil.", "Minder tijd voor routine, meer voor wat ertoe doet."],
        ],
      ],
    },
    fitHeading: both("Gemaakt voor {audience}", "Met {audience} in gedachten"),
    fitBody: {
      casual: [
        "We hebben {product} gebouwd rond echte, dagelijkse behoeften: minder stappen, minder verrassingen en meer tijd voor het eigenlijke werk. Elke functie heeft een reden.",
        "Of je nu net begint of jaren ervaring hebt: {product} past zich aan jou aan, niet andersom.",
      ],
      polite: [
        "{product} is gebouwd rond echte, dagelijkse behoeften: minder stappen, minder verrassingen en meer tijd voor het eigenlijke werk. Elke functie heeft een reden.",
        "Of u nu net begint of jaren ervaring heeft: {product} past zich aan u aan, niet andersom.",
      ],
    },
    faqHeading: {
      casual: ["Vragen die je misschien hebt", "Jouw vragen, onze antwoorden"],
      polite: ["Veelgestelde vragen", "Uw vragen, onze antwoorden"],
    },
    faqWho: {
      casual: [
        [
          "Voor wie is {product}?",
          "{product} is gemaakt voor {audience}, en voor iedereen die hetzelfde belangrijk vindt: duidelijkheid, eenvoud en resultaat.",
        ],
        [
          "Is {product} iets voor mij?",
          "We hebben {product} ontwikkeld voor {audience}. Herken je je in wat je hier leest, dan is het de moeite waard om het te proberen.",
        ],
      ],
      polite: [
        [
          "Voor wie is {product}?",
          "{product} is gemaakt voor {audience}, en voor iedereen die duidelijkheid, eenvoud en resultaat waardeert.",
        ],
        [
          "Is {product} iets voor mij?",
          "{product} is ontwikkeld voor {audience}. Herkent u zich in wat u hier leest, dan is het de moeite waard om het te proberen.",
        ],
      ],
    },
    faqDifferent: {
      casual: [
        [
          "Wat maakt {product} anders?",
          "{product} richt zich op wat echt telt en laat de rest weg. De voordelen hierboven zeggen genoeg.",
        ],
        [
          "Waarom niet gewoon doorgaan zoals nu?",
          "Dat kan natuurlijk. Maar {product} bespaart je vanaf dag één moeite.",
        ],
      ],
      polite: [
        [
          "Wat maakt {product} anders?",
          "{product} richt zich op wat echt telt en laat de rest weg. De voordelen hierboven zeggen genoeg.",
        ],
        ["Waarom niet doorgaan zoals nu?", "Dat kan uiteraard. Maar {product} bespaart u vanaf dag één moeite."],
      ],
    },
    faqStart: {
      casual: [
        ["Hoe begin ik?", "Direct hieronder. De eerste stap is zo gezet, daarna ga je verder in je eigen tempo."],
        ["Is beginnen ingewikkeld?", "Helemaal niet. De eerste stap duurt maar even, de rest volgt vanzelf."],
      ],
      polite: [
        ["Hoe begin ik?", "Direct hieronder. De eerste stap is zo gezet, daarna gaat u verder in uw eigen tempo."],
      ],
    },
    faqHelp: {
      casual: [
        [
          "En als ik hulp nodig heb?",
          "Neem gewoon contact op. We helpen je graag het maximale uit {product} te halen.",
        ],
      ],
      polite: [
        [
          "En als ik hulp nodig heb?",
          "Neem gerust contact met ons op. We helpen u graag het maximale uit {product} te halen.",
        ],
      ],
    },
    closing: {
      casual: ["Klaar als jij dat bent.", "Nieuwsgierig? Er is maar één manier om erachter te komen."],
      playful: ["Kom op, je wilt het toch ook.", "Waar wacht je nog op? (Echt.)"],
      bold: ["Jouw zet.", "Neem geen genoegen met minder."],
      polite: ["Klaar om het verschil zelf te zien?", "De volgende stap is aan u."],
      formal: ["Wij heten u graag welkom.", "Wij horen graag van u."],
    },
    cta: {
      casual: ["Begin met {product}", "Probeer {product} vandaag"],
      playful: ["Probeer {product} eens", "Kom op, we gaan!"],
      bold: ["Start nu", "Kies {product}"],
      polite: ["Begin met {product}", "Ontdek {product}"],
      formal: ["Vraag meer informatie aan", "Ontdek {product}"],
    },
  },
  about: {
    headline: {
      ...both("Over {company}", "Het verhaal van {company}", "{company}: wie we zijn"),
      formal: ["Over {company}"],
    },
    lead: {
      casual: [
        "Elk bedrijf begint met een reden. Dit is de onze.",
        "Achter {company} staan mensen die het belangrijk vinden om dingen goed te doen.",
      ],
      playful: ["Ga er even lekker voor zitten: zo is het allemaal begonnen.", "Spoiler: het begon met één goed idee."],
      bold: ["Wij doen het anders. Dit is waarom.", "Geen gepraat. Gewoon wie we zijn en wat ons drijft."],
      polite: [
        "Elk bedrijf begint met een reden. Dit is de onze.",
        "{company} rust op een eenvoudig idee: goed werk leveren en daarvoor instaan.",
      ],
      formal: [
        "{company} is opgericht met een helder doel.",
        "Lees meer over de geschiedenis en de principes van {company}.",
      ],
    },
    storyHeading: { ...both("Ons verhaal", "Hoe het begon", "Waar we vandaan komen"), formal: ["Onze geschiedenis"] },
    storyBridge: both(
      "Dat verhaal bepaalt nog altijd hoe we werken.",
      "Het is een verhaal dat we elke dag verder schrijven.",
      "Er is sindsdien veel veranderd, maar niet wat ons drijft.",
    ),
    valuesHeading: both("Waar we voor staan", "Onze waarden", "Wat we belangrijk vinden"),
    valueElab: both(
      "Geen slogan, maar een lat die we voor onszelf leggen.",
      "Het stuurt onze keuzes, groot en klein.",
      "Je merkt het aan alles wat we doen.",
      "We laten het liever zien dan dat we erover praten.",
    ),
    workHeading: both("Hoe we werken", "Zo werken we"),
    workBody: both(
      "We houden het eenvoudig, eerlijk en persoonlijk. Wat we beloven, maken we waar.",
      "Eerst luisteren we, dan gaan we aan de slag. Goede resultaten ontstaan als je begrijpt wat mensen echt nodig hebben.",
    ),
    closingHeading: { casual: ["Laten we praten", "Zeg hallo"], polite: ["Contact", "Neem contact op"] },
    closing: {
      casual: ["Wil je meer weten over {company} of met ons samenwerken? We horen graag van je."],
      playful: ["Een vraag, een idee of gewoon zin om hallo te zeggen? Onze deur staat open."],
      bold: ["Iets in gedachten? Laten we het waarmaken."],
      polite: ["Wilt u meer weten over {company} of met ons samenwerken? We horen graag van u."],
      formal: ["Voor meer informatie over {company} kunt u altijd contact met ons opnemen."],
    },
    cta: { casual: ["Neem contact op", "Zeg hallo"], bold: ["Laten we praten"], polite: ["Neem contact op"] },
  },
  faq: {
    headline: {
      ...both("{product}: antwoord op je vragen", "Veelgestelde vragen over {product}", "FAQ {product}"),
      polite: ["Veelgestelde vragen over {product}"],
    },
    intro: {
      casual: ["Vragen over {product}? Dit zijn de vragen die we het vaakst krijgen, beantwoord voor {audience}."],
      polite: ["Hier vindt u antwoord op de meestgestelde vragen over {product}, verzameld voor {audience}."],
    },
    answers: {
      price: {
        casual: [
          [
            "De prijs van {product} hangt af van wat je nodig hebt.",
            "De actuele opties staan altijd overzichtelijk vermeld, en twijfel je, dan helpen we je graag kiezen.",
          ],
          [
            "Dat hangt af van hoe je {product} wilt gebruiken.",
            "Neem contact op, dan zoeken we samen de optie die voor jou het meest logisch is.",
          ],
        ],
        polite: [
          [
            "De prijs van {product} hangt af van wat u nodig heeft.",
            "De actuele opties staan altijd transparant vermeld, en bij twijfel helpen we u graag kiezen.",
          ],
          [
            "Dat hangt af van hoe u {product} wilt gebruiken.",
            "Neem contact op, dan zoeken we samen de best passende optie.",
          ],
        ],
      },
      time: {
        casual: [
          [
            "Beginnen met {product} gaat snel.",
            "Veel regelt zich onderweg, dus je kunt meteen starten en later bijstellen.",
          ],
          ["Niet lang.", "{product} is zo gemaakt dat je zonder lange installatie aan de slag kunt."],
        ],
        polite: [
          [
            "Beginnen met {product} gaat snel.",
            "Veel regelt zich onderweg, zodat u direct kunt starten en later kunt bijstellen.",
          ],
        ],
      },
      security: {
        casual: [
          [
            "Dat nemen we serieus.",
            "{product} gaat zorgvuldig om met je gegevens en je privacy, en we zijn open over hoe informatie wordt verwerkt.",
          ],
          ["Jouw vertrouwen telt.", "Heb je specifieke eisen? Neem contact op, dan lopen we de details samen door."],
        ],
        polite: [
          [
            "Dat nemen we serieus.",
            "{product} gaat zorgvuldig om met uw gegevens en uw privacy, en we zijn open over hoe informatie wordt verwerkt.",
          ],
          [
            "Uw vertrouwen telt.",
            "Heeft u specifieke eisen? Neem contact op, dan lopen we de details graag met u door.",
          ],
        ],
      },
      support: {
        casual: [
          [
            "Ja, je staat er nooit alleen voor.",
            "Loop je vast of heb je een vraag over {product}? Laat het ons weten, we helpen graag.",
          ],
          [
            "Ons team staat voor je klaar.",
            "We beantwoorden graag je vragen en helpen je het maximale uit {product} te halen.",
          ],
        ],
        polite: [
          [
            "Ja, u staat er nooit alleen voor.",
            "Loopt u vast of heeft u een vraag over {product}? Neem contact op, we helpen graag.",
          ],
        ],
      },
      cancel: {
        casual: [
          [
            "We willen dat je blijft omdat {product} je helpt, niet omdat opzeggen lastig is.",
            "Neem contact op, dan regelen we het samen.",
          ],
          ["Plannen veranderen, en dat is prima.", "Laat het ons weten, dan zetten we je opties op een rij."],
        ],
        polite: [
          [
            "We willen dat u blijft omdat {product} u helpt, niet omdat opzeggen lastig is.",
            "Neem contact op, dan regelen we het samen.",
          ],
        ],
      },
      compat: {
        casual: [
          [
            "{product} past in je bestaande werkwijze in plaats van die te vervangen.",
            "Heb je een specifieke situatie in gedachten? Vraag het ons, dan krijg je een helder antwoord.",
          ],
          [
            "In de meeste gevallen wel.",
            "Vertel ons kort over je situatie, dan laten we weten wat het beste werkt met {product}.",
          ],
        ],
        polite: [
          [
            "{product} past in uw bestaande werkwijze in plaats van die te vervangen.",
            "Heeft u een specifieke situatie in gedachten? Vraag het ons, dan krijgt u een helder antwoord.",
          ],
        ],
      },
      fit: {
        casual: [
          ["{product} is ontwikkeld met {audience} in gedachten.", "Herken je jezelf daarin, dan zit je hier goed."],
          [
            "Zoek je een eenvoudigere manier om dingen gedaan te krijgen? Dan is {product} het bekijken waard.",
            "De beste manier om het te weten is het te proberen.",
          ],
        ],
        polite: [
          ["{product} is ontwikkeld met {audience} in gedachten.", "Herkent u zich daarin, dan zit u hier goed."],
        ],
      },
      difference: both(
        [
          "{product} richt zich op de kern en doet dat goed.",
          "In plaats van steeds meer functies draait alles om wat voor {audience} echt het verschil maakt.",
        ],
        ["Minder afleiding, meer van wat telt.", "Dat is het idee achter {product}, en dat valt als eerste op."],
      ),
      general: {
        casual: [
          [
            "Goede vraag. Kort gezegd: {product} is er om het {audience} zo makkelijk mogelijk te maken.",
            "Wil je details voor jouw situatie? We helpen je graag verder.",
          ],
          [
            "Dat hangt een beetje af van je situatie.",
            "Vertel ons wat je van plan bent, dan geven we je een helder antwoord over {product}.",
          ],
          [
            "Die vraag krijgen we vaak.",
            "{product} is juist gemaakt voor dit soort alledaagse vragen, dus je kunt rekenen op een eenvoudige ervaring.",
          ],
        ],
        polite: [
          [
            "Goede vraag. Kort gezegd: {product} is er om het {audience} zo makkelijk mogelijk te maken.",
            "Wilt u details voor uw situatie? We helpen u graag verder.",
          ],
          [
            "Dat hangt een beetje af van uw situatie.",
            "Vertel ons wat u van plan bent, dan geven we u een helder antwoord over {product}.",
          ],
        ],
      },
    },
    followUp: {
      casual: [
        "En is er iets onduidelijk? We zijn maar één bericht van je verwijderd.",
        "Meer weten? Vraag het gewoon.",
      ],
      polite: [
        "En is er iets onduidelijk? We zijn maar één bericht van u verwijderd.",
        "Meer weten? Vraag het gerust.",
      ],
    },
    outro: {
      casual: ["Nog een vraag? Neem contact op, we helpen graag.", "Niet gevonden wat je zocht? Vraag het ons direct."],
      playful: ["Nog steeds nieuwsgierig? Mooi, we houden van vragen. Stuur ons een bericht."],
      polite: ["Nog een vraag? Neem gerust contact met ons op."],
      formal: ["Heeft u nog vragen, dan staan wij u graag te woord."],
    },
  },
  blog: {
    headline: {
      casual: ["{topic}: een praktische gids voor {audience}", "{topic}, uitgelegd voor {audience}"],
      playful: ["{topic}, zonder hoofdpijn", "Laten we het eens hebben over {topic}"],
      bold: ["{topic}: stop met gokken, begin met doen", "{topic}: de gids zonder omwegen"],
      polite: ["{topic}: een praktische gids voor {audience}", "{topic}: de kern voor {audience}"],
      formal: ["{topic}: een overzicht voor {audience}", "{topic}: belangrijke overwegingen voor {audience}"],
    },
    intro: {
      casual: [
        "Over {topic} is veel advies te vinden, maar lang niet alles is bruikbaar. Deze gids blijft praktisch.",
        "Het onderwerp van vandaag: {topic}. Houdt het je bezig? Dan ben je niet de enige. Hier is een heldere, praktische kijk erop.",
      ],
      playful: ["Eerlijk is eerlijk: als het om {topic} gaat, kan het als veel voelen. Goed nieuws: dat hoeft niet."],
      bold: ["Het meeste advies over {topic} is te vaag om iets mee te kunnen. Daar maken we nu een eind aan."],
      polite: [
        "Over {topic} bestaan veel meningen. Dit artikel richt zich op wat in de praktijk werkt.",
        "Heldere houvast over {topic} is verrassend lastig te vinden. Dit artikel laat zien wat telt en hoe u ermee aan de slag gaat.",
      ],
      formal: ["Dit artikel behandelt {topic} en zet praktische overwegingen voor de lezer op een rij."],
    },
    audience: {
      casual: ["Geschreven voor {audience}, met ideeën die je direct kunt toepassen."],
      polite: ["Geschreven voor {audience}, met stappen die u direct kunt toepassen."],
    },
    whyHeading: both("Waarom het ertoe doet", "Het grotere plaatje", "Waarom het aandacht verdient"),
    whyBody: both(
      "Kleine verbeteringen hier werken overal door. Wie de basis goed regelt, bespaart tijd, voorkomt frustratie en maakt elke volgende stap makkelijker.",
      "Het lijkt al snel een bijzaak. In de praktijk bepaalt het stilletjes de resultaten, en een beetje aandacht levert veel op.",
    ),
    pointOpener: both(
      "Hier beginnen veel mensen, en niet voor niets.",
      "Klinkt vanzelfsprekend, maar het wordt makkelijk over het hoofd gezien.",
      "Wie dit goed doet, heeft veel van de rest al gewonnen.",
      "Een punt dat vaak wordt onderschat.",
    ),
    pointWhy: both(
      "Voor {audience} zit hier vaak de grootste winst.",
      "Het telt omdat alles wat volgt erop voortbouwt.",
      "Goed gedaan scheelt het later tijd en kopzorgen.",
    ),
    pointTip: {
      casual: [
        "Een eenvoudige start: schrijf op waar je nu staat en kies één kleine verandering om deze week te proberen.",
        "Begin klein, kijk na een paar weken wat werkt en bouw daarop verder.",
        "Houd het in het begin eenvoudig. Verfijnen kan altijd nog.",
        "Vraag iemand die je vertrouwt om er met frisse blik naar te kijken: die ziet wat jij niet meer opmerkt.",
      ],
      polite: [
        "Een eenvoudige start: noteer waar u nu staat en kies één kleine verandering voor deze week.",
        "Begin klein, kijk na een paar weken wat werkt en bouw daarop verder.",
        "Houd het in het begin eenvoudig. Verfijnen kan altijd nog.",
      ],
    },
    mistakesHeading: both("Veelgemaakte fouten", "Valkuilen om te vermijden"),
    mistakes: both(
      [
        "Alles tegelijk willen veranderen.",
        "Overnemen wat bij anderen werkt zonder te checken of het past.",
        "Opgeven voordat resultaten de kans krijgen zich te laten zien.",
      ],
      [
        "Het vanaf het begin te ingewikkeld maken.",
        "De basis overslaan omdat die te simpel lijkt.",
        "Nooit even stilstaan om te leren van wat er gebeurd is.",
      ],
    ),
    takeawaysHeading: both("De belangrijkste punten", "In het kort", "De korte versie"),
    conclusionHeading: both("Tot slot", "Hoe nu verder", "Conclusie"),
    conclusion: {
      casual: [
        "Je hoeft niet alles op dag één goed te doen. Kies één idee uit dit artikel, probeer het en bouw van daaruit verder.",
        "Vooruitgang gaat boven perfectie. Begin met het punt dat je het meest aansprak.",
      ],
      playful: ["Dat was het, geen doctorstitel nodig. Kies een idee, ga ervoor en geniet van de vooruitgang."],
      bold: ["Lezen is het makkelijke deel. Kies één idee en zet het vandaag in gang."],
      polite: [
        "Het is niet nodig alles tegelijk te doen. Kies één idee uit dit artikel, pas het toe en bouw van daaruit verder.",
      ],
      formal: ["Samen vormen deze overwegingen een solide basis voor de volgende stappen."],
    },
  },
  howto: {
    headline: {
      casual: ["{task}: een stappenplan", "{task}, stap voor stap"],
      playful: ["{task}, makkelijk gemaakt (echt)"],
      bold: ["{task}: de snelle route"],
      polite: ["{task}: een stappenplan"],
      formal: ["{task}: instructies stap voor stap"],
    },
    intro: {
      casual: [
        "Deze gids neemt je mee door het hele proces, één duidelijke stap tegelijk. Hij is geschreven voor {audience}, dus zonder onnodig jargon.",
        "Zo pak je het aan zonder giswerk. De stappen hieronder zijn geschreven voor {audience} en werken ook de eerste keer.",
      ],
      polite: [
        "Deze gids neemt u stap voor stap mee door het proces. Hij is geschreven voor {audience} en vermijdt onnodig jargon.",
      ],
      formal: ["Deze handleiding beschrijft het proces stap voor stap. Hij is bedoeld voor {audience}."],
    },
    beforeHeading: {
      casual: ["Voordat je begint", "Wat je nodig hebt"],
      polite: ["Voordat u begint", "Wat u nodig heeft"],
    },
    beforeBody: {
      casual: [
        "Maak wat ongestoorde tijd vrij en leg alles wat je nodig hebt binnen handbereik. Een helder doel helpt ook: weet hoe het resultaat eruit moet zien voordat je begint.",
      ],
      polite: [
        "Maak wat ongestoorde tijd vrij en leg alles wat u nodig heeft binnen handbereik. Het helpt ook om vooraf te bepalen hoe het resultaat eruit moet zien.",
      ],
    },
    stepsHeading: both("Stap voor stap", "De stappen", "Zo doe je het"),
    stepFirst: {
      casual: ["Neem hier je tijd: de volgende stappen bouwen hierop voort."],
      polite: ["Neem hier de tijd: de volgende stappen bouwen hierop voort."],
    },
    stepMiddle: {
      casual: [
        "Controleer het resultaat voordat je verdergaat.",
        "Klopt er iets niet? Dan is dit het moment om bij te sturen.",
        "Maak onderweg aantekeningen.",
        "Haast je hier niet.",
      ],
      polite: [
        "Controleer het resultaat voordat u verdergaat.",
        "Klopt er iets niet? Dan is dit het moment om bij te sturen.",
        "Maak onderweg aantekeningen.",
      ],
    },
    stepLast: {
      casual: ["Doe daarna een stap terug en bekijk het resultaat als geheel."],
      polite: ["Bekijk daarna het resultaat als geheel."],
    },
    defaultSteps: both(
      [
        "Het doel bepalen en hoe het eindresultaat eruit moet zien.",
        "Alles klaarleggen wat nodig is voordat je begint.",
        "Een eerste ronde doen zonder te streven naar perfectie.",
        "Het resultaat nalopen en noteren wat beter kan.",
        "De laatste aanpassingen doen en afronden.",
      ],
      [
        "Bepalen wat een goed resultaat is.",
        "Gereedschap en materiaal voorbereiden.",
        "Het hoofddeel in één geconcentreerde sessie doen.",
        "Het werk testen of controleren.",
        "De puntjes op de i zetten.",
      ],
    ),
    tipsHeading: both("Tips voor een beter resultaat", "Nog een paar tips"),
    tips: both(
      [
        "Werken in korte, geconcentreerde blokken in plaats van één lange sessie.",
        "De voortgang regelmatig opslaan of vastleggen.",
        "Bij twijfel liever een stap terug dan doordrukken.",
      ],
      [
        "Alles vooraf klaarzetten: onderbrekingen kosten meer tijd dan je denkt.",
        "Het één keer rustig doen voordat het snel moet.",
        "Opschrijven wat werkte, zodat het de volgende keer makkelijker gaat.",
      ],
    ),
    troubleHeading: both("Als er iets misgaat", "Problemen oplossen"),
    troubleBody: both(
      "De meeste problemen komen door een overgeslagen of gehaaste stap. Ga terug naar het laatste punt waarop alles werkte en ga vanaf daar verder.",
      "Geen zorgen: een tegenvaller is zelden een ramp. Loop de stappen opnieuw door, check eerst de basis en probeer het met een frisse blik nog eens.",
    ),
    wrapHeading: both("Tot slot", "Klaar!"),
    wrap: {
      ...both("De eerste keer kost de meeste tijd. Daarna wordt het al snel routine."),
      playful: ["En klaar! Geef jezelf maar een schouderklopje."],
      bold: ["Gedaan. De volgende keer gaat het nog sneller."],
      formal: ["Hiermee is het proces afgerond. Met enige oefening worden deze stappen routine."],
    },
  },
  listicle: {
    headline: {
      casual: ["{topic}: {count} ideeën om te proberen", "{count} simpele tips over {topic}"],
      playful: ["{topic}: {count} tips die je echt gaat gebruiken", "{count} manieren om te scoren: {topic}"],
      bold: ["{topic}: {count} regels die werken", "{count} dingen die echt werken: {topic}"],
      polite: ["{topic}: {count} praktische tips", "{count} tips over {topic}"],
      formal: ["{count} aanbevelingen over {topic}"],
    },
    intro: {
      casual: [
        "Geen theorie, geen gedoe: hier zijn {count} praktische ideeën over {topic}, samengesteld voor {audience}. Kies wat past en begin daar.",
        "Geen theorie, geen gedoe: hier zijn {count} praktische ideeën over {topic}. Kies wat past en begin daar.",
      ],
      polite: [
        "Hier zijn {count} praktische tips over {topic} voor {audience}. Elke tip werkt op zichzelf, dus u kunt beginnen waar het u het meest oplevert.",
        "Hier zijn {count} praktische tips over {topic}. Elke tip werkt op zichzelf, dus u kunt beginnen waar het u het meest oplevert.",
      ],
      formal: ["De volgende {count} aanbevelingen over {topic} kunnen afzonderlijk of gecombineerd worden toegepast."],
    },
    angles: both(
      ["Begin bij de basis", "Zorg eerst dat de fundamenten kloppen.", "Al het andere bouwt daarop voort."],
      [
        "Weet wat je wilt",
        "Een helder doel maakt elke volgende beslissing makkelijker.",
        "Het liefst in één zin opgeschreven.",
      ],
      [
        "Houd het simpel",
        "De eenvoudigste aanpak is vaak de aanpak die het langst standhoudt.",
        "Complexiteit moet haar plek verdienen.",
      ],
      [
        "Leer van anderen",
        "Iemand anders stond vast al eens voor dezelfde vraag.",
        "Die ervaring bespaart veel proberen en falen.",
      ],
      [
        "Plan, maar niet te veel",
        "Een ruw plan is beter dan geen plan.",
        "Laat alleen ruimte om onderweg bij te sturen.",
      ],
      ["Let op de details", "Kleine dingen tellen op.", "Vaak zijn het de details die mensen onthouden."],
      [
        "Maak ruimte voor verrassingen",
        "Niet alles gaat volgens plan, en dat is prima.",
        "Sommige van de beste resultaten ontstaan uit het onverwachte.",
      ],
      [
        "Neem de tijd",
        "Haast loont zelden.",
        "Een constant tempo brengt je verder dan een sprint met een lange pauze erna.",
      ],
      ["Stel vragen", "Domme vragen bestaan niet.", "Wie vroeg vraagt, bespaart later tijd."],
      [
        "Deel de ervaring",
        "Samen gaat alles makkelijker.",
        "Wie deelt wat hij leert, helpt anderen en scherpt het eigen denken aan.",
      ],
      ["Kijk terug en stuur bij", "Sta af en toe stil bij de vraag wat werkt.", "En doe daar meer van."],
      [
        "Geniet van de weg",
        "Vooruitgang houdt langer stand als je ervan geniet.",
        "Vier de kleine successen onderweg.",
      ],
    ),
    audienceNote: both("Vooral de moeite waard voor {audience}.", "Extra handig voor {audience}."),
    outro: {
      casual: [
        "Je hoeft ze niet alle {count} tegelijk te doen. Begin met één, kijk wat er verandert en pak dan de volgende.",
      ],
      playful: ["Zo, {count} ideeën en nul excuses. Welke probeer jij als eerste?"],
      bold: ["{count} ideeën. Eén besluit: vandaag beginnen."],
      polite: [
        "Het is niet nodig alle {count} tegelijk toe te passen. Begin met één, kijk wat het oplevert en voeg daarna de volgende toe.",
      ],
      formal: [
        "Deze aanbevelingen zijn het meest effectief wanneer ze geleidelijk worden ingevoerd en regelmatig worden geëvalueerd.",
      ],
    },
  },
  comparison: {
    headline: {
      ...both(
        "{product} of {competitor}: wat is het verschil?",
        "{product} of {competitor}? Een eerlijke vergelijking",
      ),
      playful: ["{product} tegen {competitor}: moge de beste winnen"],
      bold: ["{product} of {competitor}: het eerlijke antwoord"],
      formal: ["{product} en {competitor} vergeleken"],
    },
    intro: {
      casual: [
        "Twijfel je tussen {product} en {competitor}? Beide hebben hun sterke punten. Hier een eerlijke blik op waar ze verschillen, zodat je kunt kiezen wat bij je past.",
      ],
      polite: [
        "{product} en {competitor} hebben allebei hun sterke punten. Deze vergelijking laat zien waar ze verschillen, zodat u met vertrouwen kunt kiezen.",
      ],
      formal: [
        "Deze vergelijking zet de belangrijkste verschillen tussen {product} en {competitor} op een rij, als basis voor een weloverwogen keuze.",
      ],
    },
    standoutHeading: both("Waar {product} uitblinkt", "Wat {product} onderscheidt"),
    fairHeading: {
      casual: ["Wanneer {competitor} bij je kan passen", "Wanneer {competitor} de betere keuze kan zijn"],
      polite: ["Wanneer {competitor} bij u kan passen", "Wanneer {competitor} de betere keuze kan zijn"],
    },
    fairBody: {
      casual: [
        "{competitor} is voor veel mensen een degelijke keuze. Vind je de punten hierboven minder belangrijk, dan kan {competitor} prima volstaan, en dat is goed om te weten voordat je beslist.",
        "Elke tool heeft zijn fans, {competitor} ook. Spelen de verschillen hierboven in je dagelijkse werk nauwelijks een rol, dan kan het een redelijke keuze zijn.",
      ],
      polite: [
        "{competitor} is voor veel mensen een degelijke keuze. Vindt u de punten hierboven minder belangrijk, dan kan {competitor} prima volstaan.",
      ],
    },
    chooseHeading: {
      casual: ["Zo kies je", "Vragen om jezelf te stellen"],
      polite: ["Zo maakt u de keuze", "Vragen om uzelf te stellen"],
    },
    chooseList: {
      casual: [
        [
          "Wat is voor jou dagelijks het belangrijkst?",
          "Welke van de verschillen hierboven zou je elke week merken?",
          "Waar wil je over een jaar staan, en welke optie groeit mee?",
        ],
        [
          "Welk probleem wil je eigenlijk oplossen?",
          "Met welke compromissen kun je leven?",
          "Wat zou je later opnieuw laten overstappen?",
        ],
      ],
      polite: [
        [
          "Wat is voor u dagelijks het belangrijkst?",
          "Welke van de verschillen hierboven zou u elke week merken?",
          "Waar wilt u over een jaar staan, en welke optie groeit mee?",
        ],
      ],
    },
    verdictHeading: both("Kortom", "Ons oordeel"),
    verdict: {
      casual: ["Zijn dit de verschillen die voor jou tellen? Dan is {product} de logische keuze."],
      playful: ["Knikte je mee bij deze verschillen? Dan weet je het antwoord al: {product}."],
      bold: ["Tellen deze verschillen voor je? Dan is de keuze duidelijk: {product}."],
      polite: ["Zijn deze verschillen voor u belangrijk, dan is {product} de beste keuze."],
      formal: ["Waar deze verschillen doorslaggevend zijn, is {product} de meest geschikte optie."],
    },
  },
  product: {
    headline: {
      ...both("{product}", "Maak kennis met {product}", "{product}: gemaakt voor {audience}"),
      formal: ["{product}"],
    },
    hook: {
      casual: [
        "Sommige dingen maken het dagelijks leven gewoon beter. {product} is daar een van.",
        "Zo'n ding waarvan je je afvraagt hoe je het ooit zonder deed.",
      ],
      playful: [
        "Let op: {product} kan plotselinge vlagen van vrolijkheid veroorzaken.",
        "Eerlijke waarschuwing: wie {product} eenmaal probeert, wil niet meer terug.",
      ],
      bold: ["{product} legt de lat hoger. Zo simpel is het.", "Voor wie meer verwacht."],
      polite: [
        "{product} combineert doordacht ontwerp met dagelijks gemak.",
        "Voor wie net iets meer verwacht: {product}.",
      ],
      formal: ["{product} verenigt kwaliteit en praktisch nut in een doordacht ontwerp."],
    },
    featuresHeading: both("Hoogtepunten", "Wat het bijzonder maakt", "Kenmerken in het kort"),
    forHeading: both("Voor wie het is", "Ideaal voor"),
    forAudience: both(
      "Gemaakt voor {audience}, en voor iedereen die houdt van dingen die gewoon werken.",
      "{product} is ontwikkeld met {audience} in gedachten.",
    ),
    forEveryone: both(
      "Voor iedereen die kwaliteit, eenvoud en goed ontwerp waardeert.",
      "Voor iedereen die net iets meer verwacht van alledaagse dingen.",
    ),
    loveHeading: {
      casual: ["Waarom je het geweldig gaat vinden", "De kleine dingen"],
      polite: ["Waarom het overtuigt", "De kleine dingen"],
    },
    loveBody: both(
      "Het is de combinatie die telt: elk detail heeft een reden, en samen maken ze {product} tot iets wat je graag gebruikt.",
    ),
    closing: {
      casual: ["Klaar om het zelf te ervaren?", "Je nieuwe favoriet wacht op je."],
      playful: ["Kom op, trakteer jezelf."],
      bold: ["Wacht niet langer. Upgrade nu."],
      polite: ["Ervaar het verschil zelf."],
      formal: ["Ontdek {product} vandaag nog."],
    },
    cta: {
      casual: ["Bestel de jouwe", "Haal {product} in huis"],
      playful: ["Die wil ik!"],
      bold: ["Nu bestellen"],
      polite: ["Bestel {product}"],
      formal: ["Nu bestellen"],
    },
  },
  campaign: {
    subject: {
      casual: ["{offer}: speciaal voor jou", "Iets moois van {product}: {offer}"],
      playful: ["Psst… {offer}", "Dit ga je leuk vinden: {offer}"],
      bold: ["{offer}. Niet missen.", "{offer}: het moment is nu"],
      polite: ["{product}: {offer}", "Een aanbod voor u: {offer}"],
      formal: ["Exclusief aanbod van {product}: {offer}"],
    },
    preview: {
      casual: ["Daarom is dit hét moment om {product} te proberen.", "Iets kleins voor {audience}."],
      polite: ["Daarom is dit een goed moment om kennis te maken met {product}."],
      formal: ["De details van ons huidige aanbod voor {audience}."],
    },
    opening: {
      casual: [
        "We hebben iets waarvan we denken dat je het geweldig vindt.",
        "We keken er al naar uit om je dit te vertellen.",
      ],
      playful: ["We houden het kort, want goed nieuws hoort niet te wachten."],
      bold: ["Recht op het doel af."],
      polite: ["We hebben iets bijzonders voor u voorbereid."],
      formal: ["Graag presenteren wij u een exclusief aanbod."],
    },
    offerLine: {
      casual: ["Het aanbod: **{offer}**"],
      playful: ["Klaar? Daar komt ie: **{offer}**"],
      polite: ["Ons aanbod: **{offer}**"],
    },
    body: {
      casual: [
        "{product} helpt {audience} meer te doen met minder moeite, en juist nu is beginnen makkelijker dan ooit.",
        "Het perfecte moment om te ontdekken wat {product} voor {audience} kan doen.",
      ],
      polite: [
        "{product} helpt {audience} meer te bereiken met minder moeite, en dit aanbod maakt beginnen eenvoudiger dan ooit.",
      ],
    },
    deadline: {
      casual: [
        "Even voor de duidelijkheid: het aanbod geldt tot {deadline}.",
        "Let op: dit aanbod loopt tot {deadline}.",
      ],
      bold: ["Alleen tot {deadline}."],
      polite: ["Let op: dit aanbod is geldig tot {deadline}."],
    },
    noDeadline: {
      casual: ["Zo'n aanbod blijft niet eeuwig, dus dit is een goed moment."],
      polite: ["Wij raden u aan snel gebruik te maken van dit aanbod."],
    },
    more: {
      casual: [
        "Nog niet zeker? Bekijk wat {product} kan en beslis daarna. Geen druk, gewoon een goed aanbod zolang het duurt.",
      ],
      polite: ["Nog niet zeker? Bekijk wat {product} kan en beslis daarna, zonder enige druk."],
    },
    cta: {
      casual: ["Claim je aanbod", "Pak je voordeel"],
      playful: ["Ja, die wil ik!"],
      bold: ["Claim het nu"],
      polite: ["Verzilver het aanbod"],
    },
  },
  newsletter: {
    subject: {
      casual: ["Nieuws van {brand}", "Nieuw bij {brand}: {first}"],
      playful: ["Vers van {brand}: dit wil je zien"],
      bold: ["{brand}: groot nieuws"],
      polite: ["Update van {brand}: {first}", "Het laatste nieuws van {brand}"],
      formal: ["Nieuwsbrief {brand}: het laatste nieuws"],
    },
    preview: both("Plus alles wat er verder speelt bij {brand}.", "{n} updates die een minuut waard zijn."),
    intro: {
      casual: ["Het waren drukke weken bij {brand}, en we hebben een paar dingen om met je te delen."],
      playful: ["Pak er een kop koffie bij: er is nieuws van {brand}, en het is goed nieuws."],
      polite: ["Hier een kort overzicht van wat er bij {brand} is gebeurd."],
      formal: ["Graag delen wij het laatste nieuws van {brand} met u."],
    },
    audience: both("Zoals altijd samengesteld voor {audience}."),
    highlightsHeading: both("Wat is er nieuw", "De hoogtepunten", "In deze editie"),
    itemNote: both(
      "Hier zijn we extra trots op, en binnenkort vertellen we er meer over.",
      "Een stap waar we al een tijd naartoe werken.",
      "We denken dat je het verschil gaat merken.",
    ),
    bridge: {
      casual: ["Bedankt voor het lezen, en dat je erbij bent."],
      polite: ["Dank u wel voor het lezen, en voor uw vertrouwen."],
    },
    cta: {
      casual: ["Reageer en laat weten wat je ervan vindt"],
      polite: ["Laat ons uw reactie weten door op deze e-mail te antwoorden"],
    },
  },
  welcome: {
    subject: {
      casual: ["Welkom bij {brand}!", "Je bent binnen! Welkom bij {brand}"],
      playful: ["Welkom aan boord! We gaan van start met {brand}"],
      bold: ["Welkom bij {brand}. Let's go."],
      polite: ["Welkom bij {brand}"],
    },
    preview: { casual: ["Je eerste stap: {firstStep}"], polite: ["Uw eerste stap: {firstStep}"] },
    intro: {
      casual: ["Fijn dat je er bent. Welkom bij {brand}!"],
      playful: ["Confetti! Je hoort nu officieel bij {brand}."],
      polite: ["Dank u wel voor uw aanmelding bij {brand}. Fijn dat u er bent."],
      formal: ["Hartelijk dank voor uw aanmelding bij {brand}. Wij heten u van harte welkom."],
    },
    firstStep: {
      casual: ["**Je eerste stap:** {firstStep}"],
      polite: ["**Uw eerste stap:** {firstStep}"],
      formal: ["**Aanbevolen eerste stap:** {firstStep}"],
    },
    firstStepWhy: both("Het duurt maar even en legt de basis voor alles wat volgt."),
    benefitsLead: {
      casual: ["Hier kun je je op verheugen:", "Dit staat je te wachten:"],
      polite: ["Hier kunt u zich op verheugen:", "Dit staat u te wachten:"],
    },
    more: {
      casual: ["De komende dagen sturen we je een paar tips om het maximale uit {brand} te halen."],
      polite: ["De komende dagen ontvangt u enkele tips om het maximale uit {brand} te halen."],
    },
    help: {
      casual: ["Vragen? Beantwoord gewoon deze e-mail, we helpen je graag."],
      polite: ["Heeft u vragen? Beantwoord dan gewoon deze e-mail."],
    },
    cta: { casual: ["Zet je eerste stap"], playful: ["Let's go!"], polite: ["Aan de slag"], formal: ["Nu beginnen"] },
  },
  social: {
    headline: both("{topic}: berichten voor {network}", "{network}-berichten: {topic}"),
    hook: {
      casual: [
        "Laten we het hebben over {topic}. Het is belangrijker dan veel mensen denken.",
        "Korte gedachte over {topic}: kleine veranderingen maken een groot verschil.",
      ],
      playful: ["Gedurfde mening: er gaat veel te weinig aandacht naar {topic}. Wie is het met me eens?"],
      bold: ["{^topic}. Tijd om het serieus te nemen."],
      polite: ["Een paar gedachten over {topic}, en waarom het aandacht verdient."],
      formal: ["Enkele overwegingen over {topic}, en waarom het aandacht verdient."],
    },
    question: {
      casual: [
        "Wat is jouw grootste uitdaging met {topic}? Laat het weten in de reacties.",
        "Benieuwd: hoe pak jij {topic} aan?",
      ],
      playful: ["Eerlijk zeggen: wat is jouw geheim als het om {topic} gaat? We vertellen het niet door."],
      polite: ["Hoe pakt u {topic} aan? We horen graag uw visie."],
      formal: ["Hoe gaat uw organisatie om met {topic}? Wij horen graag uw perspectief."],
    },
    tip: {
      casual: [
        "Tip van de dag over {topic}: begin klein en houd het vol.",
        "Wat helpt bij {topic}: houd het simpel en kijk regelmatig wat werkt.",
      ],
      playful: ["Kleine tip, groot effect: bij {topic} wint wie klein en constant blijft."],
      polite: ["Een praktische tip over {topic}: begin klein, houd het vol en evalueer regelmatig."],
      formal: ["Een aanbeveling over {topic}: begin met beperkte veranderingen en evalueer deze regelmatig."],
    },
    story: {
      casual: ["We hebben onderweg veel geleerd over {topic}. De grootste les? Vooruitgang gaat boven perfectie."],
      polite: ["Wat het werken aan {topic} ons heeft geleerd: vooruitgang gaat boven perfectie."],
    },
    audience: both("Een gedachte voor {audience}: het hoeft niet ingewikkeld te zijn als het om {topic} gaat."),
    cta: {
      casual: ["Meer over {topic}? Volg ons, er komt nog veel meer."],
      playful: ["Meer over {topic}? Druk op volgen. Beloofd: het blijft leuk."],
      polite: ["Volg ons voor meer over {topic}."],
      formal: ["Volg onze pagina voor meer inzichten over {topic}."],
    },
    more: both(
      "Wat ons opvalt: wie er het meest uit haalt, is niet degene met de meeste middelen, maar degene die nieuwsgierig blijft.",
      "Begin met één ding. Doe het goed. Dan het volgende.",
      "Het gaat zelden om méér doen. Het gaat om consequent de juiste dingen doen.",
    ),
  },
  linkedin: {
    headline: both("LinkedIn-bericht: {topic}"),
    hook: {
      casual: [
        "Iets wat ik eerder had willen weten over {topic}.",
        "Ik ben anders gaan denken over {topic}. Dit is waarom.",
      ],
      playful: [
        "Bekentenis: ik had {topic} helemaal verkeerd begrepen.",
        "Plot twist: als het om {topic} gaat, is het simpeler dan ik dacht.",
      ],
      bold: [
        "De meeste mensen zitten ernaast als het om {topic} gaat. Dit is waarom.",
        "Impopulaire mening over {topic}.",
      ],
      polite: ["Een les over {topic} die mijn manier van werken heeft veranderd.", "Wat ik heb geleerd over {topic}."],
      formal: ["Een korte beschouwing over {topic}.", "Enkele observaties over {topic}."],
    },
    context: both("Het duurde even voordat ik het zag, maar sindsdien pak ik mijn werk anders aan."),
    insightLead: both("Dit heb ik geleerd:", "De korte versie:"),
    reflection: both(
      "Niets hiervan is ingewikkeld. Maar eenvoudig is niet hetzelfde als makkelijk, en juist daarom is het de moeite waard om erover te praten.",
    ),
    question: {
      casual: ["Hoe zie jij dat? Ik ben benieuwd naar je ervaring in de reacties."],
      polite: ["Hoe ziet u dat? Ik ben benieuwd naar uw ervaring in de reacties."],
    },
  },
  ads: {
    headline: both("Advertentieteksten: {name}"),
    adHeadline: {
      casual: [
        "{product}: gemaakt voor {audience}",
        "Maak kennis met {product}",
        "{^benefit}",
        "{product}: {benefit}",
        "Probeer {product} vandaag",
      ],
      playful: ["Psst: {product} is er", "{^benefit}? Ja, graag.", "Zeg hallo tegen {product}"],
      bold: ["{^benefit}. Punt.", "{product}. Zonder compromissen.", "Kies {product}"],
      polite: ["{product} voor {audience}", "Ontdek {product}", "{^benefit}", "{product}: {benefit}"],
    },
    adText: {
      casual: [
        "{^benefit}. Daar draait {product} om, gemaakt voor {audience}.",
        "Gemaakt voor {audience}: {product}. {^benefit}.",
        "Op zoek naar een betere manier? {product} brengt je er. {^benefit}.",
      ],
      playful: [
        "{^benefit}? Met {product} wel. Gemaakt voor {audience}.",
        "Goede dingen komen naar wie klikt. {product}: {benefit}.",
      ],
      bold: [
        "{^benefit}. Geen excuses. {product}, gemaakt voor {audience}.",
        "Stop met genoegen nemen. {product}: {benefit}.",
      ],
      polite: [
        "{product} is ontwikkeld voor {audience}. {^benefit}.",
        "{^benefit}. Ontdek {product}, gemaakt voor {audience}.",
        "Een betere manier van werken: {product}. {^benefit}.",
      ],
    },
    searchHeadline: {
      ...both(
        "Probeer {product} vandaag",
        "Ontdek {product}",
        "{^keyword} zonder gedoe",
        "{^keyword}: begin nu",
        "{product}: {keyword}",
        "Vandaag nog beginnen",
        "Zo werkt het",
        "Voor echte resultaten",
        "{product}: meer info",
        "In minuten klaar",
        "Simpel en effectief",
        "Slimmer werken",
      ),
      playful: [
        "Zeg hallo tegen {product}",
        "{^keyword}, maar dan leuk",
        "Je nieuwe favoriete tool",
        "Kom op, probeer {product}",
      ],
      formal: [
        "{product}: informatie",
        "Professionele oplossing",
        "Maak kennis met {product}",
        "Betrouwbaar: {keyword}",
        "Vraag informatie aan",
      ],
    },
    searchDescription: {
      casual: [
        "{^benefit}. Ontdek {product} en begin vandaag nog.",
        "{^keyword}? Bekijk wat {product} voor je kan doen.",
        "{product} maakt het simpel. {^benefit}. Begin nu.",
        "{^benefit} met {product}. Makkelijk om mee te beginnen.",
        "Waarom {product} een slimme keuze is: {benefit}.",
        "Helder, simpel en gemaakt voor jou. Probeer {product} vandaag.",
      ],
      playful: [
        "{^benefit}? Easy. Met {product} bijna te makkelijk.",
        "Maak kennis met {product}: {benefit}, zonder stress. Probeer het!",
      ],
      polite: [
        "{^benefit}. Ontdek {product} en begin vandaag nog.",
        "{^keyword}? Bekijk wat {product} voor u kan doen.",
        "{product} maakt het eenvoudig. {^benefit}. Begin nu.",
        "Waarom {product} een slimme keuze is: {benefit}.",
        "Helder, eenvoudig en gemaakt voor u. Probeer {product} vandaag.",
      ],
      formal: [
        "{^benefit} met {product}. Lees meer over onze oplossing.",
        "Ontdek hoe {product} u ondersteunt. Vraag vandaag nog informatie aan.",
      ],
    },
  },
  press: {
    lead: {
      playful: ["{company} deelt vandaag nieuws waar het team al een tijd naar uitkijkt."],
      ...both(
        "{company} heeft vandaag een belangrijke stap aangekondigd.",
        "{company} deelt vandaag belangrijk nieuws.",
      ),
      formal: ["{company} maakt vandaag een belangrijke ontwikkeling bekend."],
    },
    detailsLead: both("De belangrijkste feiten op een rij:", "De belangrijkste punten:"),
    context: both(
      "De aankondiging past bij de richting die {company} al langer volgt: dingen maken waar mensen op kunnen vertrouwen, en die stap voor stap verbeteren.",
      "Voor {company} is de aankondiging onderdeel van een consequente koers: goed luisteren, zorgvuldig handelen en beloftes waarmaken.",
    ),
    quote: {
      playful: ["We kunnen bijna niet wachten om dit te laten zien, en dit is nog maar het begin"],
      casual: [
        "We zijn trots op deze stap en kijken ernaar uit wat die gaat betekenen voor de mensen met wie we werken",
        "Dit is een belangrijk moment voor ons, en we kijken uit naar wat komt",
      ],
      polite: [
        "We zijn trots op deze stap en op wat die betekent voor onze klanten en partners",
        "Dit is een belangrijk moment voor ons, en we kijken uit naar wat komt",
      ],
      formal: ["Dit is een belangrijke mijlpaal voor onze organisatie en voor iedereen die wij bedienen"],
    },
    quoteBy: both("“{quote}”, aldus {quoteBy}."),
    quoteCompany: both("“{quote}”, aldus het team van {company}."),
    aboutHeading: both("Over {company}"),
    about: both(
      "{company} ontwikkelt producten en diensten die zijn afgestemd op de behoeften van de mensen die ze gebruiken, met aandacht voor kwaliteit, betrouwbaarheid en langdurige relaties. Neem voor meer informatie rechtstreeks contact op met {company}.",
    ),
    backgroundHeading: both("Achtergrond", "Waarom nu"),
    background: both(
      "De aankondiging bouwt voort op werk dat {company} in de loop der tijd heeft verricht, gevoed door gesprekken met klanten en partners over wat zij hierna nodig hebben.",
    ),
  },
  extra: {
    topicBody: both(
      "Eén punt verdient extra aandacht: {topic}. Het hangt nauw samen met alles hierboven, en het loont om het goed aan te pakken.",
      "Een woord over {topic}: het is belangrijker dan het op het eerste gezicht lijkt. Wie er de juiste aandacht aan geeft, merkt dat de rest makkelijker gaat.",
    ),
    reserve: both(
      ["Wat er komt", "Dit is nog maar het begin. Er komt meer aan, en we delen het zodra het klaar is."],
      [
        "Achter de schermen",
        "Achter elk detail zit zorgvuldig denkwerk en veel luisteren. Dat werk stopt eigenlijk nooit.",
      ],
      ["Nog één ding", "Goede resultaten komen zelden uit één grote sprong, maar uit kleine, consequente stappen."],
    ),
  },
};
