// CPU profiles of workerd's isolates through workerd's own inspector socket (DevTools protocol),
// summarised by function and by source file. Used by `--profile`, never during budget runs.

/** A minimal CDP session over the WebSocket that Node 22 has built in. */
async function connect(url) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot connect to ${url}`)), { once: true });
  });
  let next = 1;
  const pending = new Map();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${message.error.message} (${message.error.code})`));
    else waiter.resolve(message.result);
  });
  return {
    send(method, params = {}) {
      const id = next++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    close: () => socket.close(),
  };
}

/** Starts sampling in the named isolates (ids of /json/list, e.g. "core:user:parla"). */
export async function startProfiling(inspectorPort, ids, intervalUs = 200) {
  const list = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  const sessions = [];
  for (const id of ids) {
    const target = list.find((t) => t.id === id);
    if (!target) throw new Error(`no inspector target ${id} (have: ${list.map((t) => t.id).join(", ")})`);
    const session = await connect(target.webSocketDebuggerUrl);
    await session.send("Profiler.enable");
    await session.send("Profiler.setSamplingInterval", { interval: intervalUs });
    await session.send("Profiler.start");
    sessions.push({ id, session });
  }
  return async function stop() {
    const out = {};
    for (const { id, session } of sessions) {
      const { profile } = await session.send("Profiler.stop");
      session.close();
      out[id] = profile;
    }
    return out;
  };
}

const short = (url) => (url ? url.replace(/^.*\/(assets\/)?/, "$1") : "(native)");

/**
 * Self and total time per function, and self time per file, in ms. Total time counts a function
 * once per sample even when it recurses.
 */
export function summarise(profile, top = 25) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const total = new Map();
  const byFile = new Map();
  let all = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = nodes.get(id);
    const name = node.callFrame.functionName || "(anonymous)";
    // All of workerd's isolates share one thread: "(program)" samples are mostly other isolates'
    // (or native) work, so they are left out like "(idle)"; shares are of this isolate's JS.
    if (name === "(idle)" || name === "(program)") {
      idle += dt;
      return;
    }
    all += dt;
    const key = `${name} ${short(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const file = short(node.callFrame.url);
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = nodes.get(at).callFrame;
      const k = `${frame.functionName || "(anonymous)"} ${short(frame.url)}:${frame.lineNumber + 1}`;
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  });
  const sorted = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10, share: Math.round((ms / all) * 1000) / 10 }));
  return {
    jsMs: Math.round(all),
    otherMs: Math.round(idle),
    self: sorted(self),
    total: sorted(total),
    files: sorted(byFile),
  };
}

/**
 * Where the worker's JS time goes, by activity. Each sample goes to the first category (in this
 * order) that matches a function anywhere on its stack, so an i18next call inside a component
 * counts as i18n, and middleware that an in-process API call runs again counts separately.
 */
const MIDDLEWARE =
  /^(secureHeaders\w*|securityHeadersMiddleware|NONCE|encodeBase64|isBot|detectBot|requestGuardMiddleware|localeRoutingMiddleware|trimTrailingSlash|staticAssets|serveAsset|search|match|splitPath|visitorMiddleware|logger)$/;
const LOADER = /^(callLoaderOrAction|loader\$?\d*|commonRoute\.loader)$/;
export const CATEGORIES = [
  [
    "React: strings → bytes (TextEncoder.encode per chunk, escaping)",
    (has) =>
      has(
        /^(stringToChunk|writeChunk\w*|pushAttribute|pushStyleAttribute|escapeTextForBrowser|encode|pushTextInstance|writeStringChunk|completeWriting)$/,
      ),
  ],
  ["i18next t()", (has) => has(/^(fixedT|translate|extendTranslation|getFixedT|useTranslation)$/)],
  [
    "React Router <Link>/<NavLink>",
    (has) =>
      has(
        /^(LinkWithRef|NavLinkWithRef|useHref|useResolvedPath|usePrefetchBehavior|useLinkClickHandler|PrefetchPageLinks\w*)$/,
      ),
  ],
  ["lucide icons", (has) => has(/^(buildLucideIcon\w*|createLucideIcon)$/)],
  ["turbo-stream encoding of loader data", (has) => has(/^(encodeViaTurboStream|StreamTransfer|stringify|flatten)$/)],
  ["Hono middleware run again by in-process API calls of loaders", (has) => has(LOADER) && has(MIDDLEWARE)],
  ["Hono middleware and routing of the request (headers, nonce, isBot, guard, locale)", (has) => has(MIDDLEWARE)],
  [
    "route matching (matchRoutes, compilePath)",
    (has) =>
      has(
        /^(matchRoutes\w*|compilePath|matchPath\w*|explodeOptionalSegments|flattenRoutes|rankRouteBranches|matchRouteBranch|computeScore)$/,
      ),
  ],
  ["loaders and API handlers (catalog data, JSON)", (has) => has(LOADER)],
  [
    "React render (components, Fizz)",
    (has) =>
      has(
        /^(performWork|renderElement|renderNode\w*|retryNode|renderWithHooks|finishFunctionComponent|renderChildrenArray)$/,
      ),
  ],
  ["garbage collector", (has) => has(/^\(garbage collector\)$/)],
];

export function categorise(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map([...CATEGORIES.map(([name]) => [name, 0]), ["other", 0]]);
  const stacks = new Map();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const leaf = nodes.get(id).callFrame.functionName;
    if (leaf === "(idle)" || leaf === "(program)") return;
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    all += dt;
    let key = stacks.get(id);
    if (key === undefined) {
      const names = [];
      for (let at = id; at !== undefined; at = parent.get(at)) names.push(nodes.get(at).callFrame.functionName);
      const has = (pattern) => names.some((name) => pattern.test(name));
      key = CATEGORIES.find(([, test]) => test(has))?.[0] ?? "other";
      stacks.set(id, key);
    }
    totals.set(key, totals.get(key) + dt);
  });
  return [...totals]
    .map(([category, ms]) => ({ category, share: Math.round((ms / all) * 1000) / 10 }))
    .sort((a, b) => b.share - a.share);
}
