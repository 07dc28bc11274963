import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { createTranslator } from '../strings/messages';
import { CountrySelect } from './CountrySelect';
import { Message } from './Message';
import { PasscodeInput } from './PasscodeInput';
import { PasswordField } from './PasswordField';
import { PhoneInput } from './PhoneInput';
import { TextField } from './TextField';
import { WidgetContext, type WidgetContextValue } from './widget-context';

/** English words laid out right to left: what matters here is the direction, not the language. */
function renderRightToLeft(ui: ReactElement) {
  const context = { translator: createTranslator({ ...en, dir: 'rtl' }) } as WidgetContextValue;
  return render(
    <WidgetContext.Provider value={context}>
      <div dir="rtl">{ui}</div>
    </WidgetContext.Provider>,
  );
}

const ignore = () => {};

describe('direction-neutral content in a right-to-left widget', () => {
  it('keeps email and URL fields left to right, and a plain text field in the page direction', () => {
    renderRightToLeft(
      <>
        <TextField label="Email" type="email" value="" onValueChange={ignore} />
        <TextField label="Website" type="url" value="" onValueChange={ignore} />
        <TextField label="Passkey name" value="" onValueChange={ignore} />
      </>,
    );
    expect(screen.getByLabelText('Email').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Website').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Passkey name').hasAttribute('dir')).toBe(false);
  });

  it('keeps the phone number and the passcode left to right; the country select follows the page', () => {
    renderRightToLeft(
      <>
        <PhoneInput region="US" onRegionChange={ignore} value="" onValueChange={ignore} />
        <PasscodeInput value="" onValueChange={ignore} onComplete={ignore} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone number' }).getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Passcode').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Country code').hasAttribute('dir')).toBe(false);
  });

  it('leaves a password in the page direction: it may be written in any script', () => {
    renderRightToLeft(
      <PasswordField label="Password" value="" onValueChange={ignore} autoComplete="current-password" />,
    );
    expect(screen.getByLabelText('Password').hasAttribute('dir')).toBe(false);
  });

  it('isolates the calling code of a country so its "+" stays in front of the digits', () => {
    renderRightToLeft(<CountrySelect region="US" onRegionChange={ignore} />);
    const select = screen.getByLabelText('Country code') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.text).toBe('US (\u2066+1\u2069)');
  });

  it('isolates each value of a message in a <bdi>, so a phone number keeps its order', () => {
    const { container } = renderRightToLeft(
      <p>
        <Message id="otp.authenticate.sentTo" values={{ destination: <strong>+1 201 555 0123</strong> }} />
      </p>,
    );
    const isolate = container.querySelector('bdi');
    expect(isolate?.innerHTML).toBe('<strong>+1 201 555 0123</strong>');
    expect(container.textContent).toBe('A 6-digit passcode was sent to you at +1 201 555 0123.');
  });
});
