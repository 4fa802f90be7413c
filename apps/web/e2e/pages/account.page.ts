import type { Locator } from 'playwright-core';
import { SitePage } from './site.page';

/** The account screens (/signin, /signup, /reset-password, /user) in English, queried by role and name. */
export class AccountPage extends SitePage {
  form(name: string): Locator {
    return this.main.getByRole('form', { name, exact: true });
  }

  textbox(form: Locator, name: string): Locator {
    return form.getByRole('textbox', { name, exact: true });
  }

  password(form: Locator, label: string): Locator {
    return form.getByLabel(label, { exact: true });
  }

  button(scope: Locator, name: string): Locator {
    return scope.getByRole('button', { name, exact: true });
  }

  /** The header's account icon (desktop navigation). */
  accountLink(name: 'My info' | 'Sign in'): Locator {
    return this.navigation('Main menu').getByRole('link', { name, exact: true });
  }

  async waitForPath(path: string, baseUrl: string): Promise<void> {
    await this.page.waitForURL(`${baseUrl}${path}`);
  }

  async storedTokens(): Promise<{ accessToken: string | null; refreshToken: string | null }> {
    return this.page.evaluate(() => ({ accessToken: localStorage.getItem('accessToken'), refreshToken: localStorage.getItem('refreshToken') }));
  }
}
