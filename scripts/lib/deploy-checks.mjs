// The offline checks of `npm run deploy` (scripts/deploy.mjs): what in wrangler.toml would deploy an
// unsafe or broken worker. Plain JavaScript with no Node imports, so the workerd tests import it too
// (tests/deploy-checks.test.ts). Every problem is one sentence naming the env and the key.

/** The environments `npm run deploy` knows; each one's ENVIRONMENT var must be its own name. */
export const DEPLOY_ENVIRONMENTS = ["production", "staging"];

/** The secret each writer of GENERATOR needs; "workers-ai" needs the AI binding instead, "builtin" nothing. */
export const WRITER_SECRETS = { openai: "OPENAI_API_KEY" };

/** Secrets every deployed environment needs: only "development" may use the built-in visitor secret. */
export const ALWAYS_REQUIRED_SECRETS = ["VISITOR_SECRET"];

const ZERO_UUID = /^0{8}-0{4}-0{4}-0{4}-0{11}[0-9a-f]$/i;
const PLACEHOLDER_TEXT = /replace[_-]?me|changeme|change[_-]me|todo|fixme|placeholder|your[_-]|^<.*>$|^x{3,}$/i;

/**
 * Whether an id or name in wrangler.toml is a placeholder rather than one of the account's real
 * resources: empty; containing REPLACE_ME (wrangler.toml's own placeholders), CHANGEME, TODO,
 * FIXME, "placeholder" or "your-"/"your_"; written as <...> or xxx; or an all-zero UUID (with at
 * most its last digit set, like the local D1 id 00000000-0000-0000-0000-000000000001).
 */
export function isPlaceholder(value) {
  if (value === undefined || value === null) return true;
  const text = String(value).trim();
  return text === "" || ZERO_UUID.test(text) || PLACEHOLDER_TEXT.test(text);
}

/**
 * The Durable Object classes the worker exports (worker/index.ts) and the binding each is reached
 * by. Each must be bound in every environment and declared by a [[migrations]] tag with the SQLite
 * storage backend: a class first deployed under `new_classes` gets key-value storage for good, and
 * a binding without its class's migration is refused by Cloudflare at upload.
 */
export const DURABLE_OBJECTS = [{ name: "VISITOR", class_name: "Visitor" }];

/** What an environment deploys: the Vite build's worker and assets (wrangler.toml, [env.production]). */
export const BUILT_WORKER = "build/server/index.js";
export const BUILT_ASSETS = "build/client";

/**
 * The configuration wrangler deploys for `--env name`: bindings and vars are not inherited from the
 * top level, so they come from [env.name] alone; main, build and assets are, so they fall back to
 * the top level's; the worker's name defaults to "<name>-<env>" as wrangler does. `defined` is false
 * when wrangler.toml has no [env.name].
 */
export function resolveEnv(config, envName) {
  const env = config.env?.[envName];
  return {
    defined: env !== undefined && env !== null && typeof env === "object",
    name: env?.name ?? (config.name ? `${config.name}-${envName}` : undefined),
    main: env?.main ?? config.main,
    build: env?.build ?? config.build,
    assets: env?.assets ?? config.assets,
    vars: env?.vars ?? {},
    ai: env?.ai,
    d1_databases: env?.d1_databases ?? [],
    queues: env?.queues ?? {},
    ratelimits: env?.ratelimits ?? [],
    durable_objects: env?.durable_objects ?? {},
    // Wrangler inherits migrations from the top level; wrangler.toml writes them out anyway.
    migrations: env?.migrations ?? config.migrations ?? [],
  };
}

