import type { Locator } from 'playwright-core';
import { AccountPage } from './account.page';

/** /pricing and /payment-result in English, on top of the account screens. */
export class PaymentsPage extends AccountPage {
  /** A plan card on /pricing, named by its heading. */
  plan(name: string): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  async purchase(planName: string): Promise<void> {
    const button = this.plan(planName).getByRole('button', { name: 'Purchase', exact: true });
    await button.waitFor();
    // Enabled once the sign-in state is known.
    await this.page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await button.elementHandle());
    await button.click();
  }

  /** The result panel of /payment-result. */
  get result(): Locator {
    return this.main.getByRole('status');
  }
}
