import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format';

const Nowrap = styled.span`
  white-space: nowrap;
`;

/** '03/09/2024, 9:05 AM' kept in two whole pieces: the day, then the time. */
export function DateTime({ iso }: { iso: string }) {
  const [day, time] = formatDateTime(iso).split(', ');
  return time === undefined ? (
    <Nowrap>{day}</Nowrap>
  ) : (
    <>
      <Nowrap>{day},</Nowrap> <Nowrap>{time}</Nowrap>
    </>
  );
}
