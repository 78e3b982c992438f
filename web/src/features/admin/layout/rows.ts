import styled, { css } from 'styled-components';

/**
 * A row that wraps onto more lines where it is narrow, its first item at the start and its last at
 * the end (a heading and its count, a pager, a form's footer). Each adds its alignment and spacing.
 */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
`;

/** A list of chips or choices side by side, wrapping, without bullets or indent. */
export const InlineList = styled.ul<{ $gap: 'xs' | 'sm' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
