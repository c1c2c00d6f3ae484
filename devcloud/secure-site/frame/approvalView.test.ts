// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { secureEn } from '../../../src/core/i18n/secure/en.ts';
import { SECURE_PACKS } from '../../../src/core/i18n/secure/packs.ts';
import { createCatalogueTranslator } from '../../../src/core/i18n/catalogueTranslator.ts';
import type { Preview } from '../preview/schema.ts';
import { appInfo } from './appInfo.ts';
import { renderSheet } from './approvalView.ts';
import { isVisitorActivation } from './gesture.ts';

const ORIGIN = 'http://localhost:3000';
const APP = appInfo({ name: 'Shop', description: '', url: ORIGIN, icons: [] }, ORIGIN);
const english = createCatalogueTranslator('en', undefined, secureEn);
const render = (preview: Preview) =>
  renderSheet(document, { app: APP, title: preview.title, waiting: 1, body: { kind: 'preview', preview }, t: english });
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the confirmation sheet', () => {
  it('says who asks, from which verified origin, then the warnings, then what is signed', () => {
    const sheet = render({
      title: 'Sign message',
      account: '0xabc',
      network: 'Local 31337 (chain 31337)',
      notices: [{ tone: 'warning', text: 'This message signs you in to evil.example.' }],
      details: { kind: 'message', encoding: 'text', content: '<img src=x onerror=alert(1)>', bytes: 28 },
    });
    expect(text(sheet.querySelector('[data-testid="app-name"]')!)).toBe('Shop');
    expect(text(sheet.querySelector('[data-testid="app-origin"]')!)).toBe(`Request from ${ORIGIN}`);
    expect(sheet.querySelector('h1')!.textContent).toBe('Sign message');
    const order = [...sheet.querySelectorAll('[data-testid]')].map((element) => element.getAttribute('data-testid'));
    expect(order.indexOf('approval-notices')).toBeLessThan(order.indexOf('approval-message'));
    // Request text is text, never markup.
    expect(sheet.querySelector('img')).toBeNull();
    expect(sheet.querySelector('[data-testid="approval-message"]')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(text(sheet.querySelector('[data-testid="approval-account"]')!)).toBe('0xabc');
  });

  it('shows a Bitcoin PSBT: every output with its amount, the change marked, and the fee', () => {
    const sheet = render({
      title: 'Sign transaction',
      account: 'bcrt1qme',
      network: 'Bitcoin (bip122:0f9188f13cb7b2c71f2a335e3a4fc328)',
      notices: [],
      details: {
        kind: 'bitcoinTransaction',
        outputs: [
          { address: 'bcrt1qthem', value: { value: '0.001', symbol: 'BTC' }, change: false },
          { address: 'bcrt1qme', value: { value: '0.00398', symbol: 'BTC' }, change: true },
        ],
        fee: { value: '0.0000071', symbol: 'BTC' },
        signing: 2,
        send: false,
      },
    });
    const outputs = [...sheet.querySelectorAll('[data-testid="approval-bitcoin-output"]')].map(text);
    expect(outputs).toEqual(['Tobcrt1qthemValue0.001 BTC', 'Tobcrt1qmeValue0.00398 BTCChange back to your payment account']);
    expect(text(sheet.querySelector('[data-testid="approval-fee"]')!)).toBe('Network fee: 0.0000071 BTC');
    expect(text(sheet.querySelector('#approval-bitcoin')!)).toBe('Transaction to sign');
  });

  it('explains hex and labels the scrollable message for keyboard users', () => {
    const sheet = render({
      title: 'Sign message',
      account: null,
      network: null,
      notices: [],
      details: { kind: 'message', encoding: 'hex', content: '0xff00', bytes: 2 },
    });
    expect(text(sheet)).toContain('Shown as hex: these 2 bytes are not plain text.');
    const block = sheet.querySelector('[data-testid="approval-message"]')!;
    expect(block.getAttribute('tabindex')).toBe('0');
    expect(block.getAttribute('aria-label')).toBe('Message bytes');
  });

  it('shows a decoded call, its value and the simulated changes with their signs', () => {
    const sheet = render({
      title: 'Send transaction',
      account: '0xme',
      network: 'Local 31337 (chain 31337)',
      notices: [],
      details: {
        kind: 'calls',
        calls: [
          {
            to: '0xtoken',
            value: { value: '0', symbol: 'ETH' },
            data: { bytes: 68, selector: '0xa9059cbb', hex: '0xa9059cbb00' },
            decoded: {
              title: 'ERC-20 transfer',
              fields: [
                { label: 'Recipient', value: '0xbob' },
                { label: 'Amount', value: '12.5 AUSD' },
              ],
            },
          },
        ],
        simulation: {
          status: 'ok',
          changes: [
            { direction: 'out', amount: { value: '12.5', symbol: 'AUSD', usd: '$12.50' }, asset: '0xtoken' },
            { direction: 'in', amount: { value: '1', symbol: 'ETH' }, asset: 'native' },
          ],
          fee: { value: '0.000021', symbol: 'ETH', usd: '$0.06' },
        },
      },
    });
    const decoded = sheet.querySelector('[data-testid="approval-decoded"]')!;
    expect([...decoded.querySelectorAll('h3, dt, dd')].map(text)).toEqual(['ERC-20 transfer', 'Recipient', '0xbob', 'Amount', '12.5 AUSD']);
    const changes = [...sheet.querySelectorAll('[data-testid="approval-changes"] li')].map(text);
    expect(changes).toEqual(['Sends −12.5 AUSD ($12.50)0xtoken', 'Receives +1 ETH']);
    expect(text(sheet.querySelector('[data-testid="approval-fee"]')!)).toBe('Network fee (estimate): 0.000021 ETH ($0.06)');
    expect(sheet.querySelector('details summary')!.textContent).toBe('Call data');
  });

  it("says who sponsors a smart account's operation, and shows no fee for the account then", () => {
    const sheet = render({
      title: 'Send transaction',
      account: '0xsmart',
      network: 'Local 31337 (chain 31337)',
      notices: [],
      details: {
        kind: 'calls',
        calls: [{ to: '0xbob', value: { value: '0.01', symbol: 'ETH' }, data: null, decoded: null }],
        simulation: {
          status: 'ok',
          changes: [{ direction: 'out', amount: { value: '0.01', symbol: 'ETH' }, asset: 'native' }],
          fee: { value: '0.000021', symbol: 'ETH' },
        },
        sponsor: '0xpaymaster',
      },
    });
    expect(text(sheet.querySelector('[data-testid="approval-gas"]')!)).toBe(
      'Network fee: Sponsored by 0xpaymaster, the account pays no gas',
    );
    expect(sheet.querySelector('[data-testid="approval-fee"]')).toBeNull();
    expect([...sheet.querySelectorAll('[data-testid="approval-changes"] li')].map(text)).toEqual(['Sends −0.01 ETH']);
  });

  it('names an unknown function by its selector, and a failing simulation as such', () => {
    const sheet = render({
      title: 'Send 2 calls',
      account: null,
      network: null,
      notices: [],
      details: {
        kind: 'calls',
        calls: [
          { to: '0xa', value: { value: '0', symbol: 'ETH' }, data: { bytes: 4, selector: '0xdeadbeef', hex: '0xdeadbeef' }, decoded: null },
          { to: null, value: { value: '0', symbol: 'ETH' }, data: { bytes: 2, hex: '0x6000' }, decoded: null },
        ],
        simulation: { status: 'reverted', reason: 'execution reverted: nope' },
      },
    });
    expect([...sheet.querySelectorAll('h2')].map(text)).toEqual(['Call 1 of 2', 'Call 2 of 2', 'Balance changes']);
    expect(text(sheet)).toContain('Unknown function 0xdeadbeef (4 bytes)');
    expect([...sheet.querySelectorAll('dt, dd')].map(text)).toContain('a new contract');
    expect([...sheet.querySelectorAll('dt')].map(text)).toContain('Creates');
    expect(text(sheet.querySelector('[data-testid="approval-simulation"]')!)).toBe(
      'Simulation: expected to fail (execution reverted: nope).',
    );
  });

  it('nests typed data as lists', () => {
    const sheet = render({
      title: 'Sign typed data',
      account: null,
      network: null,
      notices: [],
      details: {
        kind: 'typedData',
        primaryType: 'Mail',
        domain: [{ label: 'name', type: 'string', value: 'Ether Mail' }],
        message: [{ label: 'from', type: 'Person', children: [{ label: 'name', type: 'string', value: 'Cow' }] }],
      },
    });
    const typed = sheet.querySelector('[data-testid="approval-typed"]')!;
    expect(typed.querySelector('h2')!.textContent).toBe('Message: Mail');
    expect(typed.querySelector('ul ul li')!.textContent).toBe('name stringCow');
  });

  it('shows the raw request with a warning when the details could not be loaded, and a queue count', () => {
    const sheet = renderSheet(document, {
      app: APP,
      title: 'Sign message',
      waiting: 3,
      body: { kind: 'unavailable', reason: 'HTTP 500', raw: '["0x68"]' },
      t: english,
    });
    expect(text(sheet)).toContain('2 more waiting after this one');
    expect(text(sheet)).toContain('The details could not be loaded (HTTP 500).');
    expect(text(sheet)).toContain('["0x68"]');
  });

  it("speaks the page's language: labels, plurals (Arabic's dual), numbers", () => {
    const arabic = createCatalogueTranslator('ar', SECURE_PACKS.ar, secureEn);
    const unavailable = { kind: 'unavailable', reason: 'HTTP 500', raw: '[]' } as const;
    const waitingTwo = renderSheet(document, { app: APP, title: 'x', waiting: 3, body: unavailable, t: arabic });
    expect(text(waitingTwo)).toContain('طلبان آخران في الانتظار بعد هذا');
    expect(waitingTwo.querySelector('[aria-label="تحذيرات"]')).not.toBeNull();
    const spanish = createCatalogueTranslator('es', SECURE_PACKS.es, secureEn);
    const sheet = renderSheet(document, {
      app: APP,
      title: 'Firmar mensaje',
      waiting: 1,
      t: spanish,
      body: {
        kind: 'preview',
        preview: {
          title: 'Firmar mensaje',
          account: '0x1',
          network: 'Anvil (cadena 31337)',
          notices: [],
          details: { kind: 'message', encoding: 'hex', content: '0xff', bytes: 1234 },
        },
      },
    });
    expect(text(sheet)).toContain('Cuenta0x1');
    expect(text(sheet)).toContain('En hexadecimal: estos 1234 bytes no son texto plano.');
    expect(sheet.querySelector('[aria-label="Bytes del mensaje"]')).not.toBeNull();
  });
});

