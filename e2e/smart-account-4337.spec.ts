import { expect, test, type Page } from '@playwright/test';
import { BrowserProvider, Contract, type Eip1193Provider } from 'ethers';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  encodeErrorResult,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
  UserRejectedRequestError,
} from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { BUNDLER_EXECUTOR_KEY } from '../devcloud/chain/accountAbstraction.ts';
import { ANVIL_RPC, AUSD, dealTestToken, ethBalance, freshAddress, tokenBalance } from './fixtures/chain.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { approveInFrame, rejectInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { openShell } from './fixtures/shell.ts';

/**
 * The embedded wallet's smart account is a real ERC-4337 account on anvil, tried as a host team would: viem's wallet
 * client and ethers v6's BrowserProvider on the provider `getWalletProvider('eip155')` returns (bridged from the page
 * to the test's Node side), with checks read straight from the chain.
 */
const publicClient = createPublicClient({ chain: foundry, transport: http(ANVIL_RPC), pollingInterval: 100 });
/** ERC-6492's magic suffix: a signature that deploys its account first. */
const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492';

/** The page's EIP-1193 provider, seen from Node: each request runs in the page; an error keeps its code (4001 …). */
function embeddedProvider(page: Page): Eip1193Provider {
  return {
    async request({ method, params }: { method: string; params?: unknown }) {
      const answer = await page.evaluate(
        async ({ method, params }) => {
          const provider = window.airlockKit!.getWalletProvider('eip155') as { request(a: unknown): Promise<unknown> };
          try {
            return { result: await provider.request({ method, params }), error: undefined };
          } catch (error) {
            const { code, message } = error as { code?: number; message?: string };
            return { error: { code, message } };
          }
        },
        { method, params },
      );
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    },
  };
}

async function setBalance(address: Address, value: bigint) {
  await publicClient.request({ method: 'anvil_setBalance', params: [address, toHex(value)] } as never);
}

/** Runs a request that needs the visitor's approval, and approves it in the secure frame. */
async function approved<T>(page: Page, request: Promise<T>): Promise<T> {
  const [result] = await Promise.all([request, approveInFrame(page)]);
  return result;
}

/**
 * A contract that reverts ("bundled calls refused") only inside a transaction sent by devcloud's bundler (tx.origin its
 * executor): simulations (eth_call, eth_simulateV1, the bundler's estimate) pass, the mined operation reverts.
 */
const REFUSES_BUNDLES = (() => {
  const reason = encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: ['bundled calls refused'] });
  const executor = privateKeyToAddress(BUNDLER_EXECUTOR_KEY).slice(2);
  const size = (reason.length - 2) / 2;
  // ORIGIN PUSH20 executor EQ PUSH1 27 JUMPI STOP; 27: JUMPDEST PUSH1 size PUSH1 38 PUSH0 CODECOPY PUSH1 size PUSH0 REVERT; 38: reason
  const code = `0x3273${executor}14601b57005b60${size.toString(16)}60265f3960${size.toString(16)}5ffd${reason.slice(2)}`;
  return code as Hex;
})();

