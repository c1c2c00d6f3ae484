/**
 * Deploys the test tokens on a fresh local chain with anvil's first unlocked account, minting
 * to accounts 0..4 in the constructors. A fresh chain and a fixed deployer and nonce give the
 * same addresses on every start.
 */
import { createPublicClient, createTestClient, createWalletClient, getAddress, http, parseEther } from 'viem';
import { artifact } from './artifacts.ts';
import { localViemChain } from './viemChain.ts';
import { FUNDED_ACCOUNTS, TEST_TOKENS, type DeployedToken, type LocalChain } from './tokens.ts';

/** anvil's default balance: restored after deploying so account 0 starts at a round 10,000 ETH. */
export const ANVIL_DEFAULT_BALANCE = parseEther('10000');

export async function deployTestTokens(chain: LocalChain): Promise<DeployedToken[]> {
  const viemChain = localViemChain(chain);
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
    const { abi, bytecode } = artifact(token.contract);
    hashes.push(await wallet.deployContract({ abi, bytecode, args: [holders, token.mintPerAccount * 10n ** BigInt(token.decimals)] }));
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
