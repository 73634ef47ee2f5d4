import { handle } from 'hono/aws-lambda';
import { createApp } from './app';
import { configFromEnv } from './config';
import { createDeps } from './deps';

// Built once per Lambda instance, outside the handler, so warm invocations reuse clients.
const app = createApp(createDeps(configFromEnv()));

export const handler = handle(app);
