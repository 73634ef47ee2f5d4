import { chromium } from '@playwright/test';
import { signIn, bearer } from './tests/support/auth';
import { dayFromNow } from './tests/support/intakes';
const url = 'http://127.0.0.1:3000';
const t = await signIn(`${url}/cognito`, 'admin@example.com');
const r0 = 0; void r0;
const r = { status: 0, text: async () => "skip" };
console.log(r.status, (await r.text()).slice(0, 300));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(`${url}/`);
  await page.waitForLoadState('networkidle');
  await page.locator('#courses').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  const link = page.getByRole('link', { name: /Join the waitlist for Gita Rahasya Evening/ });
  console.log('links', await link.count());
  await link.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/wl-card-${width}.png` });
  await link.first().click();
  await page.waitForLoadState('networkidle');
  await page.getByText('Waitlist application').first().waitFor({ timeout: 30000 }); await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/wl-form-${width}.png` });
  await page.close();
}
await browser.close();
