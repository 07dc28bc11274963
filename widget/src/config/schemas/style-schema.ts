import { z } from 'zod';
import type { StyleOptions } from '../../theme/tokens';
import type { SameType } from './same-type';

const button = z.strictObject({
  backgroundColor: z.string().optional(),
  textColor: z.string().optional(),
  borderColor: z.string().optional(),
  borderRadius: z.string().optional(),
});

/** The `styles` option: any part of the theme, nothing outside it. */
export const styleOptionsSchema = z.strictObject({
  container: z
    .strictObject({
      backgroundColor: z.string().optional(),
      borderColor: z.string().optional(),
      borderRadius: z.string().optional(),
      width: z.string().optional(),
      padding: z.string().optional(),
    })
    .optional(),
  colors: z
    .strictObject({
      primary: z.string().optional(),
      secondary: z.string().optional(),
      success: z.string().optional(),
      error: z.string().optional(),
      disabled: z.string().optional(),
    })
    .optional(),
  buttons: z
    .strictObject({
      primary: button.optional(),
      secondary: button.optional(),
      disabled: button.optional(),
      height: z.string().optional(),
    })
    .optional(),
  inputs: z
    .strictObject({
      backgroundColor: z.string().optional(),
      borderColor: z.string().optional(),
      borderRadius: z.string().optional(),
      placeholderColor: z.string().optional(),
      textColor: z.string().optional(),
      height: z.string().optional(),
    })
    .optional(),
  typography: z
    .strictObject({
      header: z
        .strictObject({ fontSize: z.string().optional(), fontWeight: z.string().optional() })
        .optional(),
      body: z.strictObject({ fontSize: z.string().optional() }).optional(),
      helper: z.strictObject({ fontSize: z.string().optional() }).optional(),
    })
    .optional(),
  fontFamily: z.string().optional(),
  hideHeaderText: z.boolean().optional(),
  logo: z.strictObject({ logoImageUrl: z.string().optional() }).optional(),
});

const _styles: SameType<z.infer<typeof styleOptionsSchema>, StyleOptions> = true;
