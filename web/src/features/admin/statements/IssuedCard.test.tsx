import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockReply } from '../../../test/mock-fetch';
import { bodyRows } from '../../../test/table-rows';
import { notice, statement } from '../../statements/test/statement-fixtures';
import { renderAdmin } from '../test/admin-fixtures';

vi.setConfig({ testTimeout: 20_000 });

/** Ann's Q3 2026 statement and the notice of the distribution paid her on 09/15/2026. */
const DOCUMENTS = [statement(1, {}), notice(2)];
const HANDLERS = {
  'GET /admin/periods': { body: { closed_through: '2026-09-30', history: [] } },
  'GET /api/statements': { body: DOCUMENTS },
};

/** Opens Issue Statements and lists Ann Lee's documents. */
const listAnns = async (handlers: Record<string, MockReply> = HANDLERS) => {
  const user = userEvent.setup();
  renderAdmin('issue-statements', handlers);
  const select = await screen.findByLabelText('Select Investor:');
  await within(select).findByRole('option', { name: 'Ann Lee' });
  await user.selectOptions(select, 'Ann Lee');
  return screen.findByRole('table', { name: 'Statements of Ann Lee' });
};

afterEach(() => vi.restoreAllMocks());

/** Verifies Ann's statement, its bytes differing, issued and rendered with these layouts: the verdict shown. */
const verifyDiffering = async (issued: string, rendered: string) => {
  const user = userEvent.setup();
  const answer = {
    statement_id: DOCUMENTS[0]!.statement_id,
    sha256_issued: '1'.repeat(64),
    sha256_rendered: '2'.repeat(64),
    identical: false,
  };
  const versions = { template_version_issued: issued, template_version_rendered: rendered };
  await listAnns({ ...HANDLERS, 'GET /admin/verify_statement': { body: { ...answer, ...versions } } });
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return screen.findByRole('status');
};

describe("a distribution notice among an investor's documents in Issue Statements", () => {
  it('is named as a notice of its one day, and an administrator may verify the statement only', async () => {
    await listAnns();

    expect(bodyRows('Statements of Ann Lee')).toEqual([
      ['Q3 202607/01/2026 – 09/30/2026', '10/05/2026', 'Current', 'DownloadVerify'],
      ['Distribution notice09/15/2026', '09/15/2026', 'Current', 'Download'],
    ]);
    expect(screen.getByRole('button', { name: 'Download the distribution notice of 09/15/2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Verify' })).toHaveLength(1);
  });

  it('says, when a statement verifies not identical after the layout changed, which layout it was issued and rendered with', async () => {
    expect(await verifyDiffering('statement-v1', 'statement-v2')).toHaveTextContent(
      'Not identical: issued with layout statement-v1, rendered with statement-v2',
    );
  });

  it('says only "Not identical" when the layout is the one it was issued with', async () => {
    expect(await verifyDiffering('statement-v2', 'statement-v2')).toHaveTextContent(/^Not identical$/);
  });

  it('is listed to an auditor as to download, with no Verify', async () => {
    await listAnns({ ...HANDLERS, 'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } } });

    expect(bodyRows('Statements of Ann Lee')).toEqual([
      ['Q3 202607/01/2026 – 09/30/2026', '10/05/2026', 'Current', 'Download'],
      ['Distribution notice09/15/2026', '09/15/2026', 'Current', 'Download'],
    ]);
    expect(screen.getByRole('button', { name: 'Download the distribution notice of 09/15/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Verify/ })).not.toBeInTheDocument();
  });
});
