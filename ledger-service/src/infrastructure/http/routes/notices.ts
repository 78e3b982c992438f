import { sendTestEmail } from '@portal/contracts/api';
import { sendTestMail, type Mail } from '../../../areas/notices/mail';
import { apiRouter, type ApiRouterOptions } from '../api-router';

/** Mail: the administrator's check of the mail settings (docs/notices.md). */
export const noticeRoutes = (deps: { mail: Mail; api: ApiRouterOptions }) => {
  const { router, add } = apiRouter(deps.api);
  add(sendTestEmail, ({ body }) => sendTestMail(deps.mail, body.to));
  return router;
};
