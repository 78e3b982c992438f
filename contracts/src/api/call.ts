import { z } from 'zod';

/**
 * One call of the HTTP API, declared once: the server builds its route from it (validating the input
 * and, in tests, every answer), the web types its fetchers and checks its forms with it, and the
 * browser tests and the demo send what it says. See docs/architecture.md.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make the call; the server enforces it (the web only hides what one may not do). The roles
 * and what each may do: docs/security.md (Roles).
 *
 * - `public`: anyone, signed in or not.
 * - `signedIn`: every signed-in user. A call naming an investor answers an investor for their own
 *   name only, and an administrator or an auditor for anyone (ledger-service/src/infrastructure/http/routes/reports/access.ts).
 * - `staff`: the back office's reads: administrators and auditors. Always a GET with a `title`
 *   (`StaffCall`), so no change can ever be declared readable by an auditor.
 * - `admin`: administrators only: every command, and every read that reveals a secret.
 */
export type Access = 'public' | 'signedIn' | 'staff' | 'admin';

interface CallFields {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /**
   * What the call reads, in the audit trail's words: an auditor's read of a call with a title is
   * noted there ("Auditor jane read LLC Taxes (/admin/llc_taxes?...)"), once per sign-in and query.
   */
  readonly title?: string;
  /** The query string, as strings in; parsed values out. */
  readonly query?: z.ZodTypeAny;
  /** The JSON body: what a client sends in (dollars), what the server works with out (cents). */
  readonly body?: z.ZodTypeAny;
  /** The answer's JSON (or, for a download, its text). */
  readonly response: z.ZodTypeAny;
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201 | 202;
  /** A download's media type; JSON unless said. */
  readonly produces?: 'text/csv' | 'application/pdf' | 'text/plain';
}

/** A back-office read that auditors may make too: a GET by type, taking no body, with its title. */
interface StaffCall extends CallFields {
  readonly access: 'staff';
  readonly method: 'GET';
  readonly title: string;
  readonly body?: undefined;
}

interface OtherCall extends CallFields {
  readonly access: Exclude<Access, 'staff'>;
}

export type ApiCall = StaffCall | OtherCall;

/** Declares a call, keeping its literal path and schemas in the type. */
export const defineCall = <const C extends ApiCall>(call: C): C => call;

type Out<S> = S extends z.ZodTypeAny ? z.output<S> : undefined;
type In<S> = S extends z.ZodTypeAny ? z.input<S> : undefined;

/** The parsed query and body a server handler receives. */
export type CallQuery<C extends ApiCall> = C extends { query: infer Q } ? Out<Q> : undefined;
export type CallBody<C extends ApiCall> = C extends { body: infer B } ? Out<B> : undefined;
/** What a client sends. */
export type CallQueryInput<C extends ApiCall> = C extends { query: infer Q } ? In<Q> : undefined;
export type CallBodyInput<C extends ApiCall> = C extends { body: infer B } ? In<B> : undefined;
/** What the call answers. */
export type CallResponse<C extends ApiCall> = z.output<C['response']>;

/** The answer of most commands: the success text a person reads. */
export const messageAnswer = z.object({ message: z.string() }).strict();

/** The answer of a record or add call: the success text and the new record's id. */
export const createdAnswer = z.object({ message: z.string(), id: z.string().uuid() }).strict();

type Path = `/${string}`;

/** An administrator's command: a POST of `body`, answered with its success text. */
export const adminCommand = <const P extends Path, B extends z.ZodTypeAny>(path: P, body: B) =>
  defineCall({ method: 'POST', path, access: 'admin', body, response: messageAnswer });

/** An administrator's command that adds something (a name, a property, a closed period): answered 201 with its success text. */
export const addCommand = <const P extends Path, B extends z.ZodTypeAny>(path: P, body: B) =>
  defineCall({ method: 'POST', path, access: 'admin', status: 201, body, response: messageAnswer });

/** A record call: an administrator's command that adds one ledger record, answered 201 with the record's id. */
export const recordCall = <const P extends Path, B extends z.ZodTypeAny>(path: P, body: B) =>
  defineCall({ method: 'POST', path, access: 'admin', status: 201, body, response: createdAnswer });

/** A back-office read (administrators and auditors): a GET of `path`, under `title` in the audit trail. */
export const staffRead = <
  const P extends Path,
  const T extends string,
  const R extends Pick<CallFields, 'query' | 'response' | 'produces'>,
>(
  path: P,
  title: T,
  read: R,
) => defineCall({ method: 'GET', path, access: 'staff', title, ...read });
