/**
 * The secure site's backend, driven over HTTP as the frame page drives it: e-mail login with
 * device approval and mailbox codes, signing and sending against a private anvil, e-mail
 * change, social and Farcaster login, smart accounts, sign-out and persistence.
 */
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
  verifyMessage,
  verifyTypedData,
  type Address,
} from 'viem';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnsafeMethod } from '../../src/core/frame/rpc.ts';
import { grantText } from '../../src/core/smartSessions.ts';
import { deployTestTokens } from '../chain/deploy.ts';
import { createSignatureVerifier } from '../names/verify.ts';
import { permissionRoutes } from '../permissions/routes.ts';
import { createPermissionStore } from '../permissions/store.ts';
import { createStateStore } from '../state.ts';
import { deployAccountAbstraction } from '../chain/accountAbstraction.ts';
import { createMailbox, startSecureSite, type SecureSite } from './index.ts';
import { createDeviceKey, deviceProofHeaders } from './deviceProof.ts';
import { type ApiAnswer, apiClient, startOriginsStub, startTestAnvil, type TestAnvil } from './testing.ts';
import { SOLANA_CAIP_NETWORK_ID } from '../solana/chain.ts';

const SITE_PORT = 5301;
const DEVCLOUD_PORT = 5302;
const ANVIL_PORT = 8971;
/** Nothing listens here: the unreachable second chain. */
const DEAD_RPC = 'http://127.0.0.1:8972';
const HOST_ORIGIN = 'http://localhost:3901';
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const DEVICE = 'device-0001-aaaa';
const OTHER_DEVICE = 'device-0002-bbbb';
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF';
const ERC20 = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function mint(address to, uint256 amount)',
]);

type User = {
  email: string | null;
  address: Address;
  chainId: number;
  accounts: { address: Address; type: string }[];
  userName: string | null;
  preferredAccountType?: string;
  smartAccountDeployed: boolean;
  /** The test's note of the login's Solana user (asked per namespace), not a field of the answer. */
  solanaAddress?: string;
};

const SOLANA_CHAIN = SOLANA_CAIP_NETWORK_ID;

/** The EVM user, with the login's Solana address beside it (the frame asks one user per namespace). */
async function userWithSolana(token: string): Promise<User> {
  const evm = (await api<User>('/api/user', { chainId: 31337 }, token)).body;
  const solana = (await api<{ address: string }>('/api/user', { chainId: 31337, solanaChainId: SOLANA_CHAIN }, token)).body;
  return { ...evm, solanaAddress: solana.address };
}

let anvil: TestAnvil;
let origins: ReturnType<typeof startOriginsStub>;
let site: SecureSite;
let stateDir: string;
const mailbox = createMailbox();
const permissions = createPermissionStore(createStateStore({ dir: null }));
const api = apiClient(SITE);
const origin = { current: [HOST_ORIGIN, 'https://*.example.com'] };

async function start() {
  site = await startSecureSite({
    port: SITE_PORT,
    devcloudUrl: `http://127.0.0.1:${DEVCLOUD_PORT}`,
    rpcUrls: { 31337: anvil.rpcUrl, 31338: DEAD_RPC },
    stateDir,
    quiet: true,
    mailbox,
  });
}

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'secure-site-'));
  anvil = await startTestAnvil(ANVIL_PORT, 31337);
  await deployAccountAbstraction({ chainId: 31337, rpcUrl: anvil.rpcUrl });
  origins = startOriginsStub(
    DEVCLOUD_PORT,
    origin,
    permissionRoutes({ permissions, verify: createSignatureVerifier([{ chainId: 31337, rpcUrl: anvil.rpcUrl }]) }),
  );
  await start();
}, 60_000);

