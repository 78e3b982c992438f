import { randomUUID } from 'node:crypto';

/**
 * The smoke test of a running deployment (`npm run test:containers` runs it against the compose
 * stack): the administrator signs in, records an expense category, and reads it back in the admin
 * lists. With the log in KurrentDB and the projectors in their own container, the read shows the
 * whole path: API → event store → projections → PostgreSQL → API. Throws, saying which step and
 * what the server answered, when a step fails.
 */
export const signInRecordRead = async (base: string, admin: { username: string; password: string }): Promise<string> => {
  const call = async (step: string, path: string, init: RequestInit, expected: number) => {
    const answer = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await answer.text();
    if (answer.status !== expected)
      throw new Error(`${step}: ${init.method ?? 'GET'} ${path} answered ${answer.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text) as unknown;
  };
  const json = { 'Content-Type': 'application/json' };

  const { access_token: token } = (await call(
    'sign in',
    '/auth/login',
    { method: 'POST', headers: json, body: JSON.stringify(admin) },
    200,
  )) as { access_token: string };
  const signedIn = { Authorization: `Bearer ${token}` };

  const run = randomUUID().slice(0, 8);
  const category = `Smoke test ${run}`;
  await call(
    'record',
    '/admin/add_expense_category',
    {
      method: 'POST',
      headers: { ...json, ...signedIn, 'Idempotency-Key': `smoke-test-${run}` },
      body: JSON.stringify({ expense_category: category }),
    },
    201,
  );

  // The API answers a command once the read models have it, so the next read shows it.
  const lists = (await call('read', '/admin/get_admin_helpers', { headers: signedIn }, 200)) as {
    property_expense_categories: string[];
  };
  if (!lists.property_expense_categories.includes(category)) {
    throw new Error(`read: the admin lists do not show the expense category just recorded (${category})`);
  }
  return `signed in as the administrator, recorded the expense category "${category}" and read it back`;
};
