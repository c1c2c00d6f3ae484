export { loadAirlock, loadAirlockModule } from './loadAirlock.ts';
export type { Airlock, AirlockKit, AirlockModules } from './modules.ts';
export { isUnavailable, REMOTE_UNAVAILABLE, type UnavailableModule } from './unavailable.ts';
