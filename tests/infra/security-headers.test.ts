import { describe, expect, it } from 'vitest';
import {
  HSTS,
  cognitoEndpoint,
  contentSecurityPolicy,
  securityHeaders,
} from '../../infra/security-headers';
import { parseCsp } from './support/csp';

describe('security headers module', () => {
  it('allows only the given origins besides itself to be called', () => {
    const csp = parseCsp(contentSecurityPolicy({ connectSources: [cognitoEndpoint('eu-west-1')] }));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://cognito-idp.eu-west-1.amazonaws.com',
    ]);
    expect(parseCsp(contentSecurityPolicy()).get('connect-src')).toEqual(["'self'"]);
  });

  it('never allows inline or eval script and forbids framing', () => {
    const csp = parseCsp(contentSecurityPolicy());
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    for (const [directive, sources] of csp) {
      if (directive !== 'style-src') expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it('gives a Node server the full header set', () => {
    expect(securityHeaders()).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(),
      'Strict-Transport-Security': `max-age=${HSTS.maxAgeSeconds}; includeSubDomains`,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(HSTS.maxAgeSeconds).toBeGreaterThanOrEqual(15_768_000);
  });
});