afterAll(async () => {
  await site?.close();
  await origins?.close();
  await anvil?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

const lastMail = (email: string) => mailbox.list(email).at(-1);

async function mailboxOverHttp(email: string) {
  const response = await fetch(`${SITE}/__devcloud/mailbox/${encodeURIComponent(email)}`);
  return (await response.json()) as {
    messages: { to: string; subject: string; code?: string; link?: string; at: string }[];
  };
}

/** Full e-mail login on `device`, approving the device if needed; returns the session token. */
function emailLogin(email: string, device = DEVICE): Promise<string> {
  return emailLoginWith(api, email, device);
}

/** The same through another client (another device key, or another site). */
async function emailLoginWith(client: typeof api, email: string, device = DEVICE): Promise<string> {
  const connect = await client<{ action: string }>('/api/email/connect', { email, deviceId: device });
  if (connect.body.action === 'VERIFY_DEVICE') {
    await fetch(lastMail(email)!.link!);
    await client('/api/email/device', { email, deviceId: device, waitMs: 0 });
  }
  const code = lastMail(email)!.code!;
  const otp = await client<{ token: string }>('/api/email/otp', { email, otp: code, deviceId: device });
  expect(otp.status).toBe(200);
  return otp.body.token;
}

/** `/api/rpc` with no approval token, as a page that merely posts to the frame would reach it. */
const unapprovedRpc = <T = unknown>(token: string, request: unknown, chainId = 31337, approval?: string) =>
  api<{ result: T }>('/api/rpc', { chainId, request, ...(approval === undefined ? {} : { approval }) }, token);

const approve = (token: string, request: unknown, chainId = 31337) =>
  api<{ approval: string }>('/api/approvals', { chainId, request }, token);

/** As the frame page calls it: for an unsafe method, the one-time approval token its Approve click fetched first. */
async function rpc<T = unknown>(
  token: string,
  request: { method: string; [key: string]: unknown },
  chainId = 31337,
): Promise<ApiAnswer<{ result: T }>> {
  if (!isUnsafeMethod(request.method)) return unapprovedRpc<T>(token, request, chainId);
  const approval = await approve(token, request, chainId);
  if (approval.status !== 200) return approval as unknown as ApiAnswer<{ result: T }>;
  return unapprovedRpc<T>(token, request, chainId, approval.body.approval);
}

describe('login page', () => {
  it('serves the frame page with a strict CSP naming the allowed origins', async () => {
    const response = await fetch(`${SITE}/login?projectId=p1&chainId=31337&version=0.1.0&enableLogger=false`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain(`img-src 'self' data: https: ${HOST_ORIGIN} https://*.example.com`);
    expect(csp).toContain(`frame-ancestors ${HOST_ORIGIN} https://*.example.com`);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    const body = await response.text();
    expect(body).toContain('<script src="/assets/frame.js" defer></script>');
    expect(body).toContain('<link rel="stylesheet" href="/assets/frame.css" />');
    expect(body).toContain('<main id="approval" hidden></main>');
    expect(body).not.toMatch(/<script>(?!<)/);
    expect(body).toContain('name="airlock-config"');
  });

  it('lets nobody frame it when the project has no valid origins', async () => {
    // A project id of its own, so no cached answer is involved.
    const saved = origin.current;
    origin.current = ['not an origin; script-src *'];
    const response = await fetch(`${SITE}/login?projectId=p-empty`);
    origin.current = saved;
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('needs a project id', async () => {
    expect((await fetch(`${SITE}/login`)).status).toBe(400);
  });

  it('serves the bundled scripts', async () => {
    for (const name of ['frame.js', 'popup.js']) {
      const response = await fetch(`${SITE}/assets/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect((await response.text()).length).toBeGreaterThan(1000);
    }
    const css = await fetch(`${SITE}/assets/frame.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await fetch(`${SITE}/assets/nope.js`)).status).toBe(404);
  });
});

describe("pages in the visitor's language", () => {
  it('the frame page: its language from the locale parameter, Arabic right to left, English for anything else', async () => {
    const arabic = await (await fetch(`${SITE}/login?projectId=p1&locale=ar`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<title>تأكيد الطلب · موقع Airlock الآمن</title>');
    expect(arabic).toContain('&quot;locale&quot;:&quot;ar&quot;');
    for (const locale of ['', 'xx', 'x'.repeat(40), 'en-GB']) {
      const page = await (await fetch(`${SITE}/login?projectId=p1&locale=${locale}`)).text();
      expect(page).toContain('<html lang="en" dir="ltr">');
      expect(page).toContain('&quot;locale&quot;:&quot;en&quot;');
    }
    const portuguese = await (await fetch(`${SITE}/login?projectId=p1&locale=pt-BR`)).text();
    expect(portuguese).toContain('<html lang="pt" dir="ltr">');
  });

  it("serves one JSON pack per language for the frame, and none for English (it is in the frame's script)", async () => {
    const response = await fetch(`${SITE}/assets/secure-locale-de.json`);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json())['approval.approve']).toBe('Genehmigen');
    expect((await fetch(`${SITE}/assets/secure-locale-en.json`)).status).toBe(404);
  });

  it('the social popup: consent, its form and the result page keep the language', async () => {
    const { body } = await api<{ uri: string }>('/api/social/redirect', { provider: 'google', origin: HOST_ORIGIN, projectId: 'p1' });
    const consent = await (await fetch(`${body.uri}&locale=es`)).text();
    expect(consent).toContain('<html lang="es" dir="ltr">');
    expect(consent).toContain('<h1>Iniciar sesión con Google</h1>');
    expect(consent).toContain(`${HOST_ORIGIN} quiere iniciar su sesión con su cuenta de Google <strong>google-user</strong>.`);
    expect(consent).toMatch(/<button[^>]*value="approve"[^>]*>Aprobar<\/button>/);
    expect(consent).toContain('action="/social/google?locale=es"');
    const state = new URL(body.uri).searchParams.get('state')!;
    const approved = await fetch(`${SITE}/social/google?locale=es`, {
      method: 'POST',
      body: new URLSearchParams({ state, decision: 'approve' }),
      redirect: 'manual',
    });
    const location = approved.headers.get('location')!;
    expect(new URL(location).searchParams.get('locale')).toBe('es');
    const result = await (await fetch(location)).text();
    expect(result).toContain('<h1>Sesión iniciada</h1>');
    expect(result).toContain('data-done="Sesión iniciada. Puede cerrar esta ventana."');
  });

  it("the mailbox's device approval link opens its page in the frame's language", async () => {
    const email = 'francais@example.com';
    await api('/api/email/connect', { email, deviceId: DEVICE, locale: 'fr' });
    const link = lastMail(email)!.link!;
    expect(new URL(link).searchParams.get('locale')).toBe('fr');
    const page = await (await fetch(link)).text();
    expect(page).toContain('<html lang="fr" dir="ltr">');
    expect(page).toContain('<h1>Appareil approuvé</h1>');
    const again = await (await fetch(link)).text();
    expect(again).toContain('<h1>Lien expiré</h1>');
  });

  it('the error pages: an expired sign-in in Arabic, right to left', async () => {
    const page = await fetch(`${SITE}/farcaster/approve?channel=gone&locale=ar`);
    expect(page.status).toBe(400);
    const text = await page.text();
    expect(text).toContain('<html lang="ar" dir="rtl">');
    expect(text).toContain('<h1>انتهت صلاحية تسجيل الدخول</h1>');
  });
});

describe('backend API guard', () => {
  it('refuses calls from any other origin and non-POST calls', async () => {
    const response = await fetch(`${SITE}/api/session`, {
      method: 'POST',
      headers: { origin: HOST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    const noOrigin = await fetch(`${SITE}/api/session`, { method: 'POST', body: '{}' });
    expect(noOrigin.status).toBe(403);
    expect((await fetch(`${SITE}/api/session`)).status).toBe(405);
  });

  it('rejects malformed bodies', async () => {
    expect((await api('/api/email/connect', { email: 'nope', deviceId: DEVICE })).status).toBe(400);
    expect((await api('/api/email/connect', 'garbage')).status).toBe(400);
  });
});

describe('e-mail login', () => {
  const email = 'ada@example.com';
  let token: string;

  it('asks a new device to be verified through a mailbox link', async () => {
    const connect = await api('/api/email/connect', { email, deviceId: DEVICE });
    expect(connect.body).toEqual({ action: 'VERIFY_DEVICE' });
    const mail = lastMail(email)!;
    expect(mail.link).toMatch(new RegExp(`^${SITE}/verify-device\\?token=`));
    expect(mail.code).toBeUndefined();
  });

  it('waits for the approval, which the mailbox link gives', async () => {
    expect((await api('/api/email/device', { email, deviceId: DEVICE, waitMs: 50 })).body).toEqual({ approved: false });
    const waiting = api('/api/email/device', { email, deviceId: DEVICE, waitMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const page = await fetch(lastMail(email)!.link!);
    expect(await page.text()).toContain('Device approved');
    expect((await waiting).body).toEqual({ approved: true });
    expect(lastMail(email)!.code).toMatch(/^\d{6}$/);
    // A used link does not work twice.
    const again = await fetch(mailbox.list(email).find((m) => m.link)!.link!);
    expect(again.status).toBe(400);
  });

  it('rejects a wrong code with "Invalid code"', async () => {
    const code = lastMail(email)!.code!;
    const wrong = code === '000000' ? '000001' : '000000';
    const answer = await api('/api/email/otp', { email, otp: wrong, deviceId: DEVICE });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Invalid code' });
  });

  it('signs in with the right code', async () => {
    const code = lastMail(email)!.code!;
    const answer = await api<{ token: string }>('/api/email/otp', { email, otp: code, deviceId: DEVICE });
    expect(answer.status).toBe(200);
    token = answer.body.token;
    expect(token.length).toBeGreaterThan(20);
    expect((await api('/api/session', {}, token)).body).toEqual({ isConnected: true, deviceId: DEVICE });
    // Codes are single use.
    expect((await api('/api/email/otp', { email, otp: code, deviceId: DEVICE })).body.error).toBe('Invalid code');
  });

  it('reports the user', async () => {
    const { body } = await api<User>('/api/user', { chainId: 31337 }, token);
    expect(body.email).toBe(email);
    expect(body.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(body.chainId).toBe(31337);
    expect(body.accounts.map((a) => a.type)).toEqual(['eoa', 'smartAccount']);
    expect(body.smartAccountDeployed).toBe(false);
    expect(body).not.toHaveProperty('privateKey');
    // One user per namespace: no Solana field of ours beside the EVM user.
    expect(body).not.toHaveProperty('solanaAddress');
  });

  it("reports the login's Solana user for a solana chain id (GET_USER per namespace)", async () => {
    const { body } = await api<User>('/api/user', { chainId: 31337, solanaChainId: SOLANA_CHAIN }, token);
    expect(body).toMatchObject({ email, chainId: SOLANA_CHAIN, preferredAccountType: 'eoa' });
    expect(getBase58Encoder().encode(body.address)).toHaveLength(32);
    expect(body.accounts).toEqual([{ address: body.address, type: 'eoa' }]);
  });

  it('sends a code at once to a known device, and CONNECT when already signed in', async () => {
    expect((await api('/api/email/connect', { email, deviceId: DEVICE })).body).toEqual({ action: 'VERIFY_OTP' });
    expect(lastMail(email)!.code).toMatch(/^\d{6}$/);
    expect((await api('/api/email/connect', { email, deviceId: DEVICE }, token)).body).toEqual({ action: 'CONNECT' });
    expect((await api('/api/email/connect', { email, deviceId: OTHER_DEVICE }, token)).body).toEqual({
      action: 'VERIFY_DEVICE',
    });
  });

  it('refuses a code for a device that was never approved', async () => {
    const other = 'eve@example.com';
    await api('/api/email/connect', { email: other, deviceId: OTHER_DEVICE });
    const answer = await api('/api/email/otp', { email: other, otp: '123456', deviceId: OTHER_DEVICE });
    expect(answer.body.error).toBe('Device is not verified');
  });

  it('serves the mailbox over HTTP, newest last, and clears it', async () => {
    const { messages } = await mailboxOverHttp('ADA@example.com');
    expect(messages.length).toBeGreaterThan(2);
    for (const message of messages) expect(message).toMatchObject({ to: email, subject: expect.any(String), at: expect.any(String) });
    expect(messages.some((m) => /^\d{6}$/.test(m.code ?? ''))).toBe(true);
    expect(messages.at(-1)!.link).toMatch(/verify-device/);
    expect(Date.parse(messages.at(-1)!.at)).toBeGreaterThanOrEqual(Date.parse(messages[0]!.at));
    const separate = createMailbox();
    separate.deliver({ to: 'x@example.com', subject: 's', code: '1' });
    separate.clear();
    expect(separate.list('x@example.com')).toEqual([]);
  });

  it('keeps keys in a private state file', () => {
    expect(statSync(join(stateDir, 'secure-site.json')).mode & 0o777).toBe(0o600);
  });
});

describe('embedded wallet RPC', () => {
  let token: string;
  let user: User;
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl) });

  beforeAll(async () => {
    token = await emailLogin('rpc@example.com');
    user = await userWithSolana(token);
  });

  it('funds a new wallet with 10 ETH, its smart account too, and proxies reads to the chain', async () => {
    const balance = await rpc<string>(token, { method: 'eth_getBalance', params: [user.address, 'latest'] });
    expect(BigInt(balance.body.result)).toBe(parseEther('10'));
    // Funded by the login itself, before any request of the wallet: the balance the app reads first is the funded one.
    const smart = user.accounts.find((account) => account.type === 'smartAccount')!.address;
    expect(await client().getBalance({ address: smart })).toBe(parseEther('10'));
    expect((await rpc(token, { method: 'eth_chainId' })).body.result).toBe('0x7a69');
    expect((await rpc(token, { method: 'eth_accounts' })).body.result).toEqual([user.address]);
    expect(typeof (await rpc(token, { method: 'eth_blockNumber' })).body.result).toBe('string');
  });

  it('personal_sign gives a signature viem verifies', async () => {
    const message = 'hello airlock';
    const answer = await rpc<`0x${string}`>(token, { method: 'personal_sign', params: [toHex(message), user.address] });
    expect(answer.status).toBe(200);
    expect(await verifyMessage({ address: user.address, message, signature: answer.body.result })).toBe(true);
  });

  it('signs typed data (v4)', async () => {
    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const;
    const answer = await rpc<`0x${string}`>(token, {
      method: 'eth_signTypedData_v4',
      params: [user.address, JSON.stringify(typedData)],
    });
    const { EIP712Domain: _, ...types } = typedData.types;
    const valid = await verifyTypedData({
      address: user.address,
      domain: typedData.domain,
      types,
      primaryType: 'Mail',
      message: typedData.message,
      signature: answer.body.result,
    });
    expect(valid).toBe(true);
  });

  it('refuses to sign for an address that is not the wallet', async () => {
    const answer = await rpc(token, { method: 'personal_sign', params: ['0x68', RECIPIENT] });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain('is not this embedded wallet');
  });

  it('eth_sendTransaction signs here and changes the balance on anvil', async () => {
    const before = await client().getBalance({ address: RECIPIENT });
    const answer = await rpc<`0x${string}`>(token, {
      method: 'eth_sendTransaction',
      params: [{ from: user.address, to: RECIPIENT, value: toHex(parseEther('0.5')) }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await client().waitForTransactionReceipt({ hash: answer.body.result });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase());
    expect(await client().getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.5'));
  });

  it('wallet_sendCalls sends each call and reports their status', async () => {
    const before = await client().getBalance({ address: RECIPIENT });
    const sent = await rpc<{ id: string }>(token, {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: user.address,
          calls: [
            { to: RECIPIENT, value: '0x1' },
            { to: RECIPIENT, value: '0x2' },
          ],
        },
      ],
    });
    expect(sent.status).toBe(200);
    const status = await rpc<{ status: number; receipts: unknown[] }>(token, {
      method: 'wallet_getCallsStatus',
      params: [sent.body.result.id],
    });
    expect(status.body.result.status).toBe(200);
    expect(status.body.result.receipts).toHaveLength(2);
    expect(await client().getBalance({ address: RECIPIENT })).toBe(before + 3n);
  });

  it('rejects methods outside the SPEC list, and a Solana transaction that is not one', async () => {
    expect((await rpc(token, { method: 'eth_sign', params: [user.address, '0x00'] })).body.error).toBe('Unsupported RPC request');
    const solana = await rpc(token, {
      method: 'solana_signTransaction',
      params: { transaction: 'abc' },
      chainNamespace: 'solana',
    });
    expect(solana.body.error).toBe('Invalid transaction');
  });

  it("solana_signMessage signs with the user's own ed25519 key (base58 in, base58 signature out)", async () => {
    const address = user.solanaAddress!;
    expect(getBase58Encoder().encode(address)).toHaveLength(32);
    const message = new TextEncoder().encode('hello solana');
    const answer = await rpc<{ signature: string }>(token, {
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(message), pubkey: address },
      chainNamespace: 'solana',
    });
    expect(answer.status).toBe(200);
    const signature = new Uint8Array(getBase58Encoder().encode(answer.body.result.signature));
    const key = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), new Uint8Array(getBase58Encoder().encode(address))]),
      format: 'der',
      type: 'spki',
    });
    expect(verify(null, message, key, signature)).toBe(true);
    // Another pubkey is not this wallet's.
    const other = await rpc(token, {
      method: 'solana_signMessage',
      params: { message: 'abc', pubkey: '11111111111111111111111111111111' },
      chainNamespace: 'solana',
    });
    expect(other.body.error).toMatch(/is not this embedded wallet/);
  });

  it('answers a chain it cannot reach with an error, not a crash', async () => {
    const answer = await rpc(token, { method: 'eth_blockNumber' }, 31338);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain('unreachable');
    expect((await rpc(token, { method: 'eth_blockNumber' }, 1)).body.error).toContain('not supported');
  });

  it('needs a session', async () => {
    expect((await rpc('bogus', { method: 'eth_chainId' })).status).toBe(401);
    expect((await rpc('bogus', { method: 'eth_chainId' })).body).toEqual({ error: 'Session expired' });
  });
});

describe('approval proof for unsafe methods', () => {
  let token: string;
  let user: User;
  const sign = () => ({ method: 'personal_sign', params: [toHex('approve me'), user.address] });

  beforeAll(async () => {
    token = await emailLogin('approval@example.com');
    user = await userWithSolana(token);
  });

  it('signs nothing without a token from the approvals endpoint', async () => {
    for (const request of [
      sign(),
      { method: 'eth_sendTransaction', params: [{ from: user.address, to: RECIPIENT, value: '0x1' }] },
      { method: 'wallet_sendCalls', params: [{ calls: [{ to: RECIPIENT, value: '0x1' }] }] },
      { method: 'solana_signMessage', params: { message: 'abc', pubkey: user.solanaAddress }, chainNamespace: 'solana' },
    ]) {
      const answer = await unapprovedRpc(token, request);
      expect(answer).toEqual({ status: 403, body: { error: 'This request was not approved in the secure frame' } });
    }
    expect((await unapprovedRpc(token, sign(), 31337, 'made-up')).status).toBe(403);
  });

  it('takes a token once, for exactly the request and session it was issued for', async () => {
    const { approval } = (await approve(token, sign())).body;
    // Another message with the same token: refused, and the token is spent.
    const other = { method: 'personal_sign', params: [toHex('something else'), user.address] };
    expect((await unapprovedRpc(token, other, 31337, approval)).status).toBe(403);
    expect((await unapprovedRpc(token, sign(), 31337, approval)).status).toBe(403);
    // Another chain is another request.
    const forChain = (await approve(token, sign(), 31337)).body.approval;
    expect((await unapprovedRpc(token, { ...sign(), chainId: 31338 }, 31337, forChain)).status).toBe(403);
    // Another session cannot spend it.
    const fresh = (await approve(token, sign())).body.approval;
    const otherSession = await emailLogin('approval-other@example.com');
    expect((await unapprovedRpc(otherSession, sign(), 31337, fresh)).status).toBe(403);
    // The right one signs, once.
    const good = (await approve(token, sign())).body.approval;
    const signed = await unapprovedRpc<`0x${string}`>(token, sign(), 31337, good);
    expect(signed.status).toBe(200);
    expect(await verifyMessage({ address: user.address, message: 'approve me', signature: signed.body.result })).toBe(true);
    expect((await unapprovedRpc(token, sign(), 31337, good)).status).toBe(403);
  });

  it('issues tokens only to a session, only for unsafe methods, only to its own origin', async () => {
    expect((await approve('bogus', sign())).status).toBe(401);
    expect((await approve(token, { method: 'eth_getBalance', params: [user.address, 'latest'] })).body).toEqual({
      error: 'Nothing to approve',
    });
    expect((await approve(token, { method: 'eth_sign', params: [user.address, '0x00'] })).body).toEqual({
      error: 'Unsupported RPC request',
    });
    const fromHost = await fetch(`${SITE}/api/approvals`, {
      method: 'POST',
      headers: { origin: HOST_ORIGIN, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ chainId: 31337, request: sign() }),
    });
    expect(fromHost.status).toBe(403);
  });

  it('still answers read methods without any approval', async () => {
    expect((await unapprovedRpc(token, { method: 'eth_chainId' })).body.result).toBe('0x7a69');
  });
});

describe('the approval preview', () => {
  let token: string;
  let user: User;
  let ausd: Address;
  const preview = (request: unknown, origin = HOST_ORIGIN) =>
    api<Record<string, any>>('/api/preview', { chainId: 31337, request, origin }, token);

  beforeAll(async () => {
    token = await emailLogin('preview@example.com');
    user = await userWithSolana(token);
    const [token0] = await deployTestTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl });
    ausd = token0!.address;
    // The owner (anvil account 0) mints 100 AUSD to the embedded wallet.
    const client = createWalletClient({ transport: http(anvil.rpcUrl) });
    const [owner] = await client.getAddresses();
    const hash = await client.sendTransaction({
      account: owner!,
      chain: null,
      to: ausd,
      data: encodeFunctionData({ abi: ERC20, functionName: 'mint', args: [user.address, parseUnits('100', 18)] }),
    });
    await createPublicClient({ transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({ hash });
  }, 60_000);

  it('shows a personal_sign message as text, and warns of a sign-in for another site', async () => {
    const plain = await preview({ method: 'personal_sign', params: [toHex('Hello from Airlock'), user.address] });
    expect(plain.body).toEqual({
      title: 'Sign message',
      account: user.address,
      network: 'Local 31337 (chain 31337)',
      notices: [],
      details: { kind: 'message', encoding: 'text', content: 'Hello from Airlock', bytes: 18 },
    });
    const siwe = `evil.example wants you to sign in with your Ethereum account:\n${user.address}\n\nURI: https://evil.example\nNonce: 12345678`;
    const phishing = await preview({ method: 'personal_sign', params: [toHex(siwe), user.address] });
    expect(phishing.body.notices).toEqual([
      { tone: 'warning', text: `This message signs you in to evil.example, but the request comes from ${HOST_ORIGIN}.` },
    ]);
    const notMine = await preview({ method: 'personal_sign', params: ['0xff00', RECIPIENT] });
    expect(notMine.body.details).toMatchObject({ encoding: 'hex', content: '0xff00' });
    expect(notMine.body.notices[0].text).toContain('is not this embedded wallet');
  });

  it("is written in the frame's language: title, network, warnings; an unknown language is English", async () => {
    const request = { method: 'personal_sign', params: ['0xff00', RECIPIENT] };
    const japanese = await api<Record<string, any>>('/api/preview', { chainId: 31337, request, origin: HOST_ORIGIN, locale: 'ja' }, token);
    expect(japanese.body).toMatchObject({ title: 'メッセージに署名', network: 'Local 31337（チェーン 31337）' });
    expect(japanese.body.notices[0].text).toBe(`${RECIPIENT} はこの埋め込みウォレットではありません。リクエストは拒否されます。`);
    const unknown = await api<Record<string, any>>('/api/preview', { chainId: 31337, request, origin: HOST_ORIGIN, locale: 'tlh' }, token);
    expect(unknown.body.title).toBe('Sign message');
  });

  it('shows typed data as a tree and warns when its domain is for another chain', async () => {
    const typed = {
      domain: { name: 'Airlock', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    };
    const answer = await preview({ method: 'eth_signTypedData_v4', params: [user.address, JSON.stringify(typed)] });
    expect(answer.body.details).toEqual({
      kind: 'typedData',
      primaryType: 'Mail',
      domain: [
        { label: 'name', type: 'string', value: 'Airlock' },
        { label: 'chainId', type: 'uint256', value: '1' },
      ],
      message: [{ label: 'contents', type: 'string', value: 'hi' }],
    });
    expect(answer.body.notices).toEqual([
      { tone: 'warning', text: 'This signature is for chain 1, not the current network (chain 31337).' },
    ]);
  });

  it('shows a native send with its value in ETH and USD and the simulated change, sending nothing', async () => {
    const before = await createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({ address: user.address });
    const answer = await preview({
      method: 'eth_sendTransaction',
      params: [{ from: user.address, to: RECIPIENT, value: toHex(parseEther('0.5')) }],
    });
    expect(answer.body).toMatchObject({
      title: 'Send transaction',
      account: user.address,
      notices: [],
      details: {
        kind: 'calls',
        calls: [{ to: RECIPIENT, value: { value: '0.5', symbol: 'ETH', usd: '$1,500.00' }, data: null, decoded: null }],
        simulation: {
          status: 'ok',
          changes: [{ direction: 'out', asset: 'native', amount: { value: '0.5', symbol: 'ETH', usd: '$1,500.00' } }],
          fee: { symbol: 'ETH' },
        },
      },
    });
    expect(await createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({ address: user.address })).toBe(before);
  });

  it('decodes an ERC-20 transfer and simulates the token leaving the account', async () => {
    const data = encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [RECIPIENT, parseUnits('12.5', 18)] });
    const answer = await preview({ method: 'eth_sendTransaction', params: [{ from: user.address, to: ausd, data }] });
    const details = answer.body.details;
    expect(details.calls[0]).toMatchObject({
      to: ausd,
      data: { bytes: 68, selector: '0xa9059cbb' },
      decoded: {
        title: 'ERC-20 transfer',
        fields: [
          { label: 'Token', value: `AUSD (${ausd})` },
          { label: 'Recipient', value: RECIPIENT },
          { label: 'Amount', value: '12.5 AUSD' },
        ],
      },
    });
    expect(details.simulation.changes).toEqual([
      { direction: 'out', asset: ausd.toLowerCase(), amount: { value: '12.5', symbol: 'AUSD', usd: '$12.50' } },
    ]);
  });

  it('calls out an unlimited approve, a transfer that would fail, and every call of a batch', async () => {
    const approveAll = encodeFunctionData({ abi: ERC20, functionName: 'approve', args: [RECIPIENT, maxUint256] });
    const unlimited = await preview({ method: 'eth_sendTransaction', params: [{ to: ausd, data: approveAll }] });
    expect(unlimited.body.notices).toEqual([
      { tone: 'warning', text: `Unlimited allowance: ${RECIPIENT} may spend all your AUSD, now and later, until you revoke it.` },
    ]);
    expect(unlimited.body.details.simulation).toEqual({ status: 'ok', changes: [], fee: expect.any(Object) });
    const tooMuch = encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [RECIPIENT, parseUnits('1000', 18)] });
    const failing = await preview({ method: 'eth_sendTransaction', params: [{ to: ausd, data: tooMuch }] });
    expect(failing.body.details.simulation).toEqual({ status: 'reverted', reason: expect.stringContaining('AUSD: balance exceeded') });
    expect(failing.body.notices[0].text).toMatch(/^It is expected to fail: .*AUSD: balance exceeded/);
    const batch = await preview({
      method: 'wallet_sendCalls',
      params: [
        {
          from: user.address,
          calls: [
            { to: RECIPIENT, value: toHex(parseEther('0.25')) },
            { to: ausd, data: encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [RECIPIENT, parseUnits('1', 18)] }) },
            { to: ausd, data: approveAll },
            { to: RECIPIENT, data: '0xdeadbeef' },
          ],
        },
      ],
    });
    expect(batch.body.title).toBe('Send 4 calls');
    expect(batch.body.details.calls.map((call: { decoded: { title: string } | null }) => call.decoded?.title ?? null)).toEqual([
      null,
      'ERC-20 transfer',
      'ERC-20 approval',
      null,
    ]);
    expect(batch.body.details.calls[3].data).toEqual({ bytes: 4, selector: '0xdeadbeef', hex: '0xdeadbeef' });
    expect(batch.body.notices[0].text).toMatch(/^Call 3: Unlimited allowance/);
    expect(batch.body.details.simulation.changes.map((change: { amount: { value: string; symbol: string } }) => change.amount)).toEqual([
      { value: '0.25', symbol: 'ETH', usd: '$750.00' },
      { value: '1', symbol: 'AUSD', usd: '$1.00' },
    ]);
  });

  it('shows Solana messages and transaction sizes, and permissions as JSON', async () => {
    const message = getBase58Decoder().decode(new TextEncoder().encode('gm solana'));
    const signMessage = await preview({
      method: 'solana_signMessage',
      params: { message, pubkey: user.solanaAddress },
      chainNamespace: 'solana',
    });
    expect(signMessage.body).toMatchObject({
      title: 'Sign message',
      account: user.solanaAddress,
      network: 'Solana',
      details: { kind: 'message', encoding: 'text', content: 'gm solana' },
    });
    const tx = getBase58Decoder().decode(new Uint8Array(200).fill(1));
    const all = await preview({ method: 'solana_signAllTransactions', params: { transactions: [tx, tx] }, chainNamespace: 'solana' });
    expect(all.body).toMatchObject({
      title: 'Sign 2 transactions',
      details: { kind: 'solanaTransactions', transactions: [200, 200], send: false },
    });
    const grant = await preview({ method: 'wallet_grantPermissions', params: [{ expiry: 1 }] });
    expect(grant.body.details).toEqual({ kind: 'raw', content: JSON.stringify([{ expiry: 1 }], null, 2) });
  });

  it('has nothing to show for read methods or without a session', async () => {
    expect((await preview({ method: 'eth_chainId' })).body).toEqual({ error: 'Nothing to approve' });
    const anonymous = await api('/api/preview', {
      chainId: 31337,
      request: { method: 'personal_sign', params: ['0x68', user.address] },
      origin: HOST_ORIGIN,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the Bitcoin accounts (bip122, our `bitcoin` frame extension)', () => {
  const BITCOIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
  let token: string;
  type Addresses = Array<{ address: string; publicKey: string; path: string; intention: string }>;
  const bitcoin = (method: string, params: unknown) => ({ method, params, chainNamespace: 'bip122', chainId: BITCOIN });

  beforeAll(async () => {
    token = await emailLogin('bitcoin@example.com');
  });

  it('answers getAccountAddresses with the payment (P2WPKH) and ordinal (P2TR) accounts derived from the login’s key', async () => {
    const answer = await rpc<Addresses>(token, bitcoin('getAccountAddresses', {}));
    expect(answer.status).toBe(200);
    const [payment, ordinal] = answer.body.result;
    expect(payment).toMatchObject({ intention: 'payment', path: "m/84'/1'/0'/0/0", address: expect.stringMatching(/^bcrt1q/) });
    expect(ordinal).toMatchObject({ intention: 'ordinal', path: "m/86'/1'/0'/0/0", address: expect.stringMatching(/^bcrt1p/) });
    // Another login, another wallet; the same login, the same one.
    const other = await rpc<Addresses>(await emailLogin('bitcoin-other@example.com'), bitcoin('getAccountAddresses', {}));
    expect(other.body.result[0]!.address).not.toBe(payment!.address);
    expect((await rpc<Addresses>(token, bitcoin('getAccountAddresses', {}))).body.result).toEqual(answer.body.result);
  });

  it('signs a BIP-322 message only with the frame’s approval, and previews its text', async () => {
    const [payment] = (await rpc<Addresses>(token, bitcoin('getAccountAddresses', {}))).body.result;
    const request = bitcoin('signMessage', { address: payment!.address, message: 'Hello Bitcoin from Airlock' });
    expect(await unapprovedRpc(token, request)).toEqual({
      status: 403,
      body: { error: 'This request was not approved in the secure frame' },
    });
    const preview = await api<Record<string, unknown>>('/api/preview', { chainId: 31337, request, origin: HOST_ORIGIN }, token);
    expect(preview.body).toMatchObject({
      title: 'Sign message',
      account: payment!.address,
      network: `Bitcoin (${BITCOIN})`,
      notices: [],
      details: { kind: 'message', encoding: 'text', content: 'Hello Bitcoin from Airlock' },
    });
    const signed = await rpc<{ address: string; signature: string }>(token, request);
    expect(signed.status).toBe(200);
    const { verifyMessageBip322 } = await import('../bitcoin/bip322.ts');
    const base64 = Buffer.from(signed.body.result.signature, 'hex').toString('base64');
    expect(verifyMessageBip322(payment!.address, new TextEncoder().encode('Hello Bitcoin from Airlock'), base64)).toEqual({ valid: true });
  });

  it('previews a PSBT’s outputs and fee, and signs only its payment inputs', async () => {
    const [payment, ordinal] = (await rpc<Addresses>(token, bitcoin('getAccountAddresses', {}))).body.result;
    const { Psbt, address } = await import('bitcoinjs-lib');
    const { REGTEST } = await import('../bitcoin/ecc.ts');
    const receiver = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
    const psbt = new Psbt({ network: REGTEST });
    const script = (of: string) => address.toOutputScript(of, REGTEST);
    psbt.addInput({ hash: '33'.repeat(32), index: 0, witnessUtxo: { script: script(payment!.address), value: 200_000n } });
    psbt.addOutput({ script: script(receiver), value: 100_000n });
    psbt.addOutput({ script: script(payment!.address), value: 99_000n });
    const request = bitcoin('signPsbt', { psbt: psbt.toBase64(), signInputs: [{ address: payment!.address, index: 0 }] });
    const preview = await api<Record<string, unknown>>('/api/preview', { chainId: 31337, request, origin: HOST_ORIGIN }, token);
    expect(preview.body).toMatchObject({
      title: 'Sign transaction',
      account: payment!.address,
      details: {
        kind: 'bitcoinTransaction',
        outputs: [
          { address: receiver, value: { value: '0.001', symbol: 'BTC' }, change: false },
          { address: payment!.address, value: { value: '0.00099', symbol: 'BTC' }, change: true },
        ],
        fee: { value: '0.00001', symbol: 'BTC' },
        signing: 1,
        send: false,
      },
    });
    const signed = await rpc<{ psbt: string }>(token, request);
    expect(signed.status).toBe(200);
    expect(Psbt.fromBase64(signed.body.result.psbt, { network: REGTEST }).data.inputs[0]?.partialSig).toHaveLength(1);
    // The ordinal account's coins are never spent by this wallet.
    const ordinalRequest = bitcoin('signPsbt', { psbt: psbt.toBase64(), signInputs: [{ address: ordinal!.address, index: 0 }] });
    expect((await rpc(token, ordinalRequest)).body.error).toBe(`Address ${ordinal!.address} is not this embedded wallet's payment account`);
  });
});

describe('smart accounts', () => {
  let token: string;

  beforeAll(async () => {
    token = await emailLogin('smart@example.com');
  });

  it('gives a deterministic smart-account address on enabled networks only', async () => {
    const first = await api<{ address: Address; isDeployed: boolean }>('/api/smart-account', { chainId: 31337 }, token);
    const second = await api<{ address: Address }>('/api/smart-account', { chainId: '31337' }, token);
    expect(first.body.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(first.body.isDeployed).toBe(false);
    expect(second.body.address).toBe(first.body.address);
    expect((await api('/api/smart-account', { chainId: 31338 }, token)).status).toBe(400);
  });

  it('switches the primary address with the preferred account type', async () => {
    const eoaUser = (await api<User>('/api/user', { chainId: 31337 }, token)).body;
    expect(eoaUser.preferredAccountType).toBeUndefined();
    const switched = await api<{ type: string; address: Address }>(
      '/api/account/preferred',
      { chainId: 31337, type: 'smartAccount' },
      token,
    );
    const smart = eoaUser.accounts.find((a) => a.type === 'smartAccount')!.address;
    expect(switched.body).toEqual({ type: 'smartAccount', address: smart });
    const user = (await api<User>('/api/user', { chainId: 31337 }, token)).body;
    expect(user.address).toBe(smart);
    expect(user.preferredAccountType).toBe('smartAccount');
    expect(user.accounts).toEqual(eoaUser.accounts);
    // On a network without smart accounts the EOA is used.
    const other = (await api<User>('/api/user', { chainId: 31338 }, token)).body;
    expect(other.address).toBe(eoaUser.address);
    expect(other.accounts).toHaveLength(1);
    expect((await api('/api/account/preferred', { chainId: 31338, type: 'smartAccount' }, token)).status).toBe(400);
    const back = await api<{ address: Address }>('/api/account/preferred', { chainId: 31337, type: 'eoa' }, token);
    expect(back.body.address).toBe(eoaUser.address);
  });

  it('grants a smart session (ERC-7715) only for the smart account, signed by its owner and recorded by devcloud', async () => {
    const owner = await emailLogin('session-owner@example.com');
    const eoaUser = (await api<User>('/api/user', { chainId: 31337 }, owner)).body;
    const smart = eoaUser.accounts.find((a) => a.type === 'smartAccount')!.address;
    const asked = {
      chainId: '0x7a69',
      expiry: Math.floor(Date.now() / 1000) + 600,
      signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x04ab' } },
      permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', period: 86400 }, required: true }],
    };
    const request = { method: 'wallet_grantPermissions', params: [asked] };
    // Only the smart account holds smart sessions, only where there is one; nothing is signed without the frame's approval.
    expect((await rpc(owner, { method: 'wallet_grantPermissions', params: [{ ...asked, address: eoaUser.address }] })).body.error).toBe(
      `Address ${eoaUser.address} is not this smart account`,
    );
    expect((await rpc(owner, { method: 'wallet_grantPermissions', params: [{ ...asked, chainId: '0x7a6a' }] }, 31338)).body.error).toBe(
      'Chain 0x7a6a has no smart accounts',
    );
    expect((await unapprovedRpc(owner, request)).status).toBe(403);
    expect((await rpc(owner, { method: 'wallet_grantPermissions', params: [{ ...asked, permissions: [] }] })).body.error).toBe(
      'Invalid permissions request',
    );

    const granted = await rpc<{ context: string; address: string; chainId: string }>(owner, request);
    expect(granted.status).toBe(200);
    const { required: _required, ...permission } = asked.permissions[0]!;
    expect(granted.body.result).toEqual({
      ...asked,
      permissions: [permission],
      context: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      address: smart,
    });
    const record = permissions.get(granted.body.result.context)!;
    expect(record.account).toBe(`eip155:31337:${smart.toLowerCase()}`);
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    expect(
      await client.verifyMessage({ address: smart, message: grantText(record.grant), signature: record.signature as `0x${string}` }),
    ).toBe(true);
  });

  it('signs as the (counterfactual) smart account: ERC-6492, verified for its address, not the EOA; sending needs the bundler', async () => {
    const owner = await emailLogin('smart-owner@example.com');
    const eoaUser = (await api<User>('/api/user', { chainId: 31337 }, owner)).body;
    await api('/api/account/preferred', { chainId: 31337, type: 'smartAccount' }, owner);
    const smart = eoaUser.accounts.find((a) => a.type === 'smartAccount')!.address;
    expect(eoaUser.smartAccountDeployed).toBe(false);
    expect((await api('/api/smart-account', { chainId: 31337 }, owner)).body).toEqual({ address: smart, isDeployed: false });
    const message = 'signed by the smart account';
    const signed = await rpc<`0x${string}`>(owner, { method: 'personal_sign', params: [toHex(message), smart] });
    expect(signed.status).toBe(200);
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    expect(await client.verifyMessage({ address: smart, message, signature: signed.body.result })).toBe(true);
    expect(await verifyMessage({ address: eoaUser.address, message, signature: signed.body.result }).catch(() => false)).toBe(false);
    // This site was started without a bundler (e2e/smart-account-4337.spec.ts sends through Alto).
    const sent = await rpc<`0x${string}`>(owner, {
      method: 'eth_sendTransaction',
      params: [{ from: smart, to: RECIPIENT, value: toHex(parseEther('0.01')) }],
    });
    expect(sent.body.error).toBe('Chain 31337 has no bundler');
  });
});

describe('e-mail change', () => {
  const oldEmail = 'old@example.com';
  const newEmail = 'new@example.com';
  let token: string;

  beforeAll(async () => {
    token = await emailLogin(oldEmail);
  });

  it('runs primary then secondary codes and returns the new e-mail', async () => {
    expect((await api('/api/email/update', { email: newEmail }, token)).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    const primary = lastMail(oldEmail)!.code!;
    expect(lastMail(newEmail)).toBeUndefined();
    expect((await api('/api/email/update/secondary', { otp: primary }, token)).body.error).toBe('No e-mail change in progress');
    expect((await api('/api/email/update/primary', { otp: primary === '111111' ? '222222' : '111111' }, token)).body.error).toBe(
      'Invalid code',
    );
    expect((await api('/api/email/update/primary', { otp: primary }, token)).status).toBe(200);
    const secondary = lastMail(newEmail)!.code!;
    expect((await api('/api/email/update/secondary', { otp: secondary }, token)).body).toEqual({ newEmail });
    expect((await api<User>('/api/user', { chainId: 31337 }, token)).body.email).toBe(newEmail);
  });

  it('signs in with the new address on the same device', async () => {
    expect((await api('/api/email/connect', { email: newEmail, deviceId: DEVICE })).body).toEqual({
      action: 'VERIFY_OTP',
    });
    expect((await api('/api/email/connect', { email: oldEmail, deviceId: DEVICE })).body).toEqual({
      action: 'VERIFY_DEVICE',
    });
  });

  it('refuses an address another user has', async () => {
    await emailLogin('taken@example.com');
    const answer = await api('/api/email/update', { email: 'taken@example.com' }, token);
    expect(answer.body.error).toBe('Email is already in use');
  });
});

describe('social login', () => {
  async function redirect(provider: string, from = HOST_ORIGIN) {
    return api<{ uri: string }>('/api/social/redirect', { provider, origin: from, projectId: 'p1' });
  }

  async function approve(uri: string): Promise<string> {
    const url = new URL(uri);
    const response = await fetch(`${SITE}${url.pathname}`, {
      method: 'POST',
      body: new URLSearchParams({ state: url.searchParams.get('state')!, decision: 'approve' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return response.headers.get('location')!;
  }

  it('gives a popup URI only to allowed origins', async () => {
    const { body } = await redirect('github');
    expect(body.uri).toMatch(new RegExp(`^${SITE}/social/github\\?state=`));
    expect((await redirect('github', 'http://evil.test')).status).toBe(403);
    expect((await redirect('myspace')).status).toBe(400);
    expect((await redirect('google', 'https://app.example.com')).status).toBe(200);
  });

  it('shows a consent screen with the provider name, Approve and Cancel', async () => {
    const { body } = await redirect('google');
    const response = await fetch(body.uri);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const page = await response.text();
    expect(page).toContain('Sign in with Google');
    expect(page).toMatch(/<button[^>]*value="approve"[^>]*>Approve<\/button>/);
    expect(page).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(page).not.toMatch(/<script>/);
  });

  it('on Approve leads to a result page that posts to the opener origin', async () => {
    const { body } = await redirect('discord');
    const location = await approve(body.uri);
    expect(location).toMatch(new RegExp(`^${SITE}/social/callback\\?code=`));
    const page = await (await fetch(location)).text();
    expect(page).toContain(`data-opener-origin="${HOST_ORIGIN}"`);
    expect(page).toContain(`data-result-uri="${location.replaceAll('&', '&amp;')}"`);
    expect(page).toContain('<script src="/assets/popup.js" defer></script>');
  });

  it('Cancel ends the flow', async () => {
    const { body } = await redirect('apple');
    const state = new URL(body.uri).searchParams.get('state')!;
    const cancelled = await fetch(`${SITE}/social/apple`, {
      method: 'POST',
      body: new URLSearchParams({ state, decision: 'cancel' }),
    });
    expect(await cancelled.text()).toContain('data-close="true"');
    expect((await fetch(body.uri)).status).toBe(400);
  });

  it('redeems the result URI once, only for the page that started it', async () => {
    const { body } = await redirect('github');
    const resultUri = await approve(body.uri);
    expect((await api('/api/social/connect', { uri: resultUri, origin: 'http://localhost:3999' })).body.error).toBe(
      'Invalid social login result',
    );
    const answer = await api<{ token: string; userName: string }>('/api/social/connect', {
      uri: resultUri,
      origin: HOST_ORIGIN,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.userName).toBe('github-user');
    const user = (await api<User>('/api/user', { chainId: 31337 }, answer.body.token)).body;
    expect(user.userName).toBe('github-user');
    expect(user.email).toBeNull();
    expect((await api('/api/social/connect', { uri: resultUri, origin: HOST_ORIGIN })).status).toBe(400);
    // The same provider account gets the same wallet next time.
    const again = await api<{ token: string }>('/api/social/connect', {
      uri: await approve((await redirect('github')).body.uri),
      origin: HOST_ORIGIN,
    });
    expect((await api<User>('/api/user', { chainId: 31337 }, again.body.token)).body.address).toBe(user.address);
  });

  it('a social user adds an e-mail with the secondary code only', async () => {
    const { body } = await redirect('x');
    const login = await api<{ token: string }>('/api/social/connect', {
      uri: await approve(body.uri),
      origin: HOST_ORIGIN,
    });
    const token = login.body.token;
    expect((await api('/api/email/update', { email: 'x-user@example.com' }, token)).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    });
    const code = lastMail('x-user@example.com')!.code!;
    expect((await api('/api/email/update/secondary', { otp: code }, token)).body).toEqual({
      newEmail: 'x-user@example.com',
    });
  });
});

describe('Farcaster login', () => {
  it('waits for the approval page and answers the user name', async () => {
    const channel = await api<{ channel: string; url: string }>('/api/farcaster/channel', {
      origin: HOST_ORIGIN,
      projectId: 'p1',
    });
    expect(channel.body.url).toMatch(new RegExp(`^${SITE}/farcaster/approve\\?channel=`));
    expect((await api('/api/farcaster/wait', { channel: channel.body.channel, waitMs: 50 })).body).toEqual({
      status: 'pending',
    });
    const page = await (await fetch(channel.body.url)).text();
    expect(page).toMatch(/<button[^>]*>Approve<\/button>/);
    const waiting = api<{ status: string; token: string; userName: string }>('/api/farcaster/wait', {
      channel: channel.body.channel,
      waitMs: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const approved = await fetch(`${SITE}/farcaster/approve`, {
      method: 'POST',
      body: new URLSearchParams({ channel: channel.body.channel }),
    });
    expect(await approved.text()).toContain('Farcaster sign-in approved');
    const answer = await waiting;
    expect(answer.body.status).toBe('approved');
    expect(answer.body.userName).toBe('farcaster-user');
    expect((await api('/api/session', {}, answer.body.token)).body).toMatchObject({ isConnected: true });
    expect((await api('/api/farcaster/wait', { channel: channel.body.channel, waitMs: 0 })).body.error).toBe(
      'Failed to connect to farcaster',
    );
  });

  it('opens channels only for allowed origins', async () => {
    expect((await api('/api/farcaster/channel', { origin: 'http://evil.test', projectId: 'p1' })).status).toBe(403);
  });
});

describe('sessions', () => {
  it('sign-out ends the session', async () => {
    const token = await emailLogin('bye@example.com');
    expect((await api('/api/sign-out', {}, token)).status).toBe(200);
    expect((await api('/api/session', {}, token)).body).toEqual({ isConnected: false });
    expect((await api('/api/user', { chainId: 31337 }, token)).status).toBe(401);
  });

  it('sessions and wallets survive a restart', async () => {
    const token = await emailLogin('stay@example.com');
    const before = (await api<User>('/api/user', { chainId: 31337 }, token)).body;
    await site.close();
    // Let the client notice its pooled connections were closed before reusing the port.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await start();
    expect((await api('/api/session', {}, token)).body).toMatchObject({ isConnected: true });
    expect((await api<User>('/api/user', { chainId: 31337 }, token)).body.address).toBe(before.address);
  });
});

describe('the device key: the session token alone never signs', () => {
  let token: string;
  let user: User;
  const sign = () => ({ method: 'personal_sign', params: [toHex('stolen token'), user.address] });
  /** As a program that read the host page's storage sends it: the right Origin and the token, no device proof. */
  const replay = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${SITE}${path}`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    token = await emailLogin('device-key@example.com');
    user = (await api<User>('/api/user', { chainId: 31337 }, token)).body;
  });

  it('refuses approvals and RPC to the token replayed from Node, and the connection check says not connected', async () => {
    const approval = await replay('/api/approvals', { chainId: 31337, request: sign() });
    expect(approval.status).toBe(401);
    // Refused with the reason that the session lives on (the frame keeps it for resuming); an ended one has none.
    expect(await approval.json()).toEqual({ error: 'Session expired', reason: 'not-this-device' });
    // Even with an approval the frame fetched, the call that signs needs the frame's key too.
    const granted = (await approve(token, sign())).body.approval;
    expect((await replay('/api/rpc', { chainId: 31337, request: sign(), approval: granted })).status).toBe(401);
    expect((await replay('/api/rpc', { chainId: 31337, request: { method: 'eth_accounts' } })).status).toBe(401);
    // The session lives and its user is readable, but the connection check says no to a caller without the key
    // that signed in (a frame reloaded without its storage): nothing would sign for it.
    expect(await (await replay('/api/session', {})).json()).toMatchObject({ isConnected: false, deviceId: expect.any(String) });
    expect(((await (await replay('/api/user', { chainId: 31337 })).json()) as User).address).toBe(user.address);
    // …but it does not skip the sign-in code: "already signed in" holds only for the key that signed in.
    const again = await replay('/api/email/connect', { email: 'device-key@example.com', deviceId: DEVICE });
    expect(await again.json()).toEqual({ action: 'VERIFY_OTP' });
    // The frame itself still signs.
    expect((await rpc(token, sign())).status).toBe(200);
  });

  it("refuses another device's key, a proof sent twice, and a proof over another body", async () => {
    const otherDevice = apiClient(SITE);
    expect((await otherDevice('/api/approvals', { chainId: 31337, request: sign() }, token)).status).toBe(401);

    // A device key that signed in, its proof captured on one call: replayed, refused.
    const key = await createDeviceKey();
    const device = apiClient(SITE, Promise.resolve(key));
    const ownToken = await emailLoginWith(device, 'device-key-2@example.com');
    const owner = (await device<User>('/api/user', { chainId: 31337 }, ownToken)).body.address;
    const request = { chainId: 31337, request: { method: 'personal_sign', params: [toHex('once'), owner] } };
    const body = JSON.stringify(request);
    const headers = await deviceProofHeaders(key, { path: '/api/approvals', body, token: ownToken });
    const send = (text: string) =>
      fetch(`${SITE}/api/approvals`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json', authorization: `Bearer ${ownToken}`, ...headers },
        body: text,
      });
    expect((await send(JSON.stringify({ ...request, chainId: 31338 }))).status).toBe(401);
    expect((await send(body)).status).toBe(200);
    expect((await send(body)).status).toBe(401);
    // A proof made more than a minute ago (or ahead) is refused too.
    const old = await deviceProofHeaders(key, { path: '/api/approvals', body, token: ownToken, time: Date.now() - 120_000 });
    expect((await replay('/api/approvals', body, { ...old, authorization: `Bearer ${ownToken}` })).status).toBe(401);
  });
});

describe('session expiry', () => {
  const EXPIRY_PORT = 5303;
  const shortSite = `http://127.0.0.1:${EXPIRY_PORT}`;
  const shortApi = apiClient(shortSite);
  let short: SecureSite;

  beforeAll(async () => {
    short = await startSecureSite({
      port: EXPIRY_PORT,
      devcloudUrl: `http://127.0.0.1:${DEVCLOUD_PORT}`,
      rpcUrls: { 31337: anvil.rpcUrl },
      stateDir: null,
      quiet: true,
      mailbox,
      sessionLimits: { idleMs: 1_000, absoluteMs: 4_000 },
    });
  });
  afterAll(() => short?.close());

  it('a session unused for the idle time, or older than the absolute limit, is refused', async () => {
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const chainIdCall = (token: string) => shortApi('/api/rpc', { chainId: 31337, request: { method: 'eth_chainId' } }, token);
    // Unused past the idle time: over.
    const idle = await emailLoginWith(shortApi, 'idle@example.com');
    expect((await chainIdCall(idle)).status).toBe(200);
    await wait(1_300);
    expect((await chainIdCall(idle)).body).toEqual({ error: 'Session expired' });
    expect((await shortApi('/api/session', {}, idle)).body).toEqual({ isConnected: false });

    // Used every 300 ms it outlives the idle time many times over, but not the absolute limit.
    const busy = await emailLoginWith(shortApi, 'busy@example.com');
    const signedIn = Date.now();
    while (Date.now() - signedIn < 3_000) {
      await wait(300);
      expect((await shortApi('/api/session', {}, busy)).body).toMatchObject({ isConnected: true });
    }
    while (Date.now() - signedIn < 4_100) {
      await wait(300);
      await shortApi('/api/session', {}, busy);
    }
    expect((await chainIdCall(busy)).status).toBe(401);
    expect((await shortApi('/api/session', {}, busy)).body).toEqual({ isConnected: false });
  });
});
