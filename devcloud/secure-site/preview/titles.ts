/** The confirmation page's heading per unsafe method; shared by the backend and the frame's fallback. */
import type { UnsafeMethod } from '../../../src/core/frame/rpc.ts';

export function titleOf(method: UnsafeMethod, count = 1): string {
  switch (method) {
    case 'personal_sign':
    case 'solana_signMessage':
      return 'Sign message';
    case 'eth_signTypedData_v4':
      return 'Sign typed data';
    case 'eth_sendTransaction':
      return 'Send transaction';
    case 'wallet_sendCalls':
      return count === 1 ? 'Send 1 call' : `Send ${count} calls`;
    case 'solana_signTransaction':
      return 'Sign transaction';
    case 'solana_signAllTransactions':
      return count === 1 ? 'Sign 1 transaction' : `Sign ${count} transactions`;
    case 'solana_signAndSendTransaction':
      return 'Sign and send transaction';
    case 'wallet_grantPermissions':
      return 'Grant permissions';
    case 'wallet_revokePermissions':
      return 'Revoke permissions';
  }
}
