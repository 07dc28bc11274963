// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestbedApi } from '../../preload/api';
import { fakeClient } from '../../widget/src/test-support/fake-client';
import { type Testbed, TestbedContext } from '../app/testbed-context';
import { createTestbedStore, restorePreset, type TestbedState } from '../app/testbed-store';
import { createWidgetController } from '../widget-host/widget-controller';
import { MountPanel } from './MountPanel';
import { defaultMountSettings } from './settings';

// Widgets mount through their own React roots: React must know their updates are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let stage: HTMLElement;
/**
 * This test's widget controller. Its widget has a React root of its own, which Testing Library's
 * cleanup does not know: left mounted, its scheduled work ran after the file's DOM was gone and failed
 * the run ("window is not defined").
 */
let mountedWidget: { unmount(): void } | undefined;

/**
 * The Mount panel over a real widget controller, with the widget mounted on a fake client. Async, as is every
 * step here: Valtio notifies its subscribers a microtask later, and that update must land inside act().
 */
async function mountPanelWithWidget() {
  const store = createTestbedStore(defaultMountSettings('public-token-test-fake'), {
    presets: [],
    lastUsed: null,
    current: null,
  });
  const api = { rememberCurrent: async () => undefined } as Partial<TestbedApi> as TestbedApi;
  const { client } = fakeClient().build();
  const widget = createWidgetController(store, api, () => client as never);
  mountedWidget = widget;
  const testbed: Testbed = { store, api, widget, applySettings: async () => widget.mount(stage) };
  await act(async () => {
    render(
      <TestbedContext.Provider value={testbed}>
        <MountPanel />
      </TestbedContext.Provider>,
    );
    widget.mount(stage);
  });
  return { store, widget };
}

/** Types into a JSON field as a developer would: the whole text replaced. */
async function typeJson(label: string, value: unknown) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value: JSON.stringify(value) } });
  });
}

/** What the testbed did to the widget as its host, by name (the widget's own events left out). */
const hostEvents = (store: TestbedState) =>
  store.events.filter((event) => event.source === 'host').map((event) => event.name);

const statusOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
};

beforeEach(() => {
  stage = document.body.appendChild(document.createElement('div'));
});

afterEach(async () => {
  await act(async () => mountedWidget?.unmount());
  mountedWidget = undefined;
  cleanup();
  stage.remove();
});

