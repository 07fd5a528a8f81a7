import { execFileSync } from "node:child_process";

/**
 * The build id names one deploy: `BUILD_ID` when CI sets it, else the commit plus the build time,
 * so two builds of the same commit still differ (the client compares ids to detect a new build).
 */
export function makeBuildInfo(now = new Date()): { id: string; timestamp: number } {
  const fromEnv = process.env.BUILD_ID?.trim();
  if (fromEnv) return { id: fromEnv, timestamp: now.getTime() };
  let commit = "local";
  try {
    commit = execFileSync("git", ["rev-parse", "--short=10", "HEAD"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (e.g. an unpacked tarball): the timestamp alone still tells builds apart.
  }
  return { id: `${commit}-${now.getTime().toString(36)}`, timestamp: now.getTime() };
}
