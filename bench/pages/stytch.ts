import {
  createStytchClient,
  OTPMethods,
  Products,
  type StytchLoginConfig,
  StytchUI,
} from '@stytch/vanilla-js';
import { type BenchConfigName, readBenchParams } from './bench-params';
import { markMountStart, watchForInteractiveInput } from './interactive-probe';

// Stytch's own product objects and method enums; each entry matches Foyer's config of the same name.
const CONFIGS: Record<BenchConfigName, StytchLoginConfig> = {
  magicLinks: { products: [Products.emailMagicLinks] },
  passcodes: {
    products: [Products.otp],
    otpOptions: { methods: [OTPMethods.SMS, OTPMethods.Email], expirationMinutes: 10 },
  },
  magicLinksPasswords: { products: [Products.emailMagicLinks, Products.passwords] },
};

const { publicToken, configName } = readBenchParams(location.search);
const client = createStytchClient(publicToken, { customBaseUrl: 'https://api.emulator.test' });
const timings = watchForInteractiveInput();

markMountStart(timings);
// The package README's way. The deprecated `StytchUIClient.mountLogin` of 6.3.0 appends the element
// without passing it the props, so it renders nothing; this does what it does, plus `render`.
customElements.define('stytch-ui', StytchUI);
const login = new StytchUI();
login.render({
  client,
  config: CONFIGS[configName],
  callbacks: { onError: (error) => timings.errors.push(error.message) },
});
document.getElementById('login')?.append(login);
