import { createHash } from 'node:crypto';

/**
 * The one stylesheet of the emulator's pages, inlined and allowed by its hash, so the pages' CSP
 * needs no `'unsafe-inline'` and no second request.
 */
export const PAGE_STYLE = `
:root { color-scheme: light dark; --fg: #1d1d1f; --bg: #f5f5f7; --card: #fff; --muted: #5f6368;
  --line: #d2d2d7; --accent: #0b57d0; --accent-fg: #fff; --error: #b3261e; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #f1f1f3; --bg: #16171a; --card: #222327; --muted: #b4b7bd; --line: #45474d;
    --accent: #a8c7fa; --accent-fg: #062e6f; --error: #f2b8b5; }
}
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem; background: var(--card);
  border: 1px solid var(--line); border-radius: 12px; }
h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
h2 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
.badge { display: inline-block; margin: 0 0 .75rem; font-size: .8rem; color: var(--muted); }
code { font: .9em ui-monospace, monospace; overflow-wrap: anywhere; }
ul { margin: 0; padding-left: 1.25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
fieldset { border: 1px solid var(--line); border-radius: 8px; margin: 1rem 0; padding: .75rem 1rem; }
legend { font-weight: 600; padding: 0 .25rem; }
.choice { display: flex; gap: .5rem; align-items: baseline; padding: .25rem 0; }
.detail { color: var(--muted); font-size: .9rem; overflow-wrap: anywhere; }
.field { display: grid; gap: .25rem; margin: .5rem 0; }
.check { display: flex; gap: .5rem; align-items: center; margin: .5rem 0; }
input[type=text], input[type=email], input[type=url] { font: inherit; padding: .4rem .5rem;
  border: 1px solid var(--line); border-radius: 6px; background: var(--card); color: var(--fg); }
.actions { display: flex; gap: .75rem; justify-content: flex-end; margin-top: 1rem; }
button { font: inherit; padding: .5rem 1.25rem; border-radius: 999px; border: 1px solid var(--accent);
  background: transparent; color: var(--accent); cursor: pointer; }
button[value=allow] { background: var(--accent); color: var(--accent-fg); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.error { color: var(--error); font-weight: 600; }
`;

export const PAGE_STYLE_HASH = `sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}`;
