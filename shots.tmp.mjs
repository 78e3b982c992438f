import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:8091';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [375, 768, 1400]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('change-me-now-please');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.waitForURL(/admin/);
  await page.goto(`${base}/admin?action=${encodeURIComponent(process.env.ACTION ?? 'Add New Income')}`);
  await page.waitForTimeout(800);
  const form = page.locator('form').first();
  await form.getByLabel('Date').fill('2024-05-03');
  const selects = form.locator('select');
  await form.getByLabel('Property', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Description').fill('May rent');
  await form.getByLabel('Amount').fill('1250.555');
  await form.getByLabel('Income For Month').fill('2024-05');
  await form.getByLabel('Income Category').selectOption({ index: 1 });
  await form.getByRole('button', { name: /submit|record|add/i }).first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/refusal-${width}.png`, fullPage: false });
  const alert = await page.getByRole('alert').allTextContents();
  console.log(width, alert);
  await page.close();
}
await browser.close();
