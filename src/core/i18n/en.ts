import type { enFeatures } from './enFeatures.ts';
import type { Message } from './translate.ts';

/**
 * The modal's English messages: with the feature views' (enFeatures.ts), the catalogue every locale pack translates
 * key by key (a unit test holds them to it). This part is in the modal's chunk: what the modal's own views say (its
 * frame, titles, Connect, Account, networks, alerts, toasts). The SPEC's quoted texts are here exactly as the SPEC
 * writes them. `{name}` is a placeholder; a message with plural forms is chosen by `{count}`.
 */
export const en = {
  // The dialog's frame and shared controls.
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.loading': 'Loading',
  'alert.dismiss': 'Dismiss alert',
  'common.tryAgain': 'Try again',
  'common.max': 'Max',
  'common.active': 'Active',
  'common.balance': 'Balance: {amount}',
  'common.switchNetwork': 'Switch network',
  'common.connectWallet': 'Connect a wallet',

  // View titles (the dialog's name).
  'view.Connect': 'Connect Wallet',
  'view.AllWallets': 'All Wallets',
  'view.ConnectingWalletConnect': 'WalletConnect',
  'view.ConnectingExternal': 'Connecting',
  'view.Account': 'Account',
  'view.EmailLogin': 'Email',
  'view.UpdateEmailWallet': 'Update email',
  'view.ConnectingFarcaster': 'Farcaster',
  'view.ApproveTransaction': 'Approve request',
  'view.Send': 'Send',
  'view.SendPreview': 'Review send',
  'view.Receive': 'Receive',
  'view.Buy': 'Buy',
  'view.Swap': 'Swap',
  'view.SwapSelectToken': 'Select token',
  'view.SwitchNetwork': 'Choose Network',
  'view.SwitchActiveChain': 'Switch Network',
  'view.UnsupportedChain': 'Switch Network',

  // Receive.
  'receive.copy': 'Copy address',
  'receive.copied': 'Address copied',
  'receive.copyFailed': 'Could not copy the address',

  // Connecting, WalletConnect, networks, balance.
  'connecting.to': 'Connecting to {name}',
  'connecting.continueIn': 'Continue in {name}',
  'connecting.failed': 'The wallet did not connect.',
  'connecting.accept': 'Accept the connection request in your wallet.',
  'network.switchTo': 'Switch to {name}',
  'network.notSupportedByWallet': 'Your connected wallet does not support {name}. Connect a wallet that does to continue.',
  'network.switchButton': 'Switch Network',
  'network.list': 'Networks',
  'network.maybeUnsupported': 'Your connected wallet may not support some of the networks available for this app.',
  'network.unsupported': "This app doesn't support your current network. Switch to an available option to continue.",
  'network.available': 'Available networks',
  'common.disconnect': 'Disconnect',
  'balance.unavailable': 'Token Balance Unavailable',
  'balance.retryAfter': { one: 'Please try again after {count} second', other: 'Please try again after {count} seconds' },

  // Connect.
  'connect.or': 'or',
  'connect.wallets': 'Wallets',
  'connect.installed': 'Installed',
  'connect.recent': 'Recent',
  'connect.qrCode': 'QR code',
  'connect.listFailed': "Couldn't load the wallet list.",
  'connect.withWallet': 'Continue with a wallet',
  'connect.newToWallets': 'New to wallets?',
  'connect.getStarted': 'Get started',
  'connect.newTab': '(opens in a new tab)',
  'connect.branding': 'UX by Airlock',
  'legal.agree': 'I agree to the {links}',
  'legal.footer': 'By connecting your wallet, you agree to the {links}.',
  'legal.both': '{terms} and {privacy}',
  'legal.terms': 'Terms of Service',
  'legal.privacy': 'Privacy Policy',
  'legal.hint': 'Agree to the terms above to connect a wallet.',

  // E-mail login and update (the errors are the texts the actions and the secure frame give).
  'email.label': 'Email',
  'email.continue': 'Continue',
  'email.signInAgain': 'Session expired. Sign in again.',
  'email.invalid': 'Invalid email',
  'error.generic': 'Something went wrong',
  'error.occurred': 'An error occurred',
  'error.failedToConnect': 'Failed to connect',
  'error.invalidInput': 'Invalid input',
  // A view's chunk that could not be fetched; its version removed from the CDN (remote/modal/ChunkBoundary.tsx).
  'chunk.failed': "Couldn't load this part of the wallet.",
  'chunk.versionGone': 'This version of the wallet is no longer available. Try again to load the current one.',
  'otp.invalid': 'Invalid code',
  'otp.expired': 'Code expired',

  // All Wallets, social logins, the embedded wallet's Account section.
  'social.title': 'Social',
  'social.continueWith': 'Continue with {name}',
  'social.more': 'More social logins',

  // Names, smart sessions, alerts, toasts.
  'view.SmartSessions': 'Smart sessions',
  'names.error.register': 'Error registering name {name}',
  'alert.projectIdNotConfigured': 'Project ID Not Configured',
  'alert.projectIdNotConfigured.long': "Project ID Not Configured - set a projectId and update your project's cloud configuration",
  'alert.invalidAppConfiguration': 'Invalid App Configuration',
  'alert.invalidAppConfiguration.long': "Origin {origin} not found on Allowlist - update your project's cloud configuration",
  'alert.rateLimited': 'Rate Limited',
  'alert.rateLimited.long': 'Rate limited: too many requests while fetching the app configuration. Try again later.',
  'alert.serverError': 'Server Error',
  'alert.serverError.long': 'Failed to get App Configuration {detail}',
  'alert.invalidProjectId': 'Invalid Project ID',
  'alert.invalidProjectId.long': "Invalid Project ID - the project id is not known; check it and update your project's cloud configuration",
  'alert.sessionExpired': 'Session Expired',
  'alert.sessionExpired.long': 'Invalid session found - please check your time settings and connect again',
  'alert.networkNotFound': 'Network Not Found',
  'alert.networkNotFound.long': 'Network {id} is not among the configured networks. Add it to the networks option.',
  'alert.multiWalletNotEnabled': 'Multi-Wallet Not Enabled',
  'alert.multiWalletNotEnabled.long': "Multi-wallet support is not enabled. Enable it in your project's cloud configuration.",
  'alert.networkError': 'Network Error',
  'alert.networkError.long': 'Unable to load email login dependency',
  'alert.requestTimedOut': 'Embedded Wallet Request Timed Out',
  'alert.requestTimedOut.long': 'The secure wallet did not answer in time. Check your connection and try again.',
  'alert.originNotAllowed': "Unavailable on {origin}: this site is not on the project's allowlist.",
  'toast.codeResent': 'Code resent',
  'toast.smartAccount': 'Switched to smart account',
  'toast.eoa': 'Switched to EOA',
  'toast.emailUpdated': 'Email updated',
  'toast.sent': 'Sent {amount}',
  'toast.swapped': 'Swapped {amount} for {symbol}',
  'toast.bought': 'Bought {amount}',
  'toast.switchRejected': 'Switch network rejected',
  'toast.switchFailed': 'Failed to switch network',
  'toast.unsupportedMethod': 'Unsupported RPC method: {method}',
  'toast.viewOn': 'View on {explorer}',

  // Account.
  'account.loadingTokens': 'Loading tokens',
  'account.noTokens': 'No tokens yet',
  'account.tokens': 'Tokens',
  'account.activity': 'Activity',
  'account.loading': 'Loading account',
  'account.selectNetwork': 'Select network',
  'account.assets': 'Account assets',
  'account.wallets': 'Connected wallets',

  // View titles of the lazy views, confirm network switch, connected wallets.
  'view.RegisterAccountName': 'Choose name',
  'view.RegisterAccountNameSuccess': 'Name chosen',
  'view.Pay': 'Pay',
  'view.ProfileWallets': 'Connected Wallets',
  'view.ConfirmSwitchNetwork': 'Switch Network',
  'view.SIWXSignMessage': 'Sign In',
  'view.BitcoinSignMessage': 'Sign message',
  'common.cancel': 'Cancel',
  'wallets.switch': 'Switch',
  'wallets.none': 'No wallet is connected.',
  'wallets.add': 'Add wallet',

  // Connected wallets: one wallet's disconnect.
  'wallets.disconnect': 'Disconnect {name}',
} satisfies Record<string, Message>;

export type MessageKey = keyof typeof en | keyof typeof enFeatures;
/** A locale pack: every key of the catalogue, translated. */
export type Messages = Record<MessageKey, Message>;
