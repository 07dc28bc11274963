import type { WidgetUpdate } from '@foyer/widget';
import type { MountSettings } from '../../preload/api';
import { widgetOptionsOf } from './mount-widget';

/** How a changed setting reaches a mounted widget: through its `update()`, a remount, or a new page. */
export type SettingApplies = 'live' | 'remount' | 'new page';

/**
 * Per setting, decided from what the widget's `update()` re-renders. Its root resolves the config,
 * theme and translator from the options on every render, so those four apply live, and so does
 * every key of the config: screens read products, tabs and providers as they render, and the send
 * and authenticate calls read their options when they run. Only `enableShadowDOM` is fixed when
 * the shadow root is attached, and the testbed keeps it out of the JSON (the "Shadow DOM" switch).
 * What the widget reports once at mount (its config warnings) the Mount panel's checks show anyway.
 * The mode and its token or query are read when the widget's state is created, and the client and
 * the CSP belong to the page.
 */
export const SETTING_APPLIES: Readonly<Record<keyof MountSettings, SettingApplies>> = {
  mode: 'remount',
  passwordResetToken: 'remount',
  identityProviderParams: 'remount',
  config: 'live',
  styles: 'live',
  strings: 'live',
  locale: 'live',
  shadowDom: 'remount',
  hostCsp: 'new page',
  publicToken: 'new page',
};

const LIVE_SETTINGS = (Object.keys(SETTING_APPLIES) as (keyof MountSettings)[]).filter(
  (key) => SETTING_APPLIES[key] === 'live',
);

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/** The settings that changed since the mount and take effect only at the next mount (or page). */
export function settingsAwaitingRemount(
  applied: MountSettings,
  next: MountSettings,
): (keyof MountSettings)[] {
  return (Object.keys(SETTING_APPLIES) as (keyof MountSettings)[]).filter(
    (key) => SETTING_APPLIES[key] !== 'live' && differs(applied[key], next[key]),
  );
}

/**
 * The `update()` that brings a mounted widget from the settings it has to `next`, or null when no
 * live setting changed. The shadow root stays the one the widget was mounted with.
 */
export function liveUpdateFor(
  applied: MountSettings,
  next: MountSettings,
  origin: string,
): { update: WidgetUpdate; changed: (keyof MountSettings)[] } | null {
  const changed = LIVE_SETTINGS.filter((key) => differs(applied[key], next[key]));
  if (changed.length === 0) return null;
  const options = widgetOptionsOf({ ...next, shadowDom: applied.shadowDom }, origin);
  const update: WidgetUpdate = {};
  if (changed.includes('config')) update.config = options.config;
  if (changed.includes('styles')) update.styles = options.styles;
  if (changed.includes('strings')) update.strings = options.strings;
  if (changed.includes('locale')) update.locale = options.locale;
  return { update, changed };
}
