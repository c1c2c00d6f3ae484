/**
 * The secure site's human-facing dev pages: the device approval link from the mailbox, the
 * social consent popup and its result page, and the Farcaster approval page behind the QR.
 */
import { Hono } from 'hono';
import { newPrivateKey } from './accounts.ts';
import type { EmailLogin } from './emailLogin.ts';
import type { FarcasterLogin } from './farcasterLogin.ts';
import { document, html, PAGE_CSP, sendHtml } from './html.ts';
import { PROVIDER_NAMES, type SocialLogin } from './socialLogin.ts';

const message = (title: string, text: string) =>
  document({
    title,
    body: html`<main>
      <h1>${title}</h1>
      <p>${text}</p>
    </main>`,
  });

function providerName(provider: string): string | undefined {
  return Object.hasOwn(PROVIDER_NAMES, provider) ? PROVIDER_NAMES[provider as keyof typeof PROVIDER_NAMES] : undefined;
}

export function pageRoutes(deps: { emailLogin: EmailLogin; social: SocialLogin; farcaster: FarcasterLogin }): Hono {
  const app = new Hono();

  // Opening the mailbox link is the approval, as in the real product's e-mail.
  app.get('/verify-device', (c) => {
    if (deps.emailLogin.approveLink(c.req.query('token') ?? '')) {
      return sendHtml(c, message('Device approved', 'You can return to the app and continue signing in.'), PAGE_CSP);
    }
    return sendHtml(c, message('Link expired', 'This approval link is invalid or has expired.'), PAGE_CSP, 400);
  });

  // Registered before /social/:provider so "callback" is never taken for a provider.
  app.get('/social/callback', (c) => {
    const result = deps.social.result(c.req.query('code') ?? '');
    if (!result) return sendHtml(c, message('Sign-in expired', 'Start the sign-in again from the app.'), PAGE_CSP, 400);
    const body = html`<main data-opener-origin="${result.openerOrigin}" data-result-uri="${result.resultUri}">
      <h1>Signed in</h1>
      <p id="status" role="status">Returning to the app…</p>
    </main>`;
    return sendHtml(c, document({ title: 'Signed in', body, script: 'popup.js' }), PAGE_CSP);
  });

  app.get('/social/:provider', (c) => {
    const provider = c.req.param('provider');
    const name = providerName(provider);
    const state = c.req.query('state') ?? '';
    const flow = name ? deps.social.consent(provider, state) : undefined;
    if (!name || !flow) return sendHtml(c, message('Sign-in expired', 'Start the sign-in again from the app.'), PAGE_CSP, 400);
    const body = html`<main>
      <h1>Sign in with ${name}</h1>
      <p>${flow.openerOrigin} wants to sign you in with your ${name} account <strong>${provider}-user</strong>.</p>
      <form method="post" action="/social/${provider}">
        <input type="hidden" name="state" value="${state}" />
        <div class="actions">
          <button type="submit" name="decision" value="cancel">Cancel</button>
          <button type="submit" name="decision" value="approve" class="primary" autofocus>Approve</button>
        </div>
      </form>
    </main>`;
    return sendHtml(c, document({ title: `Sign in with ${name}`, body }), PAGE_CSP);
  });

  app.post('/social/:provider', async (c) => {
    const provider = c.req.param('provider');
    const form = await c.req.parseBody();
    const state = typeof form.state === 'string' ? form.state : '';
    if (form.decision === 'cancel') {
      deps.social.cancel(state);
      const body = html`<main data-close="true">
        <h1>Sign-in cancelled</h1>
        <p>You can close this window.</p>
      </main>`;
      return sendHtml(c, document({ title: 'Sign-in cancelled', body, script: 'popup.js' }), PAGE_CSP);
    }
    const target = deps.social.approve(provider, state);
    if (!target) return sendHtml(c, message('Sign-in expired', 'Start the sign-in again from the app.'), PAGE_CSP, 400);
    return c.redirect(target, 303);
  });

  app.get('/farcaster/approve', (c) => {
    const channel = c.req.query('channel') ?? '';
    if (!deps.farcaster.isOpen(channel)) {
      return sendHtml(c, message('Sign-in expired', 'Scan a new code in the app.'), PAGE_CSP, 400);
    }
    const body = html`<main>
      <h1>Sign in with Farcaster</h1>
      <p>Approve the sign-in as <strong>farcaster-user</strong>.</p>
      <form method="post" action="/farcaster/approve">
        <input type="hidden" name="channel" value="${channel}" />
        <div class="actions"><button type="submit" class="primary" autofocus>Approve</button></div>
      </form>
    </main>`;
    return sendHtml(c, document({ title: 'Sign in with Farcaster', body }), PAGE_CSP);
  });

  app.post('/farcaster/approve', async (c) => {
    const form = await c.req.parseBody();
    const channel = typeof form.channel === 'string' ? form.channel : '';
    if (!deps.farcaster.approve(channel, newPrivateKey)) {
      return sendHtml(c, message('Sign-in expired', 'Scan a new code in the app.'), PAGE_CSP, 400);
    }
    return sendHtml(c, message('Farcaster sign-in approved', 'You can return to the app.'), PAGE_CSP);
  });

  return app;
}
