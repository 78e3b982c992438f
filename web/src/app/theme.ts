import { PAGE_TRANSITION_MS } from '../lib/constants';

/** The breakpoints, in px (min-width of each band). */
const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export type Breakpoint = keyof typeof breakpoints;

export const theme = {
  breakpoints,
  /** `${theme.media.up('md')} { ... }` in a styled template. */
  media: {
    up: (name: Breakpoint) => `@media (min-width: ${breakpoints[name]}px)`,
    down: (name: Breakpoint) => `@media (max-width: ${breakpoints[name] - 0.02}px)`,
  },
  colors: {
    background: '#f3f5f8',
    surface: '#ffffff',
    surfaceMuted: '#f7f8fa',
    text: '#1b2430',
    textMuted: '#556070',
    border: '#d6dce4',
    borderStrong: '#8d98a8',
    primary: '#1b3a5c',
    primaryHover: '#244d79',
    primaryText: '#ffffff',
    accent: '#e2b860',
    focus: '#2a7de1',
    danger: '#b42318',
    dangerSurface: '#fdf0ef',
    headerBackground: '#1b3a5c',
    headerText: '#ffffff',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    numeric: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radii: { sm: '4px', md: '8px', lg: '12px' },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    raised: '0 8px 24px rgba(16, 24, 40, 0.12)',
  },
  transitions: { pageMs: PAGE_TRANSITION_MS },
  layout: { contentMaxWidth: '1200px', headerHeight: '3.5rem' },
} as const;

export type AppTheme = typeof theme;
