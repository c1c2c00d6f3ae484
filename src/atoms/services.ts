import { atom } from 'jotai/vanilla';
import type { HttpClient } from '../core/api/http.ts';
import type { TypedStorage } from '../core/storage/storage.ts';
import type { RouteData, View } from './router.ts';
import type { Toaster } from './toast.ts';

/**
 * What views may ask of their instance. The remote provides it when it creates the store, so features
 * reach navigation and services through state instead of importing the remote (imports only go down).
 */
export type Services = {
  push(view: View, data?: RouteData): void;
  replace(view: View, data?: RouteData): void;
  reset(view: View, data?: RouteData): void;
  goBack(): void;
  close(): void;
  toaster: Toaster;
  storage: TypedStorage;
  api: HttpClient;
  blockchainApi: HttpClient;
  track(event: string, properties?: Record<string, unknown>): void;
  debug(message: string, detail?: unknown): void;
};

export const servicesAtom = atom<Services | null>(null);
