import { create } from 'qrcode';
import { useMemo } from 'react';
import styled from 'styled-components';

/** The light margin a reader needs around the symbol, in modules (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code as one SVG path, runs of a row drawn as one rectangle. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      let end = col;
      while (end + 1 < modules.size && modules.get(row, end + 1)) end++;
      parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${end - col + 1}v1h${-(end - col + 1)}z`);
      col = end;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, d: parts.join('') };
}

const Symbol = styled.svg`
  display: block;
  width: 100%;
  max-width: 14rem;
  height: auto;
  margin: 0 auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/**
 * A QR code drawn here, in the browser, as SVG (no image service sees the secret it carries):
 * black on white whatever the theme, as phone cameras expect.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  return (
    <Symbol role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </Symbol>
  );
}
