/**
 * Where "today" comes from. Deciders never read the clock: handlers ask this one, injected at the
 * composition root, and put the date in the command.
 */
export interface Clock {
  /** Today's date, `YYYY-MM-DD`, in the server's time zone. */
  today(): string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export const systemClock: Clock = {
  today: () => {
    const now = new Date();
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  },
};

export const fixedClock = (date: string): Clock => ({ today: () => date });
