import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

const captured = () => {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level: 'trace', destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  return { logger, lines };
};

describe('the logger', () => {
  it('writes JSON lines with the level by name and an ISO time', () => {
    const { logger, lines } = captured();
    logger.info({ projector: 'ledger' }, 'caught up');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'caught up', projector: 'ledger', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }),
    ]);
  });

  it('redacts personal values, credentials, tokens and what a database error quotes, up to three levels deep', () => {
    const { logger, lines } = captured();
    logger.error(
      {
        password: 'p1',
        headers: { authorization: 'Bearer t', cookie: 'c' },
        body: { name: 'Ann Example', email: 'ann@example.com', phone: '555', address: '1 Main St', secret: 's', access_token: 't' },
        err: { message: 'duplicate key', detail: 'Key (username)=(ann) already exists.', values: ['ann'], cause: { values: ['ann'] } },
        user_id: 'b2c6f7f0-0000-4000-8000-000000000001',
      },
      'failed',
    );
    const line = JSON.stringify(lines[0]);
    for (const value of ['p1', 'Bearer t', 'Ann Example', 'ann@example.com', '555', '1 Main St', '"s"', 'Key (username)', '["ann"]'])
      expect(line).not.toContain(value);
    expect(lines[0]).toMatchObject({ password: '[redacted]', body: { name: '[redacted]' }, err: { message: 'duplicate key' } });
    // ids stay: the log names people by id
    expect(lines[0]?.user_id).toBe('b2c6f7f0-0000-4000-8000-000000000001');
  });

  it("makes errors plain and redacts what they quote, without changing the caller's objects", () => {
    const { logger, lines } = captured();
    const failure = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (username)=(ann) already exists.',
      values: ['ann'],
    });
    const body = { password: 'p1' };
    logger.error({ err: failure, body }, 'failed');
    expect(lines[0]).toMatchObject({
      err: {
        type: 'Error',
        message: 'duplicate key value violates unique constraint',
        code: '23505',
        detail: '[redacted]',
        values: '[redacted]',
      },
      body: { password: '[redacted]' },
    });
    expect((lines[0]?.err as { stack?: string }).stack).toContain('logger.test.ts');
    expect(failure.detail).toBe('Key (username)=(ann) already exists.');
    expect(body.password).toBe('p1');
  });

  it('leaves out the database connection node-postgres hangs on an error (its settings and cancel key)', () => {
    const { logger, lines } = captured();
    const failure = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: { user: 'postgres', secretKey: 1621317540, connectionParameters: { host: '127.0.0.1' } },
    });
    logger.warn({ err: failure }, 'an idle connection failed');
    expect(lines[0]).toMatchObject({ err: { code: '57P01', client: '[redacted]' } });
    expect(JSON.stringify(lines[0])).not.toContain('1621317540');
  });

  it('logs nothing below its level', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', destination: { write: (line: string) => void lines.push(line) } });
    logger.info('not this');
    logger.warn('this');
    expect(lines).toHaveLength(1);
  });
});
