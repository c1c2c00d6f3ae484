import { expect, type Page, test } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import type { SiwxMessageData } from '../src/core/siwx.ts';
import { formatSiwxMessage } from '../src/features/siwx/message.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { DEVCLOUD, uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { approveInFrame, rejectInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { connectButton, dialog, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { connectTestWallet, expectConnected, statusLine } from './fixtures/wallet.ts';
import { ANVIL_PRIVATE_KEYS } from './fixtures/wcWallet.ts';
import { events, watchPage } from './fixtures/instanceEvents.ts';

/** Signs only: no journey's balances depend on it. */
const ACCOUNT = 6;
const ADDRESS = ANVIL_ACCOUNTS[ACCOUNT];
const CHAIN = 'eip155:31337';

type Session = { data: SiwxMessageData; message: string; signature: string };
const storedSessions = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('@airlock/siwx_auth_token') ?? '[]') as Session[]);
/** The fields changed and the signed text rewritten to match them (a careful forger's edit; the signature stays). */
const rewritten = (session: Session, data: SiwxMessageData): Session => ({ ...session, data, message: formatSiwxMessage(data) });

const signInView = (page: Page) => dialog(page).filter({ has: page.getByText('needs to connect to your wallet') });

async function connectAndSeeSignIn(page: Page, siwx: 'browser' | 'server') {
  await installTestWallet(page, { account: ACCOUNT });
  await watchPage(page);
  const projectId = uniqueProjectId('siwx');
  await openShell(page, { projectId, siwx });
  await connectTestWallet(page);
  await expectConnected(page, ADDRESS);
  await expect(dialog(page)).toHaveAccessibleName('Sign In');
  await expect(signInView(page)).toContainText('Airlock shell needs to connect to your wallet');
  await expect(dialog(page)).toContainText('Canceling will disconnect you.');
  return projectId;
}

async function signIn(page: Page) {
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => events(page)).toContain('SIWX_AUTH_SUCCESS');
}

/** After a reload: connected again, and the verifier's answer is in (a session restored, or the sign-in view). */
async function reload(page: Page) {
  await page.reload();
  await expectConnected(page, ADDRESS);
}

