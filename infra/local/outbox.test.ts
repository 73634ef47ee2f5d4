import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '@institute/core/notifications/outbox';
import { LOCAL_OUTBOX_FOLDER } from './constants';

/* `npm run outbox` run for real (tsx infra/local/outbox.ts) against a data folder with messages. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

let dataDir: string;

/** The script with these arguments; `viaNpm` runs it as people do, through the package script. */
async function outbox(args: string[], { viaNpm = false } = {}) {
  const [command, commandArgs] = viaNpm
    ? ['npm', ['run', '--silent', 'outbox', '--', ...args]]
    : [process.execPath, ['--import', 'tsx', path.join(root, 'infra/local/outbox.ts'), ...args]];
  try {
    const { stdout, stderr } = await run(command, commandArgs, {
      cwd: root,
      env: { ...process.env, LOCAL_DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'institute-outbox-'));
  const mailer = outboxMailer({
    dir: path.join(dataDir, LOCAL_OUTBOX_FOLDER),
    from: 'no-reply@example.com',
  });
  // Oldest first, a moment apart, so "newest first" has an unambiguous order.
  for (const n of [1, 2, 3]) {
    await mailer.send({
      to: `person${n}@example.com`,
      fromName: 'Bhakti Institute Ipoh',
      replyTo: 'office@example.org',
      subject: `Message ${n} for ராதா`,
      text: `Body of message ${n}`,
      html: `<p>Body of message ${n}</p>`,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}, 30_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run outbox', () => {
  it('lists the messages under LOCAL_DATA_DIR newest first with date, recipient and subject', async () => {
    const { code, stdout } = await outbox([], { viaNpm: true });
    expect(code).toBe(0);
    expect(stdout).toContain('3 messages');
    const rows = stdout
      .split('\n')
      .filter((line) => /^\s+\d+\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s/.test(line));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^\s+1 .*person3@example\.com\s+Message 3 for ராதா$/);
    expect(rows[1]).toMatch(/^\s+2 .*person2@example\.com\s+Message 2 for ராதா$/);
    expect(rows[2]).toMatch(/^\s+3 .*person1@example\.com\s+Message 1 for ராதா$/);
  }, 30_000);

  it('limits the list with --limit', async () => {
    const { stdout } = await outbox(['--limit', '1']);
    expect(stdout).toContain('newest 1 of 3');
    expect(stdout).toContain('person3@example.com');
    expect(stdout).not.toContain('person2@example.com');
  }, 30_000);

  it('shows one message in full with --show N, and the newest with --last', async () => {
    const second = await outbox(['--show', '2']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('To:       person2@example.com');
    expect(second.stdout).toContain('From:     "Bhakti Institute Ipoh" <no-reply@example.com>');
    expect(second.stdout).toContain('Reply-To: office@example.org');
    expect(second.stdout).toContain('Subject:  Message 2 for ராதா');
    expect(second.stdout).toContain('Body of message 2');
    expect(second.stdout).toContain('<p>Body of message 2</p>');

    const last = await outbox(['--last', '--html']);
    expect(last.stdout.trim()).toBe('<p>Body of message 3</p>');
  }, 30_000);

  it('reads another folder with --dir, says when it is empty, and refuses bad options', async () => {
    const other = await outbox(['--dir', path.join(dataDir, 'nothing-here')]);
    expect(other.code).toBe(0);
    expect(other.stdout).toContain('is empty');

    const missing = await outbox(['--show', '9']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no message 9: the outbox holds 3.');

    const bad = await outbox(['--show', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--show needs a whole number from 1 up');
  }, 30_000);
});
