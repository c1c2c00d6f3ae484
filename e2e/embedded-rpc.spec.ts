import { expect, test, type Page } from '@playwright/test';
import { createPublicClient, http, parseEther, toHex } from 'viem';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { freshAddress } from './fixtures/chain.ts';
import { configureProject, uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { resultOf, startRequest } from './fixtures/embeddedProvider.ts';
import { approveInFrame, rejectInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { accountButton, expectFundedBalance, statusLine, toast } from './fixtures/wallet.ts';

const ANVIL = 'http://127.0.0.1:8545';
const SECURE_ORIGIN = 'http://127.0.0.1:4001';
const chain = createPublicClient({ transport: http(ANVIL) });

async function anvilBalance(page: Page, address: string): Promise<bigint> {
  const response = await page.request.post(ANVIL, {
    data: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] },
  });
  return BigInt(((await response.json()) as { result: string }).result);
}

test.describe('the embedded wallet as an EIP-1193 provider', () => {
  test('personal_sign and a native transfer approved inside the secure frame; reject, close and unknown methods', async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('rpc') });
    const address = await loginByEmail(page, uniqueEmail('rpc'));

    // personal_sign: the modal shows the secure frame, which shows the message as text; Approve there signs.
    await startRequest(page, 'sign', 'personal_sign', [toHex('Hello from Airlock'), address]);
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await expect(secureFrame(page).getByTestId('approval-message')).toHaveText('Hello from Airlock');
    await expect(secureFrame(page).getByTestId('approval-account')).toHaveText(address);
    await expectNoAxeViolations(page);
    await approveInFrame(page);
    const signed = await resultOf<{ result: `0x${string}` }>(page, 'sign');
    // The SPEC's default account is the smart account: its signature verifies on the chain (ERC-6492 while undeployed).
    expect(await chain.verifyMessage({ address, message: 'Hello from Airlock', signature: signed.result })).toBe(true);
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('#airlock-secure-frame')).toHaveCSS('opacity', '0');

    // A native transfer from the smart account (a UserOperation through the bundler): the value shown in the frame, balance changes on anvil, and the
    // Account view's balance refreshes at once (past its 30 s cache). Asked with the modal closed: over an open
    // view with an empty transaction stack ApproveTransaction does not open (SPEC section 2).
    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    const shownBalance = dialog(page).getByTestId('native-balance');
    await expectFundedBalance(page);
    const shownBefore = (await shownBalance.textContent())!;
    // A fresh recipient: no other journey moves its balance meanwhile.
    const recipient = freshAddress();
    const funds = await anvilBalance(page, address);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    await startRequest(page, 'send', 'eth_sendTransaction', [{ from: address, to: recipient, value: toHex(parseEther('0.01')) }]);
    await expect(secureFrame(page).getByTestId('approval-value')).toContainText('0.01 ETH');
    await approveInFrame(page);
    const sent = await resultOf<{ result: `0x${string}` }>(page, 'send');
    expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/);
    await chain.waitForTransactionReceipt({ hash: sent.result });
    expect(await anvilBalance(page, recipient)).toBe(parseEther('0.01'));
    // What left the account is the value alone: the paymaster paid the operation's gas.
    expect(await anvilBalance(page, address)).toBe(funds - parseEther('0.01'));
    await expect(dialog(page)).toBeHidden();
    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    // Read again once the operation is mined (through the frame's asset discovery: seconds on two busy cores).
    await expect(shownBalance).not.toHaveText(shownBefore, { timeout: 15_000 });
    expect(parseFloat(shownBefore) - parseFloat((await shownBalance.textContent())!)).toBeGreaterThan(0.0099);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();

    // Reject inside the frame → 4001.
    await startRequest(page, 'rejected', 'personal_sign', [toHex('no'), address]);
    await rejectInFrame(page);
    expect(await resultOf(page, 'rejected')).toMatchObject({ error: { code: 4001 } });
    await expect(dialog(page)).toBeHidden();

    // Closing the modal with an empty transaction stack withdraws the pending request (the frame answers 4001).
    await startRequest(page, 'closed', 'personal_sign', [toHex('close'), address]);
    await expect(secureFrame(page).getByTestId('approval-message')).toHaveText('close');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    expect(await resultOf(page, 'closed')).toEqual({ error: { code: 4001, message: 'Modal closed' } });

    // An unknown method: modal opens, error shown after 300 ms, request rejected.
    await startRequest(page, 'unknown', 'eth_mine', []);
    expect(await resultOf(page, 'unknown')).toEqual({ error: { code: 4200, message: 'Unsupported RPC method: eth_mine' } });
    await expect(dialog(page)).toBeVisible();
    await expect(toast(page)).toContainText('Unsupported RPC method: eth_mine');

    // Safe reads go straight through.
    await startRequest(page, 'balance', 'eth_getBalance', [address, 'latest']);
    expect((await resultOf<{ result: string }>(page, 'balance')).result).toMatch(/^0x/);
  });

  // Runs in the airlock project only (the tag; playwright.config.ts): the modal learns of a request posted behind its
  // back only through the frame's approval events (our extension); against the real site such a request stays in the
  // hidden frame, where nobody can approve it (the reown variant below).
  test('a script on the host page cannot get a signature: only a click on Approve inside the frame signs', {
    tag: '@airlock-extensions',
  }, async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('attacker') });
    const address = await loginByEmail(page, uniqueEmail('attacker'));
    // The attacker posts straight to the secure frame (with the valid session it already has), bypassing the modal.
    await page.evaluate((from) => {
      const frame = document.getElementById('airlock-secure-frame') as HTMLIFrameElement;
      const replies: unknown[] = [];
      (window as unknown as { stolen: unknown[] }).stolen = replies;
      window.addEventListener('message', (event) => {
        const data = event.data as { id?: string; type?: string };
        if (event.origin === 'http://127.0.0.1:4001' && typeof data?.id === 'string' && data.id.startsWith('evil-')) replies.push(data);
      });
      const post = (id: string, method: string, params: unknown, chainNamespace = 'eip155') =>
        frame.contentWindow!.postMessage(
          {
            id,
            type: '@w3m-app/RPC_REQUEST',
            payload: { method, params, chainNamespace, ...(chainNamespace === 'eip155' ? { chainId: 31337 } : {}) },
          },
          'http://127.0.0.1:4001',
        );
      post('evil-sign', 'personal_sign', ['0x6869', from]);
      post('evil-send', 'eth_sendTransaction', [{ from, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }]);
      // Forged approvals in every shape the page could try: none is a message the frame accepts.
      for (const type of ['@w3m-app/APPROVE', '@w3m-app/RPC_APPROVE', '@w3m-frame/APPROVAL_ENDED']) {
        frame.contentWindow!.postMessage(
          { id: 'evil-approve', type, payload: { id: 'evil-sign', approved: true } },
          'http://127.0.0.1:4001',
        );
      }
    }, address);
    const stolen = () => page.evaluate(() => (window as unknown as { stolen: { id: string; type: string }[] }).stolen);
    // The visitor sees it: the modal shows the frame's confirmation page for the request.
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await expect(secureFrame(page).getByTestId('approval-message')).toHaveText('hi');
    // Clicks in the host page (the modal's own content included) approve nothing.
    await dialog(page).getByRole('heading', { level: 2 }).click();
    await dialog(page).getByText('Review the request in the secure window.').click({ force: true });
    await page.waitForTimeout(1_000);
    expect(await stolen()).toEqual([]);
    // Reject inside the frame answers the attacker 4001; Approve inside the frame is what signs the second one.
    await rejectInFrame(page);
    await expect.poll(stolen).toContainEqual(expect.objectContaining({ id: 'evil-sign', type: '@w3m-frame/RPC_REQUEST_ERROR' }));
    expect((await stolen()).find((r) => r.id === 'evil-sign')).toMatchObject({ payload: { code: 4001 } });
    await expect(secureFrame(page).getByTestId('approval-value')).toBeVisible();
    expect((await stolen()).some((r) => r.id === 'evil-send')).toBe(false);
    await approveInFrame(page);
    await expect.poll(stolen).toContainEqual(expect.objectContaining({ id: 'evil-send', type: '@w3m-frame/RPC_REQUEST_SUCCESS' }));
    await expect(dialog(page)).toBeHidden();

    // A request the visitor never sees through: closing the modal (a click outside it) withdraws it, 4001.
    await page.evaluate((from) => {
      const frame = document.getElementById('airlock-secure-frame') as HTMLIFrameElement;
      frame.contentWindow!.postMessage(
        {
          id: 'evil-late',
          type: '@w3m-app/RPC_REQUEST',
          payload: { method: 'personal_sign', params: ['0x6c617465', from], chainNamespace: 'eip155', chainId: 31337 },
        },
        'http://127.0.0.1:4001',
      );
    }, address);
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeHidden();
    await expect.poll(stolen).toContainEqual(expect.objectContaining({ id: 'evil-late', type: '@w3m-frame/RPC_REQUEST_ERROR' }));
  });

  // Runs in the reown project only (the tag): the real site sends no approval events, so what a host script posts
  // behind the modal's back waits, unseen, in the hidden frame, and nothing the page does (clicks, keys, forged
  // approvals) gets it signed.
  test('against the real protocol too, a script on the host page posting to the frame gets no signature without a click on Approve inside it', {
    tag: '@reown-protocol',
  }, async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('attacker-reown') });
    const address = await loginByEmail(page, uniqueEmail('attacker-reown'));
    // The frame signs only through its backend: /api/approvals (the click's proof), then /api/rpc with it.
    const signingCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === SECURE_ORIGIN && (url.pathname === '/api/approvals' || url.pathname === '/api/rpc')) {
        if (/personal_sign|eth_sendTransaction/.test(request.postData() ?? '')) signingCalls.push(url.pathname);
      }
    });
    const recipient = freshAddress();
    await page.evaluate(
      ({ from, to, origin }) => {
        const frame = document.getElementById('airlock-secure-frame') as HTMLIFrameElement;
        const replies: unknown[] = [];
        (window as unknown as { stolen: unknown[] }).stolen = replies;
        window.addEventListener('message', (event) => {
          const data = event.data as { id?: string };
          if (event.origin === origin && typeof data?.id === 'string' && data.id.startsWith('evil-')) replies.push(data);
        });
        const post = (message: unknown) => frame.contentWindow!.postMessage(message, origin);
        const request = (id: string, method: string, params: unknown) =>
          post({ id, type: '@w3m-app/RPC_REQUEST', payload: { method, params, chainNamespace: 'eip155', chainId: 31337 } });
        request('evil-sign', 'personal_sign', ['0x6869', from]);
        request('evil-send', 'eth_sendTransaction', [{ from, to, value: '0x2386f26fc10000' }]);
        for (const type of ['@w3m-app/APPROVE', '@w3m-app/RPC_APPROVE', '@w3m-frame/APPROVAL_ENDED'])
          post({ id: 'evil-approve', type, payload: { id: 'evil-sign', approved: true } });
      },
      { from: address, to: recipient, origin: SECURE_ORIGIN },
    );
    const stolen = () => page.evaluate(() => (window as unknown as { stolen: { id: string; type: string }[] }).stolen);
    // The frame has the request on its page, reviewable but hidden (no event tells the modal): the modal stays shut.
    const frame = secureFrame(page);
    await expect(frame.getByTestId('approval-message')).toHaveText('hi');
    await expect(frame.locator('#approval .content')).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
    await expect(dialog(page)).toBeHidden();
    // A hidden frame cannot be approved: not by a click in the page, a synthetic click, or Enter on the button.
    const approve = frame.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await page.mouse.click(5, 5);
    await approve.dispatchEvent('click');
    await approve.focus();
    await page.keyboard.press('Enter');

    // The visitor's own request is what shows the frame; the host's requests, older, are still waiting in it.
    await startRequest(page, 'own', 'personal_sign', [toHex('Mine'), address]);
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await expect(frame.getByTestId('approval-message')).toHaveText('hi');
    expect(await stolen()).toEqual([]);
    expect(signingCalls).toEqual([]);
    // Approve clicked inside the frame, by the visitor who now sees it, is what signs (and the only thing).
    await approveInFrame(page);
    await expect.poll(stolen).toContainEqual(expect.objectContaining({ id: 'evil-sign', type: '@w3m-frame/RPC_REQUEST_SUCCESS' }));
    expect(signingCalls).toEqual(['/api/approvals', '/api/rpc']);
    await expect(frame.getByTestId('approval-value')).toBeVisible();
    await rejectInFrame(page);
    await expect.poll(stolen).toContainEqual(expect.objectContaining({ id: 'evil-send', type: '@w3m-frame/RPC_REQUEST_ERROR' }));
    await expect(frame.getByTestId('approval-message')).toHaveText('Mine');
    await rejectInFrame(page);
    expect(await resultOf(page, 'own')).toHaveProperty('error');
    await expect(dialog(page)).toBeHidden();
    // Nothing was sent on chain, and the frame signed only the one request approved inside it.
    expect(signingCalls).toEqual(['/api/approvals', '/api/rpc']);
    expect(await chain.getBalance({ address: recipient })).toBe(0n);
  });

  test('a forged frame message from the host page is ignored', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('forged') });
    const address = await loginByEmail(page, uniqueEmail('forged'));
    const token = await page.evaluate(() => localStorage.getItem('@airlock/embedded_session_token'));
    await page.evaluate(() => {
      // Same window, wrong origin (the host's): the messenger drops all of these.
      window.postMessage({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'forged' } }, '*');
      window.postMessage({ type: '@w3m-frame/READY', payload: { version: 'evil' } }, '*');
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => localStorage.getItem('@airlock/embedded_session_token'))).toBe(token);
    await expect(statusLine(page)).toContainText(`connected · ${address}`);
  });

  test('a forged social result from the host page, while a social login waits on its popup, is not taken', async ({ page }) => {
    const projectId = uniqueProjectId('forged-social');
    await configureProject(page.request, projectId, {
      features: [
        { id: 'email', isEnabled: true, config: null },
        { id: 'socials', isEnabled: true, config: ['github', 'google'] },
      ],
    });
    await openShell(page, { projectId });
    await openModal(page);
    const opened = page.waitForEvent('popup');
    await dialog(page).getByRole('button', { name: 'Continue with GitHub' }).click();
    const popup = await opened;
    await popup.waitForURL(/127\.0\.0\.1:4001\/social\/github/);
    // The real popup's message shape ({ resultUri }), posted from the host's origin instead of the secure one.
    await page.evaluate(() => window.postMessage({ resultUri: 'http://127.0.0.1:4001/social/callback?code=forged' }, '*'));
    // Let the message be delivered before looking: taken, it would have closed the popup and failed the login.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(popup.isClosed()).toBe(false);
    await expect(toast(page).filter({ hasText: /Failed|closed/ })).toHaveCount(0);
    // The genuine result still ends the login.
    await popup.getByRole('button', { name: 'Approve' }).click();
    await expect(statusLine(page)).toContainText(/connected · 0x[0-9a-fA-F]{40}/, { timeout: 15_000 });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('@airlock/social_username')))!)).toBe('github-user');
  });
});
