/**
 * The security headers every response of the site carries. Pure data with no SST globals, so
 * CloudFront (infra/web.ts) and the local Node server send the same values.
 */

/** Two years; browsers need at least six months (15768000 s) to keep the HTTPS-only rule. */
export const HSTS = { maxAgeSeconds: 63_072_000, includeSubDomains: true, preload: false } as const;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The site is never framed; CSP frame-ancestors says the same for modern browsers. */
export const FRAME_OPTIONS = 'DENY';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** No other window may keep a handle on ours (Amplify signs in without pop-ups). */
export const CROSS_ORIGIN_OPENER_POLICY = 'same-origin';

export interface SecurityHeaderOptions {
  /** Origins the page may call besides its own (the Cognito endpoint, the uploads bucket). */
  connectSources?: readonly string[];
}

/** The Cognito user pool endpoint Amplify calls from the browser. */
export function cognitoEndpoint(region: string): string {
  return `https://cognito-idp.${region}.amazonaws.com`;
}

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    // No inline or eval'd script: Vite emits external modules only.
    ['script-src', ["'self'"]],
    // Mantine injects <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Admins may paste image URLs from elsewhere; blob: and data: cover upload previews.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(options.connectSources ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function strictTransportSecurity(): string {
  return [
    `max-age=${HSTS.maxAgeSeconds}`,
    ...(HSTS.includeSubDomains ? ['includeSubDomains'] : []),
    ...(HSTS.preload ? ['preload'] : []),
  ].join('; ');
}

/** Header name to value, ready for a Node server (`res.setHeader`) or Hono middleware. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': strictTransportSecurity(),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': FRAME_OPTIONS,
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': CROSS_ORIGIN_OPENER_POLICY,
  };
}
