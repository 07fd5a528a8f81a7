import { expect, test } from "vitest";
import { withParticle } from "./korean";

test.each([
  ["노트온", "은", "노트온은"],
  ["파를라", "은", "파를라는"],
  ["플랜", "이", "플랜이"],
  ["서비스", "을", "서비스를"],
  ["서울", "으로", "서울로"],
  ["집", "으로", "집으로"],
  ["노트온", "이에요", "노트온이에요"],
  ["Notion", "은", "Notion은"],
  ["Figma", "을", "Figma를"],
  ["Slack", "과", "Slack과"],
  ["Google", "으로", "Google로"],
  ["Desk", "이", "Desk가"],
  ["CRM", "은", "CRM은"],
  ["AI", "가", "AI가"],
  ["Parla 2", "는", "Parla 2는"],
  ["Lumen Notes", "은", "Lumen Notes는"],
])("%s + %s → %s", (word, particle, expected) => {
  expect(withParticle(word, particle)).toBe(expected);
});
