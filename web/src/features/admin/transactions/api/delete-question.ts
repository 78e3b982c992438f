import { formatCurrency, formatDate } from '../../../../lib/format';
import type { DeleteKind } from './delete-kinds';
import type { TransactionRow } from './use-transactions';

/**
 * The confirmation before a row is deleted: the sentence, then the row as the table shows it
 * (an id alone does not tell a person which row they clicked).
 */
export function deleteQuestion(kind: DeleteKind, row: TransactionRow): string {
  return [
    `Are you sure you want to delete ${kind.type} ID ${row.id}?`,
    '',
    `Date: ${formatDate(row.date)}`,
    `Amount: ${formatCurrency(row.amount)}`,
    `Detail: ${row.detail === '' ? '(none)' : row.detail}`,
  ].join('\n');
}
