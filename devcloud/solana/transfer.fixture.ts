/** Test helpers: a System Program transfer built by hand (kit has no System Program client; its own package does). */
import { AccountRole, address, type Address, type Instruction } from '@solana/kit';

export const SYSTEM_PROGRAM = address('11111111111111111111111111111111');

/** A System Program transfer: instruction index 2 (u32 LE), then lamports (u64 LE); `from` signs. */
export function transferInstruction(from: Address, to: Address, amount: bigint): Instruction {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, amount, true);
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: from, role: AccountRole.WRITABLE_SIGNER },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  };
}
