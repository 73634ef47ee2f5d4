import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_CLOUDFRONT_DOMAIN } from './mock-state';
import { deployUnderMocks, type MockedStack } from './sst-stack';
import { COMMAND, CORS, FUNCTION_URL, routeEntries, routeMetadata } from './stack-queries';

/* eslint-disable @typescript-eslint/no-explicit-any -- resource inputs are untyped JSON */

/**
 * `sst dev` for a stage: the same sst.config.ts with `$dev` on. The function runs live on the
 * developer's machine behind its URL, the Router still fronts it, and the site is served by Vite,
 * which forwards /api to the Router.
 */
export function describeDevMode(stage: string) {
  let stack: MockedStack;

  beforeAll(async () => {
    stack = await deployUnderMocks(stage, { dev: true });
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  describe(`sst dev (${stage})`, () => {
    it('registers the API function to run live, reached through its URL on the Router', () => {
      // The API, the mail queue's consumer and the daily retention run (the queue and the
      // schedule invoke the live copies too).
      expect(stack.devTargets.map((t) => t.handler).sort()).toEqual([
        'functions/src/lambda.handler',
        'functions/src/mail-queue.handler',
        'functions/src/retention.handler',
      ]);
      const api = routeEntries(stack).filter((e) => e.path === '/api');
      expect(api).toHaveLength(1);
      const functionUrl = new URL(stack.one(FUNCTION_URL).state.functionUrl);
      expect(routeMetadata(stack, api[0]!.namespace!).host).toBe(functionUrl.host);
    });

    it('deploys no site: the Router serves only /api and /uploads, Vite the pages', () => {
      expect(stack.ofType(COMMAND).filter((c) => c.name.includes('Web'))).toEqual([]);
      expect(
        routeEntries(stack)
          .map((e) => e.path)
          .sort(),
      ).toEqual(['/api', '/uploads']);
    });

    it('gives the API no site bucket to serve / from: Vite serves the home page', () => {
      const api = stack
        .ofType('aws:lambda/function:Function')
        .find((f) => f.name.startsWith('Api'));
      expect(api?.inputs.environment.variables.TABLE_NAME).toBeDefined();
      expect(api?.inputs.environment.variables.SITE_BUCKET).toBeUndefined();
    });

    it("gives Vite the Router's address to forward /api and /uploads to", async () => {
      const { siteEnvironment } = await import('../../../infra/web');
      const target = await new Promise((resolve) =>
        ($util.output(siteEnvironment.API_PROXY_TARGET) as any).apply(resolve),
      );
      expect(target).toBe(`https://${MOCK_CLOUDFRONT_DOMAIN}`);
    });

    it("lets the Vite server's pages PUT images to the uploads bucket", () => {
      const cors = stack.one(CORS, 'UploadsCors').inputs;
      expect(cors.corsRules[0].allowedOrigins).toContain('http://localhost:5173');
    });
  });
}
