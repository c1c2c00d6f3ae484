/** What `pay()` asks for. The pay feature checks it again at run time (a host's JavaScript can pass anything). */
export type PayArguments = {
  /** The EVM address that receives the payment. */
  recipient: string;
  /** In the asset's units, as a decimal (`'0.5'`). */
  amount: string | number;
  /** `'native'` for the network's currency, or an ERC-20 contract address. */
  asset: string;
  /** One of the app's eip155 networks: its CAIP id (`'eip155:1'`) or chain id. */
  network: string | number;
};
