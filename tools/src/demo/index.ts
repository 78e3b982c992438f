/** What the browser tests take from the demo (`@portal/tools/demo`): the investors' sign-ins it creates. */
export { demoLogins } from './investors';
