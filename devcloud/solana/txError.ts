/**
 * LiteSVM's failure objects as the JSON a cluster puts in `err` (`"InsufficientFundsForFee"`,
 * `{ "InstructionError": [0, { "Custom": 1 }] }` …), which @solana/kit turns into its own errors.
 */
import type { FailedTransactionMetadata } from 'litesvm';

// The runtime's enum names, in the order of their numeric values (litesvm's const enums carry no names at run time).
const TRANSACTION_ERRORS = `
AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee
InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee
InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance
AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount
WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound
InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex
InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit
MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit
UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled
`
  .trim()
  .split(/\s+/);
const INSTRUCTION_ERRORS = `
GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds
IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount
UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified
ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified
NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding
DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange
ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed
MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation
ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority
AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner
MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded
BuiltinProgramsMustConsumeComputeUnits BorshIoError
`
  .trim()
  .split(/\s+/);

/** A cluster's TransactionError JSON. */
export type TransactionErrorJson = string | Record<string, unknown>;

function instructionError(error: unknown): unknown {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? `InstructionError${error}`;
  if (error && typeof error === 'object' && 'code' in error) return { Custom: Number(error.code) };
  if (error && typeof error === 'object' && 'msg' in error) return { BorshIoError: String(error.msg) };
  return String(error);
}

/** The `err` a cluster would report for this failure. */
export function transactionErrorJson(failed: FailedTransactionMetadata): TransactionErrorJson {
  const error: unknown = failed.err();
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`;
  if (error && typeof error === 'object') {
    const fields = error as { index?: number; accountIndex?: number; err?: () => unknown };
    if (typeof fields.err === 'function') return { InstructionError: [fields.index, instructionError(fields.err())] };
    const kind = error.constructor.name.replace(/^TransactionError/, '');
    if (fields.accountIndex !== undefined) return { [kind]: { account_index: fields.accountIndex } };
    if (fields.index !== undefined) return { [kind]: fields.index };
  }
  return String(error);
}
