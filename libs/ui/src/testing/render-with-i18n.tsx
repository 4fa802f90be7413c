import { createI18n } from '@tablecrawler/i18n';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

/** Renders with a real i18n instance in the given language (default English). */
export function renderWithI18n(ui: ReactElement, lng = 'en'): RenderResult {
  const i18n = createI18n({ lng });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
