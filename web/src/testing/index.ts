/**
 * What the admin page's dropdown offers, written down once for the page's own tests and the browser
 * tests (`@portal/web/testing`), so that both check the page against the same list. `partner` is the
 * firm's partner label (configured), which names one action.
 */

const REPORTS = ['Investors', 'Admin Summary', 'Property Details', 'Investor Returns', 'LLC Taxes', 'Audit Trail'] as const;

/** The dropdown's groups and their actions, in order: every action of the specification under its exact name, and the portal's own. */
export const adminActionGroups = <Partner extends string>(partner: Partner) =>
  ({
    Reports: REPORTS,
    Record: [
      'Add New Income',
      `Add New ${partner} Income`,
      'Add New Land Contract Payment',
      'Land Contracts',
      'Add New Property Expense',
      'Add New Investor Property Expense',
      'Add New LLC Expense',
      'Add New Rental Deposit',
      'Add New Investment',
      'Withdraw Funds',
      'Distribute',
      'Update Property Notes',
    ],
    Corrections: ['Delete Property Transaction', 'Delete LLC Transaction', 'Restatements'],
    Period: ['Close Period', 'Issue Statements'],
    People: ['Add New Investor', 'Manage Portal Users', 'Payment Details', 'Add New Partner', 'Add Auditor'],
    System: ['Add New Investment Property', 'Add New LLC', 'Add Expense Category', 'Rebuild Reports'],
  }) as const;

/** The specification's actions, by the names it gives them (its {name} being the partner label): each must be in a group. */
export const specActions = <Partner extends string>(partner: Partner) =>
  [
    'Admin Summary',
    'Property Details',
    'Add New Income',
    `Add New ${partner} Income`,
    'Add New Land Contract Payment',
    'Add New Property Expense',
    'Add New Investor Property Expense',
    'Delete Property Transaction',
    'Delete LLC Transaction',
    'Update Property Notes',
    'Add Expense Category',
    'Add New Investor',
    'Add New Investment',
    'Add New Investment Property',
    'Add New Rental Deposit',
    'Manage Portal Users',
    'Add New LLC Expense',
    'LLC Taxes',
    'Withdraw Funds',
  ] as const;

/**
 * What an auditor is offered, in the dropdown's order: the reads (every report, and the record actions
 * an auditor sees without their form), nothing that records, deletes, reveals a secret or rebuilds.
 */
export const AUDITOR_ACTIONS = [...REPORTS, 'Land Contracts', 'Distribute', 'Restatements', 'Issue Statements', 'Payment Details'];
