import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

/** How many characters of a long id are shown: enough to tell ids apart on one screen. */
export const SHORT_ID_LENGTH = 8;

const Whole = styled.span`
  white-space: nowrap;
`;

/**
 * The short id with a shown '…' after it (an empty alternative text keeps it from screen readers,
 * which read the whole id). Before it, out of the flow, the whole id, shown only while the control
 * holding it (or a copy button beside it) has focus; generated content, so the element's text
 * stays the id itself.
 */
const Shortened = styled.span`
  position: relative;
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-size: 0.9375em;
  white-space: nowrap;

  &::after {
    content: '…';
    content: '…' / '';
    font-family: ${({ theme }) => theme.fonts.body};
  }

  &::before {
    content: attr(data-id);
    content: attr(data-id) / '';
    display: none;
    position: absolute;
    z-index: 2;
    top: calc(100% + 0.25rem);
    left: 0;
    padding: 0.125rem ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
    font-size: 0.75rem;
    font-weight: 400;
  }

  :focus-within > &::before,
  td:focus-within &::before {
    display: block;
  }
`;

/**
 * A long id (a UUID) shown by its first eight characters and '…'. The whole id is its hover text,
 * is read by screen readers (and is the element's text content), and shows below it while the
 * element around it has focus, e.g. the row button it sits in. Short ids are shown whole.
 */
export function ShortId({ id }: { id: string }) {
  if (id.length <= SHORT_ID_LENGTH + 1) return <Whole>{id}</Whole>;
  return (
    <Shortened title={id} data-id={id}>
      {id.slice(0, SHORT_ID_LENGTH)}
      <VisuallyHidden>{id.slice(SHORT_ID_LENGTH)}</VisuallyHidden>
    </Shortened>
  );
}