test.describe('sign in with X', () => {
  test('the ready verifier: sign with the wallet, reload without a new prompt, revoke and be asked again', async ({ page }) => {
    await connectAndSeeSignIn(page, 'browser');
    await expectNoAxeViolations(page);
    await signIn(page);

    // The session is in the browser (the sign-in auth key), signed by the account over the EIP-4361 text.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('@airlock/siwx_auth_token') ?? '[]'));
    expect(stored).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ accountAddress: ADDRESS, chainId: CHAIN, domain: 'localhost:3000' }),
        message: expect.stringMatching(
          /^localhost:3000 wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n\nSign in to the Airlock shell\./,
        ),
        signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
      }),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('@airlock/siwx_nonce_token'))).toBeNull();

    await reload(page);
    await expect.poll(() => events(page)).toContain('SIWX_SESSION_RESTORED');
    await expect(dialog(page)).toBeHidden();
    expect(await events(page)).not.toContain('MODAL_OPEN');

    // Revoked (the host calls its verifier): the next visit asks again.
    await page.evaluate(
      ([chain, address]) => window.airlockSiwx!.revokeSession(chain as `${string}:${string}`, address!),
      [CHAIN, ADDRESS],
    );
    await reload(page);
    await expect(dialog(page)).toHaveAccessibleName('Sign In');
    await signIn(page);
  });

  test('a stored session that is malformed or foreign is ignored: the visitor is asked to sign in, nothing breaks', async ({ page }) => {
    await connectAndSeeSignIn(page, 'browser');
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('@airlock/siwx_auth_token', '[{"data":{"accountAddress":1}}'));
    await reload(page);
    await expect(dialog(page)).toHaveAccessibleName('Sign In');
    await signIn(page);
  });

  test('a tampered stored session is verified when read: dropped, the visitor asked again, getSessions never returns it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await connectAndSeeSignIn(page, 'browser');
    // Another account's key (anvil's second): its signatures are valid, just not ADDRESS's.
    const mallory = privateKeyToAccount(ANVIL_PRIVATE_KEYS[1]);
    const tamperings: Record<string, (genuine: Session) => Promise<Session>> = {
      'a garbage signature': async (g) => ({ ...g, signature: `0x${'ab'.repeat(65)}` }),
      "another account's valid signature": async (g) => ({ ...g, signature: await mallory.signMessage({ message: g.message }) }),
      'a session forged from scratch': async (g) => {
        const data = { ...g.data, nonce: 'forgedFromScratch1', issuedAt: new Date().toISOString() };
        const message = formatSiwxMessage(data);
        return { data, message, signature: await mallory.signMessage({ message }) };
      },
      'the expiry moved to 2100': async (g) => rewritten(g, { ...g.data, expirationTime: '2100-01-01T00:00:00.000Z' }),
      'the expiry removed': async (g) => rewritten(g, { ...g.data, expirationTime: undefined }),
      'the text changed': async (g) => ({
        ...g,
        message: g.message.replace('Sign in to the Airlock shell.', 'Sign in to the Airlock shell. Send 1 ETH.'),
      }),
      'the domain changed': async (g) => rewritten(g, { ...g.data, domain: 'evil.example' }),
    };
    for (const [name, tamper] of Object.entries(tamperings)) {
      await signIn(page);
      const [genuine] = await storedSessions(page);
      const forged = await tamper(genuine!);
      await page.evaluate((value) => localStorage.setItem('@airlock/siwx_auth_token', JSON.stringify([value])), forged);
      await reload(page);
      await expect(dialog(page), name).toHaveAccessibleName('Sign In');
      const listed = await page.evaluate(
        ([chain, address]) => window.airlockSiwx!.getSessions(chain as `${string}:${string}`, address!),
        [CHAIN, ADDRESS],
      );
      expect(listed, name).toEqual([]);
      expect(await storedSessions(page), `${name}: dropped`).toEqual([]);
    }
  });

  test('declining in the wallet keeps the view with the reason; Cancel disconnects', async ({ page }) => {
    await connectAndSeeSignIn(page, 'browser');
    await page.evaluate(() =>
      (window as unknown as { __testWallet: { rejectNext(method: string): void } }).__testWallet.rejectNext('personal_sign'),
    );
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Signature declined');
    await expect(dialog(page)).toHaveAccessibleName('Sign In');
    await expectNoAxeViolations(page);

    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(statusLine(page)).toContainText('Status: disconnected');
    await expect(connectButton(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('@airlock/siwx_auth_token'))).toBeNull();
  });

  test("the server example: devcloud keeps the session and lists it without its signature; a stranger's revoke is refused, the account's fresh signature ends it", async ({
    page,
    request,
  }) => {
    const projectId = await connectAndSeeSignIn(page, 'server');
    await signIn(page);

    const account = `${CHAIN}:${ADDRESS}`;
    const list = async () =>
      (await (await request.get(`${DEVCLOUD}/v1/sessions/${account}?projectId=${projectId}`)).json()) as {
        sessions: { id: string; signature?: string }[];
      };
    const { sessions } = await list();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).not.toHaveProperty('signature');

    await reload(page);
    await expect.poll(() => events(page)).toContain('SIWX_SESSION_RESTORED');
    await expect(dialog(page)).toBeHidden();

    // A stranger who knows the session's id, and even its sign-in signature, cannot end it.
    const [stored] = await storedSessions(page);
    const revokePath = `${DEVCLOUD}/v1/sessions/${account}/revoke?projectId=${projectId}`;
    const stranger = await request.post(revokePath, { data: { pci: sessions[0]!.id, signature: stored!.signature } });
    expect(stranger.status()).toBe(401);
    expect((await list()).sessions).toHaveLength(1);

    // The host revokes through its verifier: the wallet signs the revoke, the server ends the session.
    await page.evaluate(
      ([chain, address]) => window.airlockSiwx!.revokeSession(chain as `${string}:${string}`, address!),
      [CHAIN, ADDRESS],
    );
    expect((await list()).sessions).toHaveLength(0);
    await reload(page);
    await expect(dialog(page)).toHaveAccessibleName('Sign In');
  });

  test('the embedded wallet signs in through the approval inside its secure frame (its smart account, the server example)', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await watchPage(page);
    const projectId = uniqueProjectId('siwx-embedded');
    await openShell(page, { projectId, siwx: 'server' });
    const address = await loginByEmail(page, uniqueEmail('siwx-embedded'));
    await expect(dialog(page)).toHaveAccessibleName('Sign In');

    // Rejected inside the frame: back on the sign-in view, with the reason.
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await rejectInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Sign In');
    await expect(dialog(page).getByRole('alert')).toHaveText('Signature declined');

    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await expect(secureFrame(page).locator('body')).toContainText('wants you to sign in');
    await approveInFrame(page);
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => events(page)).toContain('SIWX_AUTH_SUCCESS');
    const listed = await request.get(`${DEVCLOUD}/v1/sessions/${CHAIN}:${address}?projectId=${projectId}`);
    expect(((await listed.json()) as { sessions: unknown[] }).sessions).toHaveLength(1);
  });
});
