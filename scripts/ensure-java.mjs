// The Nu HTML Checker in the browser suite (tests/e2e/checkers.spec.ts) is a Java program
// (node_modules/vnu-jar). Installs Debian's Java runtime with apt-get when `java` is missing and
// we are root (CI); otherwise says what to do. Like ensure-chromium.mjs, quietly.
import { spawnSync } from "node:child_process";
import { run } from "./lib/process.mjs";

/** The major version of the `java` on PATH, or null when there is none. */
function javaVersion() {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) return null;
  // `openjdk version "17.0.15" …` (or "1.8.0_…" for Java 8) on stderr.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(probe.stderr ?? "");
  if (!match) return 0;
  return match[1] === "1" ? Number(match[2]) : Number(match[1]);
}

let version = javaVersion();
if (version === null) {
  if (process.getuid?.() !== 0) {
    console.error(
      "Java not found (the HTML checker needs it). Install it with: sudo apt-get install -y default-jre-headless",
    );
    process.exit(1);
  }
  console.log("Installing Debian's default-jre-headless for the HTML checker…");
  const quiet = { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  await run("apt-get", ["update", "-qq"], quiet);
  await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "default-jre-headless"], quiet);
  version = javaVersion();
  if (version === null) {
    console.error("default-jre-headless is installed but `java` is still not on PATH.");
    process.exit(1);
  }
}
if (version < 17) {
  console.error(`The HTML checker needs Java 17 or newer; \`java\` on PATH is ${version || "of an unknown version"}.`);
  process.exit(1);
}
