import { getTransferSolInstruction } from '@solana-program/system';
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signature as toSignature,
} from '@solana/kit';
import * as z from 'zod/mini';
import type { CaipNetwork } from '../../core/caip.ts';
import { BaseError } from '../../core/errors/base.ts';

/** The fee of a transfer signed by one key: 5000 lamports per signature. */
export const SOLANA_TRANSFER_FEE_LAMPORTS = 5_000n;
/** SPEC section 9: the HTTP JSON-RPC time-out, also the longest wait for a confirmation. */
const CONFIRM_TIMEOUT_MS = 10_000;
const CONFIRM_POLL_MS = 400;

/** The parts of a Wallet Standard wallet a transfer uses. */
type StandardWallet = {
  accounts: readonly { address: string }[];
  features: Record<string, unknown>;
};
type SignAndSend = {
  signAndSendTransaction(input: {
    account: { address: string };
    transaction: Uint8Array;
    chain: string;
  }): Promise<readonly { signature: Uint8Array }[]>;
};
/** An EIP-1193-style provider (the embedded wallet's solana provider). */
type RequestProvider = { request(args: { method: string; params?: unknown }): Promise<unknown> };

const signatureReply = z.object({ signature: z.string().check(z.minLength(64)) });

/**
 * Builds a System Program transfer of `lamports` from `from` to `to`, has the connected wallet sign and send it
 * (Wallet Standard `solana:signAndSendTransaction`, or the embedded wallet's `solana_signAndSendTransaction`),
 * then waits until the network confirms it. Resolves with the signature.
 */
export async function sendSol(input: {
  wallet: unknown;
  network: CaipNetwork;
  from: string;
  to: string;
  lamports: bigint;
}): Promise<string> {
  const url = [...(input.network.rpcUrls.chainDefault?.http ?? []), ...input.network.rpcUrls.default.http][0];
  if (!url) throw new BaseError('Unsupported chain', { details: `${input.network.caipNetworkId} lists no RPC URL` });
  const rpc = createSolanaRpc(url);
  const { value: latest } = await rpc.getLatestBlockhash().send({ abortSignal: AbortSignal.timeout(CONFIRM_TIMEOUT_MS) });
  const source = address(input.from);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(source, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: createNoopSigner(source), destination: address(input.to), amount: input.lamports }),
        m,
      ),
  );
  const wire = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
  const signature = await signAndSend(input.wallet, wire, input);
  await confirm(rpc, signature);
  return signature;
}

async function signAndSend(wallet: unknown, wire: Uint8Array, input: { network: CaipNetwork; from: string }): Promise<string> {
  const standard = wallet as StandardWallet | undefined;
  const feature = standard?.features?.['solana:signAndSendTransaction'] as SignAndSend | undefined;
  if (feature) {
    const account = standard!.accounts.find((a) => a.address === input.from);
    if (!account) throw new BaseError('The wallet no longer holds this account');
    const [output] = await feature.signAndSendTransaction({ account, transaction: wire, chain: input.network.caipNetworkId });
    if (!output) throw new BaseError('The wallet did not return a signature');
    return getBase58Decoder().decode(output.signature);
  }
  const provider = wallet as RequestProvider | undefined;
  if (typeof provider?.request !== 'function') throw new BaseError('The wallet cannot send Solana transactions');
  const reply = await provider.request({
    method: 'solana_signAndSendTransaction',
    params: { transaction: getBase58Decoder().decode(wire), options: { preflightCommitment: 'confirmed' } },
  });
  const parsed = z.safeParse(signatureReply, reply);
  if (!parsed.success) throw new BaseError('The wallet did not return a signature');
  return parsed.data.signature;
}

/** Polls the signature's status until it is confirmed (or failed), for at most the RPC time-out. */
async function confirm(rpc: ReturnType<typeof createSolanaRpc>, signature: string): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { value } = await rpc.getSignatureStatuses([toSignature(signature)]).send();
    const status = value[0];
    if (status?.err) throw new BaseError('Transaction failed', { details: JSON.stringify(status.err) });
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return;
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS));
  }
  throw new BaseError('Transaction not confirmed in time', { details: signature });
}
