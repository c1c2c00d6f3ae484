/**
 * The confirmation page's content: who asks (name, icon, verified origin), what is signed or
 * sent, from which account on which network, warnings first. Plain DOM from a parsed Preview;
 * the buttons and the status line are the page's (approvalPage.ts).
 */
import type { BalanceChange, CallView, Details, Notice, Preview, SimulationView, TreeNode } from '../preview/schema.ts';
import type { AppInfo } from './appInfo.ts';
import { h } from './dom.ts';

export const TITLE_ID = 'approval-title';

export type SheetBody =
  | { kind: 'loading' }
  | { kind: 'preview'; preview: Preview }
  /** The backend could not describe it: the raw params, with a warning. */
  | { kind: 'unavailable'; reason: string; raw: string };

export type SheetModel = { app: AppInfo; title: string; waiting: number; body: SheetBody };

const MINUS = '\u2212';

function appHeader(doc: Document, app: AppInfo): HTMLElement {
  const initial = (app.name.trim()[0] ?? '?').toUpperCase();
  const icon = app.icon
    ? h(doc, 'img', { class: 'app-icon', src: app.icon, alt: '', width: '40', height: '40', referrerpolicy: 'no-referrer' })
    : h(doc, 'span', { class: 'app-icon app-initial', 'aria-hidden': 'true' }, initial);
  return h(
    doc,
    'header',
    { class: 'app' },
    icon,
    h(
      doc,
      'div',
      { class: 'app-text' },
      h(doc, 'p', { class: 'app-name', 'data-testid': 'app-name' }, app.name),
      h(
        doc,
        'p',
        { class: 'app-origin', 'data-testid': 'app-origin' },
        h(doc, 'span', { class: 'visually-hidden' }, 'Request from '),
        app.origin,
      ),
      app.statedOrigin ? h(doc, 'p', { class: 'app-stated' }, `Says it is ${app.statedOrigin}`) : null,
    ),
  );
}

function notices(doc: Document, list: readonly Notice[]): HTMLElement | null {
  if (list.length === 0) return null;
  return h(
    doc,
    'ul',
    { class: 'notices', 'aria-label': 'Warnings', 'data-testid': 'approval-notices' },
    list.map((notice) =>
      h(doc, 'li', { class: `notice ${notice.tone}` }, notice.tone === 'warning' ? h(doc, 'strong', {}, 'Warning: ') : null, notice.text),
    ),
  );
}

function pairs(doc: Document, rows: ReadonlyArray<readonly [string, Node | string, string?]>, label?: string): HTMLElement {
  return h(
    doc,
    'dl',
    { class: 'pairs', ...(label ? { 'aria-label': label } : {}) },
    rows.map(([term, value, testId]) =>
      h(doc, 'div', { class: 'pair' }, h(doc, 'dt', {}, term), h(doc, 'dd', testId ? { 'data-testid': testId } : {}, value)),
    ),
  );
}

/** A scrollable block of text that keyboard users can reach and scroll. */
function block(doc: Document, text: string, label: string, testId?: string): HTMLElement {
  return h(
    doc,
    'pre',
    { class: 'block', tabindex: '0', role: 'region', 'aria-label': label, ...(testId ? { 'data-testid': testId } : {}) },
    text,
  );
}

function section(doc: Document, id: string, heading: string, ...children: (Node | null)[]): HTMLElement {
  return h(doc, 'section', { class: 'part', 'aria-labelledby': id }, h(doc, 'h2', { id }, heading), ...children);
}

function tree(doc: Document, nodes: readonly TreeNode[], label?: string): HTMLElement {
  return h(
    doc,
    'ul',
    { class: 'tree', ...(label ? { 'aria-label': label } : {}) },
    nodes.map((node) =>
      h(
        doc,
        'li',
        {},
        h(doc, 'span', { class: 'tree-key' }, node.label),
        node.type ? h(doc, 'span', { class: 'tree-type' }, ` ${node.type}`) : null,
        node.value !== undefined ? h(doc, 'span', { class: 'tree-value' }, node.value) : null,
        node.children ? (node.children.length > 0 ? tree(doc, node.children) : h(doc, 'span', { class: 'tree-value' }, '(empty)')) : null,
      ),
    ),
  );
}

const amountText = (amount: { value: string; symbol: string; usd?: string }) =>
  `${amount.value} ${amount.symbol}${amount.usd ? ` (${amount.usd})` : ''}`;

function change(doc: Document, item: BalanceChange): HTMLElement {
  const sign = item.direction === 'out' ? MINUS : '+';
  return h(
    doc,
    'li',
    { class: `change ${item.direction}` },
    h(doc, 'span', { class: 'visually-hidden' }, item.direction === 'out' ? 'Sends ' : 'Receives '),
    h(doc, 'span', { class: 'change-amount' }, `${sign}${item.amount.value} ${item.amount.symbol}`),
    item.amount.usd ? h(doc, 'span', { class: 'change-usd' }, ` (${item.amount.usd})`) : null,
    item.asset !== 'native' ? h(doc, 'span', { class: 'change-asset' }, item.asset) : null,
  );
}

