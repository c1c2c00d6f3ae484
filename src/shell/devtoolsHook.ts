/**
 * `npm start` only: lets the remote's React Refresh find the React renderer. The shell and the remote each carry a
 * React Refresh runtime (two builds), and the one that comes second registers the renderers it finds in the React
 * DevTools hook's `renderers`. Without DevTools, the first runtime's stand-in hook never fills that map, so when
 * React DOM starts before the remote (a race) the remote's views would never refresh. Here every renderer is
 * recorded there, as DevTools does. Runs before the shell's entry; a production build drops it.
 */
type DevtoolsHook = {
  renderers: Map<number, unknown>;
  supportsFiber: boolean;
  inject(renderer: unknown): number;
  onScheduleFiberRoot(): void;
  onCommitFiberRoot(): void;
  onCommitFiberUnmount(): void;
};

if (process.env.NODE_ENV !== 'production') {
  const page = window as typeof window & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevtoolsHook };
  let nextId = 0;
  const hook: DevtoolsHook = (page.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
    renderers: new Map(),
    supportsFiber: true,
    inject: () => nextId++,
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  });
  const inject = hook.inject;
  hook.inject = (renderer) => {
    const id = inject.call(hook, renderer);
    hook.renderers.set(id, renderer);
    return id;
  };
}
