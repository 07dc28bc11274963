import { describe, expect, it } from 'vitest';
import { valueAt, visibleRows } from './state-tree';

const state = {
  screen: 'EmailConfirmation',
  formState: { magicLinkState: { email: 'ada@example.com' }, otpState: { methodId: '' } },
  toasts: [{ kind: 'error' }],
};

describe('state tree rows', () => {
  it('shows top-level entries, and children of expanded branches only', () => {
    const collapsed = visibleRows(state, { expanded: new Set(), query: '' });
    expect(collapsed.map((row) => row.path)).toEqual(['screen', 'formState', 'toasts']);
    const open = visibleRows(state, { expanded: new Set(['formState']), query: '' });
    expect(open.map((row) => [row.path, row.depth])).toEqual([
      ['screen', 0],
      ['formState', 0],
      ['formState.magicLinkState', 1],
      ['formState.otpState', 1],
      ['toasts', 0],
    ]);
  });

  it('finds matches by path or value anywhere, with their ancestors and nothing else', () => {
    const rows = visibleRows(state, { expanded: new Set(), query: 'ada@' });
    expect(rows.map((row) => row.path)).toEqual([
      'formState',
      'formState.magicLinkState',
      'formState.magicLinkState.email',
    ]);
    expect(visibleRows(state, { expanded: new Set(), query: 'toasts.0' }).map((row) => row.path)).toEqual([
      'toasts',
      'toasts.0',
      'toasts.0.kind',
    ]);
  });

  it('reads the value at a dotted path', () => {
    expect(valueAt(state, 'formState.magicLinkState.email')).toBe('ada@example.com');
    expect(valueAt(state, 'toasts.0')).toEqual({ kind: 'error' });
    expect(valueAt(state, 'screen.nothing')).toBeUndefined();
  });
});
