import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { GetAnswer } from '@portal/contracts/api';
import { adminGet, adminPost, baseUrl, chooseAction, deleteConfirmText, e2eAdmin, money, openAdmin, pick, useBrowser } from './support';

const browser = useBrowser();

/** This run's own records, so a kept DATA_DIR (E2E_DATA_DIR) can run the tests again: the log only grows. */
const run = Date.now().toString(36).slice(-6);

/** The shown texts of a row's cells. */
const cells = (row: Locator) => row.locator('td').allInnerTexts();

/** Today in the machine's zone, 'YYYY-MM-DD' (the browser runs in the same zone). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** A local date and time as the app shows it: '03/09/2024, 9:05 AM'. */
const dateTimePattern = String.raw`\d{2}/\d{2}/\d{4}, \d{1,2}:\d{2} (AM|PM)`;

describe('Audit Trail and Rebuild Reports in Chromium', () => {
  it('shows an income deleted through Delete Property Transaction as voided by that delete, with the admin as actor', async () => {
    const helpers = await adminGet('/admin/get_admin_helpers');
    const property = helpers.rental_properties[0]!;
    const description = `Audit rent ${run}`;
    const date = today();
    await adminPost('/admin/record_property_income', {
      income_date: date,
      property_name: property,
      loren_name: null,
      description,
      amount: 321.09,
      income_for_month: date.slice(0, 7),
      income_category: 'Rent',
    });
    const { income } = await adminGet('/admin/get_property_txns', { selectedProperty: property });
    const recorded = income.find((row) => row.detail === description)!;
    expect(recorded).toBeDefined();

    // The delete, through its panel and the confirm.
    const { page, dialogs, consoleLines } = await openAdmin(browser(), 'delete-property-transaction');
    const transactions = page.getByRole('region', { name: 'Delete Property Transaction' });
    await pick(transactions, 'Select Property:', property);
    const before = dialogs.length;
    // The property's long history: found by its description, deleted with its row's Delete.
    await transactions.getByLabel('Filter Income History').fill(description);
    await transactions.getByRole('button', { name: `Delete income ${recorded.id}` }).click();
    await expect.poll(() => dialogs.slice(before)).toEqual([deleteConfirmText('income', recorded), 'Income deleted successfully!']);

    // What the server says about the two events.
    const log = await adminGet('/admin/audit_log', { entity_type: 'property', entity_name: property, page_size: '200' });
    const incomeEvent = log.events.find((event) => event.record_id === recorded.id)!;
    const voidEvent = log.events.find((event) => event.voids_record_id === recorded.id)!;
    expect(incomeEvent.actor).toBe(e2eAdmin.username);
    expect(voidEvent.actor).toBe(e2eAdmin.username);
    expect(incomeEvent.voided_by).toMatchObject({
      event_id: voidEvent.event_id,
      actor: e2eAdmin.username,
      event_type: voidEvent.event_type,
    });

    // The Audit Trail filtered to the property: its whole history, newest first.
    await chooseAction(page, 'Audit Trail');
    const trail = page.getByRole('region', { name: 'Audit Trail' });
    await pick(trail, 'Entity kind', 'Property');
    await pick(trail, 'Entity', property);
    await expect.poll(() => trail.getByRole('heading', { name: `History of property ${property}`, exact: true }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('entity_name')).toBe(property);
    const table = trail.getByRole('table', { name: `History of property ${property}`, exact: true });

    // The delete: by the admin, naming the record it voids, its kind in words in its details.
    const voidRow = table.locator('tbody tr', { hasText: `Voids record ${recorded.id.slice(0, 8)}` });
    await expect.poll(() => voidRow.count()).toBe(1);
    const [, , voidActor, concerns] = await cells(voidRow);
    expect(voidActor).toBe(e2eAdmin.username);
    expect(concerns).toContain(property);
    await voidRow.getByText('Details', { exact: true }).click();
    expect(await voidRow.locator('details dd').first().innerText()).toBe('Income deleted');

    // The income: struck through, 'Deleted by <admin> on <date>', no event type in sight.
    const incomeRow = table.locator('tbody tr', { has: page.locator(`code[title="${incomeEvent.correlation_id}"]`) });
    expect(await incomeRow.count()).toBe(1);
    const [time, summary, actor] = await cells(incomeRow);
    expect(time).toMatch(new RegExp(`^${dateTimePattern}$`));
    expect(actor).toBe(e2eAdmin.username);
    expect(summary).toMatch(new RegExp(`Deleted by ${e2eAdmin.username} on ${dateTimePattern}`));
    expect(summary).not.toContain(incomeEvent.event_type);
    expect(await incomeRow.locator('del').count()).toBe(1);

    // A chip opens an entity's history; the way back shows every event again.
    await trail.getByRole('button', { name: 'Back to all events' }).click();
    await expect.poll(() => trail.getByRole('heading', { name: 'All events', exact: true }).isVisible()).toBe(true);
    expect(await trail.getByText(/^Page 1 of \d+ · [\d,]+ events$/).isVisible()).toBe(true);
    await trail
      .getByRole('table', { name: 'All events' })
      .getByRole('button', { name: `property ${property}`, exact: true })
      .first()
      .click();
    await expect.poll(() => trail.getByRole('heading', { name: `History of property ${property}`, exact: true }).isVisible()).toBe(true);
    expect(consoleLines.filter((line) => line.startsWith('Error'))).toEqual([]);
  });

  it('rebuilds every read model with a progress bar, ends succeeded, and the Admin Summary figures stay the same', async () => {
    const summaryBefore = await adminGet('/admin/get_admin_summary');
    const { page, consoleLines, dialogs } = await openAdmin(browser(), 'rebuild-reports');
    const panel = page.getByRole('region', { name: 'Rebuild Reports' });
    const readModel = panel.getByLabel('Reports to rebuild:');
    await expect.poll(() => readModel.locator('option').count()).toBeGreaterThan(1);
    expect(await readModel.locator('option:checked').innerText()).toBe('Every report');

    const started = page.waitForResponse(
      (response) => response.url() === `${baseUrl}/admin/rebuild_reports` && response.request().method() === 'POST',
    );
    await panel.getByRole('button', { name: 'Rebuild' }).click();
    const answer = await started;
    expect(answer.status()).toBe(202);
    // Asked first, in plain words (the page's dialogs are accepted).
    expect(dialogs).toEqual([expect.stringMatching(/^Rebuild every report now\? .*Nothing recorded changes/)]);
    const { rebuild } = (await answer.json()) as { rebuild: NonNullable<GetAnswer<'/admin/rebuild_reports'>['rebuild']> };
    expect(rebuild).toMatchObject({ state: 'running', started_by: e2eAdmin.username });

    // The run's progress bar, then its success.
    await expect.poll(() => panel.getByRole('progressbar', { name: 'Rebuild progress' }).isVisible()).toBe(true);
    await expect.poll(() => panel.getByRole('status').innerText(), { timeout: 60_000 }).toBe('Rebuild succeeded.');
    const latest = await adminGet('/admin/rebuild_reports');
    expect(latest.rebuild).toMatchObject({ id: rebuild.id, state: 'succeeded', error: null });
    expect(await panel.getByRole('progressbar', { name: 'Rebuild progress' }).getAttribute('value')).toBe('100');
    expect(await panel.getByRole('button', { name: 'Rebuild' }).isEnabled()).toBe(true);
    const startedBy = panel.locator('dt', { hasText: /^Started by$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await startedBy.innerText()).toBe(e2eAdmin.username);

    // The rebuilt reports answer the same figures.
    expect(await adminGet('/admin/get_admin_summary')).toEqual(summaryBefore);
    await chooseAction(page, 'Admin Summary');
    const summary = page.getByRole('region', { name: 'Admin Summary' });
    const figure = (label: string) =>
      summary
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .innerText();
    await expect.poll(() => figure('Total Cash')).toBe(money(summaryBefore.total_cash));
    for (const [label, field] of [
      ['Total Investments', 'total_investments'],
      ['Total Income', 'total_income'],
      ['Total Expenses', 'total_expenses'],
      ['Total Deposits', 'total_deposits'],
    ] as const) {
      expect(await figure(label), label).toBe(money(summaryBefore[field]));
    }
    expect(consoleLines.filter((line) => line.startsWith('Error'))).toEqual([]);
  });
});
