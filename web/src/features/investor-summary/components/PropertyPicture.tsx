import { useState } from 'react';
import styled, { css } from 'styled-components';

/** `$size` fixes both sides in px (the detail card's 200 x 200); without it the picture fills its box at 4:3. */
const box = css<{ $size?: number }>`
  display: block;
  width: ${({ $size }) => ($size ? `${$size}px` : '100%')};
  height: ${({ $size }) => ($size ? `${$size}px` : 'auto')};
  aspect-ratio: ${({ $size }) => ($size ? '1 / 1' : '4 / 3')};
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Image = styled.img<{ $size?: number }>`
  ${box}
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Neutral stand-in when there is no picture or it cannot be loaded: a muted block with a house outline. */
const Placeholder = styled.div<{ $size?: number }>`
  ${box}
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.borderStrong};
`;

const HouseOutline = () => (
  <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
  </svg>
);

export interface PropertyPictureProps {
  src: string;
  /** '' when the picture is decorative (its name is written beside it). */
  alt: string;
  size?: number;
}

/** A property's picture from the server's `picture_url`, or the placeholder when it fails to load. */
export function PropertyPicture({ src, alt, size }: PropertyPictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === '' || failedSrc === src) {
    return (
      <Placeholder $size={size} data-testid="picture-placeholder" {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
        <HouseOutline />
      </Placeholder>
    );
  }
  return <Image src={src} alt={alt} $size={size} width={size} height={size} loading="lazy" onError={() => setFailedSrc(src)} />;
}
