import type { Theme } from './tokens';

/**
 * The theme as CSS custom properties for the widget's root element. They are set through the CSSOM
 * (React's style prop), which a strict Content-Security-Policy allows, unlike style text.
 */
export function themeToCssVariables(theme: Theme): Record<`--foyer-${string}`, string> {
  const { container, colors, buttons, inputs, typography } = theme;
  return {
    '--foyer-container-background': container.backgroundColor,
    '--foyer-container-border': container.borderColor,
    '--foyer-container-radius': container.borderRadius,
    '--foyer-container-width': container.width,
    '--foyer-container-padding': container.padding,
    '--foyer-color-primary': colors.primary,
    '--foyer-color-secondary': colors.secondary,
    '--foyer-color-success': colors.success,
    '--foyer-color-error': colors.error,
    '--foyer-color-disabled': colors.disabled,
    '--foyer-button-primary-background': buttons.primary.backgroundColor,
    '--foyer-button-primary-text': buttons.primary.textColor,
    '--foyer-button-primary-border': buttons.primary.borderColor,
    '--foyer-button-primary-radius': buttons.primary.borderRadius,
    '--foyer-button-secondary-background': buttons.secondary.backgroundColor,
    '--foyer-button-secondary-text': buttons.secondary.textColor,
    '--foyer-button-secondary-border': buttons.secondary.borderColor,
    '--foyer-button-secondary-radius': buttons.secondary.borderRadius,
    '--foyer-button-disabled-background': buttons.disabled.backgroundColor,
    '--foyer-button-disabled-text': buttons.disabled.textColor,
    '--foyer-button-disabled-border': buttons.disabled.borderColor,
    '--foyer-button-disabled-radius': buttons.disabled.borderRadius,
    '--foyer-button-height': buttons.height,
    '--foyer-input-background': inputs.backgroundColor,
    '--foyer-input-border': inputs.borderColor,
    '--foyer-input-radius': inputs.borderRadius,
    '--foyer-input-placeholder': inputs.placeholderColor,
    '--foyer-input-text': inputs.textColor,
    '--foyer-input-height': inputs.height,
    '--foyer-header-size': typography.header.fontSize,
    '--foyer-header-weight': typography.header.fontWeight,
    '--foyer-body-size': typography.body.fontSize,
    '--foyer-helper-size': typography.helper.fontSize,
    '--foyer-font-family': theme.fontFamily,
  };
}
