import { Provider } from 'jotai/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { modalStyleSheet } from '../../ui/theme/styles.ts';
import type { ModalKit } from './kit.ts';
import { obtainModalElement } from '../element.ts';
import { ModalRoot } from './ModalRoot.tsx';
import { followLocale } from './followLocale.ts';

/** The modal's chunk entry: renders the instance's modal into `<airlock-modal>`'s shadow root. */
export function mountModal(kit: ModalKit) {
  const { disableAppend, enableEmbedded } = kit.options;
  const host = obtainModalElement(disableAppend || enableEmbedded);
  // Embedded: the modal's card sits in the host's layout (styles.ts), not over the page.
  if (enableEmbedded) host.setAttribute('data-embedded', '');
  const shadow = host.shadowRoot;
  shadow.adoptedStyleSheets = [modalStyleSheet()];
  const container = document.createElement('div');
  shadow.appendChild(container);
  const root = createRoot(container);
  kit.commitSync = (change) => flushSync(change);
  const stopFollowingLocale = followLocale(kit.store, document.documentElement, navigator);
  // The first render happens now, so the open that follows only has the dialog itself to render.
  flushSync(() =>
    root.render(
      <Provider store={kit.store}>
        <ModalRoot kit={kit} host={host} />
      </Provider>,
    ),
  );
  kit.unmount = () => {
    stopFollowingLocale();
    root.unmount();
    host.remove();
  };
}
