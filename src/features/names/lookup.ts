import type { InstanceContext } from '../../atoms/context.ts';
import { reportFailure } from '../../atoms/reportActionError.ts';
import type { ApiClient } from '../../core/api/apiClient.ts';
import { NameError } from '../../core/api/profile.ts';
import { fetchNameSuggestions } from './api.ts';
import { availabilityOf } from './availability.ts';
import { isValidLabel, labelOf } from './nameInput.ts';
import { type NameLookup, nameFormAtom } from './state.ts';

/**
 * The live check as the visitor types: the suggestions for the label, which tell whether its name is taken and
 * offer free alternatives. The last typed wins: an older request still on its way is cancelled.
 */
export function createNameLookup(ctx: InstanceContext, api: ApiClient) {
  const { store } = ctx;
  let current: AbortController | undefined;
  const show = (lookup: NameLookup) => store.set(nameFormAtom, (form) => ({ ...form, lookup }));

  async function lookup(): Promise<void> {
    current?.abort();
    const label = labelOf(store.get(nameFormAtom).input);
    // A label that breaks the pattern is not asked about (SPEC section 5: pattern check only, no message).
    if (!isValidLabel(label)) return show({ status: 'idle' });
    const controller = new AbortController();
    current = controller;
    show({ status: 'loading', label });
    try {
      const suggestions = await fetchNameSuggestions(api, label, { signal: controller.signal });
      if (!controller.signal.aborted) show({ status: 'ready', label, ...availabilityOf(label, suggestions) });
    } catch (error) {
      if (controller.signal.aborted) return;
      ctx.debug('name suggestions unavailable', error);
      reportFailure(ctx, 'lookup', error);
      show({ status: 'error', label, message: error instanceof NameError ? error.shortMessage : 'Error fetching name suggestions' });
    }
  }

  return { lookup, cancel: () => current?.abort() };
}
