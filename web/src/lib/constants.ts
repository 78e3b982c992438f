/** Delay between a page starting to fade out and the next route (the fade of components/ui/Page.module.css). */
export const PAGE_TRANSITION_MS = 500;

/** Used until /config.json answers, and whenever it cannot be read. */
export const DEFAULT_BRAND_TITLE = 'Investor Portal';
export const DEFAULT_PARTNER_LABEL = 'Partner';
