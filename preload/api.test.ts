import { describe, expect, it } from 'vitest';
import { CONTRACTS, EVENT_CHANNELS, EVENT_SUBSCRIBERS, INVOKE_CHANNELS } from './api';

const contracts = Object.values(CONTRACTS);
const repeated = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);

describe('the joined contract', () => {
  it('names every method, event and channel once across all capabilities', () => {
    const methods = contracts.flatMap((contract) => Object.keys(contract.methods));
    const events = contracts.flatMap((contract) => Object.keys(contract.events));
    const channels = contracts.flatMap((contract) => [
      ...Object.values<string>(contract.methods),
      ...Object.values<string>(contract.events),
    ]);
    expect(repeated(methods)).toEqual([]);
    expect(repeated(events)).toEqual([]);
    expect(repeated(channels)).toEqual([]);
    expect(Object.keys(INVOKE_CHANNELS)).toHaveLength(methods.length);
    expect(Object.keys(EVENT_CHANNELS)).toHaveLength(events.length);
  });

  it('subscribes to each event with on<Event>', () => {
    expect(EVENT_SUBSCRIBERS).toEqual({
      cookieChanged: 'onCookieChanged',
      emulatorChanged: 'onEmulatorChanged',
      passkeyActivity: 'onPasskeyActivity',
      walletPendingChanged: 'onWalletPendingChanged',
      walletLogged: 'onWalletLogged',
    });
  });
});
