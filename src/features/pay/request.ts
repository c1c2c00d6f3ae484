import type { Hex } from 'viem';
import * as z from 'zod/mini';
import type { CaipNetwork } from '../../core/caip.ts';
import { PayError } from '../../core/errors/pay.ts';
import { AMOUNT_PATTERN } from '../../core/units.ts';
import { receiverAddressError } from '../send/index.ts';
import { PAY_MESSAGES } from './messages.ts';

/** The arguments of `pay()` once checked: an EVM recipient, a positive decimal amount, the asset, a configured eip155 network. */
export type PayRequest = {
  recipient: Hex;
  /** Decimal, in the asset's units (`'0.5'` ETH); turned into smallest units once the asset's decimals are known. */
  amount: string;
  /** `'native'` (the network's currency) or an ERC-20 contract. */
  asset: 'native' | Hex;
  network: CaipNetwork;
};

const ASSET_PATTERN = /^(native|0x[0-9a-fA-F]{40})$/;

/** The shape a host passes (a host's JavaScript may pass anything: this is the boundary). */
const payArgumentsSchema = z.object({
  recipient: z.string({ error: 'expected an address (0x followed by 40 hex characters)' }),
  amount: z.union([z.string(), z.number()], { error: "expected a decimal amount such as '0.5'" }).check(
    z.refine((value) => AMOUNT_PATTERN.test(String(value).trim()), "expected a decimal amount such as '0.5'"),
    z.refine((value) => /[1-9]/.test(String(value)), 'expected an amount greater than 0'),
  ),
  asset: z
    .string({ error: "expected 'native' or a token contract address" })
    .check(z.regex(ASSET_PATTERN, "expected 'native' or a token contract address")),
  network: z.union([z.string(), z.number()], { error: "expected a CAIP network id ('eip155:1') or a chain id" }),
});

const invalid = (field: string, problem: string) => new PayError('invalid_request', `${PAY_MESSAGES.invalidRequest}: ${field} ${problem}`);

/**
 * Checks `pay()`'s arguments and finds the network among the app's networks. Throws a `PayError`: 'invalid_request'
 * naming the first bad field, or 'unsupported_network' when the network is not one of the app's eip155 networks.
 */
export function parsePayRequest(input: unknown, networks: readonly CaipNetwork[]): PayRequest {
  const parsed = z.safeParse(payArgumentsSchema, input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw issue?.path.length
      ? invalid(String(issue.path[0]), issue.message)
      : invalid('arguments', 'expected { recipient, amount, asset, network }');
  }
  const { recipient, amount, asset, network } = parsed.data;
  const recipientError = receiverAddressError('eip155', recipient.trim());
  if (recipientError) throw invalid('recipient', `is not an address: ${recipientError}`);
  if (asset !== 'native' && receiverAddressError('eip155', asset)) throw invalid('asset', 'is not a valid contract address (checksum)');
  const id = String(network).trim();
  const match = networks.find((n) => n.caipNetworkId === id || (n.chainNamespace === 'eip155' && String(n.id) === id));
  if (match?.chainNamespace !== 'eip155') {
    throw new PayError('unsupported_network', PAY_MESSAGES.unsupportedNetwork, {
      details: match ? `Pay works on eip155 networks; ${id} is ${match.chainNamespace}` : `${id} is not one of this app's networks`,
    });
  }
  return { recipient: recipient.trim() as Hex, amount: String(amount).trim(), asset: asset as PayRequest['asset'], network: match };
}
