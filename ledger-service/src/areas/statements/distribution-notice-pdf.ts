import { createHash } from 'node:crypto';
import { formatCents } from '../../shared/money';
import { businessDayFrom } from '../distributions/business-days';
import { instant, instantOf, longDate, openPdfA } from './pdf-document';
import { drawTable, fontBold, fontRegular, heading } from './statement-layout';

/**
 * A distribution notice as a PDF/A-3b document (docs/distributions.md, The notice): what one investor
 * was paid in a confirmed run, drawn as the statement is (the same fonts and document, the same bytes
 * for the same input). `distributionNoticeTemplate` names this layout: a change of what is drawn is a
 * new version.
 */
export const distributionNoticeTemplate = 'distribution-notice-v2';

export const distributionNoticeTitle = 'Distribution Notice';

export interface DistributionNoticeInput {
  /** BRAND_TITLE. */
  readonly brandTitle: string;
  readonly investorName: string;
  /** The run's date: the day the payment is sent (an ACH transfer) or the check issued. */
  readonly date: string;
  /** The run's confirm instant (ISO 8601): the document's dates. */
  readonly knownOn: string;
  readonly amountCents: number;
  readonly method: 'ach' | 'check';
  /** The last four digits of the account paid to (ACH only); null for a cheque, or an account no longer readable. */
  readonly accountLast4: string | null;
  readonly cashBalanceBeforeCents: number;
  readonly description: string;
}

const methodWords = (input: DistributionNoticeInput) =>
  input.method === 'check' ? 'Check' : `ACH transfer${input.accountLast4 === null ? '' : ` to the account ending ${input.accountLast4}`}`;

/**
 * When the payment went and, for an ACH transfer, when the bank credits it: on the effective entry
 * date of the run's bank file (the run's date, or the next banking day when it is not one), so the
 * notice never says an investor was paid on a day their bank had not credited them yet.
 */
const whenRows = (input: DistributionNoticeInput): string[][] =>
  input.method === 'check'
    ? [['Check issued on', longDate(input.date)]]
    : [
        ['Sent on', longDate(input.date)],
        ['Your bank credits it on', longDate(businessDayFrom(input.date))],
      ];

/** The notice's PDF/A-3b bytes: the same for the same input, whenever and wherever it is rendered. */
export const renderDistributionNoticePdf = (input: DistributionNoticeInput): Promise<Buffer> => {
  const knownOn = instantOf(input.knownOn);
  const digest = createHash('sha256')
    .update(JSON.stringify([distributionNoticeTemplate, { ...input, knownOn: knownOn.toISOString() }]))
    .digest('hex');
  const { doc, bytes } = openPdfA({
    title: `${distributionNoticeTitle} ${input.date}`,
    creator: distributionNoticeTemplate,
    knownOn,
    digest,
  });

  doc.font(fontBold).fontSize(10).fillColor('#4b5563').text(input.brandTitle);
  doc.font(fontBold).fontSize(18).fillColor('#111827').text(distributionNoticeTitle);
  doc.moveDown(0.2);
  doc.font(fontBold).fontSize(12).text(input.investorName);
  doc.font(fontRegular).fontSize(10).fillColor('#374151');
  doc.text(`Date: ${longDate(input.date)}`);
  doc.text(`As known on ${instant(knownOn)}`);

  heading(doc, 'Your distribution');
  const after = input.cashBalanceBeforeCents - input.amountCents;
  const rows = [
    ['Amount paid', formatCents(input.amountCents)],
    ['Paid by', methodWords(input)],
    ...whenRows(input),
    ['Description', input.description],
    ['Cash balance before', formatCents(input.cashBalanceBeforeCents)],
    ['Cash balance after', formatCents(after)],
  ];
  drawTable(
    doc,
    [
      { heading: 'Payment', width: 180, align: 'left' },
      { heading: '', width: 324, align: 'right' },
    ],
    rows,
    (index) => index === 0,
  );
  doc.moveDown(1);
  doc
    .font(fontRegular)
    .fontSize(8)
    .fillColor('#374151')
    .text(
      'The cash balance is your share of the income recorded for you less your distributions (How is this computed?, on your investor page).',
      doc.page.margins.left,
      doc.y,
      { width: 504 },
    );
  doc.end();
  return bytes;
};
