import { spacedFormat } from "./format";
import { both, type PhraseBank } from "./types";

/**
 * English (US spelling). The polite voice drops contractions; user text sits after prepositions
 * or colons so no verb has to agree with a name or audience the visitor typed.
 */
export const en: PhraseBank = {
  politeTones: ["professional", "formal"],
  format: spacedFormat(),
  words: {
    fallbackName: "Your product",
    variant: "Variant",
    post: "Post",
    bonus: "Bonus",
    altHook: "Alternative opening",
    headlines: "Headlines",
    descriptions: "Descriptions",
    maxChars: "max. {n} characters",
    adHeadline: "Headline:",
    adText: "Primary text:",
    adButton: "Button:",
    buttons: ["Learn more", "Get started", "Sign up", "Shop now", "Find out more"],
    tags: ["Tips", "Inspiration", "Community", "Growth"],
    stopwords: ["the", "and", "for", "with", "your", "from", "that", "this", "how", "what", "about", "into", "our"],
  },
  common: {
    greeting: {
      casual: ["Hi there,", "Hello,"],
      polite: ["Hello,"],
      playful: ["Hey there!", "Hi, lovely people!"],
      bold: ["Hi,"],
      formal: ["Dear reader,", "Dear customer,"],
    },
    signoff: {
      casual: [
        ["Cheers,", "The {name} team"],
        ["Talk soon,", "The {name} team"],
      ],
      polite: [
        ["Best regards,", "The {name} team"],
        ["Kind regards,", "The {name} team"],
      ],
      playful: [
        ["High fives,", "Everyone at {name}"],
        ["Catch you soon,", "The {name} crew"],
      ],
      bold: [["Onward,", "The {name} team"]],
      formal: [["Yours sincerely,", "The {name} team"]],
    },
    goodToKnow: both("Good to know: {note}", "Worth knowing: {note}"),
    ps: both("P.S. {note}"),
  },
  elaborate: {
    speed: both(
      "Less waiting, more doing.",
      "Fast from the very first minute.",
      "Time back for the things that matter.",
    ),
    ease: both("No manual needed.", "Simple from day one.", "Easy to pick up, hard to put down."),
    price: both(
      "Fair and transparent, with no surprises.",
      "Value you can see.",
      "Pay for what matters, nothing more.",
    ),
    trust: both("Peace of mind, built in.", "Dependable, day in and day out.", "Built to be trusted."),
    connect: both(
      "Everything in one place, wherever you are.",
      "Fits right into the way you already work.",
      "Right there whenever you need it.",
    ),
    support: both("Real help, whenever it's needed.", "Backed by people who care.", "Help is never far away."),
    quality: both("Made with care, down to the last detail.", "Quality that shows.", "Built to last."),
    custom: both("Shaped around the way you work.", "Make it yours.", "Flexible where it counts."),
    general: both(
      "A small detail that makes a real difference.",
      "One less thing to worry about.",
      "Thoughtfully done, so it simply works.",
      "Exactly what it sounds like, and it works.",
    ),
  },
  landing: {
    headline: {
      casual: ["{product}: the easier way for {audience}", "Say hello to {product}", "{product}, made for {audience}"],
      polite: ["{product} for {audience}", "{product}: built for {audience}"],
      playful: ["Meet {product}: your new favorite shortcut", "{product}: serious results, zero fuss"],
      bold: ["{product}. Built for {audience}.", "Do more with {product}"],
      formal: ["Introducing {product}", "{product}: a dependable solution for {audience}"],
    },
    lead: {
      casual: [
        "{product} takes the busywork off your plate, so you can focus on what you do best.",
        "{product} brings everything you need into one calm, simple place.",
      ],
      polite: [
        "{product} helps you work with more clarity and less effort.",
        "{product} brings the essentials together in one place, so you can focus on results.",
      ],
      playful: [
        "Good news: the hard part just got a lot easier.",
        "Less juggling, more doing. That's the whole idea behind {product}.",
      ],
      bold: ["Stop settling. {product} does the heavy lifting.", "No clutter. No detours. Just {product}."],
      formal: [
        "{product} offers a clear and reliable way to achieve more with less effort.",
        "{product} has been designed to meet high expectations, every day.",
      ],
    },
    leadAudience: {
      casual: ["It's made for {audience}, and it shows.", "It was built with {audience} in mind from day one."],
      polite: ["It is designed for {audience} and fits naturally into the way you already work."],
    },
    benefitsHeading: {
      ...both("Why {product}", "What you get", "What {product} does for you"),
      formal: ["Key benefits", "Why {product}"],
    },
    howHeading: both("How it works", "Getting started is simple", "Three simple steps"),
    steps: both(
      [
        ["Take a look.", "See what {product} can do for you and pick what fits."],
        ["Set it up.", "Make it yours in a few minutes, with no manual needed."],
        ["Enjoy the difference.", "Spend less time on routine and more on what matters."],
      ],
      [
        ["Start.", "Tell us what you need. It only takes a moment."],
        ["Shape it.", "Adjust {product} to the way you work."],
        ["Keep going.", "Watch small wins add up, day after day."],
      ],
    ),
    fitHeading: both("Made for {audience}", "Built with {audience} in mind"),
    fitBody: {
      casual: [
        "We built {product} around real, everyday needs: fewer steps, fewer surprises and more time for the work itself. Every feature earns its place; nothing is there just for show.",
        "Whether you're just starting out or have years of experience, {product} adapts to you, not the other way around. It stays out of the way until you need it.",
      ],
      polite: [
        "{product} is built around real, everyday needs: fewer steps, fewer surprises and more time for the work itself. Every feature earns its place.",
        "Whether you are just starting out or have years of experience, {product} adapts to you, not the other way around.",
      ],
    },
    faqHeading: both("Questions you might have", "Your questions, answered", "Before you decide"),
    faqWho: both(
      [
        "Who is {product} for?",
        "{product} is designed for {audience}, and for anyone who values the same things: clarity, simplicity and results.",
      ],
      [
        "Is {product} right for me?",
        "It was built for {audience}. If what you've read here sounds like what you've been missing, it's worth a try.",
      ],
    ),
    faqDifferent: both(
      [
        "What makes {product} different?",
        "It focuses on what matters most and leaves out the rest. The benefits above say it best.",
      ],
      [
        "Why not keep doing things the way I do now?",
        "You can, of course. But {product} is built to save you effort from the very first day.",
      ],
    ),
    faqStart: both(
      [
        "How do I get started?",
        "Right below this section. The first step is quick, and you can go on from there at your own pace.",
      ],
      [
        "Is it complicated to get started?",
        "Not at all. The first step takes a moment, and everything else follows naturally.",
      ],
    ),
    faqHelp: both([
      "What if I need help?",
      "Just get in touch. We're happy to help you get the most out of {product}.",
    ]),
    closing: {
      casual: ["Ready when you are.", "Curious? There's only one way to find out."],
      polite: ["Ready to see the difference for yourself?", "The next step is yours."],
      playful: ["Go on, you know you want to.", "What are you waiting for? (Seriously.)"],
      bold: ["Your move.", "Don't settle for less."],
      formal: ["We look forward to welcoming you.", "We would be delighted to hear from you."],
    },
    cta: {
      casual: ["Get started with {product}", "Try {product} today"],
      polite: ["Get started with {product}", "Discover {product}"],
      playful: ["Take {product} for a spin", "Let's do this"],
      bold: ["Start now", "Get {product}"],
      formal: ["Request more information", "Discover {product}"],
    },
  },
  about: {
    headline: {
      ...both("About {company}", "The story of {company}", "{company}: who we are"),
      formal: ["About {company}"],
    },
    lead: {
      casual: [
        "Every company starts with a reason. Here's ours.",
        "Behind {company} are people who care about doing things well.",
      ],
      polite: [
        "Every company starts with a reason. This is ours.",
        "{company} is built on a simple idea: do good work and stand behind it.",
      ],
      playful: ["Pull up a chair. Here's how it all began.", "Spoiler: it all started with one good idea."],
      bold: ["We do things differently. Here's why.", "No fluff. Just who we are and what drives us."],
      formal: [
        "{company} was founded on a clear purpose.",
        "Learn more about the history and principles of {company}.",
      ],
    },
    storyHeading: { ...both("Our story", "How it all began", "Where we come from"), formal: ["Our history"] },
    storyBridge: both(
      "That story still shapes how we work today.",
      "It's a story we're still writing, one day at a time.",
      "Much has changed since then, but not what drives us.",
    ),
    valuesHeading: both("What we stand for", "Our values", "What matters to us"),
    valueElab: both(
      "Not a slogan, but a standard we hold ourselves to.",
      "It guides our decisions, big and small.",
      "You'll notice it in everything we do.",
      "We'd rather show it than talk about it.",
    ),
    workHeading: both("How we work", "What working with us looks like"),
    workBody: {
      casual: [
        "We keep things simple, honest and personal. When we say we'll do something, we do it.",
        "We listen first, then get to work. Good results come from understanding what people really need.",
      ],
      polite: [
        "We keep things simple, honest and personal. When we make a commitment, we keep it.",
        "We listen first and then get to work. Good results come from understanding what people really need.",
      ],
    },
    closingHeading: { ...both("Let's talk", "Get in touch", "Say hello"), formal: ["Contact"] },
    closing: {
      casual: ["Want to know more about {company} or work with us? We'd love to hear from you."],
      polite: ["Would you like to learn more about {company} or work with us? We look forward to hearing from you."],
      playful: ["Got a question, an idea or just want to say hi? Our door is always open."],
      bold: ["Have something in mind? Let's make it happen."],
      formal: ["For further information about {company}, please do not hesitate to contact us."],
    },
    cta: {
      casual: ["Get in touch", "Say hello"],
      polite: ["Contact us"],
      playful: ["Drop us a line"],
      bold: ["Let's talk"],
      formal: ["Contact us"],
    },
  },
  faq: {
    headline: {
      ...both("{product}: your questions, answered", "Frequently asked questions about {product}", "{product} FAQ"),
      formal: ["Frequently asked questions about {product}"],
    },
    intro: {
      casual: [
        "Got questions about {product}? Here are the ones we hear most often from {audience}.",
        "Here's what {audience} ask us most about {product}, answered in plain words.",
      ],
      polite: ["Below you'll find answers to the questions we receive most often from {audience} about {product}."],
      formal: ["This page answers the questions most frequently asked by {audience} about {product}."],
    },
    answers: {
      price: both(
        [
          "Pricing for {product} depends on what you need.",
          "The current options are always listed transparently, and if you're unsure which one fits, we're happy to help you choose.",
        ],
        [
          "It depends on how you plan to use {product}.",
          "Get in touch and we'll help you find the option that makes the most sense for you.",
        ],
      ),
      time: both(
        [
          "Getting started with {product} is quick.",
          "Most of the setup happens along the way, so you can begin right away and fine-tune later.",
        ],
        ["Not long at all.", "{product} is designed so that {audience} can get going without a lengthy setup."],
      ),
      security: both(
        [
          "We take this seriously.",
          "{product} is built with care for your data and privacy, and we're transparent about how information is handled.",
        ],
        [
          "Your trust matters to us.",
          "If you have specific requirements, get in touch and we'll walk you through the details.",
        ],
      ),
      support: both(
        [
          "Yes, you're never on your own.",
          "If you get stuck or have a question about {product}, just reach out; we're glad to help.",
        ],
        ["Our team is here for you.", "We're happy to answer questions and help you get the most out of {product}."],
      ),
      cancel: both(
        [
          "We want you to stay because {product} works for you, not because leaving is hard.",
          "Get in touch and we'll sort it out together.",
        ],
        ["Plans change, and that's fine.", "Reach out and we'll walk you through your options."],
      ),
      compat: both(
        [
          "{product} is designed to fit into your existing routine rather than replace it.",
          "If you have a specific setup in mind, ask us and we'll give you a straight answer.",
        ],
        ["In most cases, yes.", "Tell us a bit about your setup and we'll confirm what works best with {product}."],
      ),
      fit: both(
        ["{product} was made with {audience} in mind.", "If that sounds like you, you're in the right place."],
        [
          "If you're looking for a simpler way to get things done, {product} is worth a closer look.",
          "The best way to know is to try it for yourself.",
        ],
      ),
      difference: both(
        [
          "{product} focuses on the essentials and does them well.",
          "Instead of piling on features, it's built around the things that make a real difference for {audience}.",
        ],
        [
          "Fewer distractions, more of what matters.",
          "That's the idea behind {product}, and it's what people notice first.",
        ],
      ),
      general: both(
        [
          "Good question, and the short answer is that {product} is built to keep things simple for {audience}.",
          "If you'd like the details for your situation, we're happy to help.",
        ],
        [
          "That depends a little on your situation.",
          "Tell us what you have in mind and we'll give you a clear answer about {product}.",
        ],
        [
          "We hear this one a lot.",
          "{product} was designed with exactly these everyday questions in mind, so you can expect a straightforward experience.",
        ],
      ),
    },
    followUp: both("And if anything is unclear, we're only a message away.", "Want to know more? Just ask."),
    outro: {
      casual: [
        "Still have a question? Get in touch; we're happy to help.",
        "Didn't find what you were looking for? Just ask us directly.",
      ],
      polite: ["Still have a question? Please get in touch. We are happy to help."],
      playful: ["Still curious? Good, we love questions. Just ask."],
      formal: ["Should you have any further questions, please do not hesitate to contact us."],
    },
  },
  blog: {
    headline: {
      casual: ["{topic}: a practical guide for {audience}", "{topic}, explained for {audience}"],
      polite: ["{topic}: what {audience} should know", "{topic}: a practical guide for {audience}"],
      playful: ["{topic}, minus the headache", "Let's talk about {topic}"],
      bold: ["{topic}: stop guessing, start doing", "{topic}: the no-nonsense guide"],
      formal: ["{topic}: an overview for {audience}", "{topic}: key considerations for {audience}"],
    },
    intro: {
      casual: [
        "There's a lot of advice out there about {topic}, and not all of it is useful. This guide keeps it practical.",
        "If {topic} has been on your mind lately, you're not alone. Here's a clear, practical way to think about it.",
      ],
      polite: [
        "When it comes to {topic}, clear guidance is surprisingly hard to find. This article sets out what matters and how to act on it.",
        "There is no shortage of opinions about {topic}. This article focuses on what actually works in practice.",
      ],
      playful: ["Let's be honest: {topic} can feel like a lot. Good news: it doesn't have to."],
      bold: ["Most advice about {topic} is too vague to be useful. Let's fix that."],
      formal: ["This article examines {topic} and outlines practical considerations for the reader."],
    },
    audience: {
      casual: [
        "It's written for {audience}, with ideas you can put into practice straight away.",
        "It's written with {audience} in mind and sticks to what you can actually use.",
      ],
      polite: ["It is written for {audience} and focuses on steps you can put into practice right away."],
    },
    whyHeading: both("Why it matters", "The bigger picture", "Why this deserves your attention"),
    whyBody: {
      casual: [
        "Small improvements here tend to pay off everywhere else. Get the basics right and you'll save time, avoid frustration and make every next step easier.",
        "It's easy to treat this as a side issue. In practice, it quietly shapes results, so a little attention goes a long way.",
      ],
      polite: [
        "Small improvements here tend to pay off everywhere else. Getting the basics right saves time, avoids frustration and makes every next step easier.",
        "It is easy to treat this as a side issue. In practice, it quietly shapes results, so a little attention goes a long way.",
      ],
    },
    pointOpener: both(
      "This is where many people start, and for good reason.",
      "It sounds obvious, yet it's one of the easiest things to overlook.",
      "Get this right and a lot of the rest falls into place.",
      "This one is often underestimated.",
    ),
    pointWhy: both(
      "For {audience}, this is often where the biggest gains are.",
      "It matters because it shapes everything that follows.",
      "Done well, it saves time and headaches later on.",
    ),
    pointTip: both(
      "A simple way to begin: write down where you stand today, then choose one small change to try this week.",
      "Start small, check what works after a couple of weeks, and build from there.",
      "Keep it simple at first. You can always refine once the basics are in place.",
      "Ask someone you trust to look at it with fresh eyes; they'll spot what you've stopped noticing.",
    ),
    mistakesHeading: both("Common mistakes to avoid", "Pitfalls to watch out for"),
    mistakes: both(
      [
        "Trying to change everything at once.",
        "Copying what works for others without checking whether it fits.",
        "Giving up before results have had time to show.",
      ],
      [
        "Overcomplicating things from the start.",
        "Skipping the basics because they seem too simple.",
        "Never pausing to look back and learn from what happened.",
      ],
    ),
    takeawaysHeading: both("Key takeaways", "In short", "The short version"),
    conclusionHeading: both("Final thoughts", "Where to go from here", "The bottom line"),
    conclusion: {
      casual: [
        "You don't have to get everything right on day one. Pick one idea from this article, try it, and build from there.",
        "Progress beats perfection. Start with the point that felt most relevant and see where it takes you.",
      ],
      polite: [
        "There is no need to do everything at once. Choose one idea from this article, put it into practice, and build from there.",
      ],
      playful: ["That's it, no PhD required. Pick one idea, give it a go and enjoy the progress."],
      bold: ["Reading is the easy part. Pick one idea and act on it today."],
      formal: ["Taken together, these considerations provide a solid basis for the next steps."],
    },
  },
  howto: {
    headline: {
      casual: ["{task}: a step-by-step guide", "{task}, step by step"],
      polite: ["{task}: a step-by-step guide"],
      playful: ["{task}, made easy (really)"],
      bold: ["{task}: the fast way"],
      formal: ["{task}: step-by-step instructions"],
    },
    intro: {
      casual: [
        "This guide walks you through the whole process, one clear step at a time. It's written for {audience}, so there's no unnecessary jargon.",
        "Here's how to get it done without the guesswork. The steps below are written for {audience} and work even if it's your first time.",
      ],
      polite: [
        "This guide walks you through the process one clear step at a time. It is written for {audience} and avoids unnecessary jargon.",
      ],
      formal: ["This guide describes the process step by step. It is intended for {audience}."],
    },
    beforeHeading: both("Before you start", "What you'll need"),
    beforeBody: {
      casual: [
        'Set aside a little uninterrupted time and get everything you need within reach. A clear goal helps too: know what "done" looks like before you begin.',
      ],
      polite: [
        "Set aside some uninterrupted time and have everything you need within reach. It also helps to define in advance what the finished result should look like.",
      ],
    },
    stepsHeading: both("Step by step", "The steps", "How to do it"),
    stepFirst: both("Take your time here; the next steps build on it.", "A careful start saves time later."),
    stepMiddle: both(
      "Check the result before moving on.",
      "If something looks off, now is the moment to adjust.",
      "Keep notes as you go; they help later.",
      "Don't rush this one.",
    ),
    stepLast: both("Then step back and review the result as a whole.", "Finish by checking everything once more."),
    defaultSteps: both(
      [
        "Define the goal and what the finished result should look like.",
        "Gather everything you need before you begin.",
        "Do a first pass without aiming for perfection.",
        "Review the result and note what can be improved.",
        "Make the final adjustments and wrap up.",
      ],
      [
        "Decide what a good result looks like.",
        "Prepare your tools and materials.",
        "Work through the main part in one focused session.",
        "Test or check what you've done.",
        "Polish the details.",
      ],
    ),
    tipsHeading: both("Tips for a smoother result", "A few extra tips"),
    tips: both(
      [
        "Work in short, focused blocks rather than one long session.",
        "Save or document your progress regularly.",
        "When in doubt, go back one step rather than pushing forward.",
      ],
      [
        "Prepare everything before you start; interruptions cost more time than they seem.",
        "Do it once slowly before trying to do it fast.",
        "Write down what worked so the next time is easier.",
      ],
    ),
    troubleHeading: both("If something goes wrong", "Troubleshooting"),
    troubleBody: both(
      "Most problems come from a skipped or rushed step. Go back to the last point where everything worked and continue from there.",
      "Don't worry: a setback is rarely a disaster. Retrace your steps, check the basics first, and try again with fresh eyes.",
    ),
    wrapHeading: both("Wrapping up", "That's it"),
    wrap: {
      casual: ["The first time takes the longest. After that, it quickly becomes routine."],
      polite: ["The first time takes the longest; after that, it quickly becomes routine."],
      playful: ["And that's a wrap! Give yourself a pat on the back."],
      bold: ["Done. Next time, you'll do it faster."],
      formal: ["This completes the process. With repetition, these steps will become routine."],
    },
  },
  listicle: {
    headline: {
      casual: ["{topic}: {count} ideas worth trying", "{count} simple tips for {topic}"],
      polite: ["{topic}: {count} practical tips", "{count} tips on {topic}"],
      playful: ["{count} ways to win at {topic}", "{topic}: {count} tips you'll actually use"],
      bold: ["{count} rules for {topic}", "{topic}: {count} things that actually work"],
      formal: ["{count} recommendations on {topic}"],
    },
    intro: {
      casual: [
        "No theory, no fluff: here are {count} practical ideas on {topic}, put together for {audience}. Pick the ones that fit and start there.",
        "No theory, no fluff: here are {count} practical ideas on {topic}. Pick the ones that fit and start there.",
      ],
      polite: [
        "Here are {count} practical tips on {topic} for {audience}. Each one works on its own, so start wherever it makes sense.",
        "Here are {count} practical tips on {topic}. Each one works on its own, so start wherever it makes sense.",
      ],
      formal: ["The following {count} recommendations on {topic} can be applied individually or together."],
    },
    angles: both(
      ["Start with the basics", "Before anything else, get the fundamentals right.", "Everything else builds on them."],
      [
        "Know what you want",
        "A clear goal makes every other decision easier.",
        "Try writing it down in a single sentence.",
      ],
      [
        "Keep it simple",
        "The simplest approach is often the one that lasts.",
        "Add complexity only when it earns its place.",
      ],
      [
        "Learn from others",
        "Someone has probably faced the same question before.",
        "Their experience can save you a lot of trial and error.",
      ],
      ["Plan, but not too much", "A rough plan beats no plan at all.", "Just leave room to adapt as you learn."],
      ["Mind the details", "Small things add up.", "The details are often what people remember."],
      [
        "Make room for surprises",
        "Not everything will go to plan, and that's fine.",
        "Some of the best results come from the unexpected.",
      ],
      [
        "Take your time",
        "Rushing rarely pays off.",
        "A steady pace gets you further than a sprint followed by a long break.",
      ],
      ["Ask questions", "There are no silly questions.", "Asking early saves time later."],
      [
        "Share the experience",
        "Things are better together.",
        "Sharing what you learn helps others and sharpens your own thinking.",
      ],
      ["Look back and adjust", "Every now and then, pause and ask what's working.", "Then do more of that."],
      [
        "Enjoy the process",
        "Progress is easier to sustain when you enjoy it.",
        "Celebrate the small wins along the way.",
      ],
    ),
    audienceNote: both("Especially worth it for {audience}.", "Particularly helpful for {audience}."),
    outro: {
      casual: ["You don't need all {count} at once. Start with one, see what changes and come back for the next."],
      polite: [
        "There is no need to apply all {count} at once. Start with one, see what changes, and then add the next.",
      ],
      playful: ["There you have it: {count} ideas and zero excuses. Which one are you trying first?"],
      bold: ["{count} ideas. One decision: start today."],
      formal: ["These recommendations are most effective when introduced gradually and reviewed regularly."],
    },
  },
  comparison: {
    headline: {
      ...both("{product} vs. {competitor}: what's the difference?", "{product} or {competitor}? An honest comparison"),
      playful: ["{product} vs. {competitor}: may the best one win"],
      bold: ["{product} vs. {competitor}: the honest answer"],
      formal: ["{product} and {competitor} compared"],
    },
    intro: {
      casual: [
        "Choosing between {product} and {competitor}? Both have their strengths. Here's an honest look at where they differ, so you can decide what fits you best.",
      ],
      polite: [
        "Both {product} and {competitor} have their strengths. This comparison shows where they differ, so you can decide with confidence.",
      ],
      formal: [
        "This comparison sets out the main differences between {product} and {competitor} to support an informed decision.",
      ],
    },
    standoutHeading: both("Where {product} stands out", "What sets {product} apart"),
    fairHeading: both("Where {competitor} may suit you", "When {competitor} could be the better fit"),
    fairBody: both(
      "{competitor} is a solid choice for many people. If the points above matter less to you, it may serve you perfectly well, and that's worth knowing before you decide.",
      "Every tool has its fans, and {competitor} has earned its own. If the differences above aren't important in your day-to-day, it can be a reasonable choice.",
    ),
    chooseHeading: both("How to choose", "Questions to ask yourself"),
    chooseList: both(
      [
        "What matters most to you day to day?",
        "Which of the differences above would you notice every week?",
        "Where do you expect to be in a year, and which option grows with you?",
      ],
      [
        "What problem are you actually trying to solve?",
        "Which trade-offs can you live with?",
        "What would make you switch again later?",
      ],
    ),
    verdictHeading: both("The bottom line", "Our take"),
    verdict: {
      casual: ["If the differences above are the ones you care about, {product} is the natural choice."],
      polite: ["If these differences matter to you, {product} is the better fit."],
      playful: ["If those differences made you nod along, you already know the answer: {product}."],
      bold: ["If these differences matter to you, the choice is clear: {product}."],
      formal: ["Where these differences are decisive, {product} is the more suitable option."],
    },
  },
  product: {
    headline: { ...both("{product}", "Meet {product}", "{product}: made for {audience}"), formal: ["{product}"] },
    hook: {
      casual: [
        "Some things just make everyday life better. {product} is one of them.",
        "Meet the kind of product you'll wonder how you ever did without.",
      ],
      polite: [
        "{product} combines thoughtful design with everyday practicality.",
        "{product} is made for people who expect a little more.",
      ],
      playful: [
        "Warning: {product} may cause sudden bursts of joy.",
        "Fair warning: once you try {product}, there's no going back.",
      ],
      bold: ["{product} raises the bar. Simple as that.", "Built for people who expect more."],
      formal: ["{product} combines quality and practicality in a considered design."],
    },
    featuresHeading: both("Highlights", "What makes it special", "Features at a glance"),
    forHeading: both("Who it's for", "Perfect for"),
    forAudience: both(
      "Made for {audience}, and for anyone who appreciates things that simply work.",
      "{product} was designed with {audience} in mind.",
    ),
    forEveryone: both(
      "For anyone who values quality, simplicity and good design.",
      "For everyone who expects a little more from everyday things.",
    ),
    loveHeading: both("Why you'll love it", "The little things"),
    loveBody: both(
      "It's the combination that counts: every detail is there for a reason, and together they make {product} a pleasure to use.",
    ),
    closing: {
      casual: ["Ready to see for yourself?", "Your new favorite is waiting."],
      polite: ["See the difference for yourself."],
      playful: ["Go on, treat yourself."],
      bold: ["Don't wait. Upgrade now."],
      formal: ["Discover {product} today."],
    },
    cta: {
      casual: ["Get yours today", "Get {product} now"],
      polite: ["Get {product} now"],
      playful: ["I want one!"],
      bold: ["Get it now"],
      formal: ["Order now"],
    },
  },
  campaign: {
    subject: {
      casual: ["{offer}: just for you", "Something good from {product}: {offer}"],
      polite: ["{product}: {offer}", "An offer for you: {offer}"],
      playful: ["Psst… {offer}", "You're going to like this: {offer}"],
      bold: ["{offer}. Don't miss it.", "{offer}: now's the time"],
      formal: ["Exclusive offer from {product}: {offer}"],
    },
    preview: {
      casual: ["Here's why now is a great time to try {product}.", "A little something for {audience}."],
      polite: ["Here is why now is a good time to discover {product}."],
      formal: ["Details of our current offer for {audience}."],
    },
    opening: {
      casual: ["We've got something we think you'll love.", "We've been looking forward to sharing this one with you."],
      polite: ["We have prepared something special for you."],
      playful: ["We'll keep this short, because good news shouldn't wait."],
      bold: ["Let's get straight to it."],
      formal: ["We are pleased to present you with an exclusive offer."],
    },
    offerLine: {
      casual: ["Here's the deal: **{offer}**"],
      polite: ["Our offer: **{offer}**"],
      playful: ["Ready? Here it comes: **{offer}**"],
      bold: ["The offer: **{offer}**"],
      formal: ["Our offer: **{offer}**"],
    },
    body: {
      casual: [
        "{product} helps {audience} get more done with less effort, and right now it's easier than ever to get started.",
        "It's the perfect moment to discover what {product} can do for {audience}.",
      ],
      polite: [
        "{product} helps {audience} achieve more with less effort, and this offer makes it easier than ever to get started.",
      ],
    },
    deadline: {
      casual: ["Just note: the offer is only valid until {deadline}.", "Heads-up: this offer runs until {deadline}."],
      polite: ["Please note that this offer is valid until {deadline}."],
      bold: ["Until {deadline} only."],
    },
    noDeadline: {
      casual: ["Offers like this don't stick around forever, so now is a great time."],
      polite: ["We recommend taking advantage of this offer soon."],
    },
    more: both(
      "Not sure yet? Take a look at what {product} can do, then decide. No pressure, just a good offer while it lasts.",
    ),
    cta: {
      casual: ["Claim your offer", "Get the deal"],
      polite: ["Redeem the offer"],
      playful: ["Yes, I want it!"],
      bold: ["Claim it now"],
      formal: ["Redeem the offer"],
    },
  },
  newsletter: {
    subject: {
      casual: ["What's new at {brand}", "News from {brand}: {first}"],
      polite: ["{brand} update: {first}", "The latest from {brand}"],
      playful: ["Fresh from {brand}: you'll want to see this"],
      bold: ["{brand}: big news inside"],
      formal: ["{brand} newsletter: the latest news"],
    },
    preview: both("Plus everything else that's happening at {brand}.", "{n} updates worth a minute of your time."),
    intro: {
      casual: ["It's been a busy stretch at {brand}, and we've got a few things to share with you."],
      polite: ["Here is a short overview of what has been happening at {brand}."],
      playful: ["Grab a coffee: there's news from {brand}, and it's good."],
      formal: ["We are pleased to share the latest news from {brand}."],
    },
    audience: both("As always, we've put this together with {audience} in mind."),
    highlightsHeading: both("What's new", "The highlights", "In this issue"),
    itemNote: both(
      "We're excited about this one and will share more soon.",
      "It's a step we've been working towards for a while.",
      "We think you'll notice the difference.",
    ),
    bridge: {
      casual: ["Thanks for reading, and for being part of the journey."],
      polite: ["Thank you for reading, and for being part of what we do."],
    },
    cta: {
      casual: ["Reply and tell us what you think"],
      polite: ["Share your feedback by replying to this email"],
      playful: ["Hit reply, we read everything"],
    },
  },
  welcome: {
    subject: {
      casual: ["Welcome to {brand}!", "You're in! Welcome to {brand}"],
      polite: ["Welcome to {brand}"],
      playful: ["Welcome aboard! Let's get you started with {brand}"],
      bold: ["Welcome to {brand}. Let's go."],
      formal: ["Welcome to {brand}"],
    },
    preview: both("Your first step: {firstStep}"),
    intro: {
      casual: ["We're so glad you're here. Welcome to {brand}!"],
      polite: ["Thank you for joining {brand}. We are glad to have you with us."],
      playful: ["Confetti time: you've officially joined {brand}!"],
      formal: ["Thank you for joining {brand}. We are delighted to welcome you."],
    },
    firstStep: { ...both("**Your first step:** {firstStep}"), formal: ["**Recommended first step:** {firstStep}"] },
    firstStepWhy: both("It only takes a moment, and it sets you up for everything that follows."),
    benefitsLead: both("Here's what you can look forward to:", "What's waiting for you:"),
    more: both("Over the coming days, we'll share a few tips to help you make the most of {brand}."),
    help: {
      casual: ["Questions? Just reply to this email. We're here to help."],
      polite: ["If you have any questions, simply reply to this email."],
      formal: ["Should you have any questions, simply reply to this email."],
    },
    cta: {
      casual: ["Take your first step"],
      polite: ["Get started"],
      playful: ["Let's go!"],
      formal: ["Get started now"],
    },
  },
  social: {
    headline: both("{topic}: posts for {network}", "{network} posts: {topic}"),
    hook: {
      casual: [
        "Let's talk about {topic}. It matters more than most people think.",
        "Quick thought on {topic}: small changes make a big difference.",
      ],
      polite: ["A few thoughts on {topic}, and why it deserves attention."],
      playful: ["Hot take: {topic} deserves way more attention. Who's with me?"],
      bold: ["{^topic}. Time to get serious about it."],
      formal: ["Some considerations on {topic} and why it merits attention."],
    },
    question: {
      casual: [
        "What's your biggest challenge with {topic}? Tell us in the comments.",
        "Curious: how do you approach {topic}?",
      ],
      polite: ["How do you approach {topic}? We'd value your perspective."],
      playful: ["Be honest: what's your secret for {topic}? We won't tell."],
      formal: ["How does your organization approach {topic}? We would welcome your perspective."],
    },
    tip: {
      casual: [
        "Tip of the day for {topic}: start small and stay consistent.",
        "One thing that helps with {topic}: keep it simple and review what works.",
      ],
      polite: ["A practical tip on {topic}: start small, stay consistent and review regularly."],
      playful: ["Tiny tip, big payoff: when it comes to {topic}, small and steady wins the race."],
      formal: ["A recommendation on {topic}: begin with modest changes and review them regularly."],
    },
    story: {
      casual: ["We've learned a lot about {topic} along the way. The biggest lesson? Progress beats perfection."],
      polite: ["What working on {topic} has taught us: progress beats perfection."],
    },
    audience: both("A note for {audience}: {topic} doesn't have to be complicated."),
    cta: {
      casual: ["Want more on {topic}? Follow along; there's plenty more where this came from."],
      polite: ["Follow us for more on {topic}."],
      playful: ["Want more on {topic}? Hit follow. We promise to keep it fun."],
      formal: ["Follow our page for further insights on {topic}."],
    },
    more: both(
      "Here's what we've noticed: the people who get the most out of it aren't the ones with the most resources, but the ones who stay curious.",
      "Start with one thing. Do it well. Then add the next.",
      "It's rarely about doing more. It's about doing the right things, consistently.",
    ),
  },
  linkedin: {
    headline: both("LinkedIn post: {topic}"),
    hook: {
      casual: [
        "Here's something I wish I'd known sooner about {topic}.",
        "I changed my mind about {topic}. Here's why.",
      ],
      polite: ["One lesson about {topic} that changed how I work.", "What I have learned about {topic}."],
      playful: [
        "Confession: I used to get {topic} completely wrong.",
        "Plot twist: {topic} is simpler than I thought.",
      ],
      bold: ["Most people get {topic} wrong. Here's why.", "Unpopular opinion about {topic}."],
      formal: ["A brief reflection on {topic}.", "Some observations on {topic}."],
    },
    context: {
      casual: ["It took me a while to see it, but once I did, it changed the way I approach my work."],
      polite: ["It took some time to see it clearly, but it has since changed the way I approach my work."],
    },
    insightLead: both("Here's what I learned:", "The short version:"),
    reflection: {
      casual: [
        "None of this is complicated. But simple isn't the same as easy, and that's exactly why it's worth talking about.",
      ],
      polite: [
        "None of this is complicated. But simple is not the same as easy, which is exactly why it is worth discussing.",
      ],
    },
    question: {
      casual: ["How do you see it? I'd love to hear your experience in the comments."],
      polite: ["How do you see it? I would welcome your perspective in the comments."],
    },
  },
  ads: {
    headline: both("Ad copy: {name}"),
    adHeadline: {
      casual: [
        "{product}: made for {audience}",
        "Meet {product}",
        "{^benefit}",
        "{product}: {benefit}",
        "Try {product} today",
      ],
      polite: ["{product} for {audience}", "Discover {product}", "{^benefit}", "{product}: {benefit}"],
      playful: ["Psst: {product} is here", "{^benefit}? Yes, please.", "Meet {product}"],
      bold: ["{^benefit}. Period.", "{product}. No compromises.", "Get {product}"],
    },
    adText: {
      casual: [
        "{^benefit}. That's what {product} is all about, made for {audience}.",
        "Made for {audience}: {product}. {^benefit}.",
        "Looking for a better way? {product} helps you get there. {^benefit}.",
      ],
      polite: [
        "{product} is designed for {audience}. {^benefit}.",
        "{^benefit}. Discover how {product} supports {audience}.",
        "A better way to work: {product}. {^benefit}.",
      ],
      playful: [
        "{^benefit}? With {product}, yes. Made for {audience}, loved by… well, you'll see.",
        "Good things come to those who click. {product}: {benefit}.",
      ],
      bold: ["{^benefit}. No excuses. {product} is built for {audience}.", "Stop settling. {product}: {benefit}."],
    },
    searchHeadline: {
      ...both(
        "Try {product} Today",
        "Discover {product}",
        "{keyword} Made Easy",
        "{keyword}: Get Started",
        "{product} for {keyword}",
        "Simple {keyword}",
        "Get Started Today",
        "See How It Works",
        "Built for Real Results",
        "{product}: Learn More",
        "Start in Minutes",
        "Smarter {keyword}",
      ),
      playful: [
        "Meet {product}",
        "{^keyword}, But Fun",
        "Say Hi to {product}",
        "Your New Favorite Tool",
        "Go On, Try {product}",
      ],
      formal: [
        "{product}: Official Information",
        "Professional {keyword}",
        "Learn About {product}",
        "Reliable {keyword}",
        "Request Information",
      ],
    },
    searchDescription: {
      ...both(
        "{^benefit}. Discover {product} and get started today.",
        "{^keyword}? See what {product} can do for you.",
        "{product} makes it simple. {^benefit}. Start now.",
        "{^benefit} with {product}. Easy to start, easy to love.",
        "Find out why {product} is a smart choice for {keyword}.",
        "Clear, simple and built for you. Try {product} today.",
      ),
      playful: [
        "{^benefit}? Easy. {product} makes it almost too simple.",
        "Meet {product}: {benefit}, minus the stress. Give it a go!",
      ],
      formal: [
        "{^benefit} with {product}. Learn more about our solution.",
        "Discover how {product} supports {keyword}. Request further information today.",
      ],
    },
  },
  press: {
    lead: {
      playful: ["{company} has some exciting news to share today."],
      casual: ["{company} today announced an important step forward.", "{company} has news to share today."],
      polite: ["{company} today announced an important development.", "{company} has news to share today."],
      formal: ["{company} today announced an important development."],
    },
    detailsLead: both("Key details at a glance:", "The most important points:"),
    context: both(
      "The announcement reflects the direction {company} has been working towards: building things people can rely on and improving them step by step.",
      "For {company}, the announcement is part of a consistent path: listening closely, acting carefully and delivering on its promises.",
    ),
    quote: {
      playful: ["We're thrilled, and honestly, this is just the beginning"],
      casual: [
        "We're proud of this step and excited about what it means for the people we work with",
        "This is an important moment for us, and we're looking forward to what comes next",
      ],
      polite: [
        "We are proud of this step and of what it means for our customers and partners",
        "This is an important moment for us, and we look forward to what comes next",
      ],
      formal: ["This marks an important milestone for our organization and for those we serve"],
    },
    quoteBy: both("“{quote},” said {quoteBy}."),
    quoteCompany: both("“{quote},” the {company} team said."),
    aboutHeading: both("About {company}"),
    about: both(
      "{company} creates products and services built around the needs of the people who use them, with a focus on quality, reliability and long-term relationships. For more information, please contact {company} directly.",
    ),
    backgroundHeading: both("Background", "Why now"),
    background: both(
      "The announcement builds on work that {company} has carried out over time, informed by conversations with customers and partners about what they need next.",
    ),
  },
  extra: {
    topicBody: both(
      "{^topic} deserves a closer look. It's closely connected to everything above, and it's worth taking the time to get it right.",
      "A word on {topic}: it matters more than it might seem at first. Giving it proper attention makes everything else work better.",
    ),
    reserve: both(
      ["What's next", "This is only the beginning. There's more to come, and we'll share it as soon as it's ready."],
      [
        "Behind the scenes",
        "Every detail here is the result of careful thought and a lot of listening. That work never really stops.",
      ],
      ["One more thing", "Good results rarely come from one big leap. They come from small steps, taken consistently."],
    ),
  },
};
