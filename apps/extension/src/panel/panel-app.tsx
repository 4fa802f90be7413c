import { css } from '@emotion/react';
import { SUPPORTED_LANGUAGES, toSupportedLanguage, type Language } from '@tablecrawler/i18n';
import { theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../features/extract/ui';
import { SessionCard } from '../features/session/ui';
import { useExtensionT } from '../i18n/use-extension-t';
import type { PanelServices } from './panel-services';

const layoutStyles = css`
  display: grid;
  gap: ${theme.spacing(3)};
  padding: ${theme.spacing(3)};
  background: ${theme.colors.surface};
  min-height: 100vh;
`;

const headerStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
`;

const titleStyles = css`
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`;

const LANGUAGE_KEYS = { ko: 'panel.languageKo', en: 'panel.languageEn' } as const satisfies Record<Language, string>;

/** The side panel: product header with the language choice, sign-in state, the current tab's scan. */
export function PanelApp({ services }: { services: PanelServices }) {
  const { t, i18n } = useTranslation();
  const te = useExtensionT();
  const language = toSupportedLanguage(i18n.resolvedLanguage);
  const chooseLanguage = (lng: Language): void => {
    void i18n.changeLanguage(lng);
    services.setLanguage(lng).catch((error: unknown) => console.error('[panel] saving the language failed', error));
  };
  return (
    <div css={layoutStyles}>
      <header css={headerStyles}>
        <h1 css={titleStyles}>{t('common.app.name')}</h1>
        <select aria-label={te('panel.languageLabel')} value={language} onChange={(e) => chooseLanguage(toSupportedLanguage(e.target.value))}>
          {SUPPORTED_LANGUAGES.map((lng) => (
            <option key={lng} value={lng}>
              {te(LANGUAGE_KEYS[lng])}
            </option>
          ))}
        </select>
      </header>
      <main css={css`display: grid; gap: ${theme.spacing(3)};`}>
        <SessionCard sessionStatus={services.sessionStatus} signInUrl={services.signInUrl} />
        <PageCard ports={services} setOverlay={services.setOverlay} />
      </main>
    </div>
  );
}
