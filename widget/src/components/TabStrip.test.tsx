import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { createTranslator } from '../strings/messages';
import { type TabItem, TabStrip } from './TabStrip';
import { WidgetContext, type WidgetContextValue } from './widget-context';

type Method = 'sms' | 'whatsapp' | 'email';
const TABS: readonly TabItem<Method>[] = [
  { id: 'sms', label: 'main.tabs.sms' },
  { id: 'whatsapp', label: 'main.tabs.whatsapp' },
  { id: 'email', label: 'main.tabs.email' },
];

function Tabs() {
  const [selected, setSelected] = useState<Method>('sms');
  return (
    <TabStrip<Method> tabs={TABS} selected={selected} onSelect={setSelected}>
      {selected} form
    </TabStrip>
  );
}

function renderTabs(dir: 'ltr' | 'rtl') {
  const context = { translator: createTranslator({ ...en, dir }) } as WidgetContextValue;
  render(
    <WidgetContext.Provider value={context}>
      <div dir={dir}>
        <Tabs />
      </div>
    </WidgetContext.Provider>,
  );
}

describe('TabStrip arrow keys', () => {
  it('go to the next tab with ArrowRight left to right, where the next tab is on the right', async () => {
    renderTabs('ltr');
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Text' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('WhatsApp');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Email');
  });

  it('go to the next tab with ArrowLeft right to left, where the next tab is on the left', async () => {
    renderTabs('rtl');
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Text' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('WhatsApp');
    expect(screen.getByRole('tabpanel').textContent).toBe('whatsapp form');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Email');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Email');
  });
});
