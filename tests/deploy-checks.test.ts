import { describe, expect, test } from "vitest";
import {
  deployProblems,
  isPlaceholder,
  missingSecretProblems,
  parseToml,
  requiredSecrets,
  resolveEnv,
} from "../scripts/lib/deploy-checks.mjs";
import shipped from "../wrangler.toml?raw";

// The offline checks of `npm run deploy` (scripts/deploy.mjs), on the shipped wrangler.toml and on
// copies of it with the account's ids filled in.

type Config = ReturnType<typeof parseToml>;
const ENVS = ["production", "staging"] as const;

/** The shipped wrangler.toml with every placeholder of both environments replaced by a real-looking value. */
function filled(): Config {
  const config = parseToml(shipped);
  ENVS.forEach((name, index) => {
    const env = config.env[name];
    env.vars.PUBLIC_ORIGIN = name === "production" ? "https://parla.app" : "https://staging.parla.app";
    env.d1_databases[0].database_id = `3f2b8c1e-0d4a-4b7e-9c21-5a6d7e8f90${index}1`;
    env.ratelimits.forEach((limit: { namespace_id: string }, position: number) => {
      limit.namespace_id = String(1000 * (index + 1) + position + 1);
    });
  });
  return config;
}

describe("the shipped wrangler.toml", () => {
  test("reads like wrangler does: each environment has its own name, bindings and vars", () => {
    const config = parseToml(shipped);
    expect(resolveEnv(config, "production")).toMatchObject({
      name: "parla",
      ai: { binding: "AI" },
      vars: { ENVIRONMENT: "production", GENERATOR: "workers-ai,builtin" },
    });
    expect(resolveEnv(config, "staging")).toMatchObject({
      name: "parla-staging",
      ai: { binding: "AI" },
      vars: { ENVIRONMENT: "staging", PUBLIC_ORIGIN: "" },
      queues: { producers: [{ binding: "LOG_QUEUE", queue: "parla-staging-logs" }] },
    });
    // Both deploy the Vite build of the top level, which itself runs worker/index.ts.
    for (const name of ENVS) {
      expect(resolveEnv(config, name)).toMatchObject({
        main: "./build/server/index.js",
        build: { command: "npm run -s build" },
        assets: { directory: "./build/client", binding: "ASSETS", run_worker_first: true },
      });
    }
    expect(config.main).toBe("./worker/index.ts");
    expect(config.env.production.ratelimits[0].simple).toEqual({ limit: 20, period: 60 });
    expect(config.compatibility_flags).toContain("nodejs_compat");
  });

  test("binds the Visitor Durable Object, with SQLite storage, at the top level and in every environment", () => {
    const config = parseToml(shipped);
    const visitor = { name: "VISITOR", class_name: "Visitor" };
    const sqlite = [{ tag: "v1", new_sqlite_classes: ["Visitor"] }];
    expect(config.durable_objects.bindings).toEqual([visitor]);
    expect(config.migrations).toEqual(sqlite);
    for (const name of Object.keys(config.env)) {
      // Bindings are not inherited: each environment names its own.
      expect(config.env[name].durable_objects.bindings).toEqual([visitor]);
      expect(resolveEnv(config, name).migrations).toEqual(sqlite);
    }
  });

  test.each(ENVS)("%s is refused, naming each placeholder", (name) => {
    const problems = deployProblems(parseToml(shipped), name);
    const about = (text: string) => problems.filter((problem: string) => problem.includes(text));
    expect(
      about(`[[env.${name}.d1_databases]] DB database_id "REPLACE_ME_D1_DATABASE_ID" is a placeholder`),
    ).toHaveLength(1);
    for (const limit of ["VISITOR", "IP", "LOG"]) {
      expect(about(`[[env.${name}.ratelimits]] RATE_LIMIT_${limit} namespace_id "REPLACE_ME_`)).toHaveLength(1);
    }
    expect(about(`[env.${name}.vars] PUBLIC_ORIGIN`)).toHaveLength(1);
    expect(problems).toHaveLength(5);
  });

  test("an environment wrangler.toml does not define is refused", () => {
    expect(deployProblems(parseToml(shipped), "preview")).toEqual(["[env.preview] is missing from wrangler.toml."]);
  });
});

