import { useEffect, useState, type MouseEvent } from 'react';
import styled from 'styled-components';

/**
 * Copies a value to the clipboard: the Clipboard API where the page may use it (https, localhost),
 * else the older copy command on a hidden text area (a portal served over plain http on a LAN).
 */
export async function copyText(value: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard) {
    await navigator.clipboard.writeText(value);
    return;
  }
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  margin-inline-start: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
`;

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* A 24 px target, the least WCAG 2.2 asks for. */
  min-width: 1.5rem;
  min-height: 1.5rem;
  padding: 0.125rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** The live region, always there (so the change is announced), taking no room itself. */
const Status = styled.span`
  position: absolute;
  inset: 0;
  pointer-events: none;
`;

/** 'Copied' in a small bubble above the button, over the content rather than pushing it aside. */
const Feedback = styled.span<{ $failed: boolean }>`
  position: absolute;
  z-index: 2;
  bottom: calc(100% + 0.25rem);
  left: 50%;
  transform: translateX(-50%);
  padding: 0.125rem ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.text)};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** A tick, shown on the button while 'Copied' shows. */
function DoneIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3.25 3.25L13 5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Two overlapping sheets: the usual copy icon. */
function CopyIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="5.5" y="5.5" width="8" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3.5 10.5h-1a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v1" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

const FEEDBACK_MS = 2000;

export interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's accessible name: 'Copy {label}'. */
  label: string;
}

/**
 * A small button that copies `value`, then says 'Copied' above itself for two seconds (announced
 * to screen readers). Its click stays its own: a clickable row around it is not clicked too.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const [result, setResult] = useState<'copied' | 'failed' | undefined>();
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(undefined), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const copy = (event: MouseEvent) => {
    event.stopPropagation();
    copyText(value).then(
      () => setResult('copied'),
      () => setResult('failed'),
    );
  };

  return (
    <Wrap>
      <Button type="button" aria-label={`Copy ${label}`} title={`Copy ${label}`} onClick={copy}>
        {result === 'copied' ? <DoneIcon /> : <CopyIcon />}
      </Button>
      <Status role="status">
        {result && <Feedback $failed={result === 'failed'}>{result === 'copied' ? 'Copied' : 'Copy failed'}</Feedback>}
      </Status>
    </Wrap>
  );
}
