/**
 * A hostile host page against the secure frame's Approve (devcloud/secure-site/frame/reviewGate.ts, gesture.ts):
 * its own stylesheet cuts the frame down to its buttons (shrunk, clipped, or moved so the details are above the
 * viewport), a stream of clicks waits for Approve to appear under the pointer, and the frame is made invisible just
 * before the visitor's click. None of it signs; the same request, shown plainly and clicked, does.
 */
import { expect, test, type Page } from '@playwright/test';
import { toHex, verifyMessage } from 'viem';
import { preferEoa } from './fixtures/accountType.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { isSettled, resultOf, startRequest } from './fixtures/embeddedProvider.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { approveInFrame, rejectInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { dialog, openShell } from './fixtures/shell.ts';

const approveButton = (page: Page) => secureFrame(page).getByRole('button', { name: 'Approve' });

/** Approve stays disabled and the request unanswered for `ms` (longer than the review time, 600 ms). */
async function staysRefused(page: Page, request: string, ms = 1_500) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await expect(approveButton(page)).toBeDisabled();
    expect(await isSettled(page, request)).toBe(false);
    await page.waitForTimeout(100);
  }
}

/**
 * A host stylesheet rule on the frame, with !important: the modal's inline placement cannot undo it. A constructed
 * sheet, as a script on the page adds it (the shell's CSP refuses a <style> element).
 */
async function hostRule(page: Page, declarations: string) {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`#airlock-secure-frame { ${css} }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as unknown as { hostile: CSSStyleSheet }).hostile = sheet;
  }, declarations);
}
const dropHostRule = (page: Page) =>
  page.evaluate(() => {
    const { hostile } = window as unknown as { hostile: CSSStyleSheet };
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== hostile);
  });

/** The centre of Approve in the page's coordinates. */
async function approveCentre(page: Page) {
  const box = (await approveButton(page).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function signIn(page: Page, label: string) {
  await openShell(page, { projectId: uniqueProjectId(label) });
  await preferEoa(page);
  return loginByEmail(page, uniqueEmail(label));
}

async function ask(page: Page, name: string, address: string, text: string) {
  await startRequest(page, name, 'personal_sign', [toHex(text), address]);
  await expect(dialog(page)).toHaveAccessibleName('Approve request');
  await expect(secureFrame(page).getByTestId('approval-message')).toHaveText(text);
}

test.describe('the secure frame against a hostile host page', () => {
  test('a frame shrunk, clipped or moved down to its buttons keeps Approve disabled (6 variants)', async ({ page }) => {
    test.setTimeout(90_000);
    const address = await signIn(page, 'cut-frame');
    await ask(page, 'cut', address, 'Sign in to Example DApp');
    await expect(approveButton(page)).toBeEnabled({ timeout: 10_000 });
    const height = (await page.locator('#airlock-secure-frame').boundingBox())!.height;

    const variants = [
      'height: 60px !important',
      'height: 90px !important',
      'clip-path: inset(calc(100% - 60px) 0 0 0) !important',
      'clip-path: inset(calc(100% - 90px) 0 0 0) !important',
      `top: ${-(height - 60)}px !important`,
      `top: ${-(height - 90)}px !important`,
    ];
    for (const rule of variants) {
      await hostRule(page, rule);
      // Only the buttons are left on screen: Approve is there, but the request is not.
      await expect(approveButton(page)).toBeInViewport();
      await staysRefused(page, 'cut');
      await approveButton(page).click({ force: true, timeout: 1_000 });
      expect(await isSettled(page, 'cut'), rule).toBe(false);
      // Shown whole again, the request can be reviewed and Approve comes back.
      await dropHostRule(page);
      await expect(approveButton(page)).toBeEnabled({ timeout: 10_000 });
    }
    await approveInFrame(page);
    const signed = await resultOf<{ result: `0x${string}` }>(page, 'cut');
    expect(await verifyMessage({ address, message: 'Sign in to Example DApp', signature: signed.result })).toBe(true);
  });

  test('a stream of clicks (every 100 ms, every 250 ms) on the place where Approve appears never approves', async ({ page }) => {
    test.setTimeout(90_000);
    const address = await signIn(page, 'click-stream');
    // Where Approve appears: learnt from a first request, which is rejected.
    await ask(page, 'first', address, 'learn the place');
    await expect(approveButton(page)).toBeEnabled({ timeout: 10_000 });
    const spot = await approveCentre(page);
    await rejectInFrame(page);
    expect(await resultOf(page, 'first')).toMatchObject({ error: { code: 4001 } });

    for (const every of [100, 250]) {
      const name = `stream-${every}`;
      // The pointer rests on the spot and clicks on and on, from the moment the frame shows the request (before it
      // is reviewable; earlier clicks would land outside the opening modal and close it) until long after Approve
      // is enabled.
      await page.mouse.move(spot.x, spot.y);
      await startRequest(page, name, 'personal_sign', [toHex(`stream ${every}`), address]);
      await expect(secureFrame(page).getByTestId('approval-message')).toHaveText(`stream ${every}`);
      await expect(approveButton(page)).toBeDisabled();
      const until = Date.now() + 3_000;
      let clicks = 0;
      while (Date.now() < until || clicks < 8) {
        await page.mouse.down();
        await page.mouse.up();
        clicks++;
        await page.waitForTimeout(every);
        // A click that lands on the backdrop while the modal is still opening closes it: the request ends unsigned.
        if (await isSettled(page, name)) break;
      }
      if (await isSettled(page, name)) {
        expect(await resultOf(page, name)).toMatchObject({ error: { code: 4001 } });
        continue;
      }
      await expect(secureFrame(page).getByTestId('approval-message')).toHaveText(`stream ${every}`);
      await expect(approveButton(page)).toBeEnabled();
      expect(await isSettled(page, name)).toBe(false);
      // The visitor moves onto Approve and clicks: that signs.
      await page.mouse.move(spot.x, spot.y - 200);
      await approveInFrame(page);
      expect(await resultOf(page, name)).toMatchObject({ result: expect.stringMatching(/^0x/) });
    }
  });

  test('a frame made invisible 17 or 33 ms before the click never signs', async ({ page }) => {
    test.setTimeout(120_000);
    const address = await signIn(page, 'hide-before-click');
    await ask(page, 'hidden', address, 'hidden at the click');
    // The host keeps the page painting (an animation), so the visibility observer looks only every 100 ms.
    await page.evaluate(() => {
      const ticker = document.body.appendChild(document.createElement('div'));
      ticker.style.cssText = 'position:fixed;left:0;bottom:0;width:4px;height:4px;background:#888';
      const tick = (time: number) => {
        ticker.style.left = `${Math.round(time / 16) % 50}px`;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    for (const lead of [17, 33, 17, 33, 17, 33]) {
      await expect(approveButton(page)).toBeEnabled({ timeout: 10_000 });
      const spot = await approveCentre(page);
      // The visitor's pointer came onto Approve: a fresh press would count...
      await page.mouse.move(spot.x, spot.y - 100);
      await page.mouse.move(spot.x, spot.y);
      // ...but the host makes the frame invisible (a decoy shows through) just before the click lands.
      await hostRule(page, 'opacity: 0 !important');
      await page.waitForTimeout(lead);
      await page.mouse.down();
      await page.mouse.up();
      await staysRefused(page, 'hidden');
      await dropHostRule(page);
    }
    await approveInFrame(page);
    const signed = await resultOf<{ result: `0x${string}` }>(page, 'hidden');
    expect(await verifyMessage({ address, message: 'hidden at the click', signature: signed.result })).toBe(true);
  });
});
