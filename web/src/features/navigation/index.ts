export { TopBar, navLinksFor, type TopBarProps } from './TopBar';
export { matchNames } from './investor-search';
