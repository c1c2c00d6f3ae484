import { Component, type ReactNode } from 'react';
import { ErrorRetry } from '../../ui/ErrorRetry/ErrorRetry.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { retryFailedChunks } from '../registry/chunkView.ts';

/** The bundler's public path: this version's folder on the CDN (`…/airlock/0.1.0/`); absent outside a build. */
declare const __webpack_public_path__: string | undefined;

/** A lazy chunk that could not be fetched (the bundler's ChunkLoadError), as opposed to a view that threw. */
export const isChunkLoadError = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

/**
 * Whether the version this page started with is gone from the CDN (its own manifest answers 404): a page open
 * across releases, whose version was removed. A failed or unclear check says no: Try again then retries in place.
 */
export async function versionIsGone(fetchFn: typeof fetch = fetch): Promise<boolean> {
  if (typeof __webpack_public_path__ !== 'string' || !__webpack_public_path__) return false;
  try {
    const answer = await fetchFn(`${__webpack_public_path__}mf-manifest.json`, { cache: 'no-store' });
    return answer.status === 404 || answer.status === 410;
  } catch {
    return false;
  }
}

type Props = {
  children: ReactNode;
  /** Loads the channel's current version: the host page loads Airlock again from the manifest it registered. */
  reloadPage?: () => void;
  isGone?: () => Promise<boolean>;
};
type State = { error?: unknown; gone: boolean };

function ChunkFailure({ gone, onRetry }: { gone: boolean; onRetry: () => void }) {
  const t = useT();
  return <ErrorRetry message={t(gone ? 'chunk.versionGone' : 'chunk.failed')} onRetry={onRetry} />;
}

/**
 * Around the current view: a lazy chunk that fails to load (offline, or a version removed from the CDN while this
 * page had it open) shows a message with Try again instead of an empty modal. Try again fetches the chunk again;
 * when the page's version is gone it reloads the page, which loads the version the host's channel serves now.
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { gone: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) return;
    void (this.props.isGone ?? versionIsGone)().then((gone) => {
      if (gone && this.state.error === error) this.setState({ gone });
    });
  }

  private retry = () => {
    if (this.state.gone) (this.props.reloadPage ?? (() => location.reload()))();
    else {
      retryFailedChunks();
      this.setState({ error: undefined });
    }
  };

  override render() {
    const { error, gone } = this.state;
    if (error === undefined) return this.props.children;
    // Any other error is not ours to hide: it goes on as it would without this boundary.
    if (!isChunkLoadError(error)) throw error;
    return <ChunkFailure gone={gone} onRetry={this.retry} />;
  }
}
