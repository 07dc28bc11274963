import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInWidget } from '../test-support/render-in-widget';
import { CountrySelect } from './CountrySelect';

afterEach(() => {
  vi.useRealTimers();
});

describe('CountrySelect', () => {
  it('is usable at first paint with the selected region, then lists every country by name', () => {
    vi.useFakeTimers();
    renderInWidget(<CountrySelect region="US" onRegionChange={() => {}} />);
    const select = screen.getByLabelText('Country code') as HTMLSelectElement;
    // The region display names load after the first paint, not in it.
    expect([...select.options].map((option) => option.text)).toEqual(['US (+1)']);
    expect(select.disabled).toBe(false);

    act(() => vi.runOnlyPendingTimers());
    expect(select.options.length).toBeGreaterThan(150);
    expect(select.selectedOptions[0]?.text).toBe('United States (+1)');
  });
});
