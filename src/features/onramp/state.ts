import { atom } from 'jotai/vanilla';
import type { MessageKey } from '../../core/i18n/en.ts';
import type { Params } from '../../core/i18n/translate.ts';
import type { ProviderQuote } from './api.ts';
import type { OnrampOptions } from './schemas.ts';
import type { Selection } from './selection.ts';

/** What was bought, as the provider's history reports it. */
export type Received = { amount: string; symbol: string };

/**
 * Where a purchase is: the form; its URL being made (the popup already open); the provider's window open
 * ("Buy in progress"; `link` when the browser blocked the window, for the visitor to open); or done.
 */
export type Phase =
  | { step: 'form' }
  | { step: 'opening'; provider: string }
  | { step: 'progress'; provider: string; link?: string }
  | { step: 'done'; provider: string; received: Received | undefined };

/** Something the actions say: a catalogue key and its values, put in the modal's language by the view. */
export type OnrampText = { key: MessageKey; params?: Params };

export type OnrampState = {
  options: OnrampOptions | undefined;
  /** The options are the built-in sample (the options call failed). */
  sample: boolean;
  selection: Selection | undefined;
  /** The active network and addresses the selection was made for. */
  selectionFor?: string;
  /** The fiat amount as typed. */
  amount: string;
  quotes: ProviderQuote[];
  quoting: boolean;
  phase: Phase;
  /** Something to know (the provider's window closed before anything landed). */
  notice?: OnrampText;
  /** What went wrong with the last step (the provider's page could not be made). */
  error?: OnrampText;
};

export const initialOnrampState = (): OnrampState => ({
  options: undefined,
  sample: false,
  selection: undefined,
  amount: '',
  quotes: [],
  quoting: false,
  phase: { step: 'form' },
});

/** The Buy view's state; this chunk's own, in the instance's store. */
export const onrampAtom = atom<OnrampState>(initialOnrampState());
