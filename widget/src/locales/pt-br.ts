import type { LocaleCatalog } from '../strings/catalog';
import { ptBrMessages } from '../strings/pt-br';

/** Brazilian Portuguese, addressing the user as você. */
export const ptBR: LocaleCatalog = {
  tag: 'pt-BR',
  name: 'Português (Brasil)',
  dir: 'ltr',
  messages: ptBrMessages,
};
