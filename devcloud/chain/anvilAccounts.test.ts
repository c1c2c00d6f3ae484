/**
 * The e2e fixtures' anvil accounts are anvil's own: its default mnemonic's first ten, each with its key. A wrong
 * address there is an account anvil holds no key for and devcloud never funds (issue 21: account 3 was one).
 */
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNTS } from '../../e2e/fixtures/testWallet.ts';
import { ANVIL_PRIVATE_KEYS } from '../../e2e/fixtures/wcWallet.ts';

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

describe("the e2e fixtures' anvil accounts", () => {
  it("are anvil's default accounts, in order, with their keys", () => {
    const anvil = ANVIL_ACCOUNTS.map((_, index) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).address);
    expect([...ANVIL_ACCOUNTS]).toEqual(anvil);
    expect(ANVIL_PRIVATE_KEYS.map((key) => privateKeyToAccount(key).address)).toEqual(anvil);
  });
});
