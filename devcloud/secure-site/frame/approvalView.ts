/**
 * The confirmation page's content: who asks (name, icon, verified origin), what is signed or
 * sent, from which account on which network, warnings first. Plain DOM from a parsed Preview;
 * the buttons and the status line are the page's (approvalPage.ts). Every word through `t`, the page's language.
 */
import type { SecureTranslator } from '../../../src/core/i18n/secure/en.ts';
import type { BalanceChange, CallView, Details, Notice, Preview, SimulationView, TreeNode } from '../preview/schema.ts';
import type { AppInfo } from './appInfo.ts';
import { h } from './dom.ts';

export const TITLE_ID = 'approval-title';

export type SheetBody =
  | { kind: 'loading' }
  | { kind: 'preview'; preview: Preview }
  /** The backend could not describe it: the raw params, with a warning. */
  | { kind: 'unavailable'; reason: string; raw: string };

export type SheetModel = { app: AppInfo; title: string; waiting: number; body: SheetBody; t: SecureTranslator };

const MINUS = '\u2212';

function appHeader(doc: Document, app: AppInfo, t: SecureTranslator): HTMLElement {
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
        h(doc, 'span', { class: 'visually-hidden' }, `${t('approval.requestFrom')} `),
        app.origin,
      ),
      app.statedOrigin ? h(doc, 'p', { class: 'app-stated' }, t('approval.saysItIs', { origin: app.statedOrigin })) : null,
    ),
  );
}

function notices(doc: Document, list: readonly Notice[], t: SecureTranslator): HTMLElement | null {
  if (list.length === 0) return null;
  return h(
    doc,
    'ul',
    { class: 'notices', 'aria-label': t('approval.warnings'), 'data-testid': 'approval-notices' },
    list.map((notice) =>
      h(
        doc,
        'li',
        { class: `notice ${notice.tone}` },
        notice.tone === 'warning' ? h(doc, 'strong', {}, `${t('approval.warning')} `) : null,
        notice.text,
      ),
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

function tree(doc: Document, t: SecureTranslator, nodes: readonly TreeNode[], label?: string): HTMLElement {
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
        node.children
          ? node.children.length > 0
            ? tree(doc, t, node.children)
            : h(doc, 'span', { class: 'tree-value' }, t('approval.emptyStruct'))
          : null,
      ),
    ),
  );
}

const amountText = (amount: { value: string; symbol: string; usd?: string }) =>
  `${amount.value} ${amount.symbol}${amount.usd ? ` (${amount.usd})` : ''}`;

function change(doc: Document, item: BalanceChange, t: SecureTranslator): HTMLElement {
  const sign = item.direction === 'out' ? MINUS : '+';
  return h(
    doc,
    'li',
    { class: `change ${item.direction}` },
    h(doc, 'span', { class: 'visually-hidden' }, `${t(item.direction === 'out' ? 'approval.sends' : 'approval.receives')} `),
    h(doc, 'span', { class: 'change-amount' }, `${sign}${item.amount.value} ${item.amount.symbol}`),
    item.amount.usd ? h(doc, 'span', { class: 'change-usd' }, ` (${item.amount.usd})`) : null,
    item.asset !== 'native' ? h(doc, 'span', { class: 'change-asset' }, item.asset) : null,
  );
}

/** `sponsor`: a paymaster pays the gas, so no fee is the account's. */
function simulation(doc: Document, view: SimulationView, t: SecureTranslator, sponsor?: string): HTMLElement {
  const id = 'approval-changes';
  if (view.status === 'reverted') {
    return section(
      doc,
      id,
      t('approval.balanceChanges'),
      h(doc, 'p', { class: 'notice warning', 'data-testid': 'approval-simulation' }, t('approval.expectedToFail', { reason: view.reason })),
    );
  }
  if (view.status === 'unavailable') {
    return section(
      doc,
      id,
      t('approval.balanceChanges'),
      h(doc, 'p', { class: 'muted', 'data-testid': 'approval-simulation' }, t('approval.notSimulated', { reason: view.reason })),
    );
  }
  return section(
    doc,
    id,
    t('approval.balanceChangesSimulated'),
    view.changes.length > 0
      ? h(
          doc,
          'ul',
          { class: 'changes', 'data-testid': 'approval-changes' },
          view.changes.map((item) => change(doc, item, t)),
        )
      : h(doc, 'p', { class: 'muted', 'data-testid': 'approval-changes' }, t('approval.noChanges')),
    view.fee && !sponsor
      ? h(doc, 'p', { class: 'muted', 'data-testid': 'approval-fee' }, t('approval.fee', { amount: amountText(view.fee) }))
      : null,
  );
}

