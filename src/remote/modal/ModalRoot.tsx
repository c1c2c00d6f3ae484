import { useAtomValue, useSetAtom } from 'jotai/react';
import { useLayoutEffect, useMemo } from 'react';
import { alertAtom } from '../../atoms/alert.ts';
import { frameApprovalAtom } from '../../atoms/embedded.ts';
import { featuresAtom } from '../../atoms/features.ts';
import { isConnectedAtom } from '../../atoms/connection.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { themeModeAtom, themeVariablesAtom } from '../../atoms/options.ts';
import { currentRoute, routerAtom } from '../../atoms/router.ts';
import { toastAtom } from '../../atoms/toast.ts';
import { AlertBanner } from '../../ui/Alert/AlertBanner.tsx';
import { Modal } from '../../ui/Modal/Modal.tsx';
import { Toast } from '../../ui/Toast/Toast.tsx';
import type { ModalKit } from './kit.ts';
import { TranslatorProvider } from '../../ui/i18n/useT.ts';
import { localePackAtom } from '../../atoms/locale.ts';
import { isRightToLeft, type Locale } from '../../core/i18n/locales.ts';
import { en, type MessageKey } from '../../core/i18n/en.ts';
import { createTranslator, type Translator } from '../../core/i18n/translator.ts';
import { VIEWS } from '../registry/views.tsx';
import { ChunkBoundary } from './ChunkBoundary.tsx';

/** Keeps the host element's theme attribute and variables in step with the store. */
function useHostTheme(host: HTMLElement) {
  const mode = useAtomValue(themeModeAtom);
  const variables = useAtomValue(themeVariablesAtom);
  useLayoutEffect(() => {
    host.setAttribute('data-theme', mode);
    for (const [name, value] of Object.entries(variables)) host.style.setProperty(name, String(value));
  }, [host, mode, variables]);
}

/** A view's title in the modal's language; a view the catalogue does not name keeps its English title. */
function viewTitle(t: Translator, view: string, english: string) {
  const key = `view.${view}`;
  return key in en ? t(key as MessageKey) : english;
}

/** The host element speaks the modal's language and, for Arabic, lays the modal out right to left. */
function useHostLanguage(host: HTMLElement, locale: Locale) {
  useLayoutEffect(() => {
    host.setAttribute('lang', locale);
    host.setAttribute('dir', isRightToLeft(locale) ? 'rtl' : 'ltr');
  }, [host, locale]);
}

export function ModalRoot({ kit, host }: { kit: ModalKit; host: HTMLElement }) {
  useHostTheme(host);
  const pack = useAtomValue(localePackAtom);
  const t = useMemo(() => createTranslator(pack.locale, pack.messages ?? undefined), [pack]);
  useHostLanguage(host, t.locale);
  const open = useAtomValue(modalOpenAtom);
  const router = useAtomValue(routerAtom);
  const alert = useAtomValue(alertAtom);
  const setAlert = useSetAtom(alertAtom);
  const toast = useAtomValue(toastAtom);
  const route = currentRoute(router);
  const features = useAtomValue(featuresAtom);
  // The secure frame shown over ApproveTransaction takes focus (it lives outside the dialog).
  const frameShown = useAtomValue(frameApprovalAtom).ids.length > 0 && route.view === 'ApproveTransaction';
  const connected = useAtomValue(isConnectedAtom);
  const wanted = VIEWS[route.view];
  const available = wanted && (!wanted.feature || features[wanted.feature]) ? wanted : undefined;
  const entry = available ?? VIEWS.Connect!;
  useLayoutEffect(() => {
    // A view this build lacks, or whose feature is off (asked for by open({ view })), falls back to the default view.
    if (!available) {
      kit.debug(`view ${route.view} is ${VIEWS[route.view] ? 'disabled by its feature flag' : 'not available'}; showing the default view`);
      kit.reset(connected && VIEWS.Account ? 'Account' : 'Connect');
    }
  }, [kit, route.view, available, connected]);

  return (
    <TranslatorProvider value={t}>
      {open ? (
        <Modal
          title={viewTitle(t, entry === available ? route.view : 'Connect', entry.title)}
          viewKey={entry.title}
          canGoBack={router.history.length > 1}
          onBack={() => kit.goBack()}
          onClose={() => kit.close()}
          returnFocusTo={kit.returnFocusTo}
          banner={alert ? <AlertBanner alert={alert} onDismiss={() => setAlert(null)} /> : null}
          focusElsewhere={frameShown}
          inline={kit.options.enableEmbedded}
        >
          {/* A view's chunk that fails to load says so, with Try again; keyed so another view starts clean. */}
          <ChunkBoundary key={route.view}>{entry.render(kit, route)}</ChunkBoundary>
        </Modal>
      ) : null}
      <Toast toast={toast} />
    </TranslatorProvider>
  );
}
