/** A table row standing in for the rows a windowed table does not draw, as tall as they would be. */
export function WindowSpacer(props: { height: number; columns: number }) {
  if (props.height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds nothing to focus or read
    <tr aria-hidden="true" className="window-spacer">
      <td colSpan={props.columns} style={{ height: props.height }} />
    </tr>
  );
}
