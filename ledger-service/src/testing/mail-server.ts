import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startTestServer, testAdmin } from './test-server';

/** A mail the test server took: to whom (the envelope), and the message as mailparser reads it. */
export interface ReceivedMail {
  to: string[];
  mail: ParsedMail;
}

const refusal = (code: number, message: string): SMTPServerError => Object.assign(new Error(message), { responseCode: code });

/**
 * A real SMTP server in the test's own process (smtp-server), reading what it takes with mailparser.
 * `refuseNext` makes the next messages it is sent be refused at the end of DATA with a code of the
 * test's choosing (451: try again later, 550: never). It asks for a login, as a firm's server does.
 */
export const startMailServer = async () => {
  const received: ReceivedMail[] = [];
  const refusals: { code: number; message: string }[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === 'portal' && auth.password === 'mail-secret'
        ? callback(null, { user: auth.username })
        : callback(refusal(535, '5.7.8 Authentication failed')),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refused = refusals.shift();
        if (refused) return callback(refusal(refused.code, refused.message));
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
            for (const wake of waiters) wake();
            callback(null);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    /** SMTP_URL for the portal, with the login this server takes. */
    url: `smtp://portal:mail-secret@127.0.0.1:${port}`,
    port,
    received,
    /** The next `times` messages are refused at the end of DATA with this code and words. */
    refuseNext: (code: number, message: string, times = 1) => {
      for (let i = 0; i < times; i += 1) refusals.push({ code, message });
    },
    /** Resolves once the server has taken `count` messages in all; fails after `timeoutMs`. */
    waitFor: (count: number, timeoutMs = 10_000) =>
      new Promise<ReceivedMail[]>((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`The mail server took ${received.length} messages, not ${count}, within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type TestMailServer = Awaited<ReturnType<typeof startMailServer>>;

/**
 * A test mail server and a test server that sends its mail there (with links to https://portal.test),
 * the admin of testAdmin signed in. `options.mail` adds to or replaces those mail settings.
 */
export const startTestServerWithMail = async (options: Parameters<typeof startTestServer>[0] = {}) => {
  const mailServer = await startMailServer();
  const api = await startTestServer({
    ...options,
    mail: {
      smtp: { smtpUrl: mailServer.url, from: 'Test Portal <portal@portal.test>' },
      publicUrl: 'https://portal.test',
      ...options.mail,
    },
  });
  const admin = await api.loginAs(testAdmin.username, testAdmin.password);
  return { mailServer, api, admin };
};
