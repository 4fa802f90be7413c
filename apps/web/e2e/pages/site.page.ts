import type { Locator, Page } from 'playwright-core';

/** The shared layout: header (desktop navigation, hamburger menu), main content, footer. */
export class SitePage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.main.waitFor();
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** The desktop navigation (hidden below 768 px). */
  navigation(name: string): Locator {
    return this.header.getByRole('navigation', { name, exact: true });
  }

  menuToggle(name: string): Locator {
    return this.header.getByRole('button', { name, exact: true });
  }

  /** The hamburger menu panel. */
  menu(name: string): Locator {
    return this.page.getByRole('navigation', { name, exact: true });
  }

  heading(level: 1 | 2 | 3 = 1): Locator {
    return this.main.getByRole('heading', { level });
  }

  documentLanguage(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }
}
