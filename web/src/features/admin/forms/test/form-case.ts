/** One admin record form driven through the page: what to fill, what must be sent, what is said. */
export interface FormCase {
  action: string;
  title: string;
  fields: Record<string, string>;
  path: string;
  payload: Record<string, unknown>;
  answer?: unknown;
  alert: string;
  failureLog: string;
}
