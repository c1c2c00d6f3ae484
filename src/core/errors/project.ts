import { ApiError } from './api.ts';

/**
 * The config service does not know the project id (it answers 401). Its own file: `api.ts` is in the bytes
 * before the first open, this is only in the remote-config chunk.
 */
export class InvalidProjectIdError extends ApiError {
  override name = 'InvalidProjectIdError';
}

/** The status the config service answers for a project id it does not know. */
export const UNKNOWN_PROJECT_STATUS = 401;
