export const OTP_METHODS = ['sms', 'whatsapp', 'email'] as const;

const OPTION_OBJECTS = [
  'emailMagicLinksOptions',
  'otpOptions',
  'passwordOptions',
  'sessionOptions',
  'oauthOptions',
] as const;

/**
 * Problems with a config the developer typed, as sentences. It only catches what would make the
 * JSON view lie about the form (wrong shapes); conflicts between products are left for the widget
 * to report, since showing those is part of what the testbed tests. `productNames` is the widget's
 * `PRODUCT_NAMES`, passed in so these checks run without loading the widget.
 */
export function configProblems(value: unknown, productNames: readonly string[]): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return ['The config must be a JSON object.'];
  const config = value as Record<string, unknown>;
  const problems: string[] = [];
  if ('products' in config) {
    const { products } = config;
    if (!Array.isArray(products)) problems.push('"products" must be an array.');
    else
      for (const product of products) {
        if (!productNames.includes(product)) {
          problems.push(`Unknown product ${JSON.stringify(product)}; known: ${productNames.join(', ')}.`);
        }
      }
  }
  for (const key of OPTION_OBJECTS) {
    const option = config[key];
    if (option !== undefined && (typeof option !== 'object' || option === null || Array.isArray(option))) {
      problems.push(`"${key}" must be an object.`);
    }
  }
  const methods = (config.otpOptions as { methods?: unknown } | undefined)?.methods;
  if (methods !== undefined && (!Array.isArray(methods) || methods.some((m) => !OTP_METHODS.includes(m)))) {
    problems.push(`"otpOptions.methods" must list some of: ${OTP_METHODS.join(', ')}.`);
  }
  if ('enableShadowDOM' in config) problems.push('Use the "Shadow DOM" switch instead of "enableShadowDOM".');
  return problems;
}

/** Problems with a JSON object field (styles, strings): it must parse and be an object. */
export function objectProblems(value: unknown, what: string): string[] {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? []
    : [`${what} must be a JSON object.`];
}
