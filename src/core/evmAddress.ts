import { isAddress } from 'viem';

/** What is wrong with an EVM address: not 0x + 40 hex at all, or a mixed-case address whose EIP-55 checksum fails. */
export type EvmAddressProblem = 'format' | 'checksum';

/**
 * The SPEC's EVM address rule (section 5): 0x plus 40 hex characters, with the checksum checked in strict mode.
 * Strict as viem means it: a mixed-case address must carry a valid EIP-55 checksum; one case throughout
 * (all lower or all upper) carries none and passes.
 */
export function evmAddressProblem(address: string): EvmAddressProblem | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'format';
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  return isAddress(address, { strict: true }) ? null : 'checksum';
}
