const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as the screens show money ('$1,234.50', '-$3.00'), for messages. */
export const formatCents = (cents: number): string => {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const text = `${dollars.format(whole).slice(0, -3)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
};
