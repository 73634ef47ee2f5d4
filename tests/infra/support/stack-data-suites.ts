import { describe, expect, it } from 'vitest';
import {
  CLIENT,
  LIFECYCLE,
  TABLE,
  USER_GROUP,
  USER_POOL,
  type StageContext,
} from './stack-queries';

/** The table, the app-wide settings and the user pool. */
export function describeDataAndAuth(ctx: StageContext) {
  const { stage, production, siteUrl } = ctx;
  describe(`table (${stage})`, () => {
    it('has the key schema from core, all string attributes, on demand', () => {
      const table = ctx.stack.one(TABLE).inputs;
      expect(table.hashKey).toBe('pk');
      expect(table.rangeKey).toBe('sk');
      expect(table.billingMode).toBe('PAY_PER_REQUEST');
      expect(table.attributes).toEqual(
        ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map((name) => ({ name, type: 'S' })),
      );
    });

    it('has exactly the byType and published indexes, projecting everything', () => {
      expect(ctx.stack.one(TABLE).inputs.globalSecondaryIndexes).toEqual([
        { name: 'byType', hashKey: 'gsi1pk', rangeKey: 'gsi1sk', projectionType: 'ALL' },
        { name: 'published', hashKey: 'gsi2pk', rangeKey: 'gsi2sk', projectionType: 'ALL' },
      ]);
    });

    it('expires items on expires_at', () => {
      expect(ctx.stack.one(TABLE).inputs.ttl).toEqual({
        attributeName: 'expires_at',
        enabled: true,
      });
    });

    it('has point-in-time recovery on', () => {
      expect(ctx.stack.one(TABLE).inputs.pointInTimeRecovery).toEqual({ enabled: true });
    });

    it(`is ${production ? '' : 'not '}deletion-protected and ${production ? '' : 'not '}retained`, () => {
      const table = ctx.stack.one(TABLE);
      expect(table.inputs.deletionProtectionEnabled).toBe(production);
      expect(Boolean(table.opts.retainOnDelete)).toBe(production);
    });
  });

  describe(`app (${stage})`, () => {
    it(`${production ? 'retains' : 'removes'} resources when the stage is removed`, () => {
      expect(ctx.stack.app.removal).toBe(production ? 'retain' : 'remove');
      expect(Boolean(ctx.stack.app.protect)).toBe(production);
    });

    it(`${production ? 'retains' : 'removes'} the uploaded images with the stage`, () => {
      const bucket = ctx.stack.one('aws:s3/bucket:Bucket', 'Uploads');
      expect(Boolean(bucket.opts.retainOnDelete)).toBe(production);
    });

    it('expires unchecked uploads under pending/ after a day, and nothing else', () => {
      const lifecycle = ctx.stack.one(LIFECYCLE, 'Uploads').inputs;
      expect(lifecycle.bucket).toBe(ctx.stack.outputs.uploadsBucket);
      expect(lifecycle.rules).toEqual([
        expect.objectContaining({
          id: 'expire-pending-uploads',
          status: 'Enabled',
          filter: { prefix: 'pending/' },
          expiration: { days: 1 },
        }),
      ]);
    });

    it('returns the site URL, API URL, pool id and client id', () => {
      const { outputs } = ctx.stack;
      expect(outputs.url).toBe(siteUrl);
      expect(outputs.api).toBe(`${outputs.url}/api`);
      expect(outputs.userPoolId).toBe(`${ctx.stack.one(USER_POOL).name}-id`);
      expect(outputs.userPoolClientId).toBe(`${ctx.stack.one(CLIENT).name}-id`);
    });
  });

  describe(`auth (${stage})`, () => {
    it('signs in with e-mail, needs 12+ character passwords, offers optional TOTP', () => {
      const pool = ctx.stack.one(USER_POOL).inputs;
      expect(pool.usernameAttributes).toEqual(['email']);
      expect(pool.passwordPolicy.minimumLength).toBeGreaterThanOrEqual(12);
      expect(pool.mfaConfiguration).toBe('OPTIONAL');
      expect(pool.softwareTokenMfaConfiguration).toEqual({ enabled: true });
      expect(pool.deletionProtection).toBe(production ? 'ACTIVE' : 'INACTIVE');
    });

    it('refuses breached passwords: threat protection enforced on the Plus plan, blocking', () => {
      const pool = ctx.stack.one(USER_POOL).inputs;
      expect(pool.userPoolTier).toBe('PLUS');
      expect(pool.userPoolAddOns).toEqual({ advancedSecurityMode: 'ENFORCED' });
      const risk = ctx.stack.one('aws:cognito/riskConfiguration:RiskConfiguration').inputs;
      expect(risk.userPoolId).toBe(`${ctx.stack.one(USER_POOL).name}-id`);
      expect(risk.compromisedCredentialsRiskConfiguration).toEqual({
        eventFilters: ['SIGN_IN', 'PASSWORD_CHANGE', 'SIGN_UP'],
        actions: { eventAction: 'BLOCK' },
      });
    });

    it('has the four admin groups in the pool', () => {
      const groups = ctx.stack.ofType(USER_GROUP).map((g) => g.inputs);
      expect(groups.map((g) => g.name)).toEqual([
        'super_admin',
        'content_admin',
        'course_manager',
        'editor',
      ]);
      for (const group of groups) expect(group.userPoolId).toBe(ctx.stack.outputs.userPoolId);
    });

    it('gives the SPA a public client with SRP and refresh flows, and no password flow a browser can use', () => {
      const client = ctx.stack.one(CLIENT).inputs;
      // ADMIN_USER_PASSWORD_AUTH needs IAM credentials: the API's check before an authenticator
      // app is turned off. USER_PASSWORD_AUTH, which a browser could call, stays local-only.
      expect([...client.explicitAuthFlows].sort()).toEqual([
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_USER_SRP_AUTH',
      ]);
      expect(client.generateSecret).toBe(false);
      expect(client.allowedOauthFlowsUserPoolClient).toBe(false);
      expect(client.userPoolId).toBe(ctx.stack.outputs.userPoolId);
    });

    it('lets sign-out revoke refresh tokens', () => {
      // With revocation on, access tokens carry origin_jti and Amplify's signOut calls RevokeToken.
      expect(ctx.stack.one(CLIENT).inputs.enableTokenRevocation).toBe(true);
    });
  });
}
