import { atom } from 'jotai/vanilla';
import type { Availability } from './availability.ts';

/** The live check of the label being typed (suggestions and availability). */
export type NameLookup =
  | { status: 'idle' }
  | { status: 'loading'; label: string }
  | ({ status: 'ready'; label: string } & Availability)
  | { status: 'error'; label: string; message: string };

/**
 * The RegisterAccountName form, one store per instance. It outlives the view, which unmounts while the secure
 * frame asks for approval (ApproveTransaction) and comes back after it.
 */
export type NameForm = {
  input: string;
  lookup: NameLookup;
  /** The step under way after Register was pressed. */
  step: 'signing' | 'registering' | undefined;
  /** The last registration's failure (the form keeps what was typed). */
  error: string | undefined;
  /** The name just registered (RegisterAccountNameSuccess shows it). */
  registered: string | undefined;
};

export const initialNameForm = (): NameForm => ({
  input: '',
  lookup: { status: 'idle' },
  step: undefined,
  error: undefined,
  registered: undefined,
});

export const nameFormAtom = atom<NameForm>(initialNameForm());
