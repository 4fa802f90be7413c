import type { Language } from '@tablecrawler/i18n';
import type { AccountPort } from '../features/account/ui';
import type { PageScan } from '../features/extract';
import type { ExportPort } from '../features/export/ui';
import type { PickedTable } from '../features/pick';
import type { TableFingerprint } from '../features/table';
import type { GridReadingPort, PickPort } from '../features/pick/ui';
import { MESSAGING_ERROR_CODES, MessagingError } from '../messaging';

export interface TargetTab {
  id: number;
  /** Known only when the extension may read it (activeTab, host permission); the content script reports it otherwise. */
  url?: string;
}

export type ScanOutcome = { kind: 'scanned'; scan: PageScan } | { kind: 'unsupported' };

/** The tab the panel works on: the one named by `?tabId=`, else the active tab of the panel's window. */
export interface TargetTabPort {
  targetTab(): Promise<TargetTab | undefined>;
  /** Calls `listener` when the target tab may have changed (activation, finished load) until `signal` aborts. */
  watchTargetTab(listener: () => void, signal: AbortSignal): void;
}

export interface PagePort extends TargetTabPort {
  scanTab(tabId: number): Promise<ScanOutcome>;
  setOverlay(tabId: number, visible: boolean): Promise<boolean>;
}

/** Reading the chosen candidate whole (a virtualised grid by scrolling it, with its progress and a stop). */
export interface TablePort extends PickPort, GridReadingPort {
  collect(tabId: number, id: number): Promise<PickedTable>;
}

/** The crawl a tab runs, as the crawl stores it (read without waking the service worker). */
export interface TabCrawlPort {
  /** The table (fingerprint) a crawl running or paused in `tabId` reads, or null when none runs there. */
  crawledTable(tabId: number): Promise<TableFingerprint | null>;
}

export interface SettingsPort {
  setLanguage(lng: Language): Promise<void>;
}

/** The panel's doors to the extension, one small port per feature, so that each part of the UI is tested without Chrome. */
export interface PanelPorts {
  account: AccountPort;
  page: PagePort;
  table: TablePort;
  exporter: ExportPort;
  settings: SettingsPort;
}

/**
 * Sends to a tab's content script; when nobody listens (a tab opened before the extension was installed or
 * reloaded) injects the content script once and sends again. `undefined` when injection is refused (chrome://,
 * the Web Store, no access).
 */
export async function sendWithInjection<T>(send: () => Promise<T>, inject: () => Promise<void>): Promise<T | undefined> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof MessagingError && error.code === MESSAGING_ERROR_CODES.NO_RECEIVER)) throw error;
  }
  try {
    await inject();
  } catch {
    return undefined;
  }
  return send();
}