describe("a filled-in configuration", () => {
  test.each(ENVS)("%s passes, and needs VISITOR_SECRET", (name) => {
    expect(deployProblems(filled(), name)).toEqual([]);
    expect(requiredSecrets(filled(), name)).toEqual(["VISITOR_SECRET"]);
  });

  test("an environment must deploy the build: its worker, its build command and its assets", () => {
    const config = filled();
    delete config.env.production.main;
    delete config.env.production.build;
    config.env.production.assets.directory = "./public";
    expect(deployProblems(config, "production")).toEqual([
      '[env.production] main is "./worker/index.ts" but must be "./build/server/index.js", the worker Vite builds.',
      '[env.production] build has no command = "npm run -s build": wrangler would deploy an old build or none.',
      '[env.production] assets must be { directory = "./build/client", binding = "ASSETS", run_worker_first = true }.',
    ]);
    config.env.staging.assets.directory = "build/client/";
    config.env.staging.assets.run_worker_first = false;
    expect(deployProblems(config, "staging")).toEqual([
      "[env.staging] assets run_worker_first must be true: assets get their security headers from the worker.",
    ]);
  });

  test("ENVIRONMENT must be the environment's own name", () => {
    const config = filled();
    config.env.staging.vars.ENVIRONMENT = "production";
    delete config.env.production.vars.ENVIRONMENT;
    expect(deployProblems(config, "staging")).toEqual([
      '[env.staging.vars] ENVIRONMENT is "production" but must be "staging".',
    ]);
    expect(deployProblems(config, "production")).toEqual([
      '[env.production.vars] ENVIRONMENT is not set but must be "production".',
    ]);
  });

  test.each([
    ["", "is empty"],
    ["http://parla.app", "is not https"],
    ["parla.app", "is not a URL"],
    ["https://parla.app/", 'is not an origin (no path or trailing slash): use "https://parla.app"'],
    ["https://parla.example", "is a placeholder"],
  ])("PUBLIC_ORIGIN %j is refused", (origin, reason) => {
    const config = filled();
    config.env.production.vars.PUBLIC_ORIGIN = origin;
    const problems = deployProblems(config, "production");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("[env.production.vars] PUBLIC_ORIGIN");
    expect(problems[0]).toContain(reason);
    delete config.env.production.vars.PUBLIC_ORIGIN;
    expect(deployProblems(config, "production")).toEqual([
      "[env.production.vars] PUBLIC_ORIGIN is not set: set it to the site's https origin.",
    ]);
  });

  test("a model GENERATOR needs its key, or its binding", () => {
    const config = filled();
    config.env.production.vars.GENERATOR = "openai,builtin";
    expect(requiredSecrets(config, "production")).toEqual(["VISITOR_SECRET", "OPENAI_API_KEY"]);
    expect(missingSecretProblems(requiredSecrets(config, "production"), ["VISITOR_SECRET"], "production")).toEqual([
      "[env.production] secret OPENAI_API_KEY is not set: run wrangler secret put OPENAI_API_KEY -c wrangler.toml --env production.",
    ]);
    expect(
      missingSecretProblems(["VISITOR_SECRET", "OPENAI_API_KEY"], ["OPENAI_API_KEY", "VISITOR_SECRET"], "production"),
    ).toEqual([]);
    expect(missingSecretProblems(["VISITOR_SECRET"], [], "staging")).toEqual([
      "[env.staging] secret VISITOR_SECRET is not set: run wrangler secret put VISITOR_SECRET -c wrangler.toml --env staging.",
    ]);

    config.env.staging.vars.OPENAI_API_KEY = "sk-in-plain-text";
    delete config.env.staging.ai;
    expect(deployProblems(config, "staging")).toEqual([
      "[env.staging.vars] OPENAI_API_KEY is a secret: remove it and use wrangler secret put OPENAI_API_KEY --env staging.",
      '[env.staging] GENERATOR names workers-ai but [env.staging.ai] has no binding = "AI".',
    ]);
  });

  test("environments may not share a worker, a database or a rate-limit namespace", () => {
    const config = filled();
    config.env.staging.name = "parla";
    config.env.staging.d1_databases[0].database_id = config.env.production.d1_databases[0].database_id;
    config.env.staging.ratelimits[0].namespace_id = "1001";
    config.env.staging.ratelimits[1].namespace_id = "-3";
    expect(deployProblems(config, "staging")).toEqual([
      `[env.staging] name "parla" is also [env.production]'s: one would replace the other's worker.`,
      "[[env.staging.d1_databases]] DB database_id is also [env.production]'s: each environment needs its own database.",
      '[[env.staging.ratelimits]] RATE_LIMIT_VISITOR namespace_id "1001" is also used in [env.production]: each limit needs its own.',
      '[[env.staging.ratelimits]] RATE_LIMIT_IP namespace_id "-3" is not a positive integer.',
    ]);
  });

  test("the Visitor Durable Object must be bound and declared with SQLite storage", () => {
    const config = filled();
    delete config.env.production.durable_objects;
    delete config.env.production.migrations;
    delete config.migrations;
    expect(deployProblems(config, "production")).toEqual([
      '[[env.production.durable_objects.bindings]] has no binding name = "VISITOR", class_name = "Visitor".',
      '[[env.production.migrations]] has no tag with new_sqlite_classes = ["Visitor"].',
    ]);
    config.env.staging.durable_objects.bindings[0].class_name = "Visitors";
    config.env.staging.migrations = [{ tag: "v1", new_classes: ["Visitor"] }];
    expect(deployProblems(config, "staging")).toEqual([
      '[[env.staging.durable_objects.bindings]] has no binding name = "VISITOR", class_name = "Visitor".',
      "[[env.staging.migrations]] declares Visitor in new_classes (key-value storage): it must be new_sqlite_classes.",
    ]);
  });

  test("queue names that are placeholders are refused", () => {
    const config = filled();
    config.env.production.queues.producers[0].queue = "REPLACE_ME";
    config.env.production.queues.consumers[0].dead_letter_queue = "";
    expect(deployProblems(config, "production")).toEqual([
      '[[env.production.queues.producers]] LOG_QUEUE queue "REPLACE_ME" is a placeholder: name a queue made with wrangler queues create.',
      '[[env.production.queues.consumers]] dead_letter_queue "" is a placeholder: name a queue made with wrangler queues create.',
    ]);
  });
});

