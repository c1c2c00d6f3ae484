import { showAlert } from '../atoms/alert.ts';
import { featuresAtom, remoteFeaturesAtom } from '../atoms/features.ts';
import { disallowedOriginAtom } from '../atoms/originGate.ts';
import type { Store } from '../atoms/store.ts';
import type { Analytics } from '../core/api/analytics.ts';
import { fetchAllowedOrigins, fetchAnalyticsEnabled, fetchRemoteFeatures, isOriginAllowed } from '../core/api/config.ts';
import type { HttpClient } from '../core/api/http.ts';
import { ALERTS, WARNINGS } from '../core/errors/alerts.ts';
import { RateLimitedError, ServerError } from '../core/errors/api.ts';
import { InvalidProjectIdError } from '../core/errors/project.ts';
import { resolveFeatures } from '../core/features.ts';
import type { ResolvedOptions } from '../core/options.ts';
import { readTelegramResult } from '../core/social/telegramResult.ts';

// The analytics sender travels with this chunk: nothing is sent before the project's config has enabled it.
export { createAnalytics } from '../core/api/analytics.ts';

/** What the remote-config step needs of its instance. */
export type ConfigKit = {
  store: Store;
  options: ResolvedOptions;
  api: HttpClient;
  analytics: Analytics;
  /** The page's origin, checked against the project's allowlist. */
  origin: string;
  alive(): boolean;
  debug(message: string, detail?: unknown): void;
};

/**
 * The project's cloud configuration (SPEC section 7): remote features, origin allowlist and analytics switch, in
 * parallel; none of them blocks opening. A chunk of its own, fetched once the page is idle: none of it is in the
 * bytes a host waits on before its Connect button is clickable.
 */
export async function loadRemoteConfig(kit: ConfigKit) {
  const { store, options } = kit;
  clearTelegramResult(kit);
  if (!options.projectId) {
    showAlert(store, ALERTS.projectIdNotConfigured());
    return;
  }
  const features = options.basic
    ? Promise.resolve()
    : fetchRemoteFeatures(kit.api).then(
        (remote) => {
          if (!kit.alive()) return;
          store.set(remoteFeaturesAtom, remote);
          if (resolveFeatures({ local: options.features, remote }).localRemoteIgnored) {
            // A message for the host's developers, not for visitors: the console, not the modal.
            console.warn(`[airlock] ${WARNINGS.localFeaturesIgnored()}`);
          }
        },
        (error) => {
          if (error instanceof InvalidProjectIdError) showAlert(store, ALERTS.invalidProjectId());
          kit.debug('remote config unavailable; using local features', error);
        },
      );
  const origins = fetchAllowedOrigins(kit.api).then(
    (allowed) => {
      // An empty list means the call failed in a way the SPEC does not alert on: nothing to check against.
      if (allowed.length > 0 && !isOriginAllowed(kit.origin, allowed)) {
        // SPEC section 6: the alert for the developer, and e-mail and social login closed to the visitor.
        store.set(disallowedOriginAtom, kit.origin);
        showAlert(store, ALERTS.invalidAppConfiguration(kit.origin));
      }
    },
    (error) => {
      // Shown once, whichever of the two calls says the project id is unknown first.
      if (error instanceof InvalidProjectIdError) showAlert(store, ALERTS.invalidProjectId());
      else if (error instanceof RateLimitedError) showAlert(store, ALERTS.rateLimitedAppConfiguration());
      else if (error instanceof ServerError) showAlert(store, ALERTS.serverErrorAppConfiguration(error.details ?? ''));
    },
  );
  const analytics = fetchAnalyticsEnabled(kit.api).then((enabled) => {
    kit.analytics.setEnabled(enabled && store.get(featuresAtom).analytics);
  });
  await Promise.all([features, origins, analytics]);
}

/**
 * A Telegram login comes back by redirect with its result in the page URL (SPEC section 8): its error is logged and
 * the parameter removed, so a reload or a shared link does not carry it. Here because this chunk already runs once
 * at idle on every page, and the check costs nothing before the first open.
 */
function clearTelegramResult(kit: Pick<ConfigKit, 'debug'>) {
  if (typeof location === 'undefined' || typeof history === 'undefined') return;
  const result = readTelegramResult(location.href);
  if (!result.found) return;
  history.replaceState(history.state, '', result.cleanUrl);
  if (result.error) kit.debug(`Telegram social login failed: ${result.error}`);
}
