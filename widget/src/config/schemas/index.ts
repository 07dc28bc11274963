/**
 * Runtime schemas of the widget's options, kept equal to its exported types at compile time. Not
 * part of the package's entry (the widget itself trusts its types and ships no validator): tools
 * such as the testbed import them from source to check what a developer types.
 */
export { widgetConfigSchema } from './config-schema';
export type { IsSameType, SameType } from './same-type';
export { MESSAGE_IDS, stringOverridesSchema } from './strings-schema';
export { styleOptionsSchema } from './style-schema';
