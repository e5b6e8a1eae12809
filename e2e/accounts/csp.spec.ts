import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';

const suite = usePortalAndBrowser();

describe('Content-Security-Policy', () => {
  it('is not violated by the page, its forms and their validation', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(`${suite.portal.url}/sign-in?lang=en`);
    // Submitting the empty form runs the form's schema.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email or phone number is required').first().waitFor();
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
    await context.close();
  });
});