describe('who asks', () => {
  it('uses the claimed name, the verified origin, and flags a claimed URL elsewhere', () => {
    expect(
      appInfo(
        { name: 'Uniswap', description: '', url: 'https://app.uniswap.org', icons: ['https://app.uniswap.org/i.png', 'javascript:x'] },
        ORIGIN,
      ),
    ).toEqual({
      name: 'Uniswap',
      origin: ORIGIN,
      icon: 'https://app.uniswap.org/i.png',
      statedOrigin: 'https://app.uniswap.org',
    });
    // No metadata, or a name made to mislead: the host is shown instead.
    expect(appInfo(undefined, ORIGIN)).toEqual({ name: 'localhost:3000', origin: ORIGIN, icon: null, statedOrigin: null });
    expect(
      appInfo(
        { name: 'Shop\u202Epoh', description: '', url: ORIGIN, icons: ['http://elsewhere.test/i.png', `${ORIGIN}/icon.png`] },
        ORIGIN,
      ),
    ).toMatchObject({
      name: 'localhost:3000',
      icon: `${ORIGIN}/icon.png`,
      statedOrigin: null,
    });
  });
});

describe('the visitor activation check', () => {
  it('needs a trusted event and, where the browser says, transient user activation', () => {
    expect(isVisitorActivation({ isTrusted: true }, { userActivation: { isActive: true } })).toBe(true);
    expect(isVisitorActivation({ isTrusted: true }, { userActivation: { isActive: false } })).toBe(false);
    expect(isVisitorActivation({ isTrusted: false }, { userActivation: { isActive: true } })).toBe(false);
    expect(isVisitorActivation({ isTrusted: true }, {})).toBe(true);
    expect(isVisitorActivation({ isTrusted: false }, {})).toBe(false);
  });
});
