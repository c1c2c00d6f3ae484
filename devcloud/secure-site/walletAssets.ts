/**
 * `wallet_getAssets` (EIP-7811) for an embedded wallet, read from the local chain: the native balance always, each
 * test token when held, priced with devcloud's fixed dev prices (the same numbers the balance API gives).
 */
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, toHex } from 'viem';
import { usdPrice } from '../blockchain/prices.ts';
import type { Chains } from './chains.ts';

/** A test token deployed on a local chain (devcloud/chain/tokens.ts, DeployedToken). */
export type WalletToken = { chainId: number; address: `0x${string}`; symbol: string; name: string; decimals: number };

const NATIVE_ADDRESS = '0x0000000000000000000000000000000000000000';

export async function walletAssets(chains: Chains, tokens: readonly WalletToken[], chainId: number, account: string, devcloudUrl: string) {
  const iconUrl = (symbol: string) => new URL(`/public/getTokenImage/${symbol}`, devcloudUrl).href;
  const native = (await chains.request(chainId, 'eth_getBalance', [account, 'latest'])) as Hex;
  const assets = [
    {
      address: NATIVE_ADDRESS,
      balance: native,
      type: 'NATIVE',
      metadata: { name: 'Ethereum', symbol: 'ETH', decimals: 18, iconUrl: iconUrl('ETH'), price: usdPrice('ETH') },
    },
  ];
  for (const token of tokens.filter((t) => t.chainId === chainId)) {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account as `0x${string}`] });
    const answer = (await chains.request(chainId, 'eth_call', [{ to: token.address, data }, 'latest'])) as Hex;
    const held = decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: answer });
    if (held === 0n) continue;
    assets.push({
      address: token.address,
      balance: toHex(held),
      type: 'ERC20',
      metadata: {
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        iconUrl: iconUrl(token.symbol),
        price: usdPrice(token.symbol),
      },
    });
  }
  return { [toHex(chainId)]: assets };
}