function simulation(doc: Document, view: SimulationView): HTMLElement {
  const id = 'approval-changes';
  if (view.status === 'reverted') {
    return section(
      doc,
      id,
      'Balance changes',
      h(doc, 'p', { class: 'notice warning', 'data-testid': 'approval-simulation' }, `Simulation: expected to fail (${view.reason}).`),
    );
  }
  if (view.status === 'unavailable') {
    return section(
      doc,
      id,
      'Balance changes',
      h(doc, 'p', { class: 'muted', 'data-testid': 'approval-simulation' }, `Could not be simulated: ${view.reason}`),
    );
  }
  return section(
    doc,
    id,
    'Balance changes (simulated)',
    view.changes.length > 0
      ? h(
          doc,
          'ul',
          { class: 'changes', 'data-testid': 'approval-changes' },
          view.changes.map((item) => change(doc, item)),
        )
      : h(doc, 'p', { class: 'muted', 'data-testid': 'approval-changes' }, 'No balance changes.'),
    view.fee ? h(doc, 'p', { class: 'muted', 'data-testid': 'approval-fee' }, `Network fee (estimate): ${amountText(view.fee)}`) : null,
  );
}

function call(doc: Document, view: CallView, index: number, count: number): HTMLElement {
  const id = `approval-call-${index}`;
  const rows: Array<readonly [string, Node | string, string?]> = [
    [view.to ? 'To' : 'Creates', view.to ?? 'a new contract', 'approval-to'],
    ['Value', amountText(view.value), 'approval-value'],
  ];
  if (view.data && !view.decoded)
    rows.push(['Data', `Unknown function ${view.data.selector ?? ''} (${view.data.bytes} bytes)`.replace('  ', ' ')]);
  return section(
    doc,
    id,
    count > 1 ? `Call ${index + 1} of ${count}` : 'Transaction',
    pairs(doc, rows),
    view.decoded
      ? h(
          doc,
          'div',
          { class: 'decoded', 'data-testid': 'approval-decoded' },
          h(doc, 'h3', {}, view.decoded.title),
          pairs(
            doc,
            view.decoded.fields.map((field) => [field.label, field.value] as const),
          ),
        )
      : null,
    view.data
      ? h(
          doc,
          'details',
          { class: 'raw' },
          h(doc, 'summary', {}, view.decoded ? 'Call data' : 'Show data'),
          block(doc, view.data.hex, `Call data of ${count > 1 ? `call ${index + 1}` : 'the transaction'}`),
        )
      : null,
  );
}

function details(doc: Document, value: Details): Node[] {
  switch (value.kind) {
    case 'message': {
      const note =
        value.encoding === 'hex' ? h(doc, 'p', { class: 'muted' }, `Shown as hex: these ${value.bytes} bytes are not plain text.`) : null;
      const text = value.encoding === 'text' && value.content === '' ? '(empty message)' : value.content;
      // Labelled apart from its section: two regions of one name are one landmark too many.
      const label = value.encoding === 'hex' ? 'Message bytes' : 'Message text';
      return [section(doc, 'approval-message', 'Message', note, block(doc, text, label, 'approval-message'))];
    }
    case 'typedData':
      return [
        section(doc, 'approval-domain', 'Domain', tree(doc, value.domain, 'Domain fields')),
        h(
          doc,
          'section',
          { class: 'part', 'aria-labelledby': 'approval-typed', 'data-testid': 'approval-typed' },
          h(doc, 'h2', { id: 'approval-typed' }, `Message: ${value.primaryType}`),
          tree(doc, value.message, 'Message fields'),
        ),
      ];
    case 'calls':
      return [...value.calls.map((item, i) => call(doc, item, i, value.calls.length)), simulation(doc, value.simulation)];
    case 'solanaTransactions':
      return [
        section(
          doc,
          'approval-solana',
          value.send ? 'Transaction to sign and send' : value.transactions.length === 1 ? 'Transaction to sign' : 'Transactions to sign',
          h(
            doc,
            'ul',
            { class: 'plain', 'data-testid': 'approval-solana' },
            value.transactions.map((bytes, i) => h(doc, 'li', {}, `Transaction ${i + 1}: ${bytes} bytes`)),
          ),
        ),
      ];
    case 'raw':
      return [section(doc, 'approval-raw', 'Request', block(doc, value.content, 'Request parameters'))];
  }
}

export function renderSheet(doc: Document, model: SheetModel): HTMLElement {
  const { body } = model;
  const preview = body.kind === 'preview' ? body.preview : null;
  const summary: Array<readonly [string, string, string?]> = [];
  if (preview?.account) summary.push(['Account', preview.account, 'approval-account']);
  if (preview?.network) summary.push(['Network', preview.network, 'approval-network']);
  return h(
    doc,
    'div',
    { class: 'sheet' },
    appHeader(doc, model.app),
    h(doc, 'h1', { id: TITLE_ID, tabindex: '-1' }, preview?.title ?? model.title),
    model.waiting > 1 ? h(doc, 'p', { class: 'muted' }, `${model.waiting - 1} more waiting after this one`) : null,
    body.kind === 'loading' ? h(doc, 'p', { class: 'muted' }, 'Loading the details…') : null,
    body.kind === 'unavailable'
      ? notices(doc, [
          { tone: 'warning', text: `The details could not be loaded (${body.reason}). Check the raw request below before approving.` },
        ])
      : null,
    preview ? notices(doc, preview.notices) : null,
    summary.length > 0 ? pairs(doc, summary, 'Signer') : null,
    preview ? details(doc, preview.details) : [],
    body.kind === 'unavailable' ? section(doc, 'approval-raw', 'Request', block(doc, body.raw, 'Request parameters')) : null,
  );
}
