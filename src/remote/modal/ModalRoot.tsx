import { useAtomValue, useSetAtom } from 'jotai/react';
import { useLayoutEffect } from 'react';
import { alertAtom } from '../../atoms/alert.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { themeModeAtom, themeVariablesAtom } from '../../atoms/options.ts';
import { currentRoute, routerAtom } from '../../atoms/router.ts';
import { toastAtom } from '../../atoms/toast.ts';
import { ConnectView } from '../../features/connect/ConnectView.tsx';
import { AlertBanner } from '../../ui/Alert/AlertBanner.tsx';
import { Modal } from '../../ui/Modal/Modal.tsx';
import { Toast } from '../../ui/Toast/Toast.tsx';
import type { AppKit } from '../appKit.ts';
import { VIEW_TITLES } from './views.ts';

/** Keeps the host element's theme attribute and variables in step with the store. */
function useHostTheme(host: HTMLElement) {
  const mode = useAtomValue(themeModeAtom);
  const variables = useAtomValue(themeVariablesAtom);
  useLayoutEffect(() => {
    host.setAttribute('data-theme', mode);
    for (const [name, value] of Object.entries(variables)) host.style.setProperty(name, String(value));
  }, [host, mode, variables]);
}

export function ModalRoot({ kit, host }: { kit: AppKit; host: HTMLElement }) {
  useHostTheme(host);
  const open = useAtomValue(modalOpenAtom);
  const router = useAtomValue(routerAtom);
  const alert = useAtomValue(alertAtom);
  const setAlert = useSetAtom(alertAtom);
  const toast = useAtomValue(toastAtom);
  const route = currentRoute(router);

  return (
    <>
      {open ? (
        <Modal
          title={VIEW_TITLES[route.view] ?? route.view}
          canGoBack={router.history.length > 1}
          onBack={() => kit.goBack()}
          onClose={() => kit.close()}
          returnFocusTo={kit.returnFocusTo}
          banner={alert ? <AlertBanner alert={alert} onDismiss={() => setAlert(null)} /> : null}
        >
          {route.view === 'Connect' ? <ConnectView sections={{}} onSelectInjected={() => undefined} /> : null}
        </Modal>
      ) : null}
      <Toast toast={toast} />
    </>
  );
}
