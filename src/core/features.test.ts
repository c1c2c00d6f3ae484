import { describe, expect, it } from 'vitest';
import realConfig from './api/contracts/appkitConfig.json' with { type: 'json' };
import { DEFAULT_FEATURES, resolveFeatures } from './features.ts';
import { remoteFeaturesFromConfig } from './remoteFeatures.ts';

const remoteConfig = {
  features: [
    { id: 'email', isEnabled: false, config: null },
    { id: 'socials', isEnabled: true, config: ['google', 'github'] },
    { id: 'swaps', isEnabled: false, config: ['1inch'] },
    { id: 'onramp', isEnabled: true, config: ['coinbase'] },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'reown_branding', isEnabled: false, config: null },
    { id: 'multi_wallet', isEnabled: true, config: null },
    { id: 'something_new', isEnabled: true, config: null },
  ],
};

describe('feature resolution', () => {
  it('socials switched on remotely without a list are the remote default, in its order', () => {
    const { socials } = remoteFeaturesFromConfig({ features: [{ id: 'socials', isEnabled: true, config: null }] });
    expect(socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
  });

  it('uses the SPEC defaults with no input', () => {
    const { features, localRemoteIgnored } = resolveFeatures({});
    expect(features).toEqual(DEFAULT_FEATURES);
    expect(features.multiWallet).toBe(false);
    expect(features.connectMethodsOrder).toEqual(['email', 'social', 'wallet']);
    expect(localRemoteIgnored).toBe(false);
  });

  it('lets local settings decide while the remote config has not loaded', () => {
    const { features } = resolveFeatures({ local: { email: false, socials: false, send: false } });
    expect(features.email).toBe(false);
    expect(features.socials).toBe(false);
    expect(features.send).toBe(false);
  });

  it('maps the config service list to remote features', () => {
    const remote = remoteFeaturesFromConfig(remoteConfig);
    expect(remote).toEqual({
      email: false,
      socials: ['google', 'github'],
      swaps: false,
      onramp: ['coinbase'],
      activity: true,
      branding: false,
      multiWallet: true,
    });
  });

  it("reads the real service's ids (contract fixture): social_login lists email and the providers, swap, onramp, activity, reown_branding, multi_wallet", () => {
    expect(remoteFeaturesFromConfig(realConfig.payload)).toEqual({
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      swaps: ['1inch'],
      onramp: ['meld', 'coinbase'],
      activity: true,
      branding: true,
      multiWallet: false,
    });
  });

  it('reads social_login without email as socials only, and an empty provider list as off', () => {
    const remote = remoteFeaturesFromConfig({
      features: [
        { id: 'social_login', isEnabled: true, config: ['github', 'x'] },
        { id: 'swap', isEnabled: true, config: [] },
        { id: 'onramp', isEnabled: false, config: ['meld'] },
      ],
    });
    expect(remote).toMatchObject({ email: false, socials: ['github', 'x'], swaps: false, onramp: false });
    const emailOnly = remoteFeaturesFromConfig({ features: [{ id: 'social_login', isEnabled: true, config: ['email'] }] });
    expect(emailOnly).toMatchObject({ email: true, socials: false });
    const off = remoteFeaturesFromConfig({ features: [{ id: 'social_login', isEnabled: false, config: ['email', 'google'] }] });
    expect(off).toMatchObject({ email: false, socials: false });
  });

  it('treats features missing from the remote list as off', () => {
    expect(remoteFeaturesFromConfig({ features: [] }).email).toBe(false);
  });

  it('lets the remote config override local remote features, and says so', () => {
    const remote = remoteFeaturesFromConfig(remoteConfig);
    const { features, localRemoteIgnored } = resolveFeatures({ local: { email: true, send: false }, remote });
    expect(features.email).toBe(false);
    expect(features.send).toBe(false);
    expect(localRemoteIgnored).toBe(true);
  });

  it('does not warn when the host set only non-remote features', () => {
    const remote = remoteFeaturesFromConfig(remoteConfig);
    expect(resolveFeatures({ local: { send: false }, remote }).localRemoteIgnored).toBe(false);
  });

  it('turns every remote feature off in basic mode', () => {
    const remote = remoteFeaturesFromConfig(remoteConfig);
    const { features } = resolveFeatures({ local: { email: true }, remote, basic: true });
    expect(features.email).toBe(false);
    expect(features.socials).toBe(false);
    expect(features.swaps).toBe(false);
    expect(features.onramp).toBe(false);
    expect(features.activity).toBe(false);
    expect(features.branding).toBe(false);
    expect(features.multiWallet).toBe(false);
    expect(features.send).toBe(true);
  });

  it('accepts history as the legacy name for activity', () => {
    expect(resolveFeatures({ local: { history: false } }).features.activity).toBe(false);
  });
});
