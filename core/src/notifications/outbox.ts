import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatAddress, headerSafe, type Mailer, type MailMessage } from './mailer';
import { timeNamedFile } from './time-named-file';

/*
 * The local stack's stand-in for SES: every message becomes one JSON file in the stack's outbox
 * folder (`.local/data/outbox/` for `npm start`), which `npm run outbox` lists and shows.
 */

export interface OutboxMessage {
  /** When it was "sent", ISO UTC. */
  date: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends OutboxMessage {
  /** The file's name inside the outbox folder. */
  file: string;
}

export function outboxMailer({ dir, from }: { dir: string; from: string }): Mailer {
  let ready: Promise<unknown> | undefined;
  return {
    async send(message: MailMessage) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const date = new Date().toISOString();
      const stored: OutboxMessage = {
        date,
        from: formatAddress(from, message.fromName),
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: headerSafe(message.subject),
        text: message.text,
        html: message.html,
      };
      // Named by time, so a listing sorts by name. One write, no rename: it keeps load tests
      // fast, and a reader skips a file it catches half-written.
      const name = timeNamedFile(date);
      const write = () =>
        writeFile(path.join(dir, name), JSON.stringify(stored, null, 2), { flag: 'wx' });
      try {
        await write();
      } catch (err) {
        // Someone emptied the outbox by deleting the folder while the stack ran: make it again.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        await mkdir(dir, { recursive: true });
        await write();
      }
    },
  };
}

function isOutboxMessage(value: unknown): value is OutboxMessage {
  const m = value as Partial<OutboxMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.date === 'string' &&
    typeof m.to === 'string' &&
    typeof m.subject === 'string' &&
    typeof m.text === 'string'
  );
}

/** Every message in the folder, newest first; [] when the folder does not exist yet. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const entries: OutboxEntry[] = [];
  for (const file of names.filter((name) => name.endsWith('.json') && !name.startsWith('.'))) {
    try {
      const parsed: unknown = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      if (isOutboxMessage(parsed)) {
        entries.push({
          ...parsed,
          from: parsed.from ?? '',
          replyTo: parsed.replyTo ?? null,
          html: parsed.html ?? '',
          file,
        });
      }
    } catch {
      // Not one of ours (or being removed as we read): skip it.
    }
  }
  return entries.sort((a, b) =>
    a.date === b.date ? b.file.localeCompare(a.file) : b.date.localeCompare(a.date),
  );
}
