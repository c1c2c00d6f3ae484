import { describe, expect, it } from 'vitest';
import { parseTypedData, typedDataTree } from './typedDataTree.ts';

const MAIL = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallets', type: 'address[]' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  message: {
    from: { name: 'Cow', wallets: ['0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'] },
    to: [{ name: 'Bob', wallets: [] }],
    contents: 'Hello, Bob!',
    notSigned: 'extra fields are not part of the signature',
  },
};

describe('typed data as a tree', () => {
  it('shows the domain and every signed field, nested, with their types', () => {
    const tree = typedDataTree(parseTypedData(JSON.stringify(MAIL))!);
    expect(tree.primaryType).toBe('Mail');
    expect(tree.domain).toEqual([
      { label: 'name', type: 'string', value: 'Ether Mail' },
      { label: 'version', type: 'string', value: '1' },
      { label: 'chainId', type: 'uint256', value: '31337' },
      { label: 'verifyingContract', type: 'address', value: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
    ]);
    expect(tree.message).toEqual([
      {
        label: 'from',
        type: 'Person',
        children: [
          { label: 'name', type: 'string', value: 'Cow' },
          {
            label: 'wallets',
            type: 'address[]',
            children: [{ label: '[0]', type: 'address', value: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' }],
          },
        ],
      },
      {
        label: 'to',
        type: 'Person[]',
        children: [
          {
            label: '[0]',
            type: 'Person',
            children: [
              { label: 'name', type: 'string', value: 'Bob' },
              { label: 'wallets', type: 'address[]', children: [] },
            ],
          },
        ],
      },
      { label: 'contents', type: 'string', value: 'Hello, Bob!' },
    ]);
  });

  it('takes the object form too, and orders a domain without EIP712Domain the standard way', () => {
    const { EIP712Domain: _omitted, ...types } = MAIL.types;
    const tree = typedDataTree(parseTypedData({ ...MAIL, types, domain: { chainId: 1, name: 'X' } })!);
    expect(tree.domain.map((node) => node.label)).toEqual(['name', 'chainId']);
  });

  it('says when a field is missing or has the wrong shape', () => {
    const tree = typedDataTree(parseTypedData({ ...MAIL, message: { from: 'not a struct', contents: null } })!);
    expect(tree.message).toEqual([
      { label: 'from', type: 'Person', value: 'not a struct' },
      { label: 'to', type: 'Person[]', value: '(missing)' },
      { label: 'contents', type: 'string', value: '(missing)' },
    ]);
  });

  it('stops at a depth and a node budget, so hostile data stays small', () => {
    const types = { Node: [{ name: 'next', type: 'Node' }], Wide: [{ name: 'items', type: 'uint256[]' }] };
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 50; i++) deep = { next: deep };
    const tree = typedDataTree(parseTypedData({ types, primaryType: 'Node', message: deep })!);
    let depth = 0;
    let node = tree.message[0];
    while (node?.children) {
      node = node.children[0];
      depth++;
    }
    expect(depth).toBeLessThan(13);
    expect(node?.value).toBe('(nested too deep to show)');
    const wide = typedDataTree(
      parseTypedData({ types, primaryType: 'Wide', message: { items: Array.from({ length: 5000 }, (_, i) => i) } })!,
    );
    const items = wide.message[0]!.children!;
    expect(items.length).toBeLessThanOrEqual(1000);
    expect(items.at(-1)).toEqual({ label: '…', value: 'more fields not shown' });
  });

  it('refuses what is not typed data', () => {
    expect(parseTypedData('{not json')).toBeNull();
    expect(parseTypedData({ primaryType: 'Mail' })).toBeNull();
    expect(parseTypedData(42)).toBeNull();
  });
});
