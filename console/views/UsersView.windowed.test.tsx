// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderView } from './test-support/render-view';
import { aUser, usersProject } from './test-support/user-fixtures';
import { UsersView } from './UsersView';

// A page has no layout here: every element is given a row's height, so the window holds
// what a 768-pixel screen would.
const ROW_HEIGHT = 30;

const many = Array.from({ length: 1000 }, (_, i) =>
  aUser({
    user_id: `user-test-many-${String(i).padStart(4, '0')}`,
    emails: [{ email_id: `email-test-${i}`, email: `user-${i}@example.com`, verified: true }],
  }),
);

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 800, height: ROW_HEIGHT }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function userRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Users' });
  return within(table).getAllByRole('button');
}

describe('the users, a thousand of them', () => {
  it('reads the first page, draws only the rows on screen, and offers the next page', async () => {
    renderView(<UsersView />, usersProject({ users: many }).port);
    await screen.findByRole('button', { name: 'user-0@example.com' });
    expect(screen.getByRole('status').textContent).toBe('1000 users');
    const drawn = userRows().length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(60);
    expect(screen.getByText('200 of 1000 shown')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more users' }));
    await screen.findByText('400 of 1000 shown');
  });

  it('searches through the emulator and draws what matched', async () => {
    renderView(<UsersView />, usersProject({ users: many }).port);
    await screen.findByRole('button', { name: 'user-0@example.com' });
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'user-99' },
    });
    await waitFor(() =>
      expect(userRows().map((row) => row.textContent)).toEqual([
        'user-99@example.com',
        ...Array.from({ length: 10 }, (_, i) => `user-99${i}@example.com`),
      ]),
    );
    expect(screen.getByRole('status').textContent).toBe('11 users match');
  });
});