/** A relative path without its leading "./" or trailing "/" ("./build/client/" → "build/client"). */
function normalPath(value) {
  return String(value ?? "")
    .trim()
    .replace(/^\.\//, "")
    .replace(/\/+$/, "");
}

/** The writers GENERATOR names, in order ("workers-ai,builtin" → ["workers-ai", "builtin"]). */
function writers(vars) {
  return String(vars.GENERATOR ?? "builtin")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The Worker secrets this environment needs before it may be deployed. */
export function requiredSecrets(config, envName) {
  const secrets = [...ALWAYS_REQUIRED_SECRETS];
  for (const writer of writers(resolveEnv(config, envName).vars)) {
    const secret = WRITER_SECRETS[writer];
    if (secret && !secrets.includes(secret)) secrets.push(secret);
  }
  return secrets;
}

/** Problems with PUBLIC_ORIGIN, which must be the site's own https origin, exactly as a URL spells it. */
function publicOriginProblems(value, where) {
  if (value === undefined) return [`${where} PUBLIC_ORIGIN is not set: set it to the site's https origin.`];
  const text = String(value);
  if (text === "") return [`${where} PUBLIC_ORIGIN is empty: set it to the site's https origin.`];
  let url;
  try {
    url = new URL(text);
  } catch {
    return [`${where} PUBLIC_ORIGIN "${text}" is not a URL: set it to the site's https origin.`];
  }
  if (url.protocol !== "https:") return [`${where} PUBLIC_ORIGIN "${text}" is not https.`];
  if (url.origin !== text) {
    return [`${where} PUBLIC_ORIGIN "${text}" is not an origin (no path or trailing slash): use "${url.origin}".`];
  }
  if (/\.example\.?$/.test(url.hostname) || isPlaceholder(url.hostname)) {
    return [`${where} PUBLIC_ORIGIN "${text}" is a placeholder: set it to the site's own domain.`];
  }
  return [];
}

/**
 * Everything in wrangler.toml (parsed) that makes `--env envName` unsafe to deploy, one sentence
 * each; an empty list means the offline checks pass. Secrets are checked separately
 * (missingSecretProblems), since listing them needs an account.
 */
export function deployProblems(config, envName) {
  const env = resolveEnv(config, envName);
  const table = `[env.${envName}]`;
  if (!env.defined) return [`${table} is missing from wrangler.toml.`];
  const problems = [];
  const vars = `[env.${envName}.vars]`;

  if (!env.name) problems.push(`${table} name is not set.`);
  for (const [otherName, other] of Object.entries(config.env ?? {})) {
    if (otherName !== envName && other?.name && other.name === env.name) {
      problems.push(`${table} name "${env.name}" is also [env.${otherName}]'s: one would replace the other's worker.`);
    }
  }

  // The top level's main is worker/index.ts, which wrangler alone cannot bundle: deploy the build.
  if (normalPath(env.main) !== BUILT_WORKER) {
    problems.push(`${table} main is "${env.main ?? ""}" but must be "./${BUILT_WORKER}", the worker Vite builds.`);
  }
  if (!String(env.build?.command ?? "").includes("build")) {
    problems.push(`${table} build has no command = "npm run -s build": wrangler would deploy an old build or none.`);
  }
  if (normalPath(env.assets?.directory) !== BUILT_ASSETS || env.assets?.binding !== "ASSETS") {
    problems.push(
      `${table} assets must be { directory = "./${BUILT_ASSETS}", binding = "ASSETS", run_worker_first = true }.`,
    );
  } else if (env.assets.run_worker_first !== true) {
    problems.push(`${table} assets run_worker_first must be true: assets get their security headers from the worker.`);
  }

  if (env.vars.ENVIRONMENT !== envName) {
    const actual = env.vars.ENVIRONMENT === undefined ? "not set" : `"${env.vars.ENVIRONMENT}"`;
    problems.push(`${vars} ENVIRONMENT is ${actual} but must be "${envName}".`);
  }
  problems.push(...publicOriginProblems(env.vars.PUBLIC_ORIGIN, vars));
  for (const secret of [...ALWAYS_REQUIRED_SECRETS, ...Object.values(WRITER_SECRETS)]) {
    if (secret in env.vars) {
      problems.push(`${vars} ${secret} is a secret: remove it and use wrangler secret put ${secret} --env ${envName}.`);
    }
  }
  if (writers(env.vars).includes("workers-ai") && env.ai?.binding !== "AI") {
    problems.push(`${table} GENERATOR names workers-ai but [env.${envName}.ai] has no binding = "AI".`);
  }

  const databases = `[[env.${envName}.d1_databases]]`;
  if (!env.d1_databases.some((database) => database?.binding === "DB")) {
    problems.push(`${databases} has no database with binding = "DB".`);
  }
  for (const database of env.d1_databases) {
    const label = `${databases} ${database?.binding ?? "(no binding)"}`;
    if (isPlaceholder(database?.database_id)) {
      problems.push(
        `${label} database_id "${database?.database_id ?? ""}" is a placeholder: paste the id printed by wrangler d1 create ${database?.database_name ?? "<name>"}.`,
      );
      continue;
    }
    for (const [otherName, other] of Object.entries(config.env ?? {})) {
      if (otherName === envName) continue;
      if ((other?.d1_databases ?? []).some((theirs) => theirs?.database_id === database.database_id)) {
        problems.push(`${label} database_id is also [env.${otherName}]'s: each environment needs its own database.`);
      }
    }
  }

  problems.push(...durableObjectProblems(env, envName));

  const producers = env.queues.producers ?? [];
  if (!producers.some((producer) => producer?.binding === "LOG_QUEUE")) {
    problems.push(`[[env.${envName}.queues.producers]] has no queue with binding = "LOG_QUEUE".`);
  }
  for (const producer of producers) {
    if (isPlaceholder(producer?.queue)) {
      problems.push(
        `[[env.${envName}.queues.producers]] ${producer?.binding ?? "(no binding)"} queue "${producer?.queue ?? ""}" is a placeholder: name a queue made with wrangler queues create.`,
      );
    }
  }
  for (const consumer of env.queues.consumers ?? []) {
    for (const key of ["queue", "dead_letter_queue"]) {
      if (key === "dead_letter_queue" && consumer?.[key] === undefined) continue;
      if (isPlaceholder(consumer?.[key])) {
        problems.push(
          `[[env.${envName}.queues.consumers]] ${key} "${consumer?.[key] ?? ""}" is a placeholder: name a queue made with wrangler queues create.`,
        );
      }
    }
  }

  for (const limit of env.ratelimits) {
    const label = `[[env.${envName}.ratelimits]] ${limit?.name ?? "(no name)"}`;
    const id = limit?.namespace_id;
    if (isPlaceholder(id)) {
      problems.push(
        `${label} namespace_id "${id ?? ""}" is a placeholder: choose a positive integer not used by another namespace in the account.`,
      );
    } else if (!/^[1-9]\d*$/.test(String(id))) {
      problems.push(`${label} namespace_id "${id}" is not a positive integer.`);
    } else {
      for (const [otherName, other] of Object.entries(config.env ?? {})) {
        const theirs = (other?.ratelimits ?? []).filter((item) => String(item?.namespace_id) === String(id));
        if (theirs.length > (otherName === envName ? 1 : 0)) {
          problems.push(`${label} namespace_id "${id}" is also used in [env.${otherName}]: each limit needs its own.`);
        }
      }
    }
  }
  return problems;
}

/** A Durable Object class that is not bound, or not declared with SQLite storage, in the environment. */
function durableObjectProblems(env, envName) {
  const problems = [];
  const bindings = env.durable_objects.bindings ?? [];
  const sqliteClasses = env.migrations.flatMap((migration) => migration?.new_sqlite_classes ?? []);
  const kvClasses = env.migrations.flatMap((migration) => migration?.new_classes ?? []);
  for (const { name, class_name } of DURABLE_OBJECTS) {
    if (!bindings.some((binding) => binding?.name === name && binding?.class_name === class_name)) {
      problems.push(
        `[[env.${envName}.durable_objects.bindings]] has no binding name = "${name}", class_name = "${class_name}".`,
      );
    }
    if (kvClasses.includes(class_name)) {
      problems.push(
        `[[env.${envName}.migrations]] declares ${class_name} in new_classes (key-value storage): it must be new_sqlite_classes.`,
      );
    } else if (!sqliteClasses.includes(class_name)) {
      problems.push(`[[env.${envName}.migrations]] has no tag with new_sqlite_classes = ["${class_name}"].`);
    }
  }
  return problems;
}

/** One problem per required secret that `wrangler secret list --env envName` did not list. */
export function missingSecretProblems(required, listed, envName) {
  const names = new Set(listed);
  return required
    .filter((secret) => !names.has(secret))
    .map(
      (secret) =>
        `[env.${envName}] secret ${secret} is not set: run wrangler secret put ${secret} -c wrangler.toml --env ${envName}.`,
    );
}

/**
 * A reader of the TOML that wrangler.toml uses: tables, arrays of tables, bare, quoted and dotted
 * keys, basic and literal strings, integers, floats, booleans, arrays and inline tables, comments.
 * Anything else (multi-line strings, dates) is an error naming its line, never a silent guess.
 * @param {string} text
 * @returns {{ [key: string]: any }}
 */
export function parseToml(text) {
  const root = {};
  let current = root;
  let pos = 0;

  const line = () => text.slice(0, pos).split("\n").length;
  const fail = (message) => {
    throw new SyntaxError(`wrangler.toml line ${line()}: ${message}`);
  };
  const skipSpaces = () => {
    while (text[pos] === " " || text[pos] === "\t") pos++;
  };
  const skipComment = () => {
    if (text[pos] === "#") while (pos < text.length && text[pos] !== "\n") pos++;
  };
  const skipBlank = () => {
    for (;;) {
      skipSpaces();
      skipComment();
      if (text[pos] === "\n" || text[pos] === "\r") pos++;
      else return;
    }
  };
  const endOfLine = () => {
    skipSpaces();
    skipComment();
    if (text[pos] === "\r") pos++;
    if (pos < text.length && text[pos] !== "\n") fail(`unexpected "${text[pos]}"`);
  };

  const basicString = () => {
    if (text.startsWith('"""', pos)) fail("multi-line strings are not supported");
    pos++;
    let out = "";
    for (;;) {
      const char = text[pos++];
      if (char === undefined || char === "\n") fail("unterminated string");
      if (char === '"') return out;
      if (char !== "\\") {
        out += char;
        continue;
      }
      const escaped = text[pos++];
      const simple = { b: "\b", t: "\t", n: "\n", f: "\f", r: "\r", '"': '"', "\\": "\\" }[escaped];
      if (simple !== undefined) out += simple;
      else if (escaped === "u" || escaped === "U") {
        const length = escaped === "u" ? 4 : 8;
        const hex = text.slice(pos, pos + length);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== length) fail("bad unicode escape");
        out += String.fromCodePoint(Number.parseInt(hex, 16));
        pos += length;
      } else fail(`bad escape "\\${escaped}"`);
    }
  };
  const literalString = () => {
    if (text.startsWith("'''", pos)) fail("multi-line strings are not supported");
    const end = text.indexOf("'", pos + 1);
    const newline = text.indexOf("\n", pos + 1);
    if (end < 0 || (newline >= 0 && newline < end)) fail("unterminated string");
    const out = text.slice(pos + 1, end);
    pos = end + 1;
    return out;
  };

  const key = () => {
    const parts = [];
    for (;;) {
      skipSpaces();
      if (text[pos] === '"') parts.push(basicString());
      else if (text[pos] === "'") parts.push(literalString());
      else {
        const match = /^[A-Za-z0-9_-]+/.exec(text.slice(pos, pos + 200));
        if (!match) fail("expected a key");
        parts.push(match[0]);
        pos += match[0].length;
      }
      skipSpaces();
      if (text[pos] !== ".") return parts;
      pos++;
    }
  };

  const value = () => {
    const char = text[pos];
    if (char === '"') return basicString();
    if (char === "'") return literalString();
    if (char === "[") {
      pos++;
      const items = [];
      for (;;) {
        skipBlank();
        if (text[pos] === "]") {
          pos++;
          return items;
        }
        items.push(value());
        skipBlank();
        if (text[pos] === ",") pos++;
        else if (text[pos] !== "]") fail('expected "," or "]" in an array');
      }
    }
    if (char === "{") {
      pos++;
      const table = {};
      skipSpaces();
      if (text[pos] === "}") {
        pos++;
        return table;
      }
      for (;;) {
        const path = key();
        if (text[pos] !== "=") fail('expected "=" in an inline table');
        pos++;
        skipSpaces();
        assign(table, path, value());
        skipSpaces();
        if (text[pos] === "}") {
          pos++;
          return table;
        }
        if (text[pos] !== ",") fail('expected "," or "}" in an inline table');
        pos++;
      }
    }
    const rest = text.slice(pos, pos + 100);
    const word = /^(true|false)(?![A-Za-z0-9_-])/.exec(rest);
    if (word) {
      pos += word[0].length;
      return word[0] === "true";
    }
    const number = /^[+-]?(0|[1-9](_?\d)*)(\.\d(_?\d)*)?([eE][+-]?\d(_?\d)*)?(?![\w:.-])/.exec(rest);
    if (number) {
      pos += number[0].length;
      return Number(number[0].replaceAll("_", ""));
    }
    return fail("unsupported value (only strings, numbers, booleans, arrays and inline tables)");
  };

  function assign(table, path, item) {
    let target = table;
    for (const part of path.slice(0, -1)) {
      if (target[part] === undefined) target[part] = {};
      target = target[part];
      if (typeof target !== "object" || Array.isArray(target)) fail(`"${path.join(".")}" is not a table`);
    }
    const last = path[path.length - 1];
    if (Object.hasOwn(target, last)) fail(`"${path.join(".")}" is defined twice`);
    target[last] = item;
  }

  const table = (path, isArray) => {
    let target = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      if (last && isArray) {
        if (target[part] === undefined) target[part] = [];
        if (!Array.isArray(target[part])) fail(`"${path.join(".")}" is not an array of tables`);
        const entry = {};
        target[part].push(entry);
        target = entry;
        return;
      }
      if (target[part] === undefined) target[part] = {};
      const next = target[part];
      target = Array.isArray(next) ? next[next.length - 1] : next;
      if (typeof target !== "object" || target === null) fail(`"${path.join(".")}" is not a table`);
    });
    return target;
  };

  for (;;) {
    skipBlank();
    if (pos >= text.length) return root;
    if (text[pos] === "[") {
      const isArray = text[pos + 1] === "[";
      pos += isArray ? 2 : 1;
      const path = key();
      const close = isArray ? "]]" : "]";
      if (!text.startsWith(close, pos)) fail(`expected "${close}"`);
      pos += close.length;
      current = table(path, isArray);
      endOfLine();
    } else {
      const path = key();
      if (text[pos] !== "=") fail('expected "="');
      pos++;
      skipSpaces();
      assign(current, path, value());
      endOfLine();
    }
  }
}
