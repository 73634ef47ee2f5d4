import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxMailer, readOutbox } from './outbox';

let dir: string;

beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'outbox-test-')), 'outbox');
});
afterEach(async () => {
  await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('outboxMailer', () => {
  it('writes one JSON file per message, creating the folder, with headers, text and HTML', async () => {
    const mailer = outboxMailer({ dir, from: 'no-reply@example.com' });
    await mailer.send({
      to: 'radha@example.com',
      fromName: 'Bhakti Institute Ipoh',
      replyTo: 'office@example.org',
      subject: 'Thank you\nfor applying',
      text: 'Dear ராதா 🙏,',
      html: '<p>Dear ராதா 🙏,</p>',
    });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.json$/);
    const stored = JSON.parse(await readFile(path.join(dir, files[0]!), 'utf8'));
    expect(stored).toEqual({
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      from: '"Bhakti Institute Ipoh" <no-reply@example.com>',
      to: 'radha@example.com',
      replyTo: 'office@example.org',
      subject: 'Thank you for applying',
      text: 'Dear ராதா 🙏,',
      html: '<p>Dear ராதா 🙏,</p>',
    });
  });

  it('makes the folder again when it was deleted while the stack ran', async () => {
    const mailer = outboxMailer({ dir, from: 'no-reply@example.com' });
    await mailer.send({ to: 'first@example.com', subject: 'first', text: 't', html: 'h' });
    await rm(dir, { recursive: true });
    await mailer.send({ to: 'second@example.com', subject: 'second', text: 't', html: 'h' });
    expect((await readOutbox(dir)).map((entry) => entry.to)).toEqual(['second@example.com']);
  });

  it('keeps every message of many sent at once', async () => {
    const mailer = outboxMailer({ dir, from: 'no-reply@example.com' });
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        mailer.send({ to: `p${n}@example.com`, subject: `s${n}`, text: 't', html: 'h' }),
      ),
    );
    const entries = await readOutbox(dir);
    expect(entries).toHaveLength(40);
    expect(new Set(entries.map((entry) => entry.to)).size).toBe(40);
  });
});

describe('readOutbox', () => {
  it('is empty for a folder that does not exist yet', async () => {
    expect(await readOutbox(dir)).toEqual([]);
  });

  it('answers newest first and skips files that are not messages', async () => {
    const mailer = outboxMailer({ dir, from: 'no-reply@example.com' });
    for (const n of [1, 2]) {
      await mailer.send({ to: `p${n}@example.com`, subject: `s${n}`, text: 't', html: 'h' });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await writeFile(path.join(dir, 'notes.txt'), 'not a message');
    await writeFile(path.join(dir, 'broken.json'), '{ not json');
    await writeFile(path.join(dir, 'other.json'), '{"hello": "world"}');
    await writeFile(path.join(dir, '.partial.json.tmp'), '{');
    const entries = await readOutbox(dir);
    expect(entries.map((entry) => entry.subject)).toEqual(['s2', 's1']);
    expect(entries[0]!.file).toMatch(/\.json$/);
  });
});
