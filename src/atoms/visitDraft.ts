import { useAtomValue, useSetAtom } from 'jotai/react';
import { atom, type Getter, type PrimitiveAtom } from 'jotai/vanilla';
import { networkEpochAtom } from './account.ts';
import type { NamespaceConnection } from './connection.ts';
import type { Route, View } from './router.ts';
import { routerAtom } from './router.ts';

/** One visit of a form's view: its entry in the router's history, and whose draft it is (an account, a network). */
export type Visit = { entry: Route | undefined; owner: string | undefined };

/** A draft as kept, with the visit it belongs to (undefined: none yet, or emptied). */
export type StoredDraft<T> = Visit & { value: T };

/** The newest entry of `view` in the history: the visit under way (an approval opened over it keeps it). */
function entryOf(get: Getter, view: View): Route | undefined {
  const { history } = get(routerAtom);
  for (let i = history.length - 1; i >= 0; i -= 1) if (history[i]!.view === view) return history[i];
  return undefined;
}

/**
 * Whose draft a form holds: the account of `connection`, on the network in effect (the epoch counts every network
 * change, so going away and back is a new draft too). A disconnect has no account: nothing typed before shows.
 */
export const accountDraftOwner = (get: Getter, { status, address }: NamespaceConnection): string | undefined =>
  status === 'connected' && address ? `${get(networkEpochAtom)}:${address}` : undefined;

const sameVisit = (a: Visit, b: Visit) => a.entry !== undefined && a.entry === b.entry && a.owner === b.owner;

/**
 * A form's draft that lasts one visit of its view, for one owner. Kept in the instance's store (an approval that
 * opens over the view and ends, e.g. a rejection, comes back to the draft), but a new visit starts `empty`: the view
 * left (back, the modal closed and opened again) and pushed anew is another history entry, and a change of `owner`
 * (another account, network or a disconnect) is another draft too. Writes carry the visit they were made in, so the
 * answer to a request a visitor left behind never lands in the next visit. `stored` is where it is kept, when code
 * outside the form's feature must empty it.
 */
export function visitDraftAtom<T>(
  view: View,
  ownerOf: (get: Getter) => string | undefined,
  empty: T,
  stored: PrimitiveAtom<StoredDraft<T> | undefined> = atom<StoredDraft<T> | undefined>(undefined),
) {
  const visit = atom((get): Visit => ({ entry: entryOf(get, view), owner: ownerOf(get) }));
  return atom(
    (get): { value: T; visit: Visit } => {
      const now = get(visit);
      const kept = get(stored);
      return { value: kept && sameVisit(kept, now) ? kept.value : empty, visit: now };
    },
    (get, set, madeIn: Visit, update: (value: T) => T) => {
      const now = get(visit);
      if (!sameVisit(madeIn, now)) return;
      const kept = get(stored);
      set(stored, { ...now, value: update(kept && sameVisit(kept, now) ? kept.value : empty) });
    },
  );
}

export type VisitDraftAtom<T> = ReturnType<typeof visitDraftAtom<T>>;

/** The draft of this visit and a setter bound to it (a late answer from a visit since left is dropped). */
export function useVisitDraft<T>(draft: VisitDraftAtom<T>): [T, (update: (value: T) => T) => void] {
  const { value, visit } = useAtomValue(draft);
  const write = useSetAtom(draft);
  return [value, (update) => write(visit, update)];
}
