/**
 * ERC-4337 on a fresh anvil: the contracts land at their fixed addresses (the EntryPoint at its canonical one), and
 * what we compute off-chain (the account's counterfactual address, the paymaster's hash, the account's calldata)
 * is what the contracts compute.
 */
import { createPublicClient, decodeFunctionData, http, parseAbi, type PublicClient } from 'viem';
import { entryPoint07Address, toPackedUserOperation } from 'viem/account-abstraction';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSalt, counterfactualAddress, encodeAccountCalls, toAirlockSmartAccount } from '../secure-site/smartAccount.ts';
import { accountAbstractionAddresses, deployAccountAbstraction } from './accountAbstraction.ts';
import { type AnvilNode, startAnvil } from './anvil.ts';
import { artifact } from './artifacts.ts';
import { paymasterData, paymasterStubData, sponsorshipHash } from './paymaster.ts';

const OWNER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
let anvil: AnvilNode;
let client: PublicClient;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 8962 });
  client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient;
  await deployAccountAbstraction({ chainId: 31337, rpcUrl: anvil.rpcUrl });
}, 30_000);
afterAll(() => anvil?.stop());

describe('ERC-4337 on the local chain', () => {
  it('deploys at fixed addresses (the EntryPoint v0.7 at its canonical one), funds the paymaster, and a second run changes nothing', async () => {
    const addresses = accountAbstractionAddresses();
    expect(addresses.entryPoint).toBe(entryPoint07Address);
    for (const address of Object.values(addresses)) expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{20,}/);
    const balanceOf = () =>
      client.readContract({
        address: addresses.entryPoint,
        abi: artifact('EntryPoint').abi,
        functionName: 'balanceOf',
        args: [addresses.paymaster],
      });
    const deposit = await balanceOf();
    expect(deposit).toBeGreaterThan(0n);
    const block = await client.getBlockNumber();
    expect(await deployAccountAbstraction({ chainId: 31337, rpcUrl: anvil.rpcUrl })).toEqual(addresses);
    expect(await client.getBlockNumber()).toBe(block);
    expect(await balanceOf()).toBe(deposit);
  });

  it("computes the owner's account address as the factory does, and the account's owner is that key", async () => {
    const { factory } = accountAbstractionAddresses();
    const onChain = await client.readContract({
      address: factory,
      abi: parseAbi(['function getAddress(bytes32 salt) view returns (address)']),
      functionName: 'getAddress',
      args: [accountSalt(OWNER.address)],
    });
    expect(counterfactualAddress(OWNER.address)).toBe(onChain);
    expect((await toAirlockSmartAccount(client, OWNER)).address).toBe(onChain);
  });

  it("signs the paymaster's hash as VerifyingPaymaster.getHash computes it, over the final gas limits", async () => {
    const { paymaster } = accountAbstractionAddresses();
    const op = {
      sender: counterfactualAddress(OWNER.address),
      nonce: 7n,
      callData: encodeAccountCalls([{ to: OWNER.address, value: 1n }]),
      callGasLimit: 50_000n,
      verificationGasLimit: 300_000n,
      preVerificationGas: 45_000n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      signature: '0x',
    } as const;
    const stub = await paymasterStubData(op);
    const fields = await paymasterData(op, 31337, 1_700_000_000_000);
    expect(fields.paymasterVerificationGasLimit).toBe(stub.paymasterVerificationGasLimit);
    const packed = toPackedUserOperation({ ...op, ...fields });
    const onChain = await client.readContract({
      address: paymaster,
      abi: artifact('VerifyingPaymaster').abi,
      functionName: 'getHash',
      args: [packed, 1_700_000_000 + 3600, 0],
    });
    expect(sponsorshipHash({ ...op, ...fields }, 31337, 1_700_000_000 + 3600, 0)).toBe(onChain);
    // The paymaster reads back the window it signed for.
    const [validUntil, validAfter] = (await client.readContract({
      address: paymaster,
      abi: artifact('VerifyingPaymaster').abi,
      functionName: 'parsePaymasterAndData',
      args: [packed.paymasterAndData],
    })) as [number, number, string];
    expect([validUntil, validAfter]).toEqual([1_700_000_000 + 3600, 0]);
  });

  it('runs one call with execute and several with executeBatch (all or nothing)', () => {
    const abi = parseAbi([
      'struct Call { address target; uint256 value; bytes data; }',
      'function execute(address target, uint256 value, bytes data)',
      'function executeBatch(Call[] calls)',
    ]);
    const one = decodeFunctionData({ abi, data: encodeAccountCalls([{ to: OWNER.address, value: 5n }]) });
    expect(one).toEqual({ functionName: 'execute', args: [OWNER.address, 5n, '0x'] });
    const two = decodeFunctionData({ abi, data: encodeAccountCalls([{ to: OWNER.address }, { to: OWNER.address, data: '0x1234' }]) });
    expect(two.functionName).toBe('executeBatch');
    expect(two.args[0]).toEqual([
      { target: OWNER.address, value: 0n, data: '0x' },
      { target: OWNER.address, value: 0n, data: '0x1234' },
    ]);
  });
});
