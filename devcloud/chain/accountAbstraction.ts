/**
 * ERC-4337 on a local chain: the EntryPoint v0.7, the smart-account implementation with its factory and the
 * VerifyingPaymaster, deployed through anvil's deterministic deployer (CREATE2), so they sit at the same fixed
 * addresses on every start and on both chains. Their keys are fixed too: a deployer, the bundler's executor and the
 * paymaster's signer, funded with anvil's cheat codes so anvil's own accounts (and the token addresses their nonces
 * give) are untouched.
 */
import {
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  getContractAddress,
  http,
  keccak256,
  parseEther,
  stringToHex,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { artifact } from './artifacts.ts';
import type { LocalChain } from './tokens.ts';
import { localViemChain } from './viemChain.ts';

/** anvil's pre-deployed CREATE2 factory (Arachnid's deterministic deployment proxy). */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';
/** The salt the EntryPoint v0.7 was deployed with on every public chain. */
const ENTRY_POINT_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3';
const ZERO_SALT: Hex = `0x${'00'.repeat(32)}`;

/** Well-known test keys (derived from their names): never hold anything outside a local chain. */
const testKey = (name: string): Hex => keccak256(stringToHex(`airlock-devcloud-${name}`));
export const DEPLOYER_KEY = testKey('aa-deployer');
export const BUNDLER_EXECUTOR_KEY = testKey('bundler-executor');
export const BUNDLER_UTILITY_KEY = testKey('bundler-utility');
export const PAYMASTER_SIGNER_KEY = testKey('paymaster-signer');

/** What the paymaster holds at the EntryPoint for the operations it sponsors. */
const PAYMASTER_DEPOSIT = parseEther('1000');
const KEY_BALANCE = parseEther('10000');

type Deployment = { address: Address; salt: Hex; initCode: Hex };

function create2(salt: Hex, initCode: Hex): Deployment {
  return { salt, initCode, address: getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode: initCode }) };
}

function deployments() {
  const entryPoint = create2(ENTRY_POINT_SALT, artifact('EntryPoint').bytecode);
  const implementation = create2(ZERO_SALT, artifact('AirlockSmartAccount').bytecode);
  const factory = create2(
    ZERO_SALT,
    encodeDeployData({ ...artifact('ERC4337Factory'), args: [implementation.address] } as Parameters<typeof encodeDeployData>[0]),
  );
  const paymaster = create2(
    ZERO_SALT,
    encodeDeployData({
      ...artifact('VerifyingPaymaster'),
      args: [entryPoint.address, privateKeyToAccount(PAYMASTER_SIGNER_KEY).address],
    } as Parameters<typeof encodeDeployData>[0]),
  );
  return { entryPoint, implementation, factory, paymaster };
}

export type AccountAbstractionAddresses = { entryPoint: Address; accountImplementation: Address; factory: Address; paymaster: Address };

let addresses: AccountAbstractionAddresses | undefined;

/** The fixed addresses (the same on every local chain), computed from the committed artifacts. */
export function accountAbstractionAddresses(): AccountAbstractionAddresses {
  if (!addresses) {
    const d = deployments();
    addresses = {
      entryPoint: d.entryPoint.address,
      accountImplementation: d.implementation.address,
      factory: d.factory.address,
      paymaster: d.paymaster.address,
    };
  }
  return addresses;
}

/** Deploys what is missing, funds the bundler's executor and the paymaster's deposit. Idempotent. */
export async function deployAccountAbstraction(chain: LocalChain): Promise<AccountAbstractionAddresses> {
  const viemChain = localViemChain(chain);
  const transport = http(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: viemChain, transport, pollingInterval: 25 });
  const testClient = createTestClient({ chain: viemChain, transport, mode: 'anvil' });
  const deployer = privateKeyToAccount(DEPLOYER_KEY);
  const wallet = createWalletClient({ chain: viemChain, transport, account: deployer });
  await Promise.all(
    [deployer.address, privateKeyToAccount(BUNDLER_EXECUTOR_KEY).address, privateKeyToAccount(BUNDLER_UTILITY_KEY).address].map((address) =>
      testClient.setBalance({ address, value: KEY_BALANCE }),
    ),
  );

  const d = deployments();
  // In order: the factory's constructor needs nothing deployed, but the paymaster's checks the EntryPoint.
  for (const { address, salt, initCode } of [d.entryPoint, d.implementation, d.factory, d.paymaster]) {
    if (await publicClient.getCode({ address })) continue;
    const hash = await wallet.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: concat([salt, initCode]) });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success' || !(await publicClient.getCode({ address }))) throw new Error(`deploying ${address} failed`);
  }
  const deposit = await publicClient.readContract({
    address: d.entryPoint.address,
    abi: artifact('EntryPoint').abi,
    functionName: 'balanceOf',
    args: [d.paymaster.address],
  });
  if ((deposit as bigint) < PAYMASTER_DEPOSIT / 2n) {
    const hash = await wallet.writeContract({
      address: d.paymaster.address,
      abi: artifact('VerifyingPaymaster').abi,
      functionName: 'deposit',
      value: PAYMASTER_DEPOSIT,
    } as unknown as Parameters<typeof wallet.writeContract>[0]);
    await publicClient.waitForTransactionReceipt({ hash });
  }
  return accountAbstractionAddresses();
}
