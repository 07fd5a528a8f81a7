import { exports } from "cloudflare:workers";
import { test } from "vitest";

const cases: Array<[string, string, Record<string, string>?]> = [
  ["GET", "/"],
  ["GET", "/ja/templates/?q=1"],
  ["GET", "/", { "accept-language": "fr" }],
  ["GET", "/nope"],
  ["GET", "/ja/nope"],
  ["GET", "/xx"],
  ["GET", "/ja/ja"],
  ["GET", "/solutions/Bad_Slug"],
  ["GET", "/p/x"],
  ["GET", "/share/%3Cscript%3E"],
  ["GET", "/%00"],
  ["GET", "/%E0%A4%A"],
  ["GET", "/../../etc/passwd"],
  ["GET", "/..%2f..%2fetc"],
  ["POST", "/"],
  ["DELETE", "/templates"],
  ["HEAD", "/"],
  ["GET", "/api/nope"],
  ["GET", "/healthz"],
  ["GET", "/favicon.svg"],
  ["GET", "/de/templates.data"],
  ["GET", "/nope", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }],
];

test("probe", async () => {
  for (const [method, path, headers] of cases) {
    const res = await exports.default.fetch(`http://example.com${path}`, { method, redirect: "manual", headers });
    const body = await res.text();
    console.log(method, path, res.status, JSON.stringify(Object.fromEntries(res.headers)), body.slice(0, 300).replace(/\n/g, " "));
  }
}, 120_000);
