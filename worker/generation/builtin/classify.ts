import type { PointCategory, QuestionKind } from "./phrases/types";

/**
 * Keyword families, in all ten languages at once: the brief may be typed in one language and the
 * content written in another. The first family that matches wins, so narrower ones come first.
 * Short Latin words carry word boundaries so "app" does not match "happy".
 */
const POINT_PATTERNS: readonly (readonly [PointCategory, RegExp])[] = [
  [
    "price",
    /\b(free|price|pricing|cost|cheap|afford|budget|save money|kosten|preis|gratis|günstig|prix|gratuit|coût|precio|coste|ahorr|barato|prezzo|costo|risparm|preço|grátis|custo|prijs|goedkoop|bespar)|[€$£¥]|無料|価格|料金|コスト|무료|가격|비용|저렴|免费|价格|成本|省钱|实惠/iu,
  ],
  [
    "trust",
    /(secur|privacy|private|\bsafe|encrypt|reliab|gdpr|compliance|uptime|hosted|données|hébergé|datos|dados|gegevens|daten|privé|privat|sicher|datenschutz|verschlüssel|zuverlässig|dsgvo|sécur|confidenti|fiab|chiffr|rgpd|segur|privacidad|confiab|cifrad|sicur|affidabil|crittograf|seguran|privacidade|confiáve|criptograf|veilig|betrouwbaar|versleutel|\bavg\b|安全|セキュリティ|プライバシー|非公開|暗号|信頼|보안|안전|개인정보|비공개|암호|신뢰|隐私|私密|加密|可靠)/iu,
  ],
  [
    "speed",
    /(fast|quick|speed|instant|second|minute|real-time|rapid|schnell|sekunde|sofort|rapide|\bvite\b|instantan|rápid|velo[cz]|secondi|subito|snel|seconden|速|瞬|秒|すぐ|빠르|빠른|즉시|초 만에|분 만에|快|即时)/iu,
  ],
  [
    "ease",
    /(easy|easi|simple|simpl|intuitive|no[- ]code|one click|effortless|einfach|intuitiv|\bleicht|facile|intuiti|fácil|sencill|semplic|eenvoudig|makkelijk|gemakkelijk|簡単|かんたん|シンプル|直感|쉽|간편|간단|직관|简单|轻松|易用|直观|一键)/iu,
  ],
  [
    "connect",
    /(sync|integrat|device|anywhere|mobile|\bapps?\b|offline|cloud|connect|collaborat|\bteams?\b|\bshar|gerät|überall|integr|teilen|appareil|partout|partag|dispositiv|compart|ovunque|condivid|compartilh|apparaat|overal|\bdelen|同期|連携|デバイス|どこでも|共有|オフライン|동기화|연동|기기|어디서|공유|오프라인|同步|集成|设备|随时随地|共享|离线)/iu,
  ],
  [
    "support",
    /(support|\bhelp|service|24\/7|customer|hilfe|beratung|kundenservice|\baide\b|accompagn|assistan|soutien|ayuda|soporte|atención|aiuto|supporto|ajuda|suporte|atendimento|\bhulp|ondersteun|klantenservice|サポート|支援|相談|지원|도움|상담|고객|帮助|客服|服务|咨询)/iu,
  ],
  [
    "quality",
    /(quality|premium|handmade|craft|durab|material|design|organic|natural|sustainab|qualität|hochwertig|handgemacht|langlebig|nachhaltig|qualité|artisan|matéri|calidad|artesan|duradero|sostenib|qualità|artigian|qualidade|sustentáve|kwaliteit|handgemaakt|duurzaam|品質|素材|デザイン|職人|耐久|품질|프리미엄|소재|디자인|내구|质量|品质|材质|设计|耐用|环保)/iu,
  ],
  [
    "custom",
    /(custom|personal|flexib|tailor|your own|adapt|configur|individuell|anpass|persönlich|sur mesure|a medida|su misura|flexív|aanpas|persoonlijk|flexibel|op maat|カスタマイズ|柔軟|パーソナル|맞춤|개인화|유연|定制|个性化|灵活|自定义)/iu,
  ],
];

