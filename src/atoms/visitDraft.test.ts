import { atom, createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { endTransactionAt, goBack, initialRouterState, push, pushTransaction, routerAtom } from './router.ts';
import { visitDraftAtom } from './visitDraft.ts';

const ownerAtom = atom<string | undefined>('alice');
const draftAtom = visitDraftAtom('Send', (get) => get(ownerAtom), '');

/** The store on Account with Send pushed over it; `type` writes the draft in the visit under way. */
function setup() {
  const store = createStore();
  store.set(routerAtom, push(initialRouterState('Account'), 'Send'));
  const type = (text: string, visit = store.get(draftAtom).visit) => store.set(draftAtom, visit, () => text);
  const draft = () => store.get(draftAtom).value;
  const navigate = (change: (router: ReturnType<typeof initialRouterState>) => ReturnType<typeof initialRouterState>) =>
    store.set(routerAtom, change(store.get(routerAtom)));
  return { store, type, draft, navigate };
}

describe('a form draft that lasts one visit of its view', () => {
  it('is kept while an approval opens over the view and ends (a rejection comes back to what was typed)', () => {
    const { type, draft, navigate } = setup();
    type('0.001');
    navigate((router) => push(pushTransaction(router, {}), 'ApproveTransaction'));
    expect(draft()).toBe('0.001');
    navigate((router) => endTransactionAt(router, 1, 'Send'));
    expect(draft()).toBe('0.001');
  });

  it('starts empty once the view was left and opened again: back, or the modal opened anew', () => {
    const { type, draft, navigate } = setup();
    type('0.001');
    navigate((router) => goBack(router, true).state);
    expect(draft()).toBe('');
    navigate((router) => push(router, 'Send'));
    expect(draft()).toBe('');

    type('0.002');
    navigate(() => initialRouterState('Send'));
    expect(draft()).toBe('');
  });

  it("is another owner's draft after an account change or a disconnect: nothing of it shows", () => {
    const { store, type, draft } = setup();
    type('0.001');
    store.set(ownerAtom, 'bob');
    expect(draft()).toBe('');
    store.set(ownerAtom, undefined);
    expect(draft()).toBe('');
  });

  it('drops a write made in a visit since left (a late wallet answer), and one of the old owner', () => {
    const { store, type, draft, navigate } = setup();
    const first = store.get(draftAtom).visit;
    navigate((router) => goBack(router, true).state);
    navigate((router) => push(router, 'Send'));
    type('late', first);
    expect(draft()).toBe('');
    const alices = store.get(draftAtom).visit;
    store.set(ownerAtom, 'bob');
    type('late', alices);
    expect(draft()).toBe('');
  });
});
