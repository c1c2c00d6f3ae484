import { atom } from 'jotai/vanilla';
import type { ResolvedOptions } from '../core/options.ts';

/** The validated createAppKit options; set once per instance before anything reads it. */
export const optionsAtom = atom<ResolvedOptions | null>(null);
export const themeModeAtom = atom<'light' | 'dark'>('light');
export const themeVariablesAtom = atom<Record<string, string | number>>({});
