/**
 * The sandbox provider page's HTML: the order, the destination wallet and a **Pay** button. No
 * inline script or style (the CSP forbids them): sandbox.js and sandbox.css load from devcloud, and
 * the script reads the pay URL from a data attribute.
 */
import { type Html, html } from '../secure-site/html.ts';
import { networkInfo } from './catalog.ts';
import type { OnrampOrder } from './orders.ts';

/** Own script, styles and requests only; never framed. */
export const SANDBOX_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";

const PROVIDER_NAMES: Readonly<Record<OnrampOrder['provider'], string>> = { coinbase: 'Coinbase', meld: 'Meld' };

function shell(title: string, body: Html): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="stylesheet" href="/onramp-sandbox/assets/sandbox.css" />
        <script src="/onramp-sandbox/assets/sandbox.js" defer></script>
      </head>
      <body>
        ${body}
      </body>
    </html>`.value;
}

export function orderPage(order: OnrampOrder): string {
  const provider = PROVIDER_NAMES[order.provider];
  const { quote } = order;
  const money = (m: { amount: string; currency: string }) => `${m.amount} ${m.currency}`;
  const network = networkInfo(order.network);
  const paid = order.status === 'paid';
  return shell(
    `Buy ${order.asset.symbol} · ${provider} sandbox`,
    html`<main data-order-id="${order.id}">
      <h1>Buy ${order.asset.symbol} with ${provider}</h1>
      <p class="note">devcloud sandbox: no real payment; Pay delivers on the local chain.</p>
      <dl>
        <dt>You receive</dt>
        <dd data-testid="purchase-amount">${money(quote.purchaseAmount)}</dd>
        <dt>Network</dt>
        <dd>${network.display_name}${network.chain_id ? ` (eip155:${network.chain_id})` : ''}</dd>
        <dt>To wallet</dt>
        <dd data-testid="destination">${order.destination}</dd>
        <dt>Subtotal</dt>
        <dd>${money(quote.paymentSubtotal)}</dd>
        <dt>${provider} fee</dt>
        <dd>${money(quote.coinbaseFee)}</dd>
        <dt>Network fee</dt>
        <dd>${money(quote.networkFee)}</dd>
        <dt>You pay</dt>
        <dd data-testid="payment-total">${money(quote.paymentTotal)}</dd>
      </dl>
      <button type="button" id="pay" data-pay-url="/onramp-sandbox/orders/${order.id}/pay" ${paid ? html`hidden` : html``}>
        Pay ${money(quote.paymentTotal)}
      </button>
      <button type="button" id="close" ${paid ? html`` : html`hidden`}>Close</button>
      <p id="status" role="status">${paid ? `Paid. ${money(quote.purchaseAmount)} sent to ${order.destination} (transaction ${order.delivery?.hash ?? ''}).` : ''}</p>
    </main>`,
  );
}

export function missingPage(): string {
  return shell(
    'Order not found · sandbox',
    html`<main>
      <h1>Order not found</h1>
      <p>This on-ramp link is unknown to devcloud (orders live in its state file).</p>
    </main>`,
  );
}
