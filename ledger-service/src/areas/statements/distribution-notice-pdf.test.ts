import { describe, expect, it } from 'vitest';
import { readBackPdf } from '../../testing/pdf-read-back';
import { renderDistributionNoticePdf, type DistributionNoticeInput } from './distribution-notice-pdf';

const notice: DistributionNoticeInput = {
  brandTitle: 'Oak & Co <Investors>',
  investorName: 'Ann Émile O’Neil',
  date: '2024-12-15',
  knownOn: '2024-12-16T09:30:00.000Z',
  amountCents: 1_234_567,
  method: 'ach',
  accountLast4: '2222',
  cashBalanceBeforeCents: 1_500_000,
  description: 'Q4 distribution',
};

/** The first page's text, the XMP and the number of pages. */
const readBack = async (pdf: Buffer) => {
  const { pages, xmp } = await readBackPdf(pdf);
  return { text: pages[0] ?? '', xmp, pages: pages.length };
};

describe('the distribution notice PDF', () => {
  it('says what was paid, how, when it was sent and when the bank credits it, and the cash balance before and after, on one PDF/A-3b page', async () => {
    const { text, xmp, pages } = await readBack(await renderDistributionNoticePdf(notice));
    for (const words of [
      'Oak & Co <Investors>',
      'Distribution Notice',
      'Ann Émile O’Neil',
      'Date: December 15, 2024',
      'As known on 2024-12-16 09:30:00 UTC',
      '$12,345.67',
      'ACH transfer to the account ending 2222',
      // A Sunday's run: the bank credits it on the next banking day, the bank file's effective entry date.
      'Sent on',
      'Your bank credits it on',
      'December 16, 2024',
      'Q4 distribution',
      '$15,000.00',
      '$2,654.33', // 15,000.00 − 12,345.67
    ])
      expect(text).toContain(words);
    expect(pages).toBe(1);
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
  });

  it('renders the same input to the same bytes, and a cheque without an account', async () => {
    const [first, again] = await Promise.all([renderDistributionNoticePdf(notice), renderDistributionNoticePdf(notice)]);
    expect(again.equals(first)).toBe(true);
    const cheque = await renderDistributionNoticePdf({ ...notice, method: 'check', accountLast4: null });
    expect(cheque.equals(first)).toBe(false);
    const { text } = await readBack(cheque);
    expect(text).toContain('Check issued on');
    expect(text).toContain('December 15, 2024');
    expect(text).not.toContain('2222');
    expect(text).not.toContain('credits');
  });
});
