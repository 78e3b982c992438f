import styled from 'styled-components';

/** A set of radio buttons or checkboxes under its legend. */
export const ChoiceSet = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

/** The choices side by side, wrapping on a phone. */
export const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

/** One radio button or checkbox and its words, a finger's height to tap. */
export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.25rem;
  cursor: pointer;

  & > input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Two fields side by side, from a phone's width up. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;
