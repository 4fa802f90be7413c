import type { Locator } from 'playwright-core';
import { SitePage } from './site.page';

/** /user/history in English, queried by role and name. */
export class HistoryPage extends SitePage {
  get table(): Locator {
    return this.main.getByRole('table', { name: 'Generated files', exact: true });
  }

  /** The host cells of the shown page, in order. */
  hosts(): Promise<string[]> {
    return this.table.getByRole('rowheader').allTextContents();
  }

  /** The table row of the file from `host`. */
  row(host: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('button', { name: `Download the ${host} file`, exact: true }) });
  }

  action(name: 'Download' | 'Delete' | 'Edit note for', host: string): Locator {
    return this.main.getByRole('button', { name: `${name} the ${host} file`, exact: true });
  }

  previewToggle(host: string, open = false): Locator {
    const label = open ? `Hide the preview of the ${host} file` : `Show a preview of the ${host} file`;
    return this.main.getByRole('button', { name: label, exact: true });
  }

  preview(host: string): Locator {
    return this.main.getByRole('table', { name: new RegExp(`^First \\d+ rows of the ${host.replace(/\./g, '\\.')} file$`) });
  }

  pagination(): Locator {
    return this.main.getByRole('navigation', { name: 'Crawling history pages', exact: true });
  }

  pageButton(page: number): Locator {
    return this.pagination().getByRole('button', { name: `Page ${page}`, exact: true });
  }
}
