/**
 * Decoding a call's data with the ABIs we know. Each decoder is one function signature and a
 * `describe` that puts its arguments in words; the registry finds it by selector. ERC-20
 * `transfer`, `approve` and `transferFrom` are here; a swap router's functions join by adding
 * their decoders to KNOWN_CALLS (a selector may belong to one decoder only).
 */
import { decodeFunctionData, type AbiFunction, type Hex, parseAbiItem, toFunctionSelector } from 'viem';
import type { SecureTranslator } from '../../../src/core/i18n/secure/en.ts';
import { formatAmount } from './amounts.ts';
import type { DecodedCall } from './schema.ts';

/** What the chain says about the called contract as an ERC-20; every field may be missing. */
export type TokenInfo = { symbol?: string; decimals?: number; totalSupply?: bigint };

/** The called contract, its ERC-20 metadata, and the words of the page's language. */
export type CallContext = { to: string; token: TokenInfo | undefined; t: SecureTranslator };

/** A decoded call, and what the visitor must be warned of (the page shows warnings first). */
export type Description = DecodedCall & { warnings: string[] };

export type CallDecoder = {
  /** Human-readable ABI, e.g. 'function transfer(address to, uint256 amount)'. */
  signature: string;
  /** Whether `describe` wants the called contract's ERC-20 metadata. */
  needsToken: boolean;
  describe(args: readonly unknown[], context: CallContext): Description;
};

export type CallMatch = { decoder: CallDecoder; args: readonly unknown[] };

export type CallRegistry = { match(data: string): CallMatch | null };

export function createCallRegistry(decoders: readonly CallDecoder[]): CallRegistry {
  const bySelector = new Map<string, { decoder: CallDecoder; abi: AbiFunction }>();
  for (const decoder of decoders) {
    const abi = parseAbiItem(decoder.signature) as AbiFunction;
    const selector = toFunctionSelector(abi);
    if (bySelector.has(selector)) throw new Error(`two decoders for selector ${selector}`);
    bySelector.set(selector, { decoder, abi });
  }
  return {
    match(data) {
      const entry = bySelector.get(data.slice(0, 10).toLowerCase());
      if (!entry) return null;
      try {
        const { args } = decodeFunctionData({ abi: [entry.abi], data: data as Hex });
        return { decoder: entry.decoder, args: args ?? [] };
      } catch {
        // The selector matched but the arguments do not decode: treat it as unknown calldata.
        return null;
      }
    },
  };
}

/** 2^96 − 1: tokens that store allowances in 96 bits use it as "infinite"; nobody approves that much on purpose. */
const UNLIMITED_FROM = 2n ** 96n - 1n;

/** An allowance is unlimited when it is huge, or at least the token's whole supply. */
export function isUnlimitedAllowance(amount: bigint, totalSupply?: bigint): boolean {
  return amount >= UNLIMITED_FROM || (totalSupply !== undefined && totalSupply > 0n && amount >= totalSupply);
}

const tokenName = ({ token, t }: CallContext) => token?.symbol ?? t('preview.tokensOfContract');

/** In token units when the decimals are known, else the raw integer said as such. */
export function tokenAmount(raw: bigint, token: TokenInfo | undefined, t: SecureTranslator): string {
  if (token?.decimals === undefined) return t('preview.rawUnits', { amount: String(raw) });
  return `${formatAmount(raw, token.decimals)} ${token.symbol ?? ''}`.trim();
}

const tokenField = (context: CallContext) => ({
  label: context.t('preview.token'),
  value: context.token?.symbol ? `${context.token.symbol} (${context.to})` : context.to,
});

export const erc20Transfer: CallDecoder = {
  signature: 'function transfer(address to, uint256 amount)',
  needsToken: true,
  describe([to, amount], context) {
    const { t } = context;
    return {
      title: t('preview.erc20Transfer'),
      fields: [
        tokenField(context),
        { label: t('preview.recipient'), value: String(to) },
        { label: t('preview.amount'), value: tokenAmount(amount as bigint, context.token, t) },
      ],
      warnings: [],
    };
  },
};

export const erc20Approve: CallDecoder = {
  signature: 'function approve(address spender, uint256 amount)',
  needsToken: true,
  describe([spender, amount], context) {
    const { t } = context;
    const value = amount as bigint;
    const unlimited = isUnlimitedAllowance(value, context.token?.totalSupply);
    const allowance = unlimited
      ? t('preview.unlimited')
      : value === 0n
        ? t('preview.removesAllowance')
        : tokenAmount(value, context.token, t);
    return {
      title: t('preview.erc20Approval'),
      fields: [
        tokenField(context),
        { label: t('preview.spender'), value: String(spender) },
        { label: t('preview.allowance'), value: allowance },
      ],
      warnings: unlimited ? [t('preview.unlimitedWarning', { spender: String(spender), token: tokenName(context) })] : [],
    };
  },
};

export const erc20TransferFrom: CallDecoder = {
  signature: 'function transferFrom(address from, address to, uint256 amount)',
  needsToken: true,
  describe([from, to, amount], context) {
    const { t } = context;
    return {
      title: t('preview.erc20TransferFrom'),
      fields: [
        tokenField(context),
        { label: t('preview.from'), value: String(from) },
        { label: t('preview.recipient'), value: String(to) },
        { label: t('preview.amount'), value: tokenAmount(amount as bigint, context.token, t) },
      ],
      warnings: [],
    };
  },
};

export const ERC20_DECODERS: readonly CallDecoder[] = [erc20Transfer, erc20Approve, erc20TransferFrom];

/** Every ABI the confirmation page can decode. */
export const KNOWN_CALLS: CallRegistry = createCallRegistry([...ERC20_DECODERS]);
