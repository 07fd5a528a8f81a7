import { describe, expect, it } from "vitest";
import { loadThirdPartyScript, type ScriptHost } from "./third-party-script";

/** Just enough of a document: one optional meta tag, and the scripts appended to head. */
function fakeDocument(metaContent: string | null) {
  const appended: Array<{ src: string; async: boolean; attributes: Record<string, string> }> = [];
  const host: ScriptHost = {
    querySelector(selectors) {
      if (selectors === 'meta[name="analytics-script"]') {
        return metaContent === null ? null : { getAttribute: (name) => (name === "content" ? metaContent : null) };
      }
      if (selectors === "script[data-analytics-script]") {
        return appended.find((script) => "data-analytics-script" in script.attributes)
          ? { getAttribute: () => null }
          : null;
      }
      return null;
    },
    createElement() {
      const attributes: Record<string, string> = {};
      return {
        src: "",
        async: false,
        attributes,
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      };
    },
    head: {
      appendChild(node: never) {
        appended.push(node);
      },
    },
  };
  return { host, appended };
}

describe('third-party analytics script (docs/analytics.md, "The third-party script")', () => {
  it("loads the script named by the page, async, once", () => {
    const { host, appended } = fakeDocument(" https://analytics.example/t.js ");
    expect(loadThirdPartyScript(host)).toBe(true);
    expect(loadThirdPartyScript(host)).toBe(false);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ src: "https://analytics.example/t.js", async: true });
  });

  it("loads nothing when the page names no script", () => {
    const { host, appended } = fakeDocument(null);
    expect(loadThirdPartyScript(host)).toBe(false);
    expect(loadThirdPartyScript(fakeDocument("").host)).toBe(false);
    expect(appended).toHaveLength(0);
  });

  it("refuses anything but an https URL", () => {
    for (const url of ["http://analytics.example/t.js", "javascript:alert(1)", "/local.js", "not a url"]) {
      const { host, appended } = fakeDocument(url);
      expect(loadThirdPartyScript(host)).toBe(false);
      expect(appended).toHaveLength(0);
    }
  });
});
