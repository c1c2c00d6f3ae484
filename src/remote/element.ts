/** The tag of the element that holds the modal (place one yourself with `disableAppend`). */
export const AIRLOCK_MODAL_TAG = 'airlock-modal';

/**
 * `<airlock-modal>`: the host element whose shadow root holds the modal, isolating our styles from the
 * host's and the host's from ours. Registered at most once, however many copies of the remote load.
 */
export function defineModalElement(): CustomElementConstructor {
  const existing = customElements.get(AIRLOCK_MODAL_TAG);
  if (existing) return existing;
  class AirlockModalElement extends HTMLElement {
    constructor() {
      super();
      if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
    }
  }
  customElements.define(AIRLOCK_MODAL_TAG, AirlockModalElement);
  return AirlockModalElement;
}

/**
 * The element for an instance: one the host placed itself, or one appended to the body (SPEC section 2: unless
 * appending is disabled or the modal is embedded; then a page without one is the host's mistake, and says so).
 */
export function obtainModalElement(placedByHost: boolean): HTMLElement & { shadowRoot: ShadowRoot } {
  defineModalElement();
  let element = document.querySelector<HTMLElement>(`${AIRLOCK_MODAL_TAG}:not([data-airlock-taken])`);
  if (!element) {
    if (placedByHost) throw new Error(`[airlock] disableAppend or enableEmbedded is set: place an <${AIRLOCK_MODAL_TAG}> in the page`);
    element = document.createElement(AIRLOCK_MODAL_TAG);
    document.body.appendChild(element);
  }
  element.setAttribute('data-airlock-taken', '');
  return element as HTMLElement & { shadowRoot: ShadowRoot };
}
