import { DEFAULT_CONFIG, type OTPOptions, PRODUCT_NAMES, type ProductName } from '@foyer/widget';
import { useSnapshot } from 'valtio';
import { useTestbed } from '../app/testbed-context';
import { editSettings } from '../app/testbed-store';
import { OAuthFieldsets } from './OAuthFieldsets';

const PRODUCT_LABELS: Record<ProductName, string> = {
  emailMagicLinks: 'Email magic links',
  otp: 'One-time passcodes',
  passwords: 'Passwords',
  oauth: 'OAuth',
  crypto: 'Crypto wallets',
  passkeys: 'Passkeys',
};

type Config = Record<string, unknown>;

/** The passcode channels in the order the widget's tabs show them. */
const OTP_METHODS: readonly OTPOptions['methods'][number][] = ['sms', 'whatsapp', 'email'];

function optionsOf(config: Config, key: string): Record<string, unknown> {
  const value = config[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Sets one option of an options object, removing it when emptied so the JSON stays minimal. */
function withOption(config: Config, key: string, option: string, value: unknown): Config {
  const options = { ...optionsOf(config, key) };
  if (value === undefined || value === '') delete options[option];
  else options[option] = value;
  const next = { ...config };
  if (Object.keys(options).length === 0) delete next[key];
  else next[key] = options;
  return next;
}

/** A number option; left empty, the widget's default (shown as the placeholder) applies. */
function NumberOption(props: {
  label: string;
  config: Config;
  objectKey: string;
  option: string;
  widgetDefault: number;
}) {
  const { store } = useTestbed();
  const current = optionsOf(props.config, props.objectKey)[props.option];
  return (
    <label className="inline-field">
      <span>{props.label}</span>
      <input
        type="number"
        min={1}
        value={typeof current === 'number' ? current : ''}
        placeholder={`default: ${props.widgetDefault}`}
        onChange={(event) => {
          const parsed = event.target.value === '' ? undefined : Number(event.target.value);
          editSettings(store, {
            config: withOption(store.settings.config, props.objectKey, props.option, parsed),
          });
        }}
      />
    </label>
  );
}

/** The config as a form: the products and the options most flows need. Everything else is in the JSON view. */
export function ConfigForm() {
  const { store } = useTestbed();
  const config = useSnapshot(store).settings.config as Config;
  const products = Array.isArray(config.products) ? (config.products as string[]) : [];
  const methods = optionsOf(config, 'otpOptions').methods;
  const otpMethods = Array.isArray(methods) ? (methods as string[]) : [];

  const toggleProduct = (product: ProductName, on: boolean) => {
    // Appended, not sorted: the order of `products` is the order on the widget's Main screen.
    const next = on ? [...products, product] : products.filter((p) => p !== product);
    editSettings(store, { config: { ...store.settings.config, products: next } });
  };
  const toggleMethod = (method: string, on: boolean) => {
    const next = on ? [...otpMethods, method] : otpMethods.filter((m) => m !== method);
    const ordered = OTP_METHODS.filter((m) => next.includes(m));
    editSettings(store, {
      config: withOption(
        store.settings.config,
        'otpOptions',
        'methods',
        ordered.length ? ordered : undefined,
      ),
    });
  };

  return (
    <div className="config-form">
      <fieldset>
        <legend>Products</legend>
        <div className="checkbox-grid">
          {PRODUCT_NAMES.map((product) => (
            <label key={product} className="checkbox">
              <input
                type="checkbox"
                checked={products.includes(product)}
                onChange={(event) => toggleProduct(product, event.target.checked)}
              />
              {PRODUCT_LABELS[product]}
            </label>
          ))}
        </div>
      </fieldset>
      {products.includes('otp') && (
        <fieldset>
          <legend>Passcodes</legend>
          <div className="checkbox-grid">
            {OTP_METHODS.map((method) => (
              <label key={method} className="checkbox">
                <input
                  type="checkbox"
                  checked={otpMethods.includes(method)}
                  onChange={(event) => toggleMethod(method, event.target.checked)}
                />
                {method === 'sms' ? 'SMS' : method === 'whatsapp' ? 'WhatsApp' : 'Email'}
              </label>
            ))}
          </div>
          <NumberOption
            label="Expiry (minutes)"
            config={config}
            objectKey="otpOptions"
            option="expirationMinutes"
            widgetDefault={DEFAULT_CONFIG.otpOptions.expirationMinutes}
          />
        </fieldset>
      )}
      {products.includes('emailMagicLinks') && (
        <fieldset>
          <legend>Magic links</legend>
          <NumberOption
            label="Login expiry (minutes)"
            config={config}
            objectKey="emailMagicLinksOptions"
            option="loginExpirationMinutes"
            widgetDefault={DEFAULT_CONFIG.emailMagicLinksOptions.loginExpirationMinutes}
          />
          <p className="hint">Redirect URLs left empty point back at this testbed.</p>
        </fieldset>
      )}
      {products.includes('oauth') && <OAuthFieldsets />}
      <fieldset>
        <legend>Session</legend>
        <NumberOption
          label="Duration (minutes)"
          config={config}
          objectKey="sessionOptions"
          option="sessionDurationMinutes"
          widgetDefault={DEFAULT_CONFIG.sessionOptions.sessionDurationMinutes}
        />
      </fieldset>
    </div>
  );
}
