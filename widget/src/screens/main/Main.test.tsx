import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WidgetRoot } from '../../components/WidgetRoot';
import type { WidgetConfig } from '../../config/types';
import { emailMagicLinks } from '../../products/email-magic-links';
import type { Product } from '../../products/types';
import { plainText } from '../../state/display-message';
import { clearErrorDescriptor, setErrorDescriptor } from '../../state/navigation';
import { createWidgetStore } from '../../state/store';
import { fakeClient } from '../../test-support/fake-client';

// Stand-ins for the passcode product's forms: the tab strip's rules are tested apart from what the forms do.
const otpForTabs: Product = {
  name: 'otp',
  placement: 'form',
  screens: {},
  tabForms: {
    sms: () => <p>text passcode form</p>,
    whatsapp: () => <p>WhatsApp passcode form</p>,
  },
};
const socialButtons: Product = {
  name: 'oauth',
  placement: 'oauth',
  screens: {},
  tabForms: {},
  mainSection: () => <button type="button">Continue with Google</button>,
};
const walletButtons: Product = {
  name: 'crypto',
  placement: 'crypto',
  screens: {},
  tabForms: {},
  mainSection: ({ oauthButtonCount }) => (
    <button type="button">Continue with a wallet ({oauthButtonCount} OAuth buttons beside)</button>
  ),
};
const passkeyButton: Product = {
  name: 'passkeys',
  placement: 'passkey',
  screens: {},
  tabForms: {},
  mainSection: ({ emailInput, hasEmailForm }) => (
    <button type="button" onClick={() => emailInput.current?.focus()}>
      Continue with a passkey{hasEmailForm ? ' (autofill on the email input)' : ''}
    </button>
  ),
};

function renderMain(
  config: WidgetConfig,
  products: Partial<Record<Product['name'], Product>>,
  store = createWidgetStore({ screen: 'Main' }),
) {
  const client = fakeClient().build().client;
  render(
    <WidgetRoot
      options={{ client, element: document.body, config }}
      store={store}
      products={products}
      emit={() => {}}
      reportError={() => {}}
    />,
  );
}

describe('Main tab strip', () => {
  it('shows Text, WhatsApp and Email tabs in config order, the first one selected', async () => {
    renderMain(
      { products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['sms', 'whatsapp'] } },
      { otp: otpForTabs, emailMagicLinks },
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Text', 'WhatsApp', 'Email']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('tabpanel').textContent).toBe('text passcode form');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    renderMain(
      { products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['sms', 'whatsapp'] } },
      { otp: otpForTabs, emailMagicLinks },
    );
    const user = userEvent.setup();
    const [text] = await screen.findAllByRole('tab');
    text?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('WhatsApp');
    expect(screen.getByRole('tabpanel').textContent).toBe('WhatsApp passcode form');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Email');
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Text');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Text');
  });

  it('leaves out tabs whose product this build does not ship', async () => {
    renderMain(
      { products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['sms'] } },
      { emailMagicLinks },
    );
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('puts social buttons above an "or" divider', async () => {
    renderMain({ products: ['oauth', 'emailMagicLinks'] }, { oauth: socialButtons, emailMagicLinks });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const divider = screen.getByText('or');
    expect(google.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(await screen.findByLabelText('Email'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});

describe('Main warning banner', () => {
  it('shows the error descriptor in a warning banner until it is cleared', async () => {
    const store = createWidgetStore({ screen: 'Main' });
    renderMain({}, { emailMagicLinks }, store);
    await screen.findByLabelText('Email');
    const text = 'Unknown error occurred during passkey authentication. Please try again.';
    expect(screen.queryByText(text)).toBeNull();
    await act(async () => setErrorDescriptor(store, plainText(text)));
    const banner = screen.getByText(text);
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.getAttribute('data-variant')).toBe('warning');
    await act(async () => clearErrorDescriptor(store));
    expect(screen.queryByText(text)).toBeNull();
  });
});

describe('Main sections', () => {
  const everything = {
    emailMagicLinks,
    oauth: socialButtons,
    crypto: walletButtons,
    passkeys: passkeyButton,
  };
  const inPageOrder = (...elements: Element[]) =>
    elements.every(
      (element, index) =>
        index === 0 ||
        (elements[index - 1]?.compareDocumentPosition(element) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING,
    );

  it('follows the order of products: the form above the buttons when the form comes first', async () => {
    renderMain(
      { products: ['emailMagicLinks', 'oauth'], oauthOptions: { providers: [{ type: 'google' }] } },
      everything,
    );
    const email = await screen.findByLabelText('Email');
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    expect(inPageOrder(email, screen.getByText('or'), google)).toBe(true);
  });

  it('stacks OAuth and wallet buttons that are neighbours in the config in one column', async () => {
    renderMain(
      {
        products: ['oauth', 'crypto', 'emailMagicLinks'],
        oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }] },
      },
      everything,
    );
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const wallet = screen.getByRole('button', { name: /Continue with a wallet/ });
    expect(google.parentElement).toBe(wallet.parentElement);
    expect(google.parentElement?.getAttribute('part')).toBe('buttons');
    expect(wallet.textContent).toContain('2 OAuth buttons beside');
    expect(screen.getAllByText('or')).toHaveLength(1);
    expect(inPageOrder(wallet, screen.getByText('or'), screen.getByLabelText('Email'))).toBe(true);
  });

  it('puts the passkey section first and hands it the email input', async () => {
    renderMain({ products: ['emailMagicLinks', 'passkeys'] }, everything);
    const passkey = await screen.findByRole('button', { name: /Continue with a passkey/ });
    const email = screen.getByLabelText('Email');
    expect(inPageOrder(screen.getByRole('heading'), passkey, email)).toBe(true);
    expect(passkey.textContent).toContain('autofill on the email input');
    // The handle it got is the email form's own input.
    await userEvent.setup().click(passkey);
    expect(document.activeElement).toBe(email);
  });

  it('shows no divider when a configured product has nothing to show yet', async () => {
    renderMain({ products: ['oauth', 'emailMagicLinks'] }, { emailMagicLinks });
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('renders Main with its form in the same commit as the widget, without a loading state', async () => {
    renderMain({ products: ['emailMagicLinks'] }, { emailMagicLinks });
    // No findBy: the input must be there as soon as the first render is.
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    await act(async () => {}); // the bootstrap's answer, for the watermark
  });
});
