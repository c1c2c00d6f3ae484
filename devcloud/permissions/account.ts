/** The account of a smart session: CAIP-10 on eip155 (smart accounts are EVM), its address lower-cased as the key. */
import { z } from 'zod';

export const evmAccountParam = z.object({
  account: z.string().regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/, 'expected an eip155 CAIP-10 account such as eip155:1:0xab…'),
});

export function permissionAccount(account: string) {
  const [, reference = '', address = ''] = account.split(':');
  return { chainId: Number(reference), address, key: `eip155:${reference}:${address.toLowerCase()}` };
}
