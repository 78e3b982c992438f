import { withoutReferenceMarks } from './people-refs';

/** How the audit trail's sentences write money, dates, fees and quoted text, as the product shows them. */

/** Integer cents as the product shows money ('$1,250.00', '-$3.00'), with no float arithmetic. */
export const formatCents = (cents: number): string => {
  const absolute = Math.abs(cents);
  const whole = String(Math.trunc(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `$${whole}.${String(absolute % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
};

/** `YYYY-MM-DD` as the product shows dates: MM/DD/YYYY. */
export const formatDate = (date: string): string => {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
};

/** `YYYY-MM` as the product shows months: MM/YYYY. */
export const formatMonth = (month: string): string => {
  const [year, number] = month.split('-');
  return `${number}/${year}`;
};

/** A fee in basis points as a percentage: 1000 -> '10%', 750 -> '7.5%'. */
export const formatBasisPoints = (basisPoints: number): string => {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
};

const notesExcerptLength = 80;

/** Free text quoted in a summary, cut to a readable length (by code points, so no character is split). */
export const excerpt = (text: string): string => {
  const characters = Array.from(withoutReferenceMarks(text).replace(/\s+/g, ' ').trim());
  return characters.length > notesExcerptLength ? `“${characters.slice(0, notesExcerptLength - 1).join('')}…”` : `“${characters.join('')}”`;
};
