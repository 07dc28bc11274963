import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WidgetRoot } from '../components/WidgetRoot';
import type { WidgetConfig } from '../config/types';
import { emailMagicLinks } from '../products/email-magic-links';
import type { Product } from '../products/types';
import { plainText } from '../state/display-message';
import { clearErrorDescriptor, setErrorDescriptor } from '../state/navigation';
import { createWidgetStore } from '../state/store';
import { fakeClient } from '../test-support/fake-client';

// Stand-ins for the passcode product's forms: the tab strip's rules are tested apart from what the forms do.
const otpForTabs: Product = {
  name: 'otp',
  screens: {},
  tabForms: {
    sms: () => <p>text passcode form</p>,
    whatsapp: () => <p>WhatsApp passcode form</p>,
  },
};
const socialButtons: Product = {
  name: 'oauth',
  screens: {},
  tabForms: {},
  aboveDivider: () => <button type="button">Continue with Google</button>,
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
