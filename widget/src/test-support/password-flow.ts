import type { PasswordStrengthCheckResponse } from '@stytch/vanilla-js/headless';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { UserSearchResult } from '../client/client-internals';
import type { WidgetClient } from '../client/widget-client';
import { DEFAULT_DEBOUNCE_MS } from '../components/use-debounced-callback';
import type { WidgetConfig } from '../config/types';
import type { PasswordUserType } from '../state/passwords';
import type { FakeClient, FakeClientBuilder } from './fake-client';
import { type RenderedWidget, renderWidget } from './render-widget';

export const PASSWORDS_ONLY: WidgetConfig = { products: ['passwords'] };

/**
 * A user-event instance that drives vitest's fake clock, for tests that step over the strength
 * check's debounce. Call `vi.useFakeTimers({ shouldAdvanceTime: true })` first.
 */
export function fakeClockUser() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Lets the strength check's debounce run out and its answer arrive. */
export async function passDebounce(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS));
}

/** Lets the clock run to one millisecond before the strength check's debounce would end. */
export async function stopShortOfDebounce(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS - 1));
}

/**
 * Mounts the login widget with passwords and takes Main's email step for `email`, whose user search
 * answers `userType`. Resolves once the password screen is showing.
 */
export async function openPasswordScreen(
  builder: FakeClientBuilder,
  userType: PasswordUserType,
  { email = 'ada@example.com', config = PASSWORDS_ONLY }: { email?: string; config?: WidgetConfig } = {},
): Promise<RenderedWidget & { fake: FakeClient; user: ReturnType<typeof fakeClockUser> }> {
  const fake = builder.searchesUsers(() => Promise.resolve<UserSearchResult>({ userType })).build();
  const rendered = renderWidget(fake, { config });
  const user = fakeClockUser();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Continue with email' }));
  await vi.waitFor(() => {
    if (rendered.handle.state.screen === 'Main') throw new Error('still on Main');
  });
  // Passwordless mode moves on by itself; the other modes wait for the user on this screen.
  if (userType !== 'passwordless') await screen.findByRole('button', { name: 'Go back' });
  return { ...rendered, fake, user };
}

type StrengthAnswer = {
  valid?: boolean;
  score?: number;
  warning?: string;
  breached?: boolean;
  policy?: 'zxcvbn' | 'luds';
  missingCharacters?: number;
  missingComplexity?: number;
  /** The LUDS character kinds the password has; all four unless told otherwise. */
  kinds?: readonly ('upper' | 'lower' | 'digit' | 'symbol')[];
};

/** A strength-check answer as the server gives it; a valid zxcvbn score of 4 unless told otherwise. */
export function strengthAnswer({
  valid = true,
  score = 4,
  warning = '',
  breached = false,
  policy = 'zxcvbn',
  missingCharacters = 0,
  missingComplexity = 0,
  kinds = ['upper', 'lower', 'digit', 'symbol'],
}: StrengthAnswer = {}): PasswordStrengthCheckResponse {
  return {
    request_id: 'request-id-test',
    status_code: 200,
    valid_password: valid,
    score,
    breached_password: breached,
    breach_detection_on_create: true,
    strength_policy: policy,
    feedback: {
      suggestions: [],
      warning,
      luds_requirements: {
        has_digit: kinds.includes('digit'),
        has_lower_case: kinds.includes('lower'),
        has_symbol: kinds.includes('symbol'),
        has_upper_case: kinds.includes('upper'),
        missing_characters: missingCharacters,
        missing_complexity: missingComplexity,
      },
    },
  };
}

// The screens only wait for these calls to settle; the session itself is the client's business.
export const passwordSignIn = {} as Awaited<ReturnType<WidgetClient['passwords']['create']>>;
export const linkSignIn = {} as Awaited<ReturnType<WidgetClient['magicLinks']['authenticate']>>;
export const sent = { request_id: 'request-id-test', status_code: 200 };
