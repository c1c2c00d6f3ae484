/**
 * Delivers a paid on-ramp order on the local chain, as a provider would from its own wallet: anvil's
 * last unlocked account plays the provider. Native ETH is sent from it; a test token is first minted
 * to it (by the token's owner, anvil account 0), then transferred to the buyer, so the buyer's own
 * history shows a plain receive from the provider either way.
 */
import { createPublicClient, createWalletClient, erc20Abi, getAddress, http, type Address } from 'viem';
import { mintAbi } from '../chain/marketAbi.ts';
import type { LocalChain } from '../chain/tokens.ts';
import { localViemChain } from '../chain/viemChain.ts';

export type Delivery = {
  hash: `0x${string}`;
  from: Address;
  blockNumber: number;
  blockHash: string;
  index: number;
  nonce: number;
  timestamp: number;
};

export async function deliver(chain: LocalChain, asset: { contract: string }, to: Address, units: bigint): Promise<Delivery> {
  const transport = http(chain.rpcUrl, { timeout: 10_000 });
  const viemChain = localViemChain(chain);
  const client = createPublicClient({ chain: viemChain, transport, pollingInterval: 25, cacheTime: 0 });
  const accounts = await createWalletClient({ chain: viemChain, transport }).getAddresses();
  const provider = accounts[accounts.length - 1];
  if (!provider) throw new Error(`no unlocked account on ${chain.rpcUrl}`);
  const wallet = (account: Address) => createWalletClient({ chain: viemChain, transport, account });
  const mined = async (hash: `0x${string}`) => {
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`delivery transaction ${hash} failed`);
    return receipt;
  };

  let hash: `0x${string}`;
  if (asset.contract === '') {
    hash = await wallet(provider).sendTransaction({ to, value: units });
  } else {
    const token = getAddress(asset.contract);
    const owner = await client.readContract({ address: token, abi: mintAbi, functionName: 'owner' });
    await mined(await wallet(owner).writeContract({ address: token, abi: mintAbi, functionName: 'mint', args: [provider, units] }));
    // USDT-style tokens return nothing from transfer; a sent transaction is not decoded, so that is fine.
    hash = await wallet(provider).writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, units] });
  }
  const receipt = await mined(hash);
  const [block, tx] = await Promise.all([client.getBlock({ blockHash: receipt.blockHash }), client.getTransaction({ hash })]);
  return {
    hash,
    from: provider,
    blockNumber: Number(receipt.blockNumber),
    blockHash: receipt.blockHash,
    index: receipt.transactionIndex,
    nonce: tx.nonce,
    timestamp: Number(block.timestamp),
  };
}
