export { TopBar, navLinksFor, type TopBarProps } from './TopBar';
