/**
 * A deterministic wallet directory shaped like Reown's explorer: the well-known wallets (with
 * their real explorer ids, which SDKs hard-code) followed by generated ones. Wallet n depends
 * only on n, so changing the total count never changes the wallets that remain.
 */
import { createHash } from 'node:crypto';

export type DirectoryWallet = {
  id: string;
  name: string;
  image_id: string;
  /** Some entries carry an image URL; stored as a path, made absolute per request by routes.ts. */
  imagePath?: string;
  rdns: string | null;
  homepage: string | null;
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  chains: string[];
  badge_type: 'certified' | 'none';
};

export const DEFAULT_WALLET_COUNT = 3000;

export const CHAINS = {
  ethereum: 'eip155:1',
  optimism: 'eip155:10',
  bsc: 'eip155:56',
  polygon: 'eip155:137',
  base: 'eip155:8453',
  arbitrum: 'eip155:42161',
  anvil: 'eip155:31337',
  anvil2: 'eip155:31338',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  solanaDevnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** A UUID-shaped image id, as Reown uses for images. */
function imageIdFor(walletId: string): string {
  const h = sha256(`image:${walletId}`).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

type KnownWallet = Omit<DirectoryWallet, 'image_id' | 'badge_type'> & { badge_type?: 'certified' | 'none' };

/** Id of the wallet the e2e tests inject (EIP-6963, rdns dev.airlock.testwallet). */
export const AIRLOCK_TEST_WALLET_ID = sha256('airlock-devcloud-wallet:airlock-test-wallet').toString('hex');

/** Explorer ids are the real ones: SDKs (and our SPEC's mobile filter) refer to them by id. */
const KNOWN_WALLETS: KnownWallet[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    rdns: 'io.metamask',
    homepage: 'https://metamask.io',
    mobile_link: 'metamask://',
    desktop_link: null,
    webapp_link: null,
    chains: [CHAINS.ethereum, CHAINS.optimism, CHAINS.bsc, CHAINS.polygon, CHAINS.base, CHAINS.arbitrum, CHAINS.anvil],
    badge_type: 'certified',
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    homepage: 'https://trustwallet.com',
    mobile_link: 'trust://',
    desktop_link: null,
    webapp_link: null,
    chains: [CHAINS.ethereum, CHAINS.bsc, CHAINS.polygon, CHAINS.base, CHAINS.solana, CHAINS.bitcoin],
    badge_type: 'certified',
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    homepage: 'https://www.coinbase.com/wallet',
    mobile_link: 'cbwallet://',
    desktop_link: null,
    webapp_link: 'https://keys.coinbase.com',
    chains: [CHAINS.ethereum, CHAINS.optimism, CHAINS.polygon, CHAINS.base, CHAINS.arbitrum, CHAINS.solana],
    badge_type: 'certified',
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    homepage: 'https://rainbow.me',
    mobile_link: 'rainbow://',
    desktop_link: null,
    webapp_link: null,
    chains: [CHAINS.ethereum, CHAINS.optimism, CHAINS.polygon, CHAINS.base, CHAINS.arbitrum],
    badge_type: 'certified',
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    rdns: 'app.phantom',
    homepage: 'https://phantom.com',
    mobile_link: 'phantom://',
    desktop_link: null,
    webapp_link: null,
    chains: [CHAINS.solana, CHAINS.solanaDevnet, CHAINS.ethereum, CHAINS.base, CHAINS.polygon, CHAINS.bitcoin],
    badge_type: 'certified',
  },
  {
    id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
    name: 'Solflare',
    rdns: 'com.solflare',
    homepage: 'https://solflare.com',
    mobile_link: 'solflare://',
    desktop_link: null,
    webapp_link: 'https://solflare.com/access-wallet',
    chains: [CHAINS.solana, CHAINS.solanaDevnet],
    badge_type: 'certified',
  },
  {
    id: AIRLOCK_TEST_WALLET_ID,
    name: 'Airlock Test Wallet',
    rdns: 'dev.airlock.testwallet',
    homepage: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    chains: [CHAINS.ethereum, CHAINS.anvil, CHAINS.anvil2],
  },
];

const ADJECTIVES = [
  'Aurora',
  'Beacon',
  'Cobalt',
  'Drift',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Prism',
  'Quartz',
  'Ridge',
  'Summit',
  'Tidal',
  'Umbra',
  'Vertex',
  'Willow',
  'Xenon',
  'Yonder',
  'Zephyr',
];
const KINDS = ['Wallet', 'Vault', 'Keys', 'Pay', 'Safe', 'Pocket'];

/** Every 600th generated wallet is certified: with the six famous ones, about 10 in 3,000. */
const CERTIFIED_EVERY = 600;

/** Generated wallet n (1-based): properties come from a hash of n, so they are stable. */
function generatedWallet(n: number): DirectoryWallet {
  const id = sha256(`airlock-devcloud-wallet:${n}`).toString('hex');
  const b = sha256(`airlock-devcloud-traits:${n}`);
  const chance = (i: number, p: number) => (b[i] ?? 0) < p * 256;
  const name = `${ADJECTIVES[(b[0] ?? 0) % ADJECTIVES.length]} ${KINDS[(b[1] ?? 0) % KINDS.length]} ${n}`;
  const slug = name.toLowerCase().replaceAll(' ', '-');
  const scheme = name.toLowerCase().replaceAll(' ', '');

  // Every generated wallet supports the local chain, so a dev host on anvil sees the whole directory
  // (AllWallets asks only for wallets of the app's networks); the other chains vary per wallet.
  const chains: string[] = [CHAINS.anvil];
  if (chance(5, 0.9)) chains.push(CHAINS.ethereum);
  if (chance(7, 0.4)) chains.push(CHAINS.polygon);
  if (chance(8, 0.4)) chains.push(CHAINS.base);
  if (chance(9, 0.3)) chains.push(CHAINS.arbitrum);
  if (chance(10, 0.2)) chains.push(CHAINS.solana);
  if (chance(11, 0.05)) chains.push(CHAINS.bitcoin);

  const imageId = imageIdFor(id);
  return {
    id,
    name,
    image_id: imageId,
    ...(chance(13, 0.1) ? { imagePath: `/getWalletImage/${imageId}` } : {}),
    rdns: chance(12, 0.5) ? `com.${scheme}` : null,
    homepage: `https://${slug}.example`,
    mobile_link: chance(2, 0.7) ? `${scheme}://` : null,
    desktop_link: chance(3, 0.25) ? `${scheme}-desktop://` : null,
    webapp_link: chance(4, 0.15) ? `https://app.${slug}.example` : null,
    chains,
    badge_type: n % CERTIFIED_EVERY === 0 ? 'certified' : 'none',
  };
}

/** The whole directory: known wallets first (Reown ranks them so), then generated ones. */
export function generateDirectory(count: number = DEFAULT_WALLET_COUNT): DirectoryWallet[] {
  const known = KNOWN_WALLETS.map((w) => ({ badge_type: 'none' as const, ...w, image_id: imageIdFor(w.id) }));
  const generated = Array.from({ length: Math.max(0, count - known.length) }, (_, i) => generatedWallet(i + 1));
  return [...known, ...generated];
}