describe("isPlaceholder", () => {
  test.each([
    "",
    "  ",
    "REPLACE_ME_D1_DATABASE_ID",
    "replace-me",
    "CHANGEME",
    "<your-database-id>",
    "your_namespace_id",
    "TODO",
    "xxxx",
    "00000000-0000-0000-0000-000000000000",
    "00000000-0000-0000-0000-000000000001",
  ])("%j is one", (value) => {
    expect(isPlaceholder(value)).toBe(true);
  });

  test.each(["3f2b8c1e-0d4a-4b7e-9c21-5a6d7e8f9001", "1001", "parla-logs", "parla-staging-logs-dlq"])(
    "%j is not",
    (value) => {
      expect(isPlaceholder(value)).toBe(false);
    },
  );
});

describe("parseToml", () => {
  test("reads strings, numbers, booleans, arrays, inline tables, dotted keys and comments", () => {
    expect(
      parseToml(
        [
          "# comment",
          'a = "x \\"q\\" \\u00e9 # not a comment" # comment',
          "b = 'C:\\path'",
          "n = 1_000",
          "f = -2.5e3",
          "t = true",
          'list = [1, "two", [3], { k = false }]',
          "multi = [",
          '  "one", # first',
          "  2,",
          "]",
          '"quoted key".dotted.key = 4',
          "[table.sub]",
          "x = 1",
          "[[items]]",
          "y = 1",
          "[[items]]",
          "y = 2",
          "[items.detail]",
          "z = 3",
        ].join("\r\n"),
      ),
    ).toEqual({
      a: 'x "q" é # not a comment',
      b: "C:\\path",
      n: 1000,
      f: -2500,
      t: true,
      list: [1, "two", [3], { k: false }],
      multi: ["one", 2],
      "quoted key": { dotted: { key: 4 } },
      table: { sub: { x: 1 } },
      items: [{ y: 1 }, { y: 2, detail: { z: 3 } }],
    });
  });

  test.each([
    ['a = """x"""', /line 1: multi-line strings/],
    ['a = "x', /line 1: unterminated string/],
    ["\na = 1979-05-27", /line 2: unsupported value/],
    ["a = 1\na = 2", /line 2: "a" is defined twice/],
    ["a = 1 b = 2", /line 1: unexpected "b"/],
    ["[a", /line 1: expected "]"/],
    ["a = 1\n[[a]]", /"a" is not an array of tables/],
  ])("refuses %j with its line", (text, message) => {
    expect(() => parseToml(text)).toThrow(message);
  });
});
