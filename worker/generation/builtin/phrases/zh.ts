import { cjkFormat } from "./format";
import type { PhraseBank, Slot } from "./types";

/** The polite voice of Simplified Chinese marketing copy is the casual one with 您 for 你. */
function honorific<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll("你们", "您").replaceAll("你", "您") as T;
  if (Array.isArray(value)) return value.map(honorific) as T;
  return value;
}

/** Alternatives written with 你; professional and formal tones read them with 您. */
function voices<T>(...variants: readonly T[]): Slot<T> {
  return { casual: variants, polite: variants.map(honorific) };
}

/**
 * Simplified Chinese (mainland). Friendly, playful and bold say 你; professional and formal say 您.
 * Chinese needs no agreement around inserted names, so user text sits wherever it reads naturally.
 */
export const zh: PhraseBank = {
  politeTones: ["professional", "formal"],
  format: cjkFormat(),
  words: {
    fallbackName: "我们的产品",
    variant: "版本",
    post: "帖子",
    bonus: "彩蛋",
    altHook: "另一种开头",
    headlines: "标题",
    descriptions: "描述",
    maxChars: "最多{n}个字符，中文按2个计",
    adHeadline: "标题：",
    adText: "正文：",
    adButton: "按钮：",
    buttons: ["了解更多", "立即开始", "免费注册", "立即购买", "查看详情"],
    tags: ["干货分享", "效率提升", "成长", "灵感"],
    stopwords: ["the", "and", "for", "with"],
  },
  common: {
    greeting: { ...voices("你好！", "嗨，你好！"), playful: ["哈喽！"], formal: ["尊敬的用户，您好！"] },
    signoff: {
      ...voices(["祝一切顺利！", "{name} 团队"], ["期待再次与你分享！", "{name} 团队"]),
      playful: [["下次见啦！", "{name} 团队全体成员"]],
      formal: [["此致敬礼！", "{name} 团队"]],
    },
    goodToKnow: voices("小贴士：{note}", "补充一句：{note}"),
    ps: voices("附言：{note}"),
  },
  elaborate: {
    speed: voices("等待更少，效率更高。", "从第一分钟起就快人一步。", "把时间留给真正重要的事。"),
    ease: voices("无需说明书。", "第一天就能轻松上手。", "一学就会，用了就离不开。"),
    price: voices("价格透明公道，没有意外支出。", "物有所值，看得见。", "只为真正需要的买单。"),
    trust: voices("安心从设计之初就已内置。", "日复一日，稳定可靠。", "值得信赖，是我们的底线。"),
    connect: voices("随时随地，一切尽在一处。", "自然融入你现有的工作方式。", "需要时，随时都在。"),
    support: voices("需要时，总有人真正帮到你。", "背后有一支用心的团队。", "帮助从来不远。"),
    quality: voices("每个细节都用心打磨。", "品质看得见。", "经久耐用。"),
    custom: voices("贴合每一种工作方式。", "按你的喜好来。", "该灵活的地方足够灵活。"),
    general: voices("小细节，大不同。", "少一件需要操心的事。", "考虑周全，用起来自然顺手。", "说到做到。"),
  },
  landing: {
    headline: {
      ...voices("{product}：{audience}的更轻松之选", "你好，{product}", "专为{audience}打造的{product}"),
      playful: ["{product}：你的新晋效率神器", "{product}：成果认真，过程轻松"],
      bold: ["{product}，为{audience}而生", "用{product}，做得更多"],
      formal: ["隆重推出{product}", "{product}：面向{audience}的可靠解决方案"],
    },
    lead: {
      ...voices(
        "{product}帮你搞定繁琐的重复工作，让你专注于最擅长的事。",
        "{product}把你需要的一切，整合到一个清爽安静的地方。",
      ),
      playful: ["好消息：最难的部分，刚刚变简单了。", "少一点手忙脚乱，多一点真正推进。这就是{product}的初衷。"],
      bold: ["别再将就。繁重的活儿交给{product}。", "不绕弯，不堆砌。只有{product}。"],
      formal: [
        "{product}为您提供一种清晰、可靠的方式，以更少投入实现更多成果。",
        "{product}致力于每天满足您的高标准要求。",
      ],
    },
    leadAudience: voices("它专为{audience}打造，用过就知道。", "从一开始，我们就是为{audience}设计的。"),
    benefitsHeading: {
      ...voices("为什么选择{product}", "你将获得什么", "{product}能为你做什么"),
      formal: ["核心优势", "为什么选择{product}"],
    },
    howHeading: voices("如何使用", "上手很简单", "三步开始"),
    steps: voices(
      [
        ["先看看", "了解{product}能为你做什么，挑选适合你的功能。"],
        ["设置好", "几分钟就能按你的习惯准备好，无需说明书。"],
        ["感受变化", "花在重复工作上的时间更少，留给重要事情的时间更多。"],
      ],
      [
        ["开始", "告诉我们你的需求，只需片刻。"],
        ["调整", "让{product}贴合你的工作方式。"],
        ["坚持", "看着小小的成果一天天累积。"],
      ],
    ),
    fitHeading: voices("为{audience}而生", "专为{audience}设计"),
    fitBody: voices(
      "{product}源自真实的日常需求：步骤更少，意外更少，留给真正工作的时间更多。每一项功能都有它存在的理由。",
      "无论你是刚起步，还是经验丰富，{product}都会适应你，而不是反过来。",
    ),
    faqHeading: voices("你可能想问", "常见问题", "做决定之前"),
    faqWho: voices(
      ["{product}适合谁？", "{product}专为{audience}打造，也适合所有看重清晰、简单和成果的人。"],
      ["{product}适合我吗？", "{product}是为{audience}设计的。如果上面的内容让你有共鸣，那就值得一试。"],
    ),
    faqDifferent: voices(
      ["{product}有什么不同？", "它只专注于真正重要的事，其余的一概做减法。上面的优势就是最好的说明。"],
      ["为什么不继续用现在的方法？", "当然可以。不过，{product}从第一天起就能帮你省下力气。"],
    ),
    faqStart: voices(
      ["怎么开始？", "就在下方。第一步很快，之后按你自己的节奏来就好。"],
      ["上手难吗？", "一点也不难。第一步只需片刻，后面的一切都会水到渠成。"],
    ),
    faqHelp: voices(["需要帮助怎么办？", "随时联系我们。我们很乐意帮你充分用好{product}。"]),
    closing: {
      ...voices("准备好了就开始吧。", "好奇吗？试一试就知道。"),
      playful: ["来吧，你明明已经心动了。", "还在等什么？（认真的）"],
      bold: ["轮到你了。", "别再将就。"],
      formal: ["期待为您提供服务。", "如有任何疑问，欢迎随时与我们联系。"],
    },
    cta: {
      ...voices("开始使用{product}", "今天就试试{product}"),
      playful: ["玩转{product}", "马上出发！"],
      bold: ["立即开始", "立即获取{product}"],
      formal: ["获取更多信息", "了解{product}"],
    },
  },
  about: {
    headline: { ...voices("关于{company}", "{company}的故事", "{company}：我们是谁"), formal: ["关于{company}"] },
    lead: {
      ...voices("每家公司都有一个开始的理由。这是我们的。", "{company}背后，是一群认真把事情做好的人。"),
      playful: ["找个舒服的位置坐下，听我们讲讲一切是怎么开始的。", "剧透一下：一切都始于一个好点子。"],
      bold: ["我们做事的方式不一样。原因在这里。", "不说虚的：我们是谁，是什么在驱动我们。"],
      formal: ["{company}秉持清晰的使命而创立。", "了解{company}的发展历程与理念。"],
    },
    storyHeading: { ...voices("我们的故事", "一切的开始", "我们从哪里来"), formal: ["发展历程"] },
    storyBridge: voices(
      "这段经历，至今仍影响着我们的工作方式。",
      "这个故事，我们每天都在继续书写。",
      "从那时起，很多东西都变了，但驱动我们的初心没有变。",
    ),
    valuesHeading: voices("我们坚持什么", "我们的价值观", "我们在乎的事"),
    valueElab: voices(
      "这不是口号，而是我们对自己的要求。",
      "无论大小决定，都以此为准。",
      "它体现在我们做的每一件事里。",
      "我们更愿意用行动证明。",
    ),
    workHeading: voices("我们如何工作", "和我们合作是什么样的"),
    workBody: voices(
      "我们保持简单、坦诚、有温度。答应的事，一定做到。",
      "我们先倾听，再动手。好的结果，来自真正理解对方需要什么。",
    ),
    closingHeading: { ...voices("聊聊吧", "联系我们"), formal: ["联系方式"] },
    closing: {
      ...voices("想进一步了解{company}，或与我们合作？期待你的来信。"),
      playful: ["有问题、有想法，或者只是想打个招呼？我们的大门随时敞开。"],
      bold: ["心里有想法？一起把它变成现实。"],
      formal: ["如需进一步了解{company}，欢迎随时与我们联系。"],
    },
    cta: { ...voices("联系我们", "打个招呼"), playful: ["给我们留言"], bold: ["马上聊聊"] },
  },
  faq: {
    headline: {
      ...voices("{product}常见问题解答", "关于{product}的常见问题", "{product} FAQ"),
      formal: ["关于{product}的常见问题"],
    },
    intro: voices(
      "关于{product}，这些是{audience}最常问我们的问题。",
      "我们整理了{audience}关于{product}最关心的问题和解答。",
    ),
    answers: {
      price: voices(
        ["{product}的价格取决于你的需求。", "当前的方案始终公开透明；如果拿不准，我们很乐意帮你挑选。"],
        ["这取决于你打算如何使用{product}。", "联系我们，我们会和你一起找到最合适的选择。"],
      ),
      time: voices(
        ["{product}上手很快。", "大部分设置可以边用边调整，所以你可以马上开始，之后再慢慢优化。"],
        ["用不了多久。", "{product}的设计就是让你无需繁琐准备即可上手。"],
      ),
      security: voices(
        ["我们非常重视这一点。", "{product}会谨慎对待你的数据与隐私，并清楚说明信息是如何处理的。"],
        ["你的信任对我们很重要。", "如果你有特别的要求，欢迎联系我们，我们会详细说明。"],
      ),
      support: voices(
        ["当然，你从来不是一个人在战斗。", "使用{product}时遇到困难或疑问，随时联系我们，我们很乐意帮忙。"],
        ["我们的团队随时为你服务。", "我们会解答你的问题，帮你充分发挥{product}的价值。"],
      ),
      cancel: voices(
        ["我们希望你留下，是因为{product}真的有用，而不是因为离开很麻烦。", "联系我们，一起把事情处理好。"],
        ["计划有变很正常。", "联系我们，我们会为你说明所有可选方式。"],
      ),
      compat: voices(
        [
          "{product}会融入你现有的工作方式，而不是取而代之。",
          "如果你有具体的使用环境，尽管问我们，我们会给出明确答复。",
        ],
        ["大多数情况下都可以。", "简单介绍一下你的使用环境，我们会告诉你如何与{product}配合得最好。"],
      ),
      fit: voices(
        ["{product}就是为{audience}设计的。", "如果这说的正是你，那你来对地方了。"],
        ["如果你想找一种更简单的做事方式，{product}值得仔细了解。", "最好的办法，就是亲自试一试。"],
      ),
      difference: voices(
        ["{product}专注于核心，并把它做好。", "我们不盲目堆砌功能，而是围绕对{audience}真正有意义的事情来设计。"],
        ["干扰更少，重点更多。", "这就是{product}的理念，也是大家最先感受到的。"],
      ),
      general: voices(
        [
          "好问题。简单来说，{product}的目标就是让{audience}的事情尽可能简单。",
          "如果你想了解针对自身情况的细节，我们很乐意帮忙。",
        ],
        ["这要看你的具体情况。", "告诉我们你的想法，我们会就{product}给出清晰的答复。"],
        ["这是我们经常被问到的问题。", "{product}正是为这类日常问题而设计的，使用起来会很顺畅。"],
      ),
    },
    followUp: voices("如有不清楚的地方，随时给我们发消息。", "想了解更多？尽管问。"),
    outro: {
      ...voices("还有其他问题？欢迎随时联系我们。", "没找到你想要的答案？直接问我们吧。"),
      playful: ["还有好奇的地方？太好了，我们最喜欢回答问题。"],
      formal: ["如有其他疑问，欢迎随时与我们联系。"],
    },
  },
  blog: {
    headline: {
      ...voices("{topic}：写给{audience}的实用指南", "{audience}必读：{topic}"),
      playful: ["{topic}，其实没那么难", "聊聊{topic}这件事"],
      bold: ["{topic}：别再瞎猜，马上行动", "{topic}：不绕弯子的指南"],
      formal: ["{topic}：面向{audience}的概览", "{topic}：{audience}需要考虑的关键问题"],
    },
    intro: {
      ...voices(
        "关于{topic}的建议很多，但并非都有用。这篇指南只讲实用的。",
        "如果你最近也在琢磨{topic}，你并不孤单。下面是一种清晰、实用的思考方式。",
      ),
      playful: ["说实话，{topic}听起来有点让人头大。好消息是：其实没那么复杂。"],
      bold: ["大多数关于{topic}的建议都太空泛，毫无用处。是时候改变了。"],
      formal: ["本文围绕{topic}展开，梳理实践中需要考虑的要点。"],
    },
    audience: voices("本文写给{audience}，内容都可以马上付诸实践。"),
    whyHeading: voices("为什么这很重要", "放眼全局", "为什么值得关注"),
    whyBody: voices(
      "在这里做一点小改进，会在其他方方面面得到回报。打好基础，能节省时间、减少挫败感，也让下一步更轻松。",
      "它很容易被当成小事。但实际上，它在悄悄影响结果，稍加重视就能带来很大不同。",
    ),
    pointOpener: voices(
      "很多人都从这里开始，这是有道理的。",
      "听起来理所当然，却最容易被忽视。",
      "把这一点做好，其他很多事都会顺理成章。",
      "这一点常常被低估。",
    ),
    pointWhy: voices(
      "对{audience}来说，这里往往是收获最大的地方。",
      "它之所以重要，是因为会影响后面的一切。",
      "做好了，能为以后省下不少时间和麻烦。",
    ),
    pointTip: voices(
      "一个简单的开始：写下你现在的状况，然后选一个本周就能尝试的小改变。",
      "从小处着手，几周后看看哪些有效，再在此基础上继续。",
      "一开始保持简单。等基础打好了，随时可以再优化。",
      "请一位信任的人用全新的眼光看看，他们会发现你早已习以为常的问题。",
    ),
    mistakesHeading: voices("要避免的常见错误", "需要留意的坑"),
    mistakes: voices(
      ["试图一次改变所有事情。", "照搬别人的成功经验，却不看是否适合自己。", "还没等到结果显现就放弃。"],
      ["一开始就把事情搞得太复杂。", "因为看起来太简单而跳过基础。", "从不停下来复盘总结。"],
    ),
    takeawaysHeading: voices("要点回顾", "简而言之", "一句话总结"),
    conclusionHeading: voices("写在最后", "接下来怎么做", "结语"),
    conclusion: {
      ...voices(
        "不必第一天就做到完美。从本文挑一个想法试试，再一步步扩展。",
        "进步比完美更重要。从最打动你的那一点开始吧。",
      ),
      playful: ["就这么简单，不需要博士学位。挑一个想法，动手试试，享受进步的感觉吧。"],
      bold: ["读完是最容易的部分。今天就挑一个想法去行动。"],
      formal: ["综上所述，这些要点为后续行动奠定了坚实基础。"],
    },
  },
  howto: {
    headline: {
      ...voices("{task}：分步指南", "一步步教你：{task}"),
      playful: ["{task}，真的很简单"],
      bold: ["{task}：最快路径"],
      formal: ["{task}：操作步骤说明"],
    },
    intro: {
      ...voices(
        "这份指南会一步一步带你完成整个过程。它是写给{audience}的，所以没有多余的术语。",
        "不用再摸索了。下面的步骤专为{audience}编写，第一次做也能顺利完成。",
      ),
      formal: ["本指南按步骤说明操作流程，适用于{audience}。"],
    },
    beforeHeading: voices("开始之前", "你需要准备什么"),
    beforeBody: voices(
      "留出一段不被打扰的时间，把需要的东西都放在手边。明确目标也很有帮助：开始前先想清楚完成后是什么样子。",
    ),
    stepsHeading: voices("具体步骤", "操作步骤", "怎么做"),
    stepFirst: voices("这一步不要着急，后面的步骤都以它为基础。"),
    stepMiddle: voices(
      "进入下一步之前，先检查一下结果。",
      "如果有不对劲的地方，现在就是调整的好时机。",
      "边做边记笔记，之后会派上用场。",
      "这一步别着急。",
    ),
    stepLast: voices("最后，退一步整体检查一遍成果。"),
    defaultSteps: voices(
      [
        "明确目标，想清楚最终成果的样子。",
        "开始之前，准备好所需的一切。",
        "先完整做一遍，不追求完美。",
        "检查结果，记下可以改进的地方。",
        "做最后的调整，收尾完成。",
      ],
      [
        "确定什么才算好的结果。",
        "准备好工具和材料。",
        "集中一段时间完成主要部分。",
        "测试或检查完成的内容。",
        "打磨细节。",
      ],
    ),
    tipsHeading: voices("让结果更好的小技巧", "再多几个建议"),
    tips: voices(
      [
        "与其长时间埋头苦干，不如分成几个专注的短时段。",
        "定期保存或记录进度。",
        "拿不准时，退回上一步，而不是硬着头皮往前。",
      ],
      [
        "开始前准备好一切：中途打断比想象中更耗时间。",
        "想做快之前，先慢慢做一遍。",
        "把有效的做法记下来，下次会轻松很多。",
      ],
    ),
    troubleHeading: voices("遇到问题时", "故障排查"),
    troubleBody: voices(
      "大多数问题都源于跳过或赶工的某一步。回到最后一个一切正常的地方，从那里继续。",
      "别担心，小挫折很少会酿成大问题。重新梳理步骤，先检查基础，再换个角度试一次。",
    ),
    wrapHeading: voices("收尾", "大功告成"),
    wrap: {
      ...voices("第一次总是最花时间的，之后很快就会变成习惯。"),
      playful: ["搞定！给自己点个赞吧。"],
      bold: ["完成。下次会更快。"],
      formal: ["至此，操作流程全部完成。多加练习，这些步骤会愈发熟练。"],
    },
  },
  listicle: {
    headline: {
      ...voices("{topic}：值得一试的{count}个点子", "关于{topic}的{count}个简单技巧"),
      playful: ["{topic}：{count}个真的用得上的小妙招", "玩转{topic}的{count}种方法"],
      bold: ["{topic}：{count}条管用的原则", "{topic}：{count}件真正有效的事"],
      formal: ["关于{topic}的{count}条建议"],
    },
    intro: {
      ...voices(
        "不讲空话，只讲实用：为{audience}整理了{count}个关于{topic}的点子。挑适合你的，从那里开始。",
        "不讲空话，只讲实用：这里有{count}个关于{topic}的点子。挑适合你的，从那里开始。",
      ),
      formal: ["以下{count}条关于{topic}的建议，可单独采用，也可组合使用。"],
    },
    angles: voices(
      ["从基础开始", "先把基本功打扎实。", "其他一切都建立在它之上。"],
      ["想清楚自己要什么", "目标清晰，之后的每个决定都会更容易。", "试着用一句话把它写下来。"],
      ["保持简单", "最简单的方法，往往最持久。", "只有在确实需要时，才增加复杂度。"],
      ["向别人学习", "一定有人遇到过同样的问题。", "借鉴他们的经验，能少走很多弯路。"],
      ["有计划，但别过度", "粗略的计划也胜过没有计划。", "只是要留出随时调整的余地。"],
      ["注重细节", "小事会慢慢累积。", "人们记住的，往往是细节。"],
      ["给意外留点空间", "不是所有事都会按计划进行，这没关系。", "有些最好的结果，恰恰来自意料之外。"],
      ["别着急", "急于求成很少有好结果。", "稳定的节奏，比冲刺之后长时间停歇走得更远。"],
      ["多提问", "没有愚蠢的问题。", "早点问，之后能省下不少时间。"],
      ["分享经验", "一起做，事情会轻松很多。", "分享所学既能帮助别人，也能让自己的思路更清晰。"],
      ["复盘与调整", "时不时停下来想想，哪些做法有效。", "然后多做那些有效的事。"],
      ["享受过程", "乐在其中，进步才能持久。", "记得为沿途的小成就庆祝。"],
    ),
    audienceNote: voices("尤其推荐给{audience}。", "对{audience}特别有帮助。"),
    outro: {
      ...voices("不必一次用上全部{count}个。先试一个，看看有什么变化，再进行下一个。"),
      playful: ["{count}个点子已奉上，借口归零。你打算先试哪一个？"],
      bold: ["{count}个点子，一个决定：今天就开始。"],
      formal: ["上述建议循序渐进地实施并定期评估，方能发挥最大成效。"],
    },
  },
  comparison: {
    headline: {
      ...voices("{product}和{competitor}有什么区别？", "{product}还是{competitor}？一次坦诚的对比"),
      playful: ["{product} vs {competitor}：谁能胜出？"],
      bold: ["{product} vs {competitor}：直说答案"],
      formal: ["{product}与{competitor}对比分析"],
    },
    intro: {
      ...voices(
        "在{product}和{competitor}之间犹豫？两者各有所长。下面坦诚地比较它们的不同，帮你选出更适合自己的那个。",
      ),
      formal: ["本文梳理{product}与{competitor}之间的主要差异，为您的决策提供参考。"],
    },
    standoutHeading: voices("{product}的突出优势", "{product}的与众不同之处"),
    fairHeading: voices("{competitor}可能更适合你的情况", "什么时候{competitor}是更好的选择"),
    fairBody: voices(
      "{competitor}对很多人来说也是不错的选择。如果上面这些点对你没那么重要，{competitor}或许就足够了，做决定前了解这一点很有必要。",
      "每款工具都有自己的拥趸，{competitor}也不例外。如果上述差异对你的日常影响不大，它也是合理的选择。",
    ),
    chooseHeading: voices("如何选择", "问问自己这些问题"),
    chooseList: voices(
      [
        "日常工作中，你最看重什么？",
        "上面的差异中，哪些是你每周都能感受到的？",
        "一年后你想达到什么状态？哪个选项能与你一起成长？",
      ],
      ["你真正想解决的问题是什么？", "哪些取舍是你可以接受的？", "将来什么原因会让你再次更换？"],
    ),
    verdictHeading: voices("结论", "我们的看法"),
    verdict: {
      ...voices("如果这些差异正是你在意的，{product}就是顺理成章的选择。"),
      playful: ["读到这些差异时你在点头？那答案已经很明显了：{product}。"],
      bold: ["如果这些差异对你重要，答案很清楚：{product}。"],
      formal: ["若上述差异对您至关重要，{product}是更为合适的选择。"],
    },
  },
  product: {
    headline: { ...voices("{product}", "认识一下{product}", "为{audience}打造的{product}"), formal: ["{product}"] },
    hook: {
      ...voices("有些东西，就是能让日常变得更好。{product}正是其中之一。", "用过之后，你会想不起以前是怎么过来的。"),
      playful: ["友情提示：使用{product}可能会导致心情突然变好。", "先说好：用过{product}，就回不去了。"],
      bold: ["{product}，重新定义标准。", "为要求更高的人而生。"],
      formal: ["{product}将品质与实用融于一体，设计考究。"],
    },
    featuresHeading: voices("产品亮点", "它的特别之处", "功能一览"),
    forHeading: voices("适合谁", "推荐给"),
    forAudience: voices(
      "为{audience}打造，也献给所有喜欢“好用就是硬道理”的人。",
      "{product}是为{audience}量身设计的。",
    ),
    forEveryone: voices("献给所有看重品质、简约与好设计的人。", "献给对日常用品多一分期待的每一个人。"),
    loveHeading: voices("你会爱上它的理由", "用心的小细节"),
    loveBody: voices("打动人的是整体：每个细节都有它的理由，组合在一起，让{product}用起来成为一种享受。"),
    closing: {
      ...voices("不如亲自体验一下？", "你的新宠正在等你。"),
      playful: ["来吧，犒劳一下自己。"],
      bold: ["别等了，立即升级。"],
      formal: ["即刻了解{product}。"],
    },
    cta: {
      ...voices("立即入手", "马上拥有{product}"),
      playful: ["我要一个！"],
      bold: ["立即购买"],
      formal: ["立即订购"],
    },
  },
  campaign: {
    subject: {
      ...voices("{offer}，专属于你", "{product}的好消息：{offer}"),
      playful: ["悄悄告诉你：{offer}", "你一定会喜欢：{offer}"],
      bold: ["{offer}，别错过", "{offer}：就是现在"],
      formal: ["{product}专属优惠：{offer}"],
    },
    preview: {
      ...voices("为什么现在是开始使用{product}的好时机。", "送给{audience}的一份小心意。"),
      formal: ["为{audience}准备的当前优惠详情。"],
    },
    opening: {
      ...voices("我们有个好消息，相信你会喜欢。", "这个消息，我们早就想告诉你了。"),
      playful: ["长话短说，好消息可不能等。"],
      bold: ["直接说重点。"],
      formal: ["我们很荣幸为您呈上一项专属优惠。"],
    },
    offerLine: { ...voices("本次优惠：**{offer}**"), playful: ["准备好了吗？优惠来了：**{offer}**"] },
    body: voices(
      "{product}帮助{audience}用更少的力气做更多的事，而现在正是最容易开始的时候。",
      "现在正是了解{product}能为{audience}做些什么的最佳时机。",
    ),
    deadline: {
      ...voices("温馨提示：优惠截止到{deadline}。", "别错过：优惠有效期至{deadline}。"),
      bold: ["仅限{deadline}前。"],
      formal: ["请注意，本优惠有效期至{deadline}。"],
    },
    noDeadline: { ...voices("这样的优惠不会一直都有，现在就是好时机。"), formal: ["建议您尽早把握本次优惠。"] },
    more: voices("还在犹豫？先看看{product}能做什么，再做决定。没有压力，只是一个好机会。"),
    cta: { ...voices("领取优惠", "立即抢购"), playful: ["我要我要！"], bold: ["马上领取"], formal: ["兑换优惠"] },
  },
  newsletter: {
    subject: {
      ...voices("{brand}最新动态", "{brand}新鲜事：{first}"),
      playful: ["{brand}的热乎新消息，快来看"],
      bold: ["{brand}：重磅消息"],
      formal: ["{brand}简报：最新资讯"],
    },
    preview: voices("还有{brand}近期的其他动态。", "{n}条值得花一分钟看的新消息。"),
    intro: {
      ...voices("{brand}最近发生了不少事，有几件想跟你分享。"),
      playful: ["泡杯咖啡吧：{brand}有新消息，而且是好消息。"],
      formal: ["现将{brand}的最新动态向您通报如下。"],
    },
    audience: voices("一如既往，这期内容专为{audience}整理。"),
    highlightsHeading: voices("最新动态", "本期亮点", "本期内容"),
    itemNote: voices(
      "这是我们特别期待的一件事，更多细节很快分享。",
      "这是我们筹备已久的一步。",
      "相信你会感受到其中的不同。",
    ),
    bridge: voices("感谢你的阅读，也谢谢你一路相伴。"),
    cta: voices("回复邮件，告诉我们你的想法"),
  },
  welcome: {
    subject: {
      ...voices("欢迎加入{brand}！", "你来啦！欢迎加入{brand}"),
      playful: ["欢迎上车！一起开启{brand}之旅"],
      bold: ["欢迎来到{brand}，马上开始"],
      formal: ["欢迎加入{brand}"],
    },
    preview: voices("你的第一步：{firstStep}"),
    intro: {
      ...voices("很高兴你的到来。欢迎加入{brand}！"),
      playful: ["撒花！你已正式成为{brand}的一员。"],
      formal: ["感谢您注册{brand}，我们诚挚地欢迎您的加入。"],
    },
    firstStep: { ...voices("**你的第一步：** {firstStep}"), formal: ["**建议的第一步：** {firstStep}"] },
    firstStepWhy: voices("只需片刻，就能为接下来的一切打好基础。"),
    benefitsLead: voices("接下来，你可以期待：", "等着你的有："),
    more: voices("接下来几天，我们会给你发送一些小技巧，帮你充分用好{brand}。"),
    help: {
      ...voices("有问题？直接回复这封邮件，我们随时为你提供帮助。"),
      formal: ["如有任何疑问，请直接回复本邮件。"],
    },
    cta: { ...voices("迈出第一步"), playful: ["出发！"], formal: ["立即开始使用"] },
  },
  social: {
    headline: voices("{topic}：{network}帖子", "{network}帖子：{topic}"),
    hook: {
      ...voices("聊聊{topic}。它比很多人想象的更重要。", "关于{topic}的一点想法：小改变，大不同。"),
      playful: ["大胆说一句：{topic}值得更多关注。同意的举手！"],
      bold: ["{topic}，是时候认真对待了。"],
      formal: ["关于{topic}的几点思考，以及它为何值得关注。"],
    },
    question: {
      ...voices("在{topic}上，你遇到的最大挑战是什么？评论区告诉我们。", "好奇问一句：你是怎么处理{topic}的？"),
      playful: ["说实话：你在{topic}上的秘诀是什么？我们保证不外传。"],
      formal: ["贵公司如何应对{topic}？期待听到您的见解。"],
    },
    tip: {
      ...voices("今日{topic}小贴士：从小处开始，持之以恒。", "{topic}的实用心得：保持简单，定期复盘有效做法。"),
      playful: ["小技巧，大效果：在{topic}这件事上，坚持的人笑到最后。"],
      formal: ["关于{topic}的建议：从适度的改变开始，并定期评估。"],
    },
    story: voices("在{topic}这条路上，我们学到了很多。最大的收获？进步比完美更重要。"),
    audience: voices("写给{audience}：{topic}，其实不必想得太复杂。"),
    cta: {
      ...voices("想了解更多{topic}相关内容？关注我们，后面还有更多干货。"),
      playful: ["还想听更多{topic}的故事？点个关注吧，保证有趣。"],
      formal: ["关注我们，获取更多关于{topic}的见解。"],
    },
    more: voices(
      "我们发现：收获最多的人，不是资源最多的人，而是始终保持好奇的人。",
      "先做好一件事。做到位。再做下一件。",
      "关键不在于做得更多，而在于持续做对的事。",
    ),
  },
  linkedin: {
    headline: voices("LinkedIn帖子：{topic}"),
    hook: {
      ...voices("关于{topic}，有件事我真希望早点知道。", "我对{topic}的看法变了，原因如下。"),
      playful: ["坦白说：我以前完全误解了{topic}。", "剧情反转：{topic}比我想象的简单得多。"],
      bold: ["大多数人都误解了{topic}，原因在这里。", "关于{topic}，说一个不太受欢迎的观点。"],
      formal: ["关于{topic}的一点思考。", "分享几点关于{topic}的观察。"],
    },
    context: voices("我花了一段时间才看清这一点，但从那以后，我对待工作的方式完全不同了。"),
    insightLead: voices("我的收获是：", "简单来说："),
    reflection: voices("这些都不复杂。但简单并不等于容易，这正是值得讨论的原因。"),
    question: { ...voices("你怎么看？欢迎在评论区分享你的经验。"), formal: ["您怎么看？欢迎在评论区分享您的见解。"] },
  },
  ads: {
    headline: voices("广告文案：{name}"),
    adHeadline: {
      ...voices(
        "为{audience}打造的{product}",
        "认识一下{product}",
        "{benefit}",
        "{product}：{benefit}",
        "今天就试试{product}",
      ),
      playful: ["{product}来啦", "{benefit}？安排！", "{product}，了解一下？"],
      bold: ["{benefit}，就这么简单", "{product}，绝不将就", "立即获取{product}"],
    },
    adText: {
      ...voices(
        "{benefit}，这就是{product}。专为{audience}打造。",
        "专为{audience}：{product}。{benefit}。",
        "在找更好的方法？{product}带你实现：{benefit}。",
      ),
      playful: [
        "{benefit}？有{product}就行。{audience}的好帮手。",
        "好事总会发生在点击的人身上。{product}：{benefit}。",
      ],
      bold: ["{benefit}。没有借口。为{audience}而生的{product}。", "别再将就。{product}：{benefit}。"],
      formal: ["{product}专为{audience}设计。{benefit}。", "{benefit}。了解{product}如何助力{audience}。"],
    },
    searchHeadline: {
      ...voices(
        "立即试用{product}",
        "了解{product}",
        "轻松搞定{keyword}",
        "{keyword}就选{product}",
        "今天就开始",
        "看看怎么用",
        "为成果而生",
        "{product}详情",
        "几分钟即可上手",
        "简单好用",
        "更聪明的{keyword}",
        "轻松开始",
      ),
      playful: ["你好，{product}", "好玩的{keyword}", "你的新宠工具", "快来试试{product}"],
      formal: ["{product}官方信息", "企业级解决方案", "{product}介绍", "值得信赖的{keyword}", "索取资料"],
    },
    searchDescription: {
      ...voices(
        "{benefit}。了解{product}，今天就开始。",
        "在找{keyword}？看看{product}能为你做什么。",
        "有{product}，轻松{benefit}。立即了解。",
        "用{product}，{benefit}。上手容易，越用越爱。",
        "选择{product}的理由：{benefit}。",
        "清晰、简单、为你而生。今天就试试{product}。",
      ),
      playful: [
        "{benefit}？简单。有了{product}，简单到不可思议。",
        "认识一下{product}：{benefit}，毫无压力。快来试试！",
      ],
      formal: ["借助{product}，{benefit}。了解我们的解决方案。", "了解{product}如何为您提供支持。立即索取资料。"],
    },
  },
  press: {
    lead: {
      playful: ["{company}今天带来一个好消息。"],
      ...voices("{company}今日宣布了一项重要进展。", "{company}今日发布一则重要消息。"),
      formal: ["{company}今日正式宣布一项重要进展。"],
    },
    detailsLead: voices("要点速览：", "主要内容如下："),
    context: voices(
      "此次发布与{company}长期坚持的方向一致：打造值得信赖的产品与服务，并持续逐步改进。",
      "对{company}而言，这次发布是其一贯做法的延续：认真倾听、审慎行动、兑现承诺。",
    ),
    quote: {
      playful: ["我们非常兴奋，而这只是一个开始"],
      ...voices(
        "我们为这一步感到自豪，也非常期待它为合作伙伴和用户带来的价值",
        "这是我们的重要时刻，我们对未来充满期待",
      ),
      formal: ["这是公司发展历程中的重要里程碑，对我们服务的每一位客户都意义重大"],
    },
    quoteBy: voices("{quoteBy}表示：“{quote}。”"),
    quoteCompany: voices("{company}方面表示：“{quote}。”"),
    aboutHeading: voices("关于{company}"),
    about: voices(
      "{company}从用户的真实需求出发，打造产品与服务，始终注重品质、可靠性以及长期合作关系。如需了解更多信息，请直接联系{company}。",
    ),
    backgroundHeading: voices("背景", "为何是现在"),
    background: voices("此次发布建立在{company}长期积累的基础之上，并源于与客户和合作伙伴关于下一步需求的持续交流。"),
  },
  extra: {
    topicBody: voices(
      "还有一个值得深入探讨的话题：{topic}。它与上文内容密切相关，值得认真对待。",
      "关于{topic}，再多说一句：它比看上去更重要。给予足够的重视，其他一切都会更加顺畅。",
    ),
    reserve: voices(
      ["接下来", "这只是开始。还有更多内容在路上，准备好后我们会第一时间分享。"],
      ["幕后故事", "每一个细节，背后都有认真的思考和大量的倾听。这份努力从未停止。"],
      ["还有一件事", "好的结果，很少来自一次飞跃，而是来自持续的小步前进。"],
    ),
  },
};
