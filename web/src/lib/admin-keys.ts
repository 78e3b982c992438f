/** Root of every admin query key; each area's factory (helpers, summary, ...) extends it. */
export const adminKeys = {
  all: ['admin'] as const,
};
