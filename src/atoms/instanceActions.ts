import type { InstanceContext } from './context.ts';
import { useServices } from './hooks.ts';

/**
 * A hook giving a lazy feature's actions for this modal's instance, made by `create` once per instance (so a
 * chunk's first use can also add its styles there).
 */
export function instanceActionsHook<T>(create: (ctx: InstanceContext) => T): () => T {
  const byInstance = new WeakMap<InstanceContext, T>();
  return function useInstanceActions(): T {
    const { instance } = useServices();
    let actions = byInstance.get(instance);
    if (actions === undefined) {
      actions = create(instance);
      byInstance.set(instance, actions);
    }
    return actions;
  };
}
