/** The one stage that holds real data; sst.config.ts spells the same name. */
export const PRODUCTION_STAGE = 'prod';

export function isProduction(): boolean {
  return $app.stage === PRODUCTION_STAGE;
}
