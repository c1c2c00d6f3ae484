import { useServices } from '../../atoms/hooks.ts';
import { createOnrampActions, type OnrampActions } from './actions.ts';
import { addOnrampStyles } from './styles.ts';

const byInstance = new WeakMap<object, OnrampActions>();

/** The Buy actions of this modal's instance, made once per instance (the chunk's styles join the sheet then too). */
export function useOnrampActions(): OnrampActions {
  const { instance } = useServices();
  let actions = byInstance.get(instance);
  if (!actions) {
    addOnrampStyles();
    actions = createOnrampActions(instance);
    byInstance.set(instance, actions);
  }
  return actions;
}