function call(doc: Document, t: SecureTranslator, view: CallView, index: number, count: number): HTMLElement {
  const id = `approval-call-${index}`;
  const rows: Array<readonly [string, Node | string, string?]> = [
    [t(view.to ? 'approval.to' : 'approval.creates'), view.to ?? t('approval.newContract'), 'approval-to'],
    [t('approval.value'), amountText(view.value), 'approval-value'],
  ];
  if (view.data && !view.decoded) {
    const unknown = t('approval.unknownFunction', { selector: view.data.selector ?? '', count: view.data.bytes });
    rows.push([t('approval.data'), unknown.replace('  ', ' ')]);
  }
  return section(
    doc,
    id,
    count > 1 ? t('approval.callOf', { index: index + 1, total: count }) : t('approval.transaction'),
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
          h(doc, 'summary', {}, t(view.decoded ? 'approval.callData' : 'approval.showData')),
          block(doc, view.data.hex, count > 1 ? t('approval.callDataOfCall', { index: index + 1 }) : t('approval.callDataOfTransaction')),
        )
      : null,
  );
}

function details(doc: Document, t: SecureTranslator, value: Details): Node[] {
  switch (value.kind) {
    case 'message': {
      const note = value.encoding === 'hex' ? h(doc, 'p', { class: 'muted' }, t('approval.hexNote', { count: value.bytes })) : null;
      const text = value.encoding === 'text' && value.content === '' ? t('approval.emptyMessage') : value.content;
      // Labelled apart from its section: two regions of one name are one landmark too many.
      const label = t(value.encoding === 'hex' ? 'approval.messageBytes' : 'approval.messageText');
      return [section(doc, 'approval-message', t('approval.message'), note, block(doc, text, label, 'approval-message'))];
    }
    case 'typedData':
      return [
        section(doc, 'approval-domain', t('approval.domain'), tree(doc, t, value.domain, t('approval.domainFields'))),
        h(
          doc,
          'section',
          { class: 'part', 'aria-labelledby': 'approval-typed', 'data-testid': 'approval-typed' },
          h(doc, 'h2', { id: 'approval-typed' }, t('approval.typedMessage', { type: value.primaryType })),
          tree(doc, t, value.message, t('approval.messageFields')),
        ),
      ];
    case 'calls':
      return [
        ...value.calls.map((item, i) => call(doc, t, item, i, value.calls.length)),
        simulation(doc, value.simulation, t, value.sponsor),
        ...(value.sponsor
          ? [h(doc, 'p', { class: 'muted', 'data-testid': 'approval-gas' }, t('approval.sponsored', { sponsor: value.sponsor }))]
          : []),
      ];
    case 'solanaTransactions':
      return [
        section(
          doc,
          'approval-solana',
          value.send ? t('approval.solanaSignAndSend') : t('approval.solanaSign', { count: value.transactions.length }),
          h(
            doc,
            'ul',
            { class: 'plain', 'data-testid': 'approval-solana' },
            value.transactions.map((bytes, i) => h(doc, 'li', {}, t('approval.solanaTransaction', { index: i + 1, count: bytes }))),
          ),
        ),
      ];
    case 'bitcoinTransaction':
      return [
        section(
          doc,
          'approval-bitcoin',
          value.send ? t('approval.solanaSignAndSend') : t('approval.solanaSign', { count: 1 }),
          h(
            doc,
            'ul',
            { class: 'plain', 'data-testid': 'approval-bitcoin-outputs' },
            value.outputs.map((output) =>
              h(
                doc,
                'li',
                { 'data-testid': 'approval-bitcoin-output' },
                pairs(doc, [
                  [t('approval.to'), output.address, 'approval-to'],
                  [t('approval.value'), amountText(output.value), 'approval-value'],
                ]),
                output.change ? h(doc, 'p', { class: 'muted' }, t('approval.bitcoinChange')) : null,
              ),
            ),
          ),
          h(doc, 'p', { class: 'muted', 'data-testid': 'approval-fee' }, t('approval.bitcoinFee', { amount: amountText(value.fee) })),
        ),
      ];
    case 'raw':
      return [rawSection(doc, t, value.content)];
  }
}

function rawSection(doc: Document, t: SecureTranslator, content: string): HTMLElement {
  return section(doc, 'approval-raw', t('approval.request'), block(doc, content, t('approval.requestParameters')));
}

export function renderSheet(doc: Document, model: SheetModel): HTMLElement {
  const { body, t } = model;
  const preview = body.kind === 'preview' ? body.preview : null;
  const summary: Array<readonly [string, string, string?]> = [];
  if (preview?.account) summary.push([t('approval.account'), preview.account, 'approval-account']);
  if (preview?.network) summary.push([t('approval.network'), preview.network, 'approval-network']);
  return h(
    doc,
    'div',
    { class: 'sheet' },
    appHeader(doc, model.app, t),
    h(doc, 'h1', { id: TITLE_ID, tabindex: '-1' }, preview?.title ?? model.title),
    model.waiting > 1 ? h(doc, 'p', { class: 'muted' }, t('approval.moreWaiting', { count: model.waiting - 1 })) : null,
    body.kind === 'loading' ? h(doc, 'p', { class: 'muted' }, t('approval.loading')) : null,
    body.kind === 'unavailable' ? notices(doc, [{ tone: 'warning', text: t('approval.unavailable', { reason: body.reason }) }], t) : null,
    preview ? notices(doc, preview.notices, t) : null,
    summary.length > 0 ? pairs(doc, summary, t('approval.signer')) : null,
    preview ? details(doc, t, preview.details) : [],
    body.kind === 'unavailable' ? rawSection(doc, t, body.raw) : null,
  );
}