describe('the Mount panel', () => {
  it('flags a typo in the styles with the key meant, and keeps the last good styles in force', async () => {
    const { store } = await mountPanelWithWidget();
    await typeJson('Styles (JSON)', { colors: { primery: '#ff0000' } });
    expect(statusOf('Styles (JSON)')).toBe(
      'Unknown style key "colors.primery": did you mean "colors.primary"?',
    );
    expect(screen.getByLabelText('Styles (JSON)').getAttribute('aria-invalid')).toBe('true');
    expect(store.settings.styles).toEqual({});
  });

  it('flags a typo in the string ids with the id meant', async () => {
    const { store } = await mountPanelWithWidget();
    await typeJson('String overrides (JSON)', { 'main.titel': 'Welcome' });
    expect(statusOf('String overrides (JSON)')).toBe(
      'Unknown string id "main.titel": did you mean "main.title"?',
    );
    expect(store.settings.strings).toEqual({});
  });

  it('applies a config the widget renders without a way in, and says what is wrong with it', async () => {
    const { store } = await mountPanelWithWidget();
    await typeJson('Config (JSON)', { products: ['otp'] });
    expect(store.settings.config).toEqual({ products: ['otp'] });
    expect(statusOf('Config (JSON)')).toBe(
      'Applied, but: "otp" is a product but "otpOptions.methods" is empty: no passcode tab shows.',
    );
  });

  it('finds a string by its English text and starts an override of it in the JSON', async () => {
    const { store } = await mountPanelWithWidget();
    fireEvent.change(screen.getByLabelText('Find a string to override'), {
      target: { value: 'sign up or log' },
    });
    const list = screen.getByRole('list', { name: 'Widget strings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: /^Override main\.title / }));
    expect(store.settings.strings).toEqual({ 'main.title': 'Sign up or log in' });
    await waitFor(() =>
      expect((screen.getByLabelText('String overrides (JSON)') as HTMLTextAreaElement).value).toContain(
        '"main.title": "Sign up or log in"',
      ),
    );
    expect(within(list).getByRole('button', { name: /^Override main\.title / })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers every language by its own name, and the browser languages', async () => {
    await mountPanelWithWidget();
    const options = within(screen.getByLabelText('Locale')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'The browser’s languages (auto)',
      'English (en)',
      'العربية (ar)',
      'Deutsch (de)',
      'Español (es)',
      'Français (fr)',
      'עברית (he)',
      'Italiano (it)',
      '日本語 (ja)',
      '한국어 (ko)',
      'Nederlands (nl)',
      'Polski (pl)',
      'Português (Brasil) (pt-BR)',
      'Türkçe (tr)',
      '简体中文 (zh-CN)',
    ]);
  });

  it('applies string, locale and style edits to the mounted widget at once, without a remount', async () => {
    const { store, widget } = await mountPanelWithWidget();
    const mounted = store.mount;
    const state = widget.widgetState.current;
    expect(within(stage).getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();

    await typeJson('String overrides (JSON)', { 'main.title': 'Welcome back' });
    expect(await within(stage).findByRole('heading', { name: 'Welcome back' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Locale'), { target: { value: 'es' } });
    expect(await within(stage).findByRole('textbox', { name: 'Correo electrónico' })).toBeTruthy();

    fireEvent.input(screen.getByLabelText('colors.primary'), { target: { value: '#aa0000' } });
    await waitFor(() =>
      expect(
        (stage.querySelector('.foyer-root') as HTMLElement).style.getPropertyValue('--foyer-color-primary'),
      ).toBe('#aa0000'),
    );

    // The same mount throughout, and each update in the event log.
    expect(store.mount).toBe(mounted);
    expect(widget.widgetState.current).toBe(state);
    expect(hostEvents(store)).toEqual(['update(strings)', 'update(locale)', 'update(styles)']);
    expect(screen.queryByText(/Remount to apply/)).toBeNull();
  });

  it('applies the live settings of a restored preset at once, and leaves its mode for the remount', async () => {
    const { store } = await mountPanelWithWidget();
    const settings = {
      ...defaultMountSettings(store.settings.publicToken),
      mode: 'passwordReset',
      strings: { 'main.title': 'From a preset' },
    };
    await act(async () =>
      restorePreset(store, { name: 'preset', settings, savedAt: '2026-01-01T00:00:00.000Z' }),
    );
    expect(await within(stage).findByRole('heading', { name: 'From a preset' })).toBeTruthy();
    expect(screen.getByText('Remount to apply')).toBeTruthy();
  });

  it('applies a change of products live, the passcode tab joining the form', async () => {
    const { store } = await mountPanelWithWidget();
    await typeJson('Config (JSON)', {
      products: ['emailMagicLinks', 'otp'],
      otpOptions: { methods: ['sms'] },
    });
    expect(await within(stage).findByRole('tab', { name: 'Text' })).toBeTruthy();
    expect(hostEvents(store)).toEqual(['update(config)']);
  });

  it('keeps the colour pickers and the styles JSON in step, both ways', async () => {
    const { store } = await mountPanelWithWidget();
    const picker = screen.getByLabelText('buttons.primary.textColor') as HTMLInputElement;
    expect(picker.value).toBe('#ffffff');
    fireEvent.input(picker, { target: { value: '#123456' } });
    expect(store.settings.styles).toEqual({ buttons: { primary: { textColor: '#123456' } } });
    await waitFor(() =>
      expect((screen.getByLabelText('Styles (JSON)') as HTMLTextAreaElement).value).toContain(
        '"textColor": "#123456"',
      ),
    );

    await typeJson('Styles (JSON)', { buttons: { primary: { textColor: '#654321' } } });
    await waitFor(() => expect(picker.value).toBe('#654321'));
  });

  it('says "Remount to apply" next to the settings the mounted widget cannot take live, until the remount', async () => {
    const { widget } = await mountPanelWithWidget();
    expect(screen.queryByText('Remount to apply')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Shadow DOM' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Password reset' }));
    await waitFor(() => expect(screen.getAllByText('Remount to apply')).toHaveLength(2));
    await act(async () => widget.mount(stage));
    await waitFor(() => expect(screen.queryByText('Remount to apply')).toBeNull());
  });
});
