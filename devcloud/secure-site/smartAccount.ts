/**
 * The embedded wallet's ERC-4337 smart account (devcloud/chain/contracts/AirlockSmartAccount.sol: Solady's ERC4337
 * behind an ERC-1967 proxy from Solady's ERC4337Factory) as a viem SmartAccount. viem does the UserOperation work
 * (nonce, hashing, ERC-6492 wrapping before deployment, ERC-7739 nested signatures); this file says how our factory
 * is called and where the account lands.
 */
import { concat, encodeFunctionData, getContractAddress, keccak256, pad, parseAbi, type Address, type Hex, type PublicClient } from 'viem';
import { entryPoint07Abi, getUserOperationHash, toSmartAccount, type SmartAccount } from 'viem/account-abstraction';
import { signMessage, signTypedData } from 'viem/experimental/erc7739';
import type { LocalAccount } from 'viem/accounts';
import { accountAbstractionAddresses } from '../chain/accountAbstraction.ts';

const factoryAbi = parseAbi(['function createAccount(bytes32 salt) payable returns (address)']);
const accountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data) payable returns (bytes)',
  'function executeBatch(Call[] calls) payable returns (bytes[])',
]);

/** ERC4337Factory initialises the account with the salt's first 20 bytes as its owner. */
export const accountSalt = (owner: Address): Hex => pad(owner, { dir: 'right', size: 32 });

/** keccak256 of Solady's ERC-1967 proxy creation code for `implementation` (LibClone.initCodeHashERC1967). */
export function proxyInitCodeHash(implementation: Address): Hex {
  return keccak256(
    concat([
      '0x603d3d8160223d3973',
      implementation,
      '0x6009',
      '0x5155f3363d3d373d3d363d7f360894a13ba1a3210667c828492db98dca3e2076',
      '0xcc3735a920a3ca505d382bbc545af43d6000803e6038573d6000fd5b3d6000f3',
    ]),
  );
}

/** The counterfactual address of `owner`'s account: the same on every local chain, deployed or not. */
export function counterfactualAddress(owner: Address): Address {
  const { factory, accountImplementation } = accountAbstractionAddresses();
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: accountSalt(owner),
    bytecodeHash: proxyInitCodeHash(accountImplementation),
  });
}

/** One call of an operation, as EIP-5792 and eth_sendTransaction describe it. */
export type AccountCall = { to: Address; value?: bigint; data?: Hex };

/** The account's calldata: `execute` for one call, `executeBatch` (all or nothing) for more. */
export function encodeAccountCalls(calls: readonly AccountCall[]): Hex {
  const [only] = calls;
  if (calls.length === 1 && only) {
    return encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [only.to, only.value ?? 0n, only.data ?? '0x'] });
  }
  return encodeFunctionData({
    abi: accountAbi,
    functionName: 'executeBatch',
    args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
  });
}

/** Typed data as the RPC brings it (checked by the caller). */
export type TypedData = {
  domain?: Record<string, unknown>;
  types: Record<string, unknown>;
  primaryType: string;
  message: Record<string, unknown>;
};

export function toAirlockSmartAccount(client: PublicClient, owner: LocalAccount): Promise<SmartAccount> {
  const { entryPoint, factory } = accountAbstractionAddresses();
  const address = counterfactualAddress(owner.address);
  const factoryArgs = {
    factory,
    factoryData: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [accountSalt(owner.address)] }),
  };
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint, version: '0.7' },
    getAddress: async () => address,
    getFactoryArgs: async () => factoryArgs,
    encodeCalls: async (calls) => encodeAccountCalls(calls),
    // A signature of the right shape, so the bundler's gas estimate covers the real check.
    getStubSignature: async () =>
      '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c',
    // Solady's ERC1271 checks ERC-7739 nested signatures (the app's hash bound to this account's domain).
    signMessage: ({ message }) => signMessage(client, { account: owner, message, verifier: address, ...factoryArgs }),
    signTypedData: (typedData) =>
      signTypedData(client, {
        ...(typedData as unknown as TypedData),
        account: owner,
        verifier: address,
        ...factoryArgs,
      } as unknown as Parameters<typeof signTypedData>[1]),
    // Solady's ERC4337 recovers the owner from the EIP-191 hash of the operation's hash.
    async signUserOperation({ chainId = client.chain?.id ?? 0, ...userOperation }) {
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: address } as Parameters<typeof getUserOperationHash>[0]['userOperation'],
      });
      return owner.signMessage({ message: { raw: hash } });
    },
  });
}
