// The command line of the bench's scripts (`npm run bench`, `npm run eval`): one way to fail and
// one way to read options, with -h/--help printing the script's usage.
import { parseArgs } from "node:util";

/** A `fail(message)` that prints `name: message` and exits with status 2 (a usage or setup error). */
export function failer(name) {
  return (message) => {
    console.error(`${name}: ${message}`);
    process.exit(2);
  };
}

/** The options' values; usage errors fail with the help text, and --help prints it and exits. */
export function readOptions(name, help, options) {
  const fail = failer(name);
  let values;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: "boolean", short: "h", default: false } } }));
  } catch (error) {
    fail(`${error.message}\n\n${help}`);
  }
  if (values.help) {
    console.log(help);
    process.exit(0);
  }
  return values;
}
