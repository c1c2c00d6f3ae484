import { useServices } from '../../atoms/hooks.ts';
import { addSwapStyles } from './styles.ts';
import { createSwapActions, type SwapActions } from './swap.ts';

const byInstance = new WeakMap<object, SwapActions>();

/** The swap actions of this modal's instance, made once per instance (the chunk's styles join the sheet then too). */
export function useSwapActions(): SwapActions {
  const { instance } = useServices();
  let actions = byInstance.get(instance);
  if (!actions) {
    addSwapStyles();
    actions = createSwapActions(instance);
    byInstance.set(instance, actions);
  }
  return actions;
}
