import type { MessageId, StringOverrides, StyleOptions, WidgetConfig } from '@foyer/widget';
import { findConfigError } from '../../widget/src/config/config-errors';
import { resolveConfig } from '../../widget/src/config/resolve-config';
import {
  stringOverridesSchema,
  styleOptionsSchema,
  widgetConfigSchema,
} from '../../widget/src/config/schemas';
import { enMessages } from '../../widget/src/strings/en';
import { pluralForms, splitPlaceholders } from '../../widget/src/strings/messages';
import { type Finding, schemaFindings } from './schema-findings';

/** The English text of an id; for a text with a count, its `other` form. */
const englishOf = (id: MessageId) => pluralForms(enMessages[id]).other;

export type { Finding };

const warning = (message: string): Finding => ({ severity: 'warning', message });

/** What a config the schema accepts still gets wrong, as the widget would show it (or fail to). */
function configWarnings(config: WidgetConfig): Finding[] {
  const products = config.products ?? [];
  const findings: Finding[] = [];
  if (config.products?.length === 0)
    findings.push(warning('"products" is empty: the widget offers no way in.'));
  if (products.includes('otp') && (config.otpOptions?.methods ?? []).length === 0) {
    findings.push(warning('"otp" is a product but "otpOptions.methods" is empty: no passcode tab shows.'));
  }
  if (products.includes('oauth') && (config.oauthOptions?.providers ?? []).length === 0) {
    findings.push(
      warning('"oauth" is a product but "oauthOptions.providers" is empty: no OAuth button shows.'),
    );
  }
  const types = (config.oauthOptions?.providers ?? []).map((provider) => provider.type);
  const repeated = [...new Set(types.filter((type, index) => types.indexOf(type) !== index))];
  if (repeated.length > 0) {
    findings.push(
      warning(`"oauthOptions.providers" lists ${repeated.join(', ')} more than once: the first counts.`),
    );
  }
  const refused = findConfigError(resolveConfig(config));
  if (refused) findings.push(warning(`The widget refuses this config and shows: "${englishOf(refused)}"`));
  return findings;
}

/**
 * The config the developer typed against the widget's own schema, then for mistakes the types
 * cannot see. Those are warnings: the config still applies, since showing how the widget handles
 * them is part of what the testbed is for.
 */
export function checkConfig(value: unknown): Finding[] {
  if (typeof value === 'object' && value !== null && 'enableShadowDOM' in value) {
    return [{ severity: 'error', message: 'Use the "Shadow DOM" switch instead of "enableShadowDOM".' }];
  }
  const parsed = schemaFindings(widgetConfigSchema, value, { field: 'The config', key: 'config key' });
  return parsed.ok ? configWarnings(parsed.value) : parsed.findings;
}

export function checkStyles(value: unknown): Finding[] {
  const parsed = schemaFindings<StyleOptions>(styleOptionsSchema, value, {
    field: 'Styles',
    key: 'style key',
  });
  return parsed.ok ? [] : parsed.findings;
}

const placeholdersOf = (text: string) =>
  splitPlaceholders(text).flatMap((part) => ('placeholder' in part ? [part.placeholder] : []));

/** String overrides by known id; an override that drops a placeholder loses the value it shows. */
export function checkStrings(value: unknown): Finding[] {
  const parsed = schemaFindings<StringOverrides>(stringOverridesSchema, value, {
    field: 'String overrides',
    key: 'string id',
  });
  if (!parsed.ok) return parsed.findings;
  return Object.entries(parsed.value).flatMap(([id, text]) => {
    // A text with a count is checked by its `other` form, the one every language has.
    const override = text === undefined ? '' : pluralForms(text).other;
    const missing = placeholdersOf(englishOf(id as MessageId)).filter(
      (name) => !override.includes(`{${name}}`),
    );
    return missing.length === 0
      ? []
      : [
          warning(
            `"${id}" leaves out ${missing.map((name) => `{${name}}`).join(', ')}, which the widget fills in.`,
          ),
        ];
  });
}
