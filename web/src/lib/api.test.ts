import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockReply } from '../test/mock-fetch';
import { api, ApiError, apiRequest, newIdempotencyKey, RETRY_WAITS_MS, setSessionExpiredHandler } from './api';
import { getToken, setToken } from './token';

describe('api client', () => {
  let restoreHandler: (() => void) | undefined;
  afterEach(() => restoreHandler?.());

  it('sends the stored token as a bearer header and JSON bodies', async () => {
    const { requests } = mockFetch({ 'POST /admin/add_expense_category': { body: { ok: true } } });
    setToken('abc');

    const answer = await api.post('/admin/add_expense_category', { expense_category: 'Roof' });

    expect(answer).toEqual({ ok: true });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ expense_category: 'Roof' });
  });

  it('leaves the token off calls made without auth', async () => {
    const { requests } = mockFetch({ 'POST /auth/login': { body: { access_token: 't' } } });
    setToken('abc');

    await api.post('/auth/login', { username: 'u', password: 'p' }, { auth: false });

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('puts query parameters in the URL, skipping empty ones', async () => {
    const { fetchMock } = mockFetch({ 'GET /admin/audit_log': { body: {} } });

    await api.get('/admin/audit_log', { query: { actor: 'Ann Lee', event_type: undefined, page: 2 } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/admin/audit_log?actor=Ann+Lee&page=2');
  });

  it('raises ApiError with the status and the JSON message field', async () => {
    mockFetch({ 'GET /admin/get_admin_summary': { status: 403, body: { message: 'Admins only' } } });

    const failure = api.get('/admin/get_admin_summary');

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Admins only' });
  });

  it('falls back to a status text when the error has no message field', async () => {
    mockFetch({ 'GET /admin/get_admin_summary': { status: 500 } });

    await expect(api.get('/admin/get_admin_summary')).rejects.toMatchObject({
      status: 500,
      message: 'Request failed with status code 500',
    });
  });

  it.each([401, 422])('reports a lost session on %i from an authenticated call', async (status) => {
    mockFetch({ 'GET /api/investor_summary': { status, body: { message: 'bad token' } } });
    const onExpired = vi.fn();
    restoreHandler = setSessionExpiredHandler(onExpired);

    await expect(api.get('/api/investor_summary')).rejects.toMatchObject({ status });

    expect(onExpired).toHaveBeenCalledExactlyOnceWith('bad token');
  });

  it('passes no message on when the server gave none', async () => {
    mockFetch({ 'GET /api/investor_summary': { status: 401 } });
    const onExpired = vi.fn();
    restoreHandler = setSessionExpiredHandler(onExpired);

    await expect(api.get('/api/investor_summary')).rejects.toMatchObject({ status: 401 });

    expect(onExpired).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('does not treat a failed sign-in as a lost session', async () => {
    mockFetch({ 'POST /auth/login': { status: 401, body: { message: 'Invalid credentials' } } });
    const onExpired = vi.fn();
    restoreHandler = setSessionExpiredHandler(onExpired);

    await expect(api.post('/auth/login', { username: 'u', password: 'wrong' }, { auth: false })).rejects.toMatchObject({ status: 401 });

    expect(onExpired).not.toHaveBeenCalled();
  });

  it('downloads a file as a blob with the bearer token', async () => {
    const fetchMock = vi.fn(async () => new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchMock);
    setToken('abc');

    const blob = await api.download('/admin/llc_taxes.csv', { query: { selectedLLC: 'Oak LLC', selectedTaxYear: '2024' } });

    expect(await blob.text()).toBe('a,b\n1,2\n');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin/llc_taxes.csv?selectedLLC=Oak+LLC&selectedTaxYear=2024');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('raises ApiError for a refused download, reporting a lost session too', async () => {
    mockFetch({ 'GET /admin/llc_taxes.csv': { status: 401, body: { message: 'bad token' } } });
    const onExpired = vi.fn();
    restoreHandler = setSessionExpiredHandler(onExpired);

    await expect(
      api.download('/admin/llc_taxes.csv', { query: { selectedLLC: 'Oak LLC', selectedTaxYear: '2024' } }),
    ).rejects.toMatchObject({ status: 401, message: 'bad token' });
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('clears the token and leaves for / when no handler was installed', async () => {
    mockFetch({ 'GET /auth/protected': { status: 401 } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    setToken('stale');
    window.localStorage.setItem('theme', 'kept');

    await expect(api.get('/auth/protected')).rejects.toMatchObject({ status: 401 });

    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('theme')).toBe('kept');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('sends the log position of the last write it was told of with every request after it', async () => {
    const { requests } = mockFetch({
      'POST /admin/add_expense_category': { body: { ok: true }, headers: { 'X-Log-Position': '812.40' } },
      'POST /admin/add_partner': { body: { ok: true }, headers: { 'X-Log-Position': '799.7' } },
      'GET /admin/get_admin_summary': { body: {} },
    });

    await api.get('/admin/get_admin_summary');
    await api.post('/admin/add_expense_category', { expense_category: 'Roof' });
    await api.get('/admin/get_admin_summary');
    // An earlier position (another process's answer, late) never moves it back.
    await api.post('/admin/add_partner', { loren_name: 'Pat' });
    await api.get('/admin/get_admin_summary');

    expect(requests.map((request) => request.headers.get('X-Min-Log-Position'))).toEqual([null, null, '812.40', '812.40', '812.40']);
  });
});

describe('api client after a 503 (a stopping server)', () => {
  const stopping = { status: 503, body: { message: 'This server is stopping. Send the request again: another server answers it.' } };
  /** Answers 503 `times` times, then `then`. */
  const failing = (times: number, then: MockReply = { body: { ok: true } }) => {
    let left = times;
    return () => (left-- > 0 ? stopping : then);
  };

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Runs a call to its end, the waits between its tries passing at once. */
  const settle = async <T>(call: Promise<T>) => {
    const outcome = call.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.runAllTimersAsync();
    return outcome;
  };

  it('sends a GET again, and answers what the live server says', async () => {
    const { requests } = mockFetch({ 'GET /admin/get_admin_summary': failing(1, { body: { investors: 3 } }) });

    expect(await settle(api.get('/admin/get_admin_summary'))).toEqual({ value: { investors: 3 } });
    expect(requests).toHaveLength(2);
  });

  it('gives up after two more tries and shows the last error as before', async () => {
    const { requests } = mockFetch({ 'GET /admin/get_admin_summary': failing(5) });

    const { error } = (await settle(api.get('/admin/get_admin_summary'))) as { error: unknown };

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: stopping.body.message });
    expect(requests).toHaveLength(1 + RETRY_WAITS_MS.length);
  });

  it('waits a moment before the next try', async () => {
    const { requests } = mockFetch({ 'GET /admin/get_admin_summary': failing(1) });

    const call = api.get('/admin/get_admin_summary');
    await vi.advanceTimersByTimeAsync(RETRY_WAITS_MS[0] - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(requests).toHaveLength(2);
  });

  it('does not send again a POST without an Idempotency-Key: it might be recorded twice', async () => {
    const { requests } = mockFetch({ 'POST /admin/add_expense_category': failing(1) });

    const { error } = (await settle(api.post('/admin/add_expense_category', { expense_category: 'Roof' }))) as { error: unknown };

    expect(error).toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('sends again a POST with an Idempotency-Key, with the same key and body', async () => {
    const { requests } = mockFetch({ 'POST /admin/add_expense_category': failing(2) });
    const idempotencyKey = newIdempotencyKey();

    const outcome = await settle(api.post('/admin/add_expense_category', { expense_category: 'Roof' }, { idempotencyKey }));

    expect(outcome).toEqual({ value: { ok: true } });
    expect(requests.map((request) => [request.headers.get('Idempotency-Key'), request.body])).toEqual(
      Array.from({ length: 3 }, () => [idempotencyKey, { expense_category: 'Roof' }]),
    );
  });

  it('sends no other failure again', async () => {
    const { requests } = mockFetch({ 'GET /admin/get_admin_summary': { status: 500, body: { message: 'Internal error' } } });

    expect(await settle(api.get('/admin/get_admin_summary'))).toMatchObject({ error: { status: 500 } });
    expect(requests).toHaveLength(1);
  });

  it('stops waiting when the call is abandoned', async () => {
    const { requests } = mockFetch({ 'GET /admin/get_admin_summary': failing(5) });
    const controller = new AbortController();

    const call = apiRequest('/admin/get_admin_summary', { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(RETRY_WAITS_MS[0] - 1);
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await vi.runAllTimersAsync();
    expect(requests).toHaveLength(1);
  });

  /** Fails as a dropped connection does (fetch rejects) `times` times, then answers `then`. */
  const dropping = (times: number, then: MockReply = { body: { ok: true } }) => {
    let left = times;
    return () => {
      if (left-- > 0) throw new TypeError('Failed to fetch');
      return then;
    };
  };

  it('sends a GET again once after a network failure', async () => {
    const { requests } = mockFetch({ 'GET /admin/get_admin_summary': dropping(1, { body: { investors: 3 } }) });

    expect(await settle(api.get('/admin/get_admin_summary'))).toEqual({ value: { investors: 3 } });
    expect(requests).toHaveLength(2);
  });

  it('shows a second network failure in a row, without a third try', async () => {
    const { requests } = mockFetch({ 'GET /admin/get_admin_summary': dropping(2) });

    expect(await settle(api.get('/admin/get_admin_summary'))).toMatchObject({ error: { name: 'TypeError' } });
    expect(requests).toHaveLength(2);
  });

  it('does not send again a POST without an Idempotency-Key after a network failure: it may have arrived', async () => {
    const { requests } = mockFetch({ 'POST /admin/add_expense_category': dropping(1) });

    expect(await settle(api.post('/admin/add_expense_category', { expense_category: 'Roof' }))).toMatchObject({
      error: { name: 'TypeError' },
    });
    expect(requests).toHaveLength(1);
  });

  it('makes a fresh key for each change', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
