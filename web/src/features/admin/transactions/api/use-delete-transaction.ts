import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../../lib/api';
import { refreshAfterWrite } from '../../api/refresh-after-write';
import { touches } from '../../api/touches';
import type { DeleteKind } from './delete-kinds';
import { deleteQuestion } from './delete-question';
import type { TransactionRow } from './use-transactions';

/**
 * Deleting a row (a void on the server): confirm first (naming the row's date, amount and detail), send the row back as it came, alert the
 * outcome; the lists reload because a void moves every report.
 */
export function useDeleteTransaction(): (kind: DeleteKind, row: TransactionRow) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: ({ kind, row }: { kind: DeleteKind; row: TransactionRow }) =>
      api.post(kind.path, { id: row.id, amount: row.amount, detail: row.detail, date: row.date }),
    onSuccess: () => refreshAfterWrite(queryClient, touches.ledgerRecord),
  });

  return useCallback(
    (kind, row) => {
      if (!window.confirm(deleteQuestion(kind, row))) return;
      mutate(
        { kind, row },
        {
          onSuccess: () => window.alert(`${kind.title} deleted successfully!`),
          onError: (error) => {
            console.error(`Error deleting ${kind.type}:`, error);
            window.alert(`Failed to delete ${kind.type}.`);
          },
        },
      );
    },
    [mutate],
  );
}
