import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '../../app/config';

const ConfigContext = createContext<AppConfig | null>(null);

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The frozen site configuration (app/config.ts). */
export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig() needs a <ConfigProvider>');
  return config;
}
