/**
 * The embedded wallet's Bitcoin accounts (SPEC section 3: index 0 payment, index 1 ordinal), derived from the user's
 * key as a BIP-32 seed: payment is BIP-84's first receive key (native segwit, P2WPKH), ordinal BIP-86's (taproot key
 * path, P2TR), with coin type 0 on mainnet and 1 on the test networks, in each network's address format. Signing
 * reuses the regtest stand-in's signer (devcloud/bitcoin/sign.ts, bip322.ts). Loaded at the first Bitcoin request,
 * so the secure site starts without the Bitcoin library.
 */
import { networks, Psbt } from 'bitcoinjs-lib';
import { HDKey } from 'viem/accounts';
import { type BitcoinChain, bitcoinChainOf } from '../../src/chains/bitcoin/network.ts';
import { REGTEST } from '../bitcoin/ecc.ts';
import { signMessageBip322 } from '../bitcoin/bip322.ts';
import { SigningError, signPsbtInput } from '../bitcoin/sign.ts';
import { type BitcoinTestAccount, type BitcoinTestWallet, ordinalAccount, paymentAccount } from '../bitcoin/testKeys.ts';

export class BitcoinWalletError extends Error {
  override name = 'BitcoinWalletError';
}

const PARAMS: Record<BitcoinChain, { network: typeof networks.bitcoin; coin: 0 | 1 }> = {
  mainnet: { network: networks.bitcoin, coin: 0 },
  testnet: { network: networks.testnet, coin: 1 },
  signet: { network: networks.testnet, coin: 1 },
  regtest: { network: REGTEST, coin: 1 },
};

const hexBytes = (hex: string) => new Uint8Array(Buffer.from(hex.replace(/^0x/, ''), 'hex'));

export type EmbeddedBitcoinWallet = BitcoinTestWallet & { paths: { payment: string; ordinal: string } };

/** The payment and ordinal accounts of `seed` on the network `caipNetworkId` names; throws for a network we do not know. */
export function deriveBitcoinWallet(seed: Uint8Array, caipNetworkId: string): EmbeddedBitcoinWallet {
  const chain = bitcoinChainOf(caipNetworkId);
  if (!chain) throw new BitcoinWalletError(`Bitcoin network ${caipNetworkId} is not supported`);
  const { network, coin } = PARAMS[chain];
  const master = HDKey.fromMasterSeed(seed);
  const key = (path: string) => {
    const privateKey = master.derive(path).privateKey;
    if (!privateKey) throw new BitcoinWalletError('no private key');
    return privateKey;
  };
  const paths = { payment: `m/84'/${coin}'/0'/0/0`, ordinal: `m/86'/${coin}'/0'/0/0` };
  return {
    label: caipNetworkId,
    payment: paymentAccount(key(paths.payment), network),
    ordinal: ordinalAccount(key(paths.ordinal), network),
    paths,
  };
}

const wallets = new Map<string, EmbeddedBitcoinWallet>();

/** The user's wallet on `caipNetworkId` (the user's secp256k1 key is the seed); cached, as derivation is not free. */
export function bitcoinWalletOf(user: { privateKey: string }, caipNetworkId: string): EmbeddedBitcoinWallet {
  const cacheKey = `${user.privateKey}|${caipNetworkId}`;
  let wallet = wallets.get(cacheKey);
  if (!wallet) {
    wallet = deriveBitcoinWallet(hexBytes(user.privateKey), caipNetworkId);
    wallets.set(cacheKey, wallet);
  }
  return wallet;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** `getAccountAddresses`, as a WalletConnect bip122 wallet answers it: payment first, then ordinal. */
export function accountAddresses(wallet: EmbeddedBitcoinWallet) {
  return [
    { address: wallet.payment.address, publicKey: hex(wallet.payment.publicKey), path: wallet.paths.payment, intention: 'payment' },
    { address: wallet.ordinal.address, publicKey: hex(wallet.ordinal.publicKey), path: wallet.paths.ordinal, intention: 'ordinal' },
  ] as const;
}

/** BIP-322 (simple) by the account `address` of the wallet: WalletConnect's answer, the signature as hex. */
export function signBitcoinMessage(wallet: EmbeddedBitcoinWallet, address: string, message: string) {
  const account = accountOf(wallet, address);
  const witness = Buffer.from(signMessageBip322(account, new TextEncoder().encode(message)), 'base64');
  return { address, signature: witness.toString('hex') };
}

function accountOf(wallet: EmbeddedBitcoinWallet, address: string): BitcoinTestAccount {
  const account = [wallet.payment, wallet.ordinal].find((candidate) => candidate.address === address);
  if (!account) throw new BitcoinWalletError(`Address ${address} is not this embedded wallet`);
  return account;
}

export type SignInput = { address: string; index: number; sighashTypes?: number[] | undefined };

/**
 * Parses a PSBT (base64) for the wallet's network; a PSBT that does not parse is refused. Every input it will sign
 * must be the payment account's (the ordinal account's coins may carry inscriptions: this wallet never spends them).
 */
export function parsePsbt(wallet: EmbeddedBitcoinWallet, base64: string): Psbt {
  try {
    return Psbt.fromBase64(base64, { network: networkOf(wallet) });
  } catch {
    throw new BitcoinWalletError('Invalid PSBT');
  }
}

const networkOf = (wallet: EmbeddedBitcoinWallet) => PARAMS[bitcoinChainOf(wallet.label) ?? 'regtest'].network;

/** Signs exactly the inputs asked, by the payment account only; the PSBT is returned signed, not finalized. */
export function signPaymentInputs(wallet: EmbeddedBitcoinWallet, psbt: Psbt, inputs: readonly SignInput[]): Psbt {
  for (const { address, index, sighashTypes } of inputs) {
    if (address !== wallet.payment.address) {
      throw new BitcoinWalletError(`Address ${address} is not this embedded wallet's payment account`);
    }
    if (sighashTypes && sighashTypes.length > 1) throw new BitcoinWalletError('One sighash type per input');
    try {
      signPsbtInput(psbt, index, wallet.payment, sighashTypes?.[0]);
    } catch (error) {
      if (error instanceof SigningError) throw new BitcoinWalletError(error.message);
      throw error;
    }
  }
  return psbt;
}

/** What the visitor reads for a PSBT: each output's address (or script) and value, and the fee, in satoshis. */
export function describePsbt(wallet: EmbeddedBitcoinWallet, psbt: Psbt) {
  const inputs = psbt.data.inputs.map((input, index) => {
    const value = input.witnessUtxo?.value;
    if (value === undefined) throw new BitcoinWalletError(`input ${index} has no witnessUtxo`);
    return value;
  });
  const outputs = psbt.txOutputs.map((output) => ({
    address: output.address ?? `script ${hex(output.script)}`,
    value: output.value,
    change: output.address === wallet.payment.address,
  }));
  const fee = inputs.reduce((sum, value) => sum + value, 0n) - outputs.reduce((sum, output) => sum + output.value, 0n);
  if (fee < 0n) throw new BitcoinWalletError('The outputs spend more than the inputs');
  return { outputs, fee };
}
