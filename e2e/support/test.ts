import { test as base, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

export { expect, type Page, type Request } from '@playwright/test';

/**
 * The browser logs each answer outside 2xx as «Failed to load resource»; a 4xx is a refusal the tests provoke and the
 * app shows in its own words. A 5xx, or a page's own error, is not.
 */
const REFUSAL_LOGGED = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** Reports content security policy violations as console errors, with what was refused and by which directive. */
const REPORT_CSP_VIOLATIONS = () => {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} refused ${event.blockedURI || 'inline code'}`);
  });
};

interface ConsoleGuardOptions {
  /** Console errors a test expects (beyond refusals); anything else fails it. */
  allowedConsoleErrors: RegExp[];
}

/**
 * Every e2e test fails on an error in the browser's console, an uncaught exception or a content security policy
 * violation on any page of its context, so that the runs prove the app works under the product's headers.
 */
export const test = base.extend<ConsoleGuardOptions & { consoleGuard: undefined }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ browser, context, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message: ConsoleMessage) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          if (REFUSAL_LOGGED.test(text) || allowedConsoleErrors.some((allowed) => allowed.test(text))) return;
          problems.push(`${page.url()}: console error: ${text}`);
        });
        page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`));
      };
      const guard = async (guarded: BrowserContext) => {
        await guarded.addInitScript(REPORT_CSP_VIOLATIONS);
        guarded.pages().forEach(watch);
        guarded.on('page', watch);
      };
      await guard(context);
      // Journeys with a second person open contexts of their own: those are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await guard(opened);
        return opened;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      if (problems.length > 0) throw new Error(`The browser reported errors:\n${problems.join('\n')}`);
    },
    { auto: true },
  ],
});
