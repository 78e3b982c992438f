/** The breakpoints, in px (min-width of each band). */
const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * The design tokens for styled-components templates (`${({ theme }) => theme.space.md}`): each
 * names a custom property of global.css, where the values are, so the CSS modules and the
 * styled components share them.
 */
export const theme = {
  breakpoints,
  /** `${theme.media.up('md')} { ... }` in a styled template. */
  media: {
    up: (name: Breakpoint) => `@media (min-width: ${breakpoints[name]}px)`,
    down: (name: Breakpoint) => `@media (max-width: ${breakpoints[name] - 0.02}px)`,
  },
  colors: {
    background: 'var(--color-background)',
    surface: 'var(--color-surface)',
    surfaceMuted: 'var(--color-surface-muted)',
    text: 'var(--color-text)',
    textMuted: 'var(--color-text-muted)',
    border: 'var(--color-border)',
    borderStrong: 'var(--color-border-strong)',
    primary: 'var(--color-primary)',
    primaryHover: 'var(--color-primary-hover)',
    primaryText: 'var(--color-primary-text)',
    accent: 'var(--color-accent)',
    focus: 'var(--color-focus)',
    danger: 'var(--color-danger)',
    dangerSurface: 'var(--color-danger-surface)',
    headerBackground: 'var(--color-header-background)',
    headerText: 'var(--color-header-text)',
  },
  fonts: { body: 'var(--font-body)', numeric: 'var(--font-numeric)' },
  fontSizes: {
    sm: 'var(--font-size-sm)',
    md: 'var(--font-size-md)',
    lg: 'var(--font-size-lg)',
    xl: 'var(--font-size-xl)',
    xxl: 'var(--font-size-xxl)',
  },
  space: {
    xs: 'var(--space-xs)',
    sm: 'var(--space-sm)',
    md: 'var(--space-md)',
    lg: 'var(--space-lg)',
    xl: 'var(--space-xl)',
    xxl: 'var(--space-xxl)',
  },
  radii: { sm: 'var(--radius-sm)', md: 'var(--radius-md)', lg: 'var(--radius-lg)' },
  shadows: { card: 'var(--shadow-card)', raised: 'var(--shadow-raised)' },
  layout: { contentMaxWidth: 'var(--content-max-width)', headerHeight: 'var(--header-height)' },
} as const;

export type AppTheme = typeof theme;
