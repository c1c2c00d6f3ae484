/**
 * The sandbox on-ramp page's script (served as /onramp-sandbox/assets/sandbox.js; the page's CSP
 * allows no inline script). **Pay** asks devcloud to deliver the order, then shows the outcome.
 */

type PaidOrder = {
  destination: string;
  quote: { purchaseAmount: { amount: string; currency: string } };
  delivery?: { hash: string };
};
type Answer = { order?: PaidOrder; reasons?: Array<{ description: string }>; message?: string };

const pay = document.querySelector<HTMLButtonElement>('#pay');
const done = document.querySelector<HTMLButtonElement>('#close');
const statusLine = document.querySelector<HTMLElement>('#status');

function show(text: string) {
  if (statusLine) statusLine.textContent = text;
}

pay?.addEventListener('click', async () => {
  const url = pay.dataset.payUrl;
  if (!url) return;
  pay.disabled = true;
  show('Paying…');
  try {
    const response = await fetch(url, { method: 'POST' });
    const answer = (await response.json().catch(() => ({}))) as Answer;
    if (!response.ok || !answer.order) throw new Error(answer.reasons?.[0]?.description ?? answer.message ?? `HTTP ${response.status}`);
    const { amount, currency } = answer.order.quote.purchaseAmount;
    show(`Paid. ${amount} ${currency} sent to ${answer.order.destination} (transaction ${answer.order.delivery?.hash ?? 'pending'}).`);
    pay.hidden = true;
    if (done) done.hidden = false;
  } catch (error) {
    show(`Payment failed: ${error instanceof Error ? error.message : String(error)}`);
    pay.disabled = false;
  }
});

done?.addEventListener('click', () => window.close());
