import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { extensionT, type ExtensionT } from './index';

/** `t` for the extension's own keys; re-renders on language change like useTranslation(). */
export function useExtensionT(): ExtensionT {
  const { t } = useTranslation();
  return useMemo(() => extensionT(t), [t]);
}
