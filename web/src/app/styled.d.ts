import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds the theme's fields to every styled template.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
