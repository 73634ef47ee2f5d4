import { PRODUCTION_STAGE, stageSettings, type StageSettings } from './stages';

export { PRODUCTION_STAGE };

export function isProduction(): boolean {
  return $app.stage === PRODUCTION_STAGE;
}

/** This stage's settings from infra/stages.ts, checked (a mistake fails before anything is made). */
export function settings(): StageSettings {
  return stageSettings($app.stage);
}
