/**
 * The sponsor of the local chains: devcloud holds the VerifyingPaymaster's signer and signs every operation it is
 * asked about (ERC-7677's pm_getPaymasterStubData / pm_getPaymasterData, in viem's paymaster shape), valid for an
 * hour. The EntryPoint then takes the gas from the paymaster's deposit, so an account with no ETH can send.
 */
import { concat, encodeAbiParameters, keccak256, numberToHex, pad, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { PAYMASTER_SIGNER_KEY, accountAbstractionAddresses } from './accountAbstraction.ts';

/** What the paymaster sees of an EntryPoint v0.7 operation (ERC-7677's request, decoded). */
export type SponsoredOperation = {
  sender: Address;
  nonce: bigint;
  factory?: Address | undefined;
  factoryData?: Hex | undefined;
  callData: Hex;
  callGasLimit?: bigint | undefined;
  verificationGasLimit?: bigint | undefined;
  preVerificationGas?: bigint | undefined;
  maxFeePerGas?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
  paymasterVerificationGasLimit?: bigint | undefined;
  paymasterPostOpGasLimit?: bigint | undefined;
};

export type PaymasterFields = {
  paymaster: Address;
  paymasterData: Hex;
  paymasterVerificationGasLimit: bigint;
  paymasterPostOpGasLimit: bigint;
};

/** Enough for the VerifyingPaymaster's ECDSA check; it has no postOp. */
const VERIFICATION_GAS = 60_000n;
const VALIDITY_SECONDS = 3600;
/**
 * For gas estimates: a well-formed signature (OpenZeppelin's ECDSA reverts on a malformed one) that is not the
 * sponsor's, so the paymaster's check runs in full and fails softly.
 */
const stubSignature = () => privateKeyToAccount(keccak256(PAYMASTER_SIGNER_KEY)).signMessage({ message: 'stub' });

const packed = (high: bigint | undefined, low: bigint | undefined): Hex =>
  pad(numberToHex(((high ?? 0n) << 128n) | (low ?? 0n)), { size: 32 });

/** VerifyingPaymaster.getHash, computed here: what the signer signs (EIP-191) for this operation and window. */
export function sponsorshipHash(op: SponsoredOperation, chainId: number, validUntil: number, validAfter: number): Hex {
  const { paymaster } = accountAbstractionAddresses();
  const initCode = op.factory && op.factoryData ? concat([op.factory, op.factoryData]) : '0x';
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        packed(op.verificationGasLimit, op.callGasLimit),
        BigInt(packed(op.paymasterVerificationGasLimit ?? VERIFICATION_GAS, op.paymasterPostOpGasLimit ?? 0n)),
        op.preVerificationGas ?? 0n,
        packed(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  );
}

const timeWindow = (validUntil: number, validAfter: number): Hex =>
  encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter]);

/** pm_getPaymasterStubData: the fields to estimate gas with. */
export async function paymasterStubData(op: SponsoredOperation): Promise<PaymasterFields> {
  return {
    paymaster: accountAbstractionAddresses().paymaster,
    paymasterData: concat([timeWindow(0, 0), await stubSignature()]),
    paymasterVerificationGasLimit: op.paymasterVerificationGasLimit ?? VERIFICATION_GAS,
    paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? 0n,
  };
}

/** pm_getPaymasterData: the signed sponsorship of exactly this operation (its gas limits included). */
export async function paymasterData(op: SponsoredOperation, chainId: number, now = Date.now()): Promise<PaymasterFields> {
  const validAfter = 0;
  const validUntil = Math.floor(now / 1000) + VALIDITY_SECONDS;
  const fields = await paymasterStubData(op);
  const hash = sponsorshipHash({ ...op, ...fields }, chainId, validUntil, validAfter);
  const signature = await privateKeyToAccount(PAYMASTER_SIGNER_KEY).signMessage({ message: { raw: hash } });
  return { ...fields, paymasterData: concat([timeWindow(validUntil, validAfter), signature]) };
}
