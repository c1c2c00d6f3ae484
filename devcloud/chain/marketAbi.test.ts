/** The hand-written market ABIs match what solc compiled (artifacts.json), item by item. */
import type { Abi, AbiEvent, AbiFunction } from 'viem';
import { toEventSignature, toFunctionSignature } from 'viem';
import { describe, expect, it } from 'vitest';
import { artifact } from './artifacts.ts';
import { mintAbi, pairAbi, routerAbi, wethAbi } from './marketAbi.ts';

/** Name, inputs, outputs and mutability: what decides whether a call or a log decodes. */
function describeItem(item: AbiFunction | AbiEvent): string {
  if (item.type === 'event') return `event ${toEventSignature(item)} ${item.inputs.map((i) => Boolean(i.indexed)).join(',')}`;
  return `${toFunctionSignature(item)} ${item.stateMutability} → ${item.outputs.map((o) => o.type).join(',')}`;
}

function compiled(name: string): Map<string, string> {
  const items = (artifact(name).abi as Abi).filter(
    (item): item is AbiFunction | AbiEvent => item.type === 'function' || item.type === 'event',
  );
  return new Map(items.map((item) => [`${item.type} ${item.name}`, describeItem(item)]));
}

describe('market ABIs', () => {
  it.each([
    ['MarketPair', pairAbi],
    ['MarketRouter', routerAbi],
    ['WrappedEther', wethAbi],
    ['AirlockDollar', mintAbi],
    ['TetherUSD', mintAbi],
  ] as const)('%s', (name, abi) => {
    const contract = compiled(name);
    for (const item of abi as Abi) {
      if (item.type !== 'function' && item.type !== 'event') continue;
      expect(contract.get(`${item.type} ${item.name}`), `${name}.${item.name}`).toBe(describeItem(item));
    }
  });
});
