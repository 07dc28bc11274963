/**
 * The language the provider writes its emails and texts in, from the widget's language tag. Its
 * documented values are lower case (`en`, `es`, `pt-br`), so the tag is sent that way (`pt-BR` → `pt-br`).
 */
export function templateLocale(tag: string): string {
  return tag.toLowerCase();
}
