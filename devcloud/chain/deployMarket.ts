/**
 * Deploys the market after the test tokens, with the same deployer (anvil account 0) in a fixed
 * order, so its addresses are the same on every start: WETH, the pairs in PAIR_SEEDS order, then
 * the router. Then seeds each pair: WETH wrapped from the deployer's ETH, test tokens minted
 * straight to the pair (account 0's own 10,000 AUSD and 5,000 USDT stay untouched), and
 * `addLiquidity`. The deployer's ETH is set back to anvil's round 10,000 afterwards.
 */
import { createPublicClient, createTestClient, createWalletClient, getAddress, http, type Address, type Hash } from 'viem';
import { artifact } from './artifacts.ts';
import { ANVIL_DEFAULT_BALANCE } from './deploy.ts';
import { type MarketAsset, type MarketInfo, type MarketPair, PAIR_SEEDS } from './market.ts';
import { mintAbi, pairAbi, wethAbi } from './marketAbi.ts';
import type { DeployedToken, LocalChain } from './tokens.ts';
import { localViemChain } from './viemChain.ts';

const ETH_DECIMALS = 18;

export async function deployMarket(chain: LocalChain, tokens: readonly DeployedToken[]): Promise<MarketInfo> {
  const viemChain = localViemChain(chain);
  const transport = http(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: viemChain, transport, pollingInterval: 25 });
  const [deployer] = await createWalletClient({ chain: viemChain, transport }).getAddresses();
  if (!deployer) throw new Error(`no unlocked account on ${chain.rpcUrl}`);
  const wallet = createWalletClient({ chain: viemChain, transport, account: deployer });

  const mined = async (hashes: Hash[], what: string) => {
    const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })));
    for (const receipt of receipts)
      if (receipt.status !== 'success') throw new Error(`market: ${what} failed (${receipt.transactionHash})`);
    return receipts;
  };
  const deployed = async (hashes: Hash[], what: string) =>
    (await mined(hashes, what)).map((receipt) => {
      if (!receipt.contractAddress) throw new Error(`market: ${what} deployed nothing`);
      return getAddress(receipt.contractAddress);
    });

  const token = (symbol: string) => {
    const found = tokens.find((t) => t.chainId === chain.chainId && t.symbol === symbol);
    if (!found) throw new Error(`market: no ${symbol} deployed on ${chain.chainId}`);
    return found;
  };
  const wethArtifact = artifact('WrappedEther');
  const [weth] = await deployed([await wallet.deployContract({ ...wethArtifact })], 'WETH');
  if (!weth) throw new Error('market: WETH deployed nothing');
  const poolToken = (asset: MarketAsset): Address => (asset === 'ETH' ? weth : token(asset).address);
  const decimalsOf = (asset: MarketAsset) => (asset === 'ETH' ? ETH_DECIMALS : token(asset).decimals);

  // Sent one after another (anvil mines each at once, nonces in order), then awaited together.
  const pairArtifact = artifact('MarketPair');
  const pairHashes: Hash[] = [];
  for (const seed of PAIR_SEEDS) {
    pairHashes.push(await wallet.deployContract({ ...pairArtifact, args: seed.assets.map(poolToken) }));
  }
  const pairAddresses = await deployed(pairHashes, 'pairs');
  const [router] = await deployed([await wallet.deployContract({ ...artifact('MarketRouter'), args: [weth, pairAddresses] })], 'router');
  if (!router) throw new Error('market: router deployed nothing');

  const units = (asset: MarketAsset, whole: bigint) => whole * 10n ** BigInt(decimalsOf(asset));
  const wrapped = PAIR_SEEDS.reduce(
    (sum, seed) => sum + seed.assets.reduce((s, asset, i) => (asset === 'ETH' ? s + units(asset, seed.amounts[i]!) : s), 0n),
    0n,
  );
  const seeding: Hash[] = [await wallet.writeContract({ address: weth, abi: wethAbi, functionName: 'deposit', value: wrapped })];
  for (const [i, seed] of PAIR_SEEDS.entries()) {
    const pair = pairAddresses[i]!;
    for (const [side, asset] of seed.assets.entries()) {
      const amount = units(asset, seed.amounts[side]!);
      seeding.push(
        asset === 'ETH'
          ? await wallet.writeContract({ address: weth, abi: wethAbi, functionName: 'transfer', args: [pair, amount] })
          : await wallet.writeContract({ address: token(asset).address, abi: mintAbi, functionName: 'mint', args: [pair, amount] }),
      );
    }
    seeding.push(await wallet.writeContract({ address: pair, abi: pairAbi, functionName: 'addLiquidity' }));
  }
  await mined(seeding, 'seeding the pairs');
  await createTestClient({ chain: viemChain, transport, mode: 'anvil' }).setBalance({ address: deployer, value: ANVIL_DEFAULT_BALANCE });

  const pairs: MarketPair[] = await Promise.all(
    PAIR_SEEDS.map(async (seed, i) => {
      const address = pairAddresses[i]!;
      const [token0, token1] = await Promise.all([
        publicClient.readContract({ address, abi: pairAbi, functionName: 'token0' }),
        publicClient.readContract({ address, abi: pairAbi, functionName: 'token1' }),
      ]);
      return { address, name: seed.assets.join('/'), token0: getAddress(token0), token1: getAddress(token1) };
    }),
  );
  return { chainId: chain.chainId, weth, router, pairs };
}
