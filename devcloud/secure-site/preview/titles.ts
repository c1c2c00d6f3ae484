/** The confirmation page's heading per unsafe method; shared by the backend and the frame's fallback. */
import type { SecureTranslator } from '../../../src/core/i18n/secure/en.ts';
import type { UnsafeMethod } from '../../../src/core/frame/rpc.ts';

export function titleOf(t: SecureTranslator, method: UnsafeMethod, count = 1): string {
  switch (method) {
    case 'personal_sign':
    case 'solana_signMessage':
    case 'signMessage':
      return t('title.signMessage');
    case 'eth_signTypedData_v4':
      return t('title.signTypedData');
    case 'eth_sendTransaction':
      return t('title.sendTransaction');
    case 'wallet_sendCalls':
      return t('title.sendCalls', { count });
    case 'solana_signTransaction':
    case 'signPsbt':
      return t('title.signTransaction');
    case 'solana_signAllTransactions':
      return t('title.signTransactions', { count });
    case 'solana_signAndSendTransaction':
      return t('title.signAndSendTransaction');
    case 'wallet_grantPermissions':
      return t('title.grantPermissions');
    case 'wallet_revokePermissions':
      return t('title.revokePermissions');
  }
}
