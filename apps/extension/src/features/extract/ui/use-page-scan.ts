import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageScan } from '../model/page-scan';

export type PageScanView =
  | { status: 'scanning' }
  | { status: 'unsupported' }
  | { status: 'failed' }
  | { status: 'scanned'; tabId: number; scan: PageScan };

export interface PageScanPorts {
  targetTab(): Promise<{ id: number } | undefined>;
  scanTab(tabId: number): Promise<{ kind: 'scanned'; scan: PageScan } | { kind: 'unsupported' }>;
  watchTargetTab(listener: () => void, signal: AbortSignal): void;
}

/** Scans the panel's target tab now, again whenever it changes, and on `rescan()`; only the latest scan's answer is shown. */
export function usePageScan(ports: PageScanPorts): { view: PageScanView; rescan: () => void } {
  const [view, setView] = useState<PageScanView>({ status: 'scanning' });
  const latest = useRef(0);
  const rescan = useCallback(() => {
    const run = ++latest.current;
    const show = (next: PageScanView): void => {
      if (run === latest.current) setView(next);
    };
    show({ status: 'scanning' });
    void (async () => {
      try {
        const tab = await ports.targetTab();
        if (!tab) return show({ status: 'unsupported' });
        const outcome = await ports.scanTab(tab.id);
        show(outcome.kind === 'scanned' ? { status: 'scanned', tabId: tab.id, scan: outcome.scan } : { status: 'unsupported' });
      } catch (error) {
        console.error('[panel] page scan failed', error);
        show({ status: 'failed' });
      }
    })();
  }, [ports]);
  useEffect(() => {
    const controller = new AbortController();
    rescan();
    ports.watchTargetTab(rescan, controller.signal);
    return () => {
      controller.abort();
      latest.current += 1;
    };
  }, [ports, rescan]);
  return { view, rescan };
}
