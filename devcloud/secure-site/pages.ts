/**
 * The secure site's human-facing dev pages: the device approval link from the mailbox, the
 * social consent popup and its result page, and the Farcaster approval page behind the QR.
 */
import { Hono } from 'hono';
import { newPrivateKey } from './accounts.ts';
import type { EmailLogin } from './emailLogin.ts';
import type { FarcasterLogin } from './farcasterLogin.ts';
import type { Context } from 'hono';
import type { SecureMessageKey, SecureTranslator } from '../../src/core/i18n/secure/en.ts';
import { document, html, htmlAround, PAGE_CSP, sendHtml } from './html.ts';
import { localeFrom, withLocale } from './locale.ts';
import { secureTranslator } from './translations.ts';
import { PROVIDER_NAMES, type SocialLogin } from './socialLogin.ts';

/** The page's words, in the language its `locale` query parameter names (the modal's). */
const translatorOf = (c: Context) => secureTranslator(localeFrom(c.req.query('locale')));

const message = (t: SecureTranslator, title: SecureMessageKey, text: SecureMessageKey) =>
  document({
    title: t(title),
    locale: t.locale,
    body: html`<main>
      <h1>${t(title)}</h1>
      <p>${t(text)}</p>
    </main>`,
  });

function providerName(provider: string): string | undefined {
  return Object.hasOwn(PROVIDER_NAMES, provider) ? PROVIDER_NAMES[provider as keyof typeof PROVIDER_NAMES] : undefined;
}

export function pageRoutes(deps: { emailLogin: EmailLogin; social: SocialLogin; farcaster: FarcasterLogin }): Hono {
  const app = new Hono();

  // Opening the mailbox link is the approval, as in the real product's e-mail.
  app.get('/verify-device', (c) => {
    const t = translatorOf(c);
    if (deps.emailLogin.approveLink(c.req.query('token') ?? '')) {
      return sendHtml(c, message(t, 'pages.deviceApproved', 'pages.deviceApprovedBody'), PAGE_CSP);
    }
    return sendHtml(c, message(t, 'pages.linkExpired', 'pages.linkExpiredBody'), PAGE_CSP, 400);
  });

  // Registered before /social/:provider so "callback" is never taken for a provider.
  app.get('/social/callback', (c) => {
    const t = translatorOf(c);
    const result = deps.social.result(c.req.query('code') ?? '');
    if (!result) return sendHtml(c, message(t, 'pages.signInExpired', 'pages.startAgain'), PAGE_CSP, 400);
    // popup.js has no catalogue: the statuses it may show come translated with the page.
    const body = html`<main
      data-opener-origin="${result.openerOrigin}"
      data-result-uri="${result.resultUri}"
      data-done="${t('pages.signedInDone')}"
      data-no-opener="${t('pages.openFromApp')}"
    >
      <h1>${t('pages.signedIn')}</h1>
      <p id="status" role="status">${t('pages.returning')}</p>
    </main>`;
    return sendHtml(c, document({ title: t('pages.signedIn'), body, script: 'popup.js', locale: t.locale }), PAGE_CSP);
  });

  app.get('/social/:provider', (c) => {
    const t = translatorOf(c);
    const provider = c.req.param('provider');
    const name = providerName(provider);
    const state = c.req.query('state') ?? '';
    const flow = name ? deps.social.consent(provider, state) : undefined;
    if (!name || !flow) return sendHtml(c, message(t, 'pages.signInExpired', 'pages.startAgain'), PAGE_CSP, 400);
    const consent = t('pages.socialConsent', { origin: flow.openerOrigin, provider: name });
    const body = html`<main>
      <h1>${t('pages.signInWith', { provider: name })}</h1>
      <p>${htmlAround(consent, 'user', html`<strong>${provider}-user</strong>`)}</p>
      <form method="post" action="${withLocale(`/social/${provider}`, t.locale)}">
        <input type="hidden" name="state" value="${state}" />
        <div class="actions">
          <button type="submit" name="decision" value="cancel">${t('pages.cancel')}</button>
          <button type="submit" name="decision" value="approve" class="primary" autofocus>${t('pages.approve')}</button>
        </div>
      </form>
    </main>`;
    return sendHtml(c, document({ title: t('pages.signInWith', { provider: name }), body, locale: t.locale }), PAGE_CSP);
  });

  app.post('/social/:provider', async (c) => {
    const t = translatorOf(c);
    const provider = c.req.param('provider');
    const form = await c.req.parseBody();
    const state = typeof form.state === 'string' ? form.state : '';
    if (form.decision === 'cancel') {
      deps.social.cancel(state);
      const body = html`<main data-close="true">
        <h1>${t('pages.cancelled')}</h1>
        <p>${t('pages.closeWindow')}</p>
      </main>`;
      return sendHtml(c, document({ title: t('pages.cancelled'), body, script: 'popup.js', locale: t.locale }), PAGE_CSP);
    }
    const target = deps.social.approve(provider, state);
    if (!target) return sendHtml(c, message(t, 'pages.signInExpired', 'pages.startAgain'), PAGE_CSP, 400);
    return c.redirect(withLocale(target, t.locale), 303);
  });

  app.get('/farcaster/approve', (c) => {
    const t = translatorOf(c);
    const channel = c.req.query('channel') ?? '';
    if (!deps.farcaster.isOpen(channel)) {
      return sendHtml(c, message(t, 'pages.signInExpired', 'pages.scanAgain'), PAGE_CSP, 400);
    }
    const title = t('pages.signInWith', { provider: 'Farcaster' });
    const body = html`<main>
      <h1>${title}</h1>
      <p>${htmlAround(t('pages.farcasterConsent'), 'user', html`<strong>farcaster-user</strong>`)}</p>
      <form method="post" action="${withLocale('/farcaster/approve', t.locale)}">
        <input type="hidden" name="channel" value="${channel}" />
        <div class="actions"><button type="submit" class="primary" autofocus>${t('pages.approve')}</button></div>
      </form>
    </main>`;
    return sendHtml(c, document({ title, body, locale: t.locale }), PAGE_CSP);
  });

  app.post('/farcaster/approve', async (c) => {
    const t = translatorOf(c);
    const form = await c.req.parseBody();
    const channel = typeof form.channel === 'string' ? form.channel : '';
    if (!deps.farcaster.approve(channel, newPrivateKey)) {
      return sendHtml(c, message(t, 'pages.signInExpired', 'pages.scanAgain'), PAGE_CSP, 400);
    }
    return sendHtml(c, message(t, 'pages.farcasterApproved', 'pages.returnToApp'), PAGE_CSP);
  });

  return app;
}
