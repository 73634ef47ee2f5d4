/** Everything the API needs to know about where it runs, read once at start-up. */
export interface AppConfig {
  region: string;
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  uploadsBucket: string;
  /** Local stack only: endpoints of the stand-ins and the JWKS the verifier may trust. */
  local?: {
    dynamoEndpoint: string;
    cognitoEndpoint: string;
    s3Endpoint: string;
    jwks: { keys: object[] };
  };
  rateLimits: {
    /** Applications one client may submit per window. */
    applicationsPerWindow: number;
    windowSeconds: number;
  };
}

/** Strict defaults for AWS stages; the local stack passes higher ones for load tests. */
export const DEFAULT_RATE_LIMITS: AppConfig['rateLimits'] = {
  applicationsPerWindow: 5,
  windowSeconds: 600,
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

function intFromEnv(name: string, fallback: number): number {
  const parsed = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Configuration of a deployed stage (the Lambda): values come from the environment infra sets. */
export function configFromEnv(): AppConfig {
  return {
    region: process.env.AWS_REGION ?? 'us-east-1',
    tableName: required('TABLE_NAME'),
    userPoolId: required('USER_POOL_ID'),
    userPoolClientId: required('USER_POOL_CLIENT_ID'),
    uploadsBucket: process.env.UPLOADS_BUCKET ?? '',
    rateLimits: {
      applicationsPerWindow: intFromEnv(
        'RATE_LIMIT_APPLICATIONS',
        DEFAULT_RATE_LIMITS.applicationsPerWindow,
      ),
      windowSeconds: intFromEnv('RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMITS.windowSeconds),
    },
  };
}
