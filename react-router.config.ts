import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "client",
  ssr: true,
  // build/client holds the assets, build/server the worker and its generated wrangler.json.
  buildDirectory: "build",
} satisfies Config;
