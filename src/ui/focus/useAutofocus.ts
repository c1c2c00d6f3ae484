import { type RefObject, useEffect } from 'react';

/**
 * Moves focus to the `[data-autofocus]` element inside `root` when a view is reached inside an open modal (the
 * button that led there is gone, so focus would fall to the page), and again whenever `key` changes.
 */
export function useAutofocus(root: RefObject<HTMLElement | null>, key?: unknown) {
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [key]);
}
