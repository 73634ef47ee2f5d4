import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { platformDir } from './support/paths';
import { ANSWERED_RPC_METHODS } from './support/rpc-server';

/*
 * The infra tests run SST's real components under Pulumi's mocks. Two things there are not public
 * API, so each is pinned here with a message that says what to do when a new version changes it
 * (docs/decisions/035).
 */

async function sourcesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("SST's internals the infra tests rely on", () => {
  it('every RPC method the AWS components call is one the stand-in answers', async () => {
    const files = [
      ...(await sourcesUnder(join(platformDir, 'src/components/aws'))),
      ...(await sourcesUnder(join(platformDir, 'src/components/rpc'))),
    ];
    const called = new Set<string>();
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/rpc\.call(?:<[\s\S]*?>)?\(\s*"([^"]+)"/g)) {
        called.add(match[1]!);
      }
    }
    const unanswered = [...called].filter(
      (method) => !(ANSWERED_RPC_METHODS as readonly string[]).includes(method),
    );
    expect(
      unanswered,
      `SST's components now call RPC methods tests/infra/support/rpc-server.ts does not answer: ${unanswered.join(', ')}. Answer them there as the SST CLI does.`,
    ).toEqual([]);
    // The scan itself works: it finds the calls every deploy makes.
    expect([...called]).toEqual(
      expect.arrayContaining(['Provider.Aws.Bootstrap', 'Runtime.Build']),
    );
  });

  it("Pulumi's runtime still exports the marker of a secret value the mocks unwrap", async () => {
    const rpc = await import(
      pathToFileURL(join(platformDir, 'node_modules/@pulumi/pulumi/runtime/rpc.js')).href
    );
    expect(
      typeof rpc.specialSigKey === 'string' && typeof rpc.specialSecretSig === 'string',
      "@pulumi/pulumi/runtime/rpc no longer exports specialSigKey and specialSecretSig: update pulumiSecretMarker() in tests/infra/support/sst-stack.ts to the runtime's new way of marking secrets.",
    ).toBe(true);
  });
});
