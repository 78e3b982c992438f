/**
 * The periods answer of books closed through 2024-06-30, reopened for a late 1099 and closed again
 * through 2024-12-31: `recordedAt` are the moments of the three, newest first.
 */
export function closedTwice(recordedAt: readonly [string, string, string]) {
  const [closed, reopened, firstClosed] = recordedAt;
  return {
    closed_through: '2024-12-31',
    history: [
      { action: 'close', through: '2024-12-31', reason: null, actor: 'admin', recorded_at: closed },
      { action: 'reopen', through: null, reason: 'Late 1099', actor: 'admin', recorded_at: reopened },
      { action: 'close', through: '2024-06-30', reason: null, actor: 'admin', recorded_at: firstClosed },
    ],
  };
}
