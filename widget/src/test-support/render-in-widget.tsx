import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { WidgetContext, type WidgetContextValue } from '../components/widget-context';
import { createTranslator } from '../strings/messages';

/**
 * Renders a shared piece in the smallest widget context: English words and nothing else. For pieces
 * that read only the translator; anything else they reach for is undefined and fails loudly.
 */
export function renderInWidget(ui: ReactElement) {
  const context = { translator: createTranslator() } as WidgetContextValue;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WidgetContext.Provider value={context}>{children}</WidgetContext.Provider>
  );
  return render(ui, { wrapper });
}
