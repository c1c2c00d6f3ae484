/**
 * The sign-in feature chunk (`./features/siwx`): the sign-in view and its actions, fetched once a wallet connects
 * while the `siwx` option is set; and the verifiers a host passes as that option (load this module first).
 */
export { SiwxSignView } from './SiwxSignView.tsx';
export { signInOf } from './useSignIn.ts';
export type { SignIn } from './signIn.ts';
export { createBrowserSiwx, type BrowserSiwxOptions } from './browserVerifier.ts';
export { createServerSiwx, type ServerSiwxOptions } from './serverVerifier.ts';
export { formatSiwxMessage } from './message.ts';
