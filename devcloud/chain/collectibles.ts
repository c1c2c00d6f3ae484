/**
 * The test NFT collection (contracts/AirlockCollectibles.sol): deployed on the token chain at start-up by
 * anvil account 8 (an account no test pays from, so no test account's nonce or history changes) and minted
 * to accounts 0..4 in its constructor, NFTS_PER_ACCOUNT each: account 0 holds ids 1..3, account 1 ids 4..6, …
 * A fresh chain and a fixed deployer and nonce give the same address on every start.
 */
import { createPublicClient, createTestClient, createWalletClient, getAddress, getContractAddress, http } from 'viem';
import { artifact } from './artifacts.ts';
import { ANVIL_DEFAULT_BALANCE } from './deploy.ts';
import { FUNDED_ACCOUNTS, type LocalChain } from './tokens.ts';
import { localViemChain } from './viemChain.ts';

/** How many tokens each funded account holds after start-up. */
export const NFTS_PER_ACCOUNT = 3;

/** anvil's account that deploys the collection. */
export const COLLECTIBLES_DEPLOYER_INDEX = 8;

export type DeployedCollection = { chainId: number; address: `0x${string}`; name: string; symbol: string };

/** Where a token's metadata is served (the contract's `tokenURI` is this base plus the token id). */
export const nftMetadataBase = (cloudUrl: string, chainId: number, address: string) =>
  `${cloudUrl}/public/nft/${chainId}/${address.toLowerCase()}/`;

export async function deployCollectibles(chain: LocalChain, cloudUrl: string): Promise<DeployedCollection> {
  const viemChain = localViemChain(chain);
  const transport = http(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: viemChain, transport, pollingInterval: 25 });
  const accounts = await createWalletClient({ chain: viemChain, transport }).getAddresses();
  const deployer = accounts[COLLECTIBLES_DEPLOYER_INDEX];
  if (!deployer) throw new Error(`no account ${COLLECTIBLES_DEPLOYER_INDEX} on ${chain.rpcUrl}`);
  const holders = accounts.slice(0, FUNDED_ACCOUNTS);
  const wallet = createWalletClient({ chain: viemChain, transport, account: deployer });
  const { abi, bytecode } = artifact('AirlockCollectibles');
  // The address is known before deploying (deployer and nonce), and tokenURI needs it in its base.
  const nonce = await publicClient.getTransactionCount({ address: deployer });
  const address = getContractAddress({ from: deployer, nonce: BigInt(nonce) });
  const hash = await wallet.deployContract({
    abi,
    bytecode,
    args: [nftMetadataBase(cloudUrl, chain.chainId, address), holders, BigInt(NFTS_PER_ACCOUNT)],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error('deploying AirlockCollectibles failed');
  await createTestClient({ chain: viemChain, transport, mode: 'anvil' }).setBalance({ address: deployer, value: ANVIL_DEFAULT_BALANCE });
  return { chainId: chain.chainId, address: getAddress(receipt.contractAddress), name: 'Airlock Collectibles', symbol: 'ALC' };
}
