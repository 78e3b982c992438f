import { describe, expect, it } from 'vitest';
import { createInMemoryEventStore } from '@portal/projections/testing';
import { partnerDecider } from '../areas/partners/decider';
import { propertyDecider } from '../areas/properties/decider';
import { addElm } from '../testing/elm-property';
import { createCommandRunner } from './command-runner';
import { MoreInputNeeded } from './decider';
import { partnerStream } from './streams';
import type { CommandRunner } from './runner';

const setup = () => {
  const store = createInMemoryEventStore();
  const runner = createCommandRunner({ store, projections: { waitFor: async () => true } });
  return { store, runner };
};
const context = (idempotencySeed?: string) => ({ actor: 'admin', correlationId: 'c-1', idempotencySeed });

describe('command runner', () => {
  it('appends what the decider decides, with actor, correlation and causation ids', async () => {
    const { store, runner } = setup();
    const command = { type: 'AddPartner', partnerName: 'Lor', label: 'Partner' } as const;
    await runner.execute(partnerDecider, partnerStream('Lor'), command, context());
    const [event] = await store.readStream('partner-Lor');
    expect(event).toMatchObject({ type: 'PartnerAdded', metadata: { actor: 'admin', correlationId: 'c-1' } });
    expect(event?.metadata.causationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('with an idempotency seed, a retry of an appended command finds its events and appends nothing', async () => {
    const { store, runner } = setup();
    const command = { type: 'AddPartner', partnerName: 'Lor', label: 'Partner' } as const;
    const first = await runner.execute(partnerDecider, partnerStream('Lor'), command, context('seed-1'));
    // Without the seed the decider would refuse ("already exists"); with it, the first answer stands.
    const retry = await runner.execute(partnerDecider, partnerStream('Lor'), command, context('seed-1'));
    expect(retry).toEqual(first);
    expect(store.all()).toHaveLength(1);
    await expect(runner.execute(partnerDecider, partnerStream('Lor'), command, context('seed-2'))).rejects.toThrow('already exists');
  });

  it('derives the same event ids from the same seed, and different ones from another', async () => {
    const a = setup();
    const b = setup();
    const add = { type: 'AddPartner', partnerName: 'Lor', label: 'Partner' } as const;
    await a.runner.execute(partnerDecider, partnerStream('Lor'), add, context('seed-1'));
    await b.runner.execute(partnerDecider, partnerStream('Lor'), add, context('seed-1'));
    expect(a.store.all()[0]?.id).toBe(b.store.all()[0]?.id);
    await b.runner.execute(partnerDecider, partnerStream('Kim'), { ...add, partnerName: 'Kim' }, context('seed-2'));
    expect(new Set(b.store.all().map((e) => e.id)).size).toBe(2);
  });

  const deposit = (index: number) => ({
    type: 'ReceiveRentalDeposit' as const,
    recordId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    propertyName: 'Elm',
    partnerName: null,
    amountCents: 100,
    date: '2024-01-01',
    notes: 'n',
  });

  it('lets concurrent commands on one stream take turns: none loses a race, each decides on the one before', async () => {
    const { store, runner } = setup();
    let conflicts = 0;
    const append: typeof store.append = (...args) =>
      store.append(...args).catch((error: unknown) => {
        conflicts++;
        throw error;
      });
    const counted = createCommandRunner({ store: { ...store, append }, projections: { waitFor: async () => true } });
    await runner.execute(propertyDecider(addElm), 'property-Elm', addElm, context());
    const commands = Array.from({ length: 10 }, (_, index) => deposit(index));
    await Promise.all(commands.map((command) => counted.execute(propertyDecider(command), 'property-Elm', command, context())));
    expect((await store.readStream('property-Elm')).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(conflicts).toBe(0);
  });

  it("passes a decider's request for more input on at once, without reading the stream again", async () => {
    const { store, runner } = setup();
    await runner.execute(partnerDecider, partnerStream('Lor'), { type: 'AddPartner', partnerName: 'Lor', label: 'Partner' }, context());
    let reads = 0;
    const counted = createCommandRunner({
      store: { ...store, readStream: (...args) => (reads++, store.readStream(...args)) },
      projections: { waitFor: async () => true },
    });
    const asking = {
      ...partnerDecider,
      decide: () => {
        throw new MoreInputNeeded('The weather');
      },
    };
    await expect(counted.execute(asking, partnerStream('Lor'), {}, context())).rejects.toThrow(MoreInputNeeded);
    await expect(counted.execute(asking, partnerStream('Lor'), {}, context())).rejects.toThrow(MoreInputNeeded);
    // The first execute reads the stream once (nothing kept yet); the second decides on the kept stream only.
    expect(reads).toBe(1);
  });

  it('re-decides against the new state when another process appended first', async () => {
    const { store, runner } = setup();
    const other = createCommandRunner({ store, projections: { waitFor: async () => true } });
    await runner.execute(propertyDecider(addElm), 'property-Elm', addElm, context());
    const commands = Array.from({ length: 20 }, (_, index) => deposit(index));
    await Promise.all(
      commands.map((command, index) =>
        (index % 2 === 0 ? runner : other).execute(propertyDecider(command), 'property-Elm', command, context()),
      ),
    );
    expect((await store.readStream('property-Elm')).map((e) => e.streamVersion)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });

  describe('a batch', () => {
    const decideAll = (commands: ReturnType<typeof deposit>[]) => (planning: CommandRunner) =>
      commands.reduce<Promise<unknown>>(
        (previous, command) => previous.then(() => planning.execute(propertyDecider(command), 'property-Elm', command, context())),
        Promise.resolve(),
      );

    it('appends what its commands decided in one transaction, each seeing the ones before it', async () => {
      const { store, runner } = setup();
      await runner.execute(propertyDecider(addElm), 'property-Elm', addElm, context());
      await runner.batch(decideAll([deposit(1), deposit(2), deposit(3)]));
      const recorded = await store.readStream('property-Elm');
      expect(recorded.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4]);
      expect(new Set(recorded.slice(1).map((e) => e.position.commit)).size).toBe(1);
      // $3.00 held: two withdrawals of $2.00 each pass alone, but the second sees the first and is refused; nothing is recorded.
      const withdraw = (index: number) => ({ ...deposit(index), type: 'WithdrawDeposit' as const, amountCents: 200 });
      const withdrawBoth = (planning: CommandRunner) =>
        [withdraw(5), withdraw(6)].reduce<Promise<unknown>>(
          (previous, command) => previous.then(() => planning.execute(propertyDecider(command), 'property-Elm', command, context())),
          Promise.resolve(),
        );
      await expect(runner.batch(withdrawBoth)).rejects.toThrow(/maximum deposit withdrawal of \$1\.00/);
      expect(await store.readStream('property-Elm')).toHaveLength(4);
    });

    it('is decided again when another process appended to one of its streams first', async () => {
      const { store, runner } = setup();
      await runner.execute(propertyDecider(addElm), 'property-Elm', addElm, context());
      const other = createCommandRunner({ store, projections: { waitFor: async () => true } });
      let attempts = 0;
      await runner.batch(async (planning) => {
        attempts++;
        await decideAll([deposit(10), deposit(11)])(planning);
        // Another process appends between this attempt's reads and its append (once).
        if (attempts === 1) await other.execute(propertyDecider(deposit(12)), 'property-Elm', deposit(12), context());
      });
      expect(attempts).toBe(2);
      expect((await store.readStream('property-Elm')).slice(1).map((e) => e.data.recordId)).toEqual([
        deposit(12).recordId,
        deposit(10).recordId,
        deposit(11).recordId,
      ]);
    });

    it('decides on the streams it keeps, and a refusal again on fresh attempts (another process may have lifted a limit)', async () => {
      const { store, runner } = setup();
      await runner.execute(propertyDecider(addElm), 'property-Elm', addElm, context());
      await runner.execute(propertyDecider(deposit(1)), 'property-Elm', deposit(1), context());
      let attempts = 0;
      const other = createCommandRunner({ store, projections: { waitFor: async () => true } });
      // $5.00 more held, by another process: this runner's kept copy still says $1.00.
      await other.execute(
        propertyDecider({ ...deposit(2), amountCents: 500 }),
        'property-Elm',
        { ...deposit(2), amountCents: 500 },
        context(),
      );
      const withdraw = { ...deposit(3), type: 'WithdrawDeposit' as const, amountCents: 300 };
      await runner.batch(async (planning) => {
        attempts++;
        await planning.execute(propertyDecider(withdraw), 'property-Elm', withdraw, context());
      });
      expect(attempts).toBe(2);
      expect((await store.readStream('property-Elm')).map((e) => e.type)).toEqual([
        'PropertyAdded',
        'RentalDepositReceived',
        'RentalDepositReceived',
        'DepositWithdrawn',
      ]);
    });

    it('is refused where the store cannot append to several streams at once (EventStoreDB)', async () => {
      const { store } = setup();
      const { appendAtomically: _cannot, ...oneStreamAtATime } = store;
      const runner = createCommandRunner({ store: oneStreamAtATime, projections: { waitFor: async () => true } });
      await expect(runner.batch(async () => [])).rejects.toMatchObject({ status: 501, message: expect.stringMatching(/PostgreSQL/) });
    });
  });
});