const QUESTION_PATTERNS: readonly (readonly [QuestionKind, RegExp])[] = [
  [
    "price",
    /(cost|price|how much|\bpay|\bfee|expensive|subscription|trial|kostet|preis|bezahl|gebühr|\babo|testen|coût|prix|payer|tarif|abonnement|essai|cuesta|precio|pagar|suscripción|prueba|costa|prezzo|pagare|abbonamento|prova|custa|preço|assinatura|\bteste\b|\bkost|prijs|betalen|proef|いくら|料金|価格|費用|支払|お試し|얼마|가격|요금|비용|결제|체험|多少钱|价格|费用|收费|付费|订阅|试用)/iu,
  ],
  [
    "cancel",
    /(cancel|refund|return|money back|kündig|erstatt|rückgabe|annul|rembours|résili|retour|reembols|devol|annull|rimbors|disdire|\breso\b|devolu|opzeg|terugbetal|キャンセル|解約|返金|返品|취소|해지|환불|반품|取消|退款|退货|退订)/iu,
  ],
  [
    "security",
    /(secur|\bsafe|privacy|\bdata\b|gdpr|encrypt|sicher|daten|dsgvo|sécur|données|rgpd|segur|datos|privacidad|\bdati\b|\bdados\b|veilig|gegevens|安全|データ|個人情報|プライバシー|보안|안전|데이터|개인정보|数据|隐私)/iu,
  ],
  [
    "support",
    /(support|\bhelp|contact|reach you|talk to|hilfe|kontakt|erreich|\baide|joindre|ayuda|soporte|contacto|aiuto|supporto|contatt|ajuda|suporte|contato|\bhulp|ondersteun|サポート|問い合わせ|連絡|相談|지원|문의|연락|도움|帮助|联系|客服)/iu,
  ],
  [
    "time",
    /(how long|how quick|how fast|set ?up|install|get started|onboard|wie lange|wie schnell|einricht|combien de temps|installer|mettre en place|commencer|cuánto tiempo|instalar|configurar|empezar|quanto tempo|installare|configurare|iniziare|começar|hoe lang|hoe snel|instellen|beginnen|どのくらい|時間|導入|設定|始め|얼마나 걸|시간|설치|설정|시작|多久|多长时间|安装|设置|开始|上手)/iu,
  ],
  [
    "compat",
    /(work with|works with|compatib|integrat|device|phone|mobile|offline|\bapps?\b|windows|\bmac|\bios\b|android|browser|funktioniert mit|gerät|handy|fonctionne avec|appareil|téléphone|funciona con|dispositivo|móvil|funziona con|telefono|funciona com|celular|werkt met|apparaat|telefoon|対応|互換|連携|スマホ|オフライン|アプリ|호환|연동|기기|모바일|오프라인|앱|兼容|集成|设备|手机|离线)/iu,
  ],
  [
    "fit",
    /(\bwho\b|right for|suitable|beginner|for me|für wen|geeignet|anfänger|pour qui|adapté|débutant|para quién|adecuad|principiant|per chi|adatt|para quem|adequad|iniciante|voor wie|geschikt|誰|向いて|初心者|対象|누구|적합|초보|대상|适合|谁|新手|初学者)/iu,
  ],
  [
    "difference",
    /(differen|\bwhy\b|better|compar|\bvs\b|instead|unterschied|warum|besser|vergleich|pourquoi|mieux|por qué|mejor|perché|meglio|confront|por que|melhor|verschil|waarom|beter|vergelijk|違い|なぜ|比較|차이|왜|비교|区别|为什么|不同|比较|优势)/iu,
  ],
];

export function classifyPoint(text: string): PointCategory {
  return POINT_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? "general";
}

export function classifyQuestion(text: string): QuestionKind {
  return QUESTION_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? "general";
}
