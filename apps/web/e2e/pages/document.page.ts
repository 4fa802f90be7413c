import type { Locator } from 'playwright-core';
import { SitePage } from './site.page';

/** A static document page (`/terms`, `/privacy`, `/{type}`). */
export class DocumentPage extends SitePage {
  get article(): Locator {
    return this.main.getByRole('article');
  }

  get error(): Locator {
    return this.main.getByRole('alert');
  }
}
