import { useServices } from '../../atoms/hooks.ts';
import { createSendActions, type SendActions } from './send.ts';
import { addSendStyles } from './styles.ts';

const byInstance = new WeakMap<object, SendActions>();

/** The send actions of this modal's instance, made once per instance (the chunk's styles join the sheet then too). */
export function useSendActions(): SendActions {
  const { instance } = useServices();
  let actions = byInstance.get(instance);
  if (!actions) {
    addSendStyles();
    actions = createSendActions(instance);
    byInstance.set(instance, actions);
  }
  return actions;
}
