import { parseCheckArgs, USAGE } from './args.ts';
import { checkBackend } from './check.ts';
import { exitCodeOf, formatReport } from './report.ts';

let args: ReturnType<typeof parseCheckArgs>;
try {
  args = parseCheckArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
const rows = await checkBackend({
  baseUrl: args.base,
  email: args.email,
  password: args.password,
  writes: args.writes,
  dynamicKeyPhrase: args.phrase ?? process.env.DYNAMIC_KEY_PHRASE,
});
console.log(formatReport(rows));
process.exitCode = exitCodeOf(rows);
