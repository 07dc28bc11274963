/**
 * The public styling contract, in one place: every element a host may style is a slot, with the class
 * `foyer-<slot>` and, in shadow mode, `::part(<slot>)`; a slot with variants also carries the part
 * `<slot>-<variant>` (parts cannot be selected by attribute). State is exposed as `data-*` attributes.
 * Components take all three from here, so the README's list and the code cannot drift apart
 * (`slots.test.ts` checks both).
 */
export const SLOTS = {
  host: [],
  root: [],
  container: [],
  overlay: [],
  'config-error': [],
  screen: [],
  success: [],
  'screen-loading': [],
  logo: [],
  title: [],
  text: [],
  destination: [],
  banner: [],
  divider: [],
  buttons: [],
  tabs: [],
  tab: [],
  'tab-panel': [],
  form: [],
  field: [],
  label: [],
  input: [],
  'field-error': [],
  phone: [],
  'country-select': [],
  'phone-number': [],
  'passcode-input': [],
  'password-input': [],
  'password-toggle': [],
  strength: [],
  'strength-meter': [],
  'strength-segment': [],
  'strength-warning': [],
  'breached-warning': [],
  luds: [],
  'luds-rule': [],
  subtitle: [],
  'passkey-list': [],
  passkey: [],
  'passkey-name': [],
  'passkey-actions': [],
  'delete-warning': [],
  'wallet-list': [],
  'wallet-icon': [],
  'oauth-icon': [],
  'last-used': [],
  'one-tap': [],
  'one-tap-prompt': [],
  'one-tap-error': [],
  back: [],
  button: ['primary', 'secondary', 'text', 'danger'],
  spinner: [],
  checkmark: [],
  countdown: [],
  resend: [],
  'resend-status': [],
  retry: [],
  'mail-links': [],
  'mail-link': [],
  watermark: [],
  toasts: [],
  'toast-list': [],
  toast: ['blank', 'error', 'success', 'loading', 'custom'],
  'toast-dismiss': [],
  'consent-list': [],
  'consent-item': [],
  'consent-toggle': [],
  'consent-summary': [],
  'consent-chevron': [],
  'consent-details': [],
  'consent-detail': [],
} as const satisfies Record<string, readonly string[]>;

export type Slot = keyof typeof SLOTS;
export type SlotVariant<S extends Slot> = (typeof SLOTS)[S][number];

/** Hides an element visually but keeps it for screen readers; a utility, not a slot. */
export const VISUALLY_HIDDEN_CLASS = 'foyer-visually-hidden';

type SlotOptions<S extends Slot> = {
  variant?: SlotVariant<S>;
  /** Further slots the same element fills (an input that is also the phone number). */
  also?: readonly Slot[];
  visuallyHidden?: boolean;
};

/** The class and part attributes of an element that fills `name`. */
export function slot<S extends Slot>(
  name: S,
  { variant, also = [], visuallyHidden = false }: SlotOptions<S> = {},
): { className: string; part: string } {
  const names: string[] = [name, ...also];
  const classes = names.map((each) => `foyer-${each}`);
  if (visuallyHidden) classes.push(VISUALLY_HIDDEN_CLASS);
  return {
    className: classes.join(' '),
    part: [...names, ...(variant ? [`${name}-${variant}`] : [])].join(' '),
  };
}

/** The `data-*` state attributes of the contract. */
export const STATE_ATTRIBUTES = [
  'screen',
  'mode',
  'form',
  'tab',
  'variant',
  'kind',
  'submitting',
  'filled',
  'strength',
  'met',
  'expired',
  'resend',
  'row',
] as const;

export type StateAttribute = (typeof STATE_ATTRIBUTES)[number];

/**
 * `data-*` attributes from state values: `true` becomes "true", and `false`, `null` and `undefined`
 * leave the attribute out, so CSS can test presence (`[data-submitting]`).
 */
export function stateAttributes(
  values: Partial<Record<StateAttribute, string | number | boolean | null | undefined>>,
): { [Name in `data-${StateAttribute}`]?: string } {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== false && value !== null && value !== undefined) attributes[`data-${name}`] = String(value);
  }
  return attributes;
}
