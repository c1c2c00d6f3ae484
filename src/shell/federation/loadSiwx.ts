import { loadAirlockModule } from '@airlock/host';
import type { SiwxConfig } from 'airlock/appkit';
import { DEVCLOUD_URL, NETWORKS, PROJECT_ID, SIWX } from '../config.ts';

/**
 * `?siwx=browser` (the ready verifier: sessions in this browser) or `?siwx=server` (the server example, against
 * devcloud's `/v1/sessions/*`): the verifier for createAppKit's `siwx` option, from `airlock/siwx`. Loaded
 * only then, after `airlock/appkit` (the remote is registered by then). Null without `?siwx`, or when it can't load.
 */
export async function loadSiwx(): Promise<SiwxConfig | null> {
  if (!SIWX) return null;
  const siwx = await loadAirlockModule('siwx');
  if (!siwx) return null;
  const statement = 'Sign in to the Airlock shell.';
  return SIWX === 'server'
    ? siwx.createServerSiwx({ url: DEVCLOUD_URL, projectId: PROJECT_ID, statement, signMessage: signWithWallet })
    : siwx.createBrowserSiwx({ networks: NETWORKS, statement });
}

/** The server example's revoke signature, asked of the connected EVM wallet through the shell's modal. */
async function signWithWallet({ address, message }: { address: string; message: string }): Promise<string> {
  const provider = window.airlockKit?.getWalletProvider('eip155') as
    | { request(args: { method: string; params: unknown[] }): Promise<unknown> }
    | undefined;
  if (!provider) throw new Error('No EVM wallet connected to sign the revoke');
  const hex = `0x${Array.from(new TextEncoder().encode(message), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  const signature = await provider.request({ method: 'personal_sign', params: [hex, address] });
  if (typeof signature !== 'string') throw new Error('The wallet did not answer a signature');
  return signature;
}