const typedData = {
  domain: { name: 'Airlock e2e', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello, smart account' },
} as const;

test.describe('the embedded smart account on a real bundler (ERC-4337)', () => {
  test('viem: signatures verify for the reported account before and after deployment; 0.01 ETH leaves it; a batch runs atomically; a rejection is 4001', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openShell(page, { projectId: uniqueProjectId('aa-viem') });
    const account = await loginByEmail(page, uniqueEmail('aa-viem'));
    const wallet = createWalletClient({ account, chain: foundry, transport: custom(embeddedProvider(page)) });
    expect(await wallet.getAddresses()).toEqual([account]);
    expect(await wallet.getChainId()).toBe(31337);
    expect(await publicClient.getCode({ address: account })).toBeUndefined();

    // Before deployment: ERC-6492 signatures, which verify for the counterfactual account.
    const message = 'Signed by a smart account';
    const early = await approved(page, wallet.signMessage({ message }));
    expect(early.endsWith(ERC6492_SUFFIX)).toBe(true);
    expect(await publicClient.verifyMessage({ address: account, message, signature: early })).toBe(true);
    const earlyTyped = await approved(page, wallet.signTypedData(typedData));
    expect(await publicClient.verifyTypedData({ address: account, ...typedData, signature: earlyTyped })).toBe(true);

    // Rejected in the frame: the client gets EIP-1193's 4001.
    const [rejected] = await Promise.all([wallet.signMessage({ message: 'no' }).catch((error: unknown) => error), rejectInFrame(page)]);
    expect(rejected).toBeInstanceOf(UserRejectedRequestError);
    expect((rejected as UserRejectedRequestError).code).toBe(4001);

    // 0.01 ETH: the hash is the mined transaction's, and the value leaves the reported account (gas is sponsored).
    await setBalance(account, parseEther('1'));
    const recipient = freshAddress();
    const hash = await approved(page, wallet.sendTransaction({ to: recipient, value: parseEther('0.01') }));
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(await ethBalance(recipient)).toBe(parseEther('0.01'));
    expect(await ethBalance(account)).toBe(parseEther('0.99'));
    expect(await publicClient.getCode({ address: account })).toBeDefined();

    // After deployment: plain ERC-1271 signatures.
    const late = await approved(page, wallet.signMessage({ message }));
    expect(late.endsWith(ERC6492_SUFFIX)).toBe(false);
    expect(await publicClient.verifyMessage({ address: account, message, signature: late })).toBe(true);
    const lateTyped = await approved(page, wallet.signTypedData(typedData));
    expect(await publicClient.verifyTypedData({ address: account, ...typedData, signature: lateTyped })).toBe(true);

    // EIP-5792: atomic batches with a paymaster here; two calls in one operation, then their status and receipt.
    const capabilities = await wallet.getCapabilities({ chainId: 31337 });
    expect(capabilities).toMatchObject({ atomic: { status: 'supported' }, paymasterService: { supported: true } });
    const [first, second] = [freshAddress(), freshAddress()];
    const { id } = await approved(
      page,
      wallet.sendCalls({
        calls: [
          { to: first, value: parseEther('0.02') },
          { to: second, value: parseEther('0.03') },
        ],
      }),
    );
    const status = await wallet.waitForCallsStatus({ id, pollingInterval: 200 });
    expect(status).toMatchObject({ status: 'success', atomic: true, statusCode: 200 });
    expect(status.receipts).toHaveLength(1);
    expect(status.receipts?.[0]?.status).toBe('success');
    expect(await ethBalance(first)).toBe(parseEther('0.02'));
    expect(await ethBalance(second)).toBe(parseEther('0.03'));
    expect(await ethBalance(account)).toBe(parseEther('0.94'));

    // A call that passes every simulation (the frame's preview, the bundler's gas estimate) and reverts on chain: the
    // operation is mined with success=false inside a bundle transaction that succeeds. The client gets the revert,
    // in viem's words, not that transaction's hash (whose receipt would read as success); nothing left the account.
    const gate = freshAddress();
    await publicClient.request({ method: 'anvil_setCode', params: [gate, REFUSES_BUNDLES] } as never);
    const [reverted] = await Promise.all([
      embeddedProvider(page)
        .request({ method: 'eth_sendTransaction', params: [{ from: account, to: gate, value: toHex(parseEther('0.01')) }] })
        .catch((error: unknown) => error),
      approveInFrame(page),
    ]);
    expect((reverted as Error).message).toBe('Execution reverted with reason: bundled calls refused.');
    expect(await ethBalance(gate)).toBe(0n);
    expect(await ethBalance(account)).toBe(parseEther('0.94'));
  });

  test('ethers v6: the account and chain; a sponsored ERC-20 transfer from an account with no ETH, shown as sponsored in the frame', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openShell(page, { projectId: uniqueProjectId('aa-ethers') });
    const account = await loginByEmail(page, uniqueEmail('aa-ethers'));
    const provider = new BrowserProvider(embeddedProvider(page));
    const signer = await provider.getSigner();
    expect(signer.address).toBe(account);
    expect((await provider.getNetwork()).chainId).toBe(31337n);
    // An account with tokens and no ETH at all (devcloud's login money taken away).
    await setBalance(account, 0n);
    await dealTestToken(AUSD, account, parseUnits('5', 18));
    expect(await ethBalance(account)).toBe(0n);
    expect(await provider.getBalance(account)).toBe(0n);

    const recipient = freshAddress();
    const token = new Contract(AUSD, erc20Abi as unknown as string[], signer);
    const sending = (token.transfer as (to: string, amount: bigint) => Promise<{ hash: Hex; wait(): Promise<{ status: number }> }>)(
      recipient,
      parseUnits('1.5', 18),
    );
    await expect(secureFrame(page).getByTestId('approval-gas')).toContainText('Sponsored');
    const tx = await approved(page, sending);
    expect((await tx.wait()).status).toBe(1);
    expect(await tokenBalance(AUSD, recipient)).toBe(parseUnits('1.5', 18));
    expect(await tokenBalance(AUSD, account)).toBe(parseUnits('3.5', 18));
    expect(await ethBalance(account)).toBe(0n);

    // Signed through ethers too, and verified for the (now deployed) account.
    const signature = (await approved(page, signer.signMessage('from ethers'))) as Hex;
    expect(await publicClient.verifyMessage({ address: account, message: 'from ethers', signature })).toBe(true);
  });
});
