/**
 * The secp256k1 backend bitcoinjs-lib needs for taproot (key tweaks, Schnorr), set once for the process:
 * @bitcoinerlab/secp256k1 (noble's curves, pure JS: no wasm, no install script).
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import { initEccLib, networks } from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';

initEccLib(ecc);

export { ecc };
export const ECPair = ECPairFactory(ecc);
/** bitcoinjs-lib's regtest parameters: `bcrt1…` segwit addresses. */
export const REGTEST = networks.regtest;
