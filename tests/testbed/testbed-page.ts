import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The testbed as a user drives it: by labels, roles and visible text. */
export class TestbedPage {
  readonly mountPanel: Locator;
  readonly stage: Locator;
  readonly widget: Locator;
  readonly inspector: Locator;
  /** "Mounted: <mode>", "Not mounted" or the mount failure. */
  readonly mountStatus: Locator;

  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {
    this.mountPanel = page.locator('section.mount-panel');
    this.stage = page.locator('section.stage');
    this.widget = page.locator('#foyer-widget');
    this.inspector = page.getByRole('region', { name: 'Inspector' });
    this.mountStatus = page.getByTestId('mount-status');
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.origin}/?csp=strict`);
    await expect(this.mountStatus).toHaveText(/Mounted: login/);
  }

  /** The inspector's panels as its tab strip shows them, in tab order. */
  async panelNames(): Promise<string[]> {
    await expect(this.inspector.getByRole('tab').first()).toBeVisible();
    return this.inspector.getByRole('tab').allTextContents();
  }

  async openPanel(name: string): Promise<Locator> {
    await this.inspector.getByRole('tab', { name, exact: true }).click();
    // By name: a panel may hold tab panels of its own (the Gallery renders the widget's tabs).
    return this.inspector.getByRole('tabpanel', { name, exact: true });
  }

  /** Mounts in one of the widget's modes, by its name (`passwordReset`), as the mode radios carry it. */
  async mount(mode: string, fields: { passwordResetToken?: string; identityProviderParams?: string } = {}) {
    await this.mountPanel
      .getByRole('radio')
      .and(this.page.locator(`[value="${mode}"]`))
      .check();
    if (fields.passwordResetToken !== undefined) {
      await this.mountPanel.getByLabel('Password reset token').fill(fields.passwordResetToken);
    }
    if (fields.identityProviderParams !== undefined) {
      await this.mountPanel.getByLabel('Query parameters').fill(fields.identityProviderParams);
    }
    await this.mountPanel.getByRole('button', { name: /^(Mount|Remount)$/ }).click();
    await expect(this.mountStatus).toHaveText(`Mounted: ${mode}`);
  }

  /** The screen the state panel reports for the mounted widget. */
  async stateScreen(): Promise<Locator> {
    const panel = await this.openPanel('State');
    return panel.getByTestId('state-screen');
  }

  /**
   * A still of the scenario, attached to its report for QA's recordings (`npm run qa:record`). It
   * asserts nothing, so other runs skip it: the testbed's 26 stills cost about a tenth of its specs' CPU.
   */
  async screenshot(name: string, testInfo: TestInfo, target?: Locator): Promise<void> {
    if (!process.env.FOYER_QA_RECORD) return;
    const path = testInfo.outputPath(`${name}.png`);
    if (target) await target.screenshot({ path });
    else await this.page.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }
}
