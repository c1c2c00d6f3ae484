/**
 * Deploys the test tokens on a fresh local chain with anvil's first unlocked account, minting
 * to accounts 0..4 in the constructors. A fresh chain and a fixed deployer and nonce give the
 * same addresses on every start.
 */
import { readFileSync } from 'node:fs';
import { createPublicClient, createTestClient, createWalletClient, defineChain, getAddress, http, parseEther, type Abi } from 'viem';
import { z } from 'zod';
import { FUNDED_ACCOUNTS, TEST_TOKENS, type DeployedToken, type LocalChain } from './tokens.ts';

const artifactsSchema = z.object({
  contracts: z.record(z.string(), z.object({ abi: z.array(z.unknown()), bytecode: z.string().regex(/^0x[0-9a-f]+$/) })),
});

/** Compiled by compile.ts; read from disk (and checked) instead of compiling at start-up. */
function loadArtifacts() {
  const path = new URL('./artifacts.json', import.meta.url);
  return artifactsSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).contracts;
}

/** anvil's default balance: restored after deploying so account 0 starts at a round 10,000 ETH. */
const ANVIL_DEFAULT_BALANCE = parseEther('10000');

export async function deployTestTokens(chain: LocalChain): Promise<DeployedToken[]> {
  const artifacts = loadArtifacts();
  const viemChain = defineChain({
    id: chain.chainId,
    name: `Local ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  // Short polling: anvil mines each transaction at once, so waiting 4 s (viem's default) is waste.
  const transport = http(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: viemChain, transport, pollingInterval: 25 });
  const accounts = await createWalletClient({ chain: viemChain, transport }).getAddresses();
  const deployer = accounts[0];
  if (!deployer) throw new Error(`no unlocked account on ${chain.rpcUrl}`);
  const holders = accounts.slice(0, FUNDED_ACCOUNTS);
  const wallet = createWalletClient({ chain: viemChain, transport, account: deployer });

  // Sent one after another (anvil assigns nonces 0, 1 ... in order), then awaited together.
  const hashes: `0x${string}`[] = [];
  for (const token of TEST_TOKENS) {
    const artifact = artifacts[token.contract];
    if (!artifact) throw new Error(`artifacts.json has no ${token.contract}: run npx tsx devcloud/chain/compile.ts`);
    hashes.push(
      await wallet.deployContract({
        abi: artifact.abi as Abi,
        bytecode: artifact.bytecode as `0x${string}`,
        args: [holders, token.mintPerAccount * 10n ** BigInt(token.decimals)],
      }),
    );
  }
  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })));

  const testClient = createTestClient({ chain: viemChain, transport, mode: 'anvil' });
  await testClient.setBalance({ address: deployer, value: ANVIL_DEFAULT_BALANCE });

  return TEST_TOKENS.map((token, i) => {
    const receipt = receipts[i];
    if (receipt?.status !== 'success' || !receipt.contractAddress) {
      throw new Error(`deploying ${token.contract} failed`);
    }
    return {
      chainId: chain.chainId,
      address: getAddress(receipt.contractAddress), // checksummed, as wallets display it
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
    };
  });
}
