import { sql } from 'slonik';
import { afterEach, describe, expect, it } from 'vitest';
import { channelListener, type ChannelListener } from './channel-listener';
import { databaseForFile } from './testing/test-database';

const database = databaseForFile();
const channel = 'channel_listener_test';

const until = async (done: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const notify = (payload: string) => database.pool.query(sql.unsafe`SELECT pg_notify(${channel}, ${payload})`);

/** The backends listening on the test's channel (the listener's own connection). */
const listeningBackends = () =>
  database.pool.anyFirst(sql.unsafe`
    SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE ${`LISTEN ${channel}`}`);

describe('channelListener', () => {
  let listener: ChannelListener | null = null;
  afterEach(async () => {
    await listener?.stop();
    listener = null;
  });

  it('hears what is sent on its channel, and listens again after its connection is cut', async () => {
    const payloads: string[] = [];
    const lost: boolean[] = [];
    let listens = 0;
    listener = channelListener(database.url, channel, {
      onPayload: (payload) => payloads.push(payload),
      onListening: () => void listens++,
      onLost: (_error, wasListening) => lost.push(wasListening),
    });
    await listener.start();
    expect(listener.listening()).toBe(true);
    expect(listens).toBe(1);

    await notify('first');
    await until(() => payloads.length === 1);

    const [pid] = await listeningBackends();
    expect(pid).toBeDefined();
    await database.pool.query(sql.unsafe`SELECT pg_terminate_backend(${Number(pid)})`);
    await until(() => lost.length === 1);
    expect(lost).toEqual([true]);

    // A second later it listens again, and says so: what was sent meanwhile is to be read instead.
    await until(() => listens === 2);
    expect(listener.listening()).toBe(true);
    await notify('second');
    await until(() => payloads.length === 2);
    expect(payloads).toEqual(['first', 'second']);
  });

  it('hears nothing once stopped, and does not connect again', async () => {
    const payloads: string[] = [];
    listener = channelListener(database.url, channel, { onPayload: (payload) => payloads.push(payload), onListening: () => undefined });
    await listener.start();
    await listener.stop();
    expect(listener.listening()).toBe(false);
    await listener.start();
    await notify('after stop');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(payloads).toEqual([]);
    expect(await listeningBackends()).toEqual([]);
  });
});
