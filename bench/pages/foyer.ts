import { createStytchClient } from '@stytch/vanilla-js/headless';
import { mountLogin, type WidgetConfig } from '../../widget/src';
import { type BenchConfigName, readBenchParams } from './bench-params';
import { markMountStart, watchForInteractiveInput } from './interactive-probe';

const CONFIGS: Record<BenchConfigName, WidgetConfig> = {
  magicLinks: { products: ['emailMagicLinks'] },
  passcodes: { products: ['otp'], otpOptions: { methods: ['sms', 'email'], expirationMinutes: 10 } },
  magicLinksPasswords: { products: ['emailMagicLinks', 'passwords'] },
};

const { publicToken, configName } = readBenchParams(location.search);
const client = createStytchClient(publicToken, { customBaseUrl: 'https://api.emulator.test' });
const timings = watchForInteractiveInput();

markMountStart(timings);
mountLogin({
  client,
  element: '#login',
  config: CONFIGS[configName],
  callbacks: { onError: (error) => timings.errors.push(error.message) },
});
