import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api, newIdempotencyKey } from '../../../../lib/api';
import { refreshAfterWrite } from '../../api/refresh-after-write';
import { touches } from '../../api/touches';
import { refusalText } from '../../form-kit';
import type { DeleteKind } from './delete-kinds';
import { deleteQuestion } from './delete-question';
import type { TransactionRow } from './use-transactions';

/**
 * Deleting a row (a void on the server): confirm first (naming the row's date, amount and detail), send the row back as it came, alert the
 * outcome; the lists reload because a void moves every report. A refusal is also kept as `problem`,
 * in the server's words, for the table to show until the next deletion.
 */
export function useDeleteTransaction(): { remove: (kind: DeleteKind, row: TransactionRow) => void; problem: string } {
  const [problem, setProblem] = useState('');
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: ({ kind, row }: { kind: DeleteKind; row: TransactionRow }) =>
      api.post(kind.path, { id: row.id, amount: row.amount, detail: row.detail, date: row.date }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => refreshAfterWrite(queryClient, touches.ledgerRecord),
  });

  const remove = useCallback(
    (kind: DeleteKind, row: TransactionRow) => {
      if (!window.confirm(deleteQuestion(kind, row))) return;
      setProblem('');
      mutate(
        { kind, row },
        {
          onSuccess: () => window.alert(`${kind.title} deleted successfully!`),
          onError: (error) => {
            console.error(`Error deleting ${kind.type}:`, error);
            window.alert(`Failed to delete ${kind.type}.`);
            setProblem(`Failed to delete ${kind.type}. ${refusalText(error)}`);
          },
        },
      );
    },
    [mutate],
  );
  return { remove, problem };
}
