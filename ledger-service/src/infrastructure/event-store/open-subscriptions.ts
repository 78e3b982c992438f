import type { Subscription } from '@portal/contracts';

/** The subscriptions a store has handed out and not stopped: closing the store stops them first. */
export const openSubscriptions = () => {
  const open = new Set<() => Promise<void>>();
  return {
    /** Keeps `subscription` until it is stopped; answers the handle that stops it and forgets it. */
    track: (subscription: Subscription): Subscription => {
      const stop = async () => {
        open.delete(stop);
        await subscription.stop();
      };
      open.add(stop);
      return { stop };
    },
    stopAll: async () => {
      await Promise.all([...open].map((stop) => stop()));
    },
  };
};
