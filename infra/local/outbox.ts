/**
 * `npm run outbox`: the e-mail the local stack "sent", newest first. The stack writes each
 * message as a file under its data folder's outbox (LOCAL_DATA_DIR, `.local/data` by default).
 *
 *   npm run outbox                  the newest 20 messages: number, date, to, subject
 *   npm run outbox -- --limit 50    more (or fewer) of them
 *   npm run outbox -- --show 2      message 2 in full: headers, text and HTML
 *   npm run outbox -- --last        the newest message in full
 *   npm run outbox -- --show 1 --html    only its HTML (to save and open in a browser)
 *   npm run outbox -- --dir PATH    another outbox folder
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOutbox, type OutboxEntry } from '@institute/core/notifications/outbox';
import { LOCAL_OUTBOX_FOLDER } from './constants';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const USAGE = 'Usage: npm run outbox -- [--limit N] [--show N | --last] [--html] [--dir PATH]';

interface Options {
  dir: string;
  limit: number;
  show?: number;
  html: boolean;
}

class UsageError extends Error {}

function positive(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} needs a whole number from 1 up`);
  return n;
}

function parseArgs(args: string[]): Options {
  const dataDir = path.resolve(root, process.env.LOCAL_DATA_DIR ?? '.local/data');
  const options: Options = { dir: path.join(dataDir, LOCAL_OUTBOX_FOLDER), limit: 20, html: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--limit') options.limit = positive(arg, args[++i]);
    else if (arg === '--show') options.show = positive(arg, args[++i]);
    else if (arg === '--last') options.show = 1;
    else if (arg === '--html') options.html = true;
    else if (arg === '--dir') {
      const dir = args[++i];
      if (!dir) throw new UsageError('--dir needs a folder');
      options.dir = path.resolve(dir);
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new UsageError(`Unknown option ${arg}`);
  }
  return options;
}

/** "2025-03-02 14:05:01" in this machine's time zone. */
const localTime = (iso: string) => new Date(iso).toLocaleString('sv-SE');

const cut = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);

function list(entries: OutboxEntry[], options: Options, shown: string): void {
  const newest = entries.slice(0, options.limit);
  const of =
    entries.length > newest.length ? ` (newest ${newest.length} of ${entries.length})` : '';
  console.log(
    `Outbox ${shown}: ${entries.length} message${entries.length === 1 ? '' : 's'}${of}\n`,
  );
  const toWidth = Math.min(36, Math.max(2, ...newest.map((entry) => entry.to.length)));
  console.log(`${'#'.padStart(3)}  ${'date'.padEnd(19)}  ${'to'.padEnd(toWidth)}  subject`);
  newest.forEach((entry, index) => {
    console.log(
      `${String(index + 1).padStart(3)}  ${localTime(entry.date)}  ${cut(entry.to, toWidth)}  ${entry.subject}`,
    );
  });
  console.log('\nShow one in full: npm run outbox -- --show N (or --last)');
}

function show(entry: OutboxEntry, options: Options): void {
  if (options.html) {
    console.log(entry.html);
    return;
  }
  console.log(`Date:     ${localTime(entry.date)} (${entry.date})`);
  console.log(`From:     ${entry.from}`);
  console.log(`To:       ${entry.to}`);
  if (entry.replyTo) console.log(`Reply-To: ${entry.replyTo}`);
  console.log(`Subject:  ${entry.subject}`);
  console.log(`File:     ${path.join(options.dir, entry.file)}`);
  console.log(`\n${entry.text.trimEnd()}\n`);
  console.log('--- HTML ---');
  console.log(entry.html);
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n${USAGE}`);
    return 2;
  }
  const relative = path.relative(process.cwd(), options.dir);
  const shown = relative && !relative.startsWith('..') ? relative : options.dir;
  const entries = await readOutbox(options.dir);
  if (entries.length === 0) {
    console.log(
      `The outbox ${shown} is empty: the local stack writes a message there for each e-mail it sends.`,
    );
    return options.show ? 1 : 0;
  }
  if (options.show === undefined) {
    list(entries, options, shown);
    return 0;
  }
  const entry = entries[options.show - 1];
  if (!entry) {
    console.error(`There is no message ${options.show}: the outbox holds ${entries.length}.`);
    return 1;
  }
  show(entry, options);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
