import { useState } from 'react';
import { classNames } from '../../../lib/class-names';
import styles from './PropertyPicture.module.css';

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

/**
 * A property's picture from the server's `picture_url`, or the placeholder when it fails to load.
 * `size` fixes both sides in px (the detail card's 200 x 200); without it the picture fills its box at 4:3.
 */
export function PropertyPicture({ src, alt, size }: PropertyPictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const square = size ? { width: size, height: size } : undefined;
  if (src === '' || failedSrc === src) {
    return (
      <div
        className={classNames(styles.placeholder, square && styles.square)}
        style={square}
        data-testid="picture-placeholder"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <HouseOutline />
      </div>
    );
  }
  return (
    <img
      className={classNames(styles.picture, square && styles.square)}
      style={square}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
