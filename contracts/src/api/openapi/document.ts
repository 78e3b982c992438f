import {
  extendZodWithOpenApi,
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { batchableCalls, maxBatchItems, recordBatch } from '../batches';
import { callsKeepingNoAnswer } from '../auth';
import type { ApiCall } from '../call';
import { apiAreas } from '../index';
import { refusalsOf, type ErrorStatus } from './refusals';

export { inputKeys, refusalsOf, type ErrorStatus } from './refusals';

// The generator names query parameters through zod's `.openapi()`, which this adds to zod's schemas. Only
// processes that describe the API load this module (the server, tests); the web app never does.
extendZodWithOpenApi(z);

/**
 * The API as an OpenAPI 3.1 document, generated from the contract (docs/api.md): every call with
 * its query, body, answer and errors. The library describes a schema with transforms by what goes
 * in (it unwraps each transform and pipe to its input side), which is what a client sends: amounts
 * as dollars, names as typed. Answers carry no transforms (document.test.ts), so what is described
 * is what the server sends.
 */
export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const errorResponses: Record<ErrorStatus, { name: string; description: string; retryAfter?: true }> = {
  400: { name: 'BadRequest', description: 'Bad input: the message names the field. Nothing was recorded.' },
  401: {
    name: 'Unauthorized',
    description: 'No token, a bad or expired one, or a session that ended; signing in: wrong credentials or a code needed.',
  },
  403: { name: 'Forbidden', description: 'Signed in, but not allowed to make this call (or a wrong current password or code).' },
  404: { name: 'NotFound', description: 'A name, year or record id the call refers to does not exist.' },
  409: {
    name: 'Conflict',
    description:
      'A rule or a concurrent change refused it, or the Idempotency-Key was used for another request (or is still running: Retry-After).',
    retryAfter: true,
  },
  410: {
    name: 'Gone',
    description: 'What was there is no more: a statement whose investor’s personal data was erased, a used or expired reset link.',
  },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than 100 kB (1 MB for a batch).' },
  429: { name: 'TooManyRequests', description: 'Too many requests in a short time: wait the seconds Retry-After says.', retryAfter: true },
  501: { name: 'NotImplemented', description: 'This deployment cannot do it (a batch needs the PostgreSQL event store).' },
  502: { name: 'BadGateway', description: 'The mail server refused, in its own words (message), or could not be reached.' },
};

type BatchItemSchema = z.ZodObject<{ call: z.ZodLiteral<string>; body: z.ZodTypeAny }>;

/**
 * A batch's items described each by its own call's body: the contract takes any object as `body` and
 * the server checks it against the call `call` names, which is what a client must send.
 */
const batchBody = z.object({
  items: z
    .array(
      z.discriminatedUnion(
        'call',
        batchableCalls.map((call): BatchItemSchema =>
          z.object({ call: z.literal(call.path.slice('/admin/'.length)), body: call.body }),
        ) as [BatchItemSchema, BatchItemSchema, ...BatchItemSchema[]],
      ),
    )
    .min(1)
    .max(maxBatchItems),
});

/** A PDF is bytes, which no zod schema describes: the answer is said to be binary. */
const pdfSchema = z.string().openapi({ format: 'binary' });

const successText = { 200: 'OK', 201: 'Created', 202: 'Accepted: it goes on after this answer' } as const;

/** Each business area's heading; a new area is a type error here until it has one. */
const tagOf: Record<keyof typeof apiAreas, string> = {
  service: 'Service',
  auth: 'Sign-in and users',
  auditors: 'Auditors',
  investorReports: 'Investor reports',
  properties: 'Properties',
  llcs: 'LLCs and partners',
  investors: 'Investors',
  batches: 'Batches',
  landContracts: 'Land contracts',
  voids: 'Deletes',
  maintenance: 'Maintenance',
  notices: 'Mail',
  periods: 'Closed periods',
  restatements: 'Restatements',
  statements: 'Statements',
  personalData: 'Personal data',
  distributions: 'Distributions',
  adminReports: 'Admin reports',
  taxReports: 'Tax reports',
  audit: 'Audit trail',
};

const areas = Object.keys(apiAreas) as (keyof typeof apiAreas)[];

const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' && value !== null && 'method' in value && 'response' in value;

const ref = (kind: 'responses' | 'parameters' | 'headers', name: string) => ({ $ref: `#/components/${kind}/${name}` });

const operationId = (call: ApiCall) =>
  `${call.method.toLowerCase()}${call.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`;

const route = (call: ApiCall, tag: string): RouteConfig => {
  const body = call === recordBatch ? batchBody : call.body;
  const success: ResponseConfig = {
    description: call.produces ? `${successText[call.status ?? 200]}: the download` : successText[call.status ?? 200],
    headers: {
      'X-Log-Position-Reached': ref('headers', 'LogPositionReached'),
      ...(call.method === 'POST' ? { 'X-Log-Position': ref('headers', 'LogPosition') } : {}),
    },
    content: { [call.produces ?? 'application/json']: { schema: call.produces === 'application/pdf' ? pdfSchema : call.response } },
  };
  const errors = refusalsOf(call).map((status) => [String(status), ref('responses', errorResponses[status].name)] as const);
  const answers: RouteConfig['responses'] = { [String(call.status ?? 200)]: success, ...Object.fromEntries(errors) };
  if (call.path === '/healthz') answers['503'] = { description: 'Starting, or the database does not answer', content: success.content };
  const idempotent = call.method === 'POST' && call.access !== 'public' && !callsKeepingNoAnswer.includes(call);
  return {
    method: call.method.toLowerCase() as RouteConfig['method'],
    path: call.path,
    operationId: operationId(call),
    tags: [tag],
    ...(call.title ? { summary: call.title } : {}),
    security: call.access === 'public' ? [] : [{ bearerAuth: [] }],
    parameters: [...(idempotent ? [ref('parameters', 'IdempotencyKey')] : []), ref('parameters', 'MinLogPosition')],
    request: {
      // A query is always an object schema, refined at most (the library's type asks for that).
      ...(call.query ? { query: call.query as NonNullable<RouteConfig['request']>['query'] } : {}),
      ...(body ? { body: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    },
    responses: answers,
    'x-access': call.access,
  };
};

/** The document with an empty `info.version`. */
const describeCalls = (): OpenApiDocument => {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The `access_token` of POST /auth/login, as `Authorization: Bearer <token>`. It expires after TOKEN_TTL (8 hours unless configured).',
  });
  // Every error answer: `message`, and the fields a client acts on where a call gives them.
  registry.registerComponent('schemas', 'Error', {
    type: 'object',
    required: ['message'],
    properties: {
      message: { type: 'string', description: 'What was refused and why, in words a person reads.' },
      otp_required: { type: 'boolean', description: 'Signing in: this user has two-factor sign-in on; send `otp` too.' },
      totp_enrollment_required: {
        type: 'boolean',
        description: 'REQUIRE_ADMIN_TOTP: the administrator must turn on two-factor sign-in first.',
      },
      index: { type: 'integer', description: 'A batch: the item (from 0) that refused it.' },
    },
  });
  registry.registerComponent('parameters', 'IdempotencyKey', {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Any 1 to 255 visible ASCII characters, new for each change. A retry with the same key and body gets the first answer again ' +
      '(with `Idempotent-Replayed: true`) and records nothing twice; the same key with another body is 409. Kept 24 hours.',
    schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
  });
  // Read-your-writes where several API processes answer (docs/scale-out.md).
  const position = { type: 'string', pattern: '^[0-9]+\\.[0-9]+$' } as const;
  registry.registerComponent('parameters', 'MinLogPosition', {
    name: 'X-Min-Log-Position',
    in: 'header',
    required: false,
    description:
      'The last `X-Log-Position` the client was given: the call is answered once the read models of the process answering show that ' +
      'write, or after 5 seconds all the same (then with `X-Log-Position-Reached: false`).',
    schema: position,
  });
  registry.registerComponent('headers', 'LogPosition', {
    description:
      'Where the log stands after what this call recorded (absent when it recorded nothing): send it back as X-Min-Log-Position.',
    schema: position,
  });
  registry.registerComponent('headers', 'LogPositionReached', {
    description:
      'With X-Min-Log-Position: `true` when the read models had reached it, `false` when the answer may not show that write yet.',
    schema: { type: 'string', enum: ['true', 'false'] },
  });
  for (const { name, description, retryAfter } of Object.values(errorResponses)) {
    registry.registerComponent('responses', name, {
      description,
      ...(retryAfter
        ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  }
  for (const area of areas) {
    for (const call of Object.values(apiAreas[area]).filter(isCall)) registry.registerPath(route(call, tagOf[area]));
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Investor portal API',
      version: '',
      description:
        'The investor portal and back office, as its web app calls it. Sign in with POST /auth/login and send the token as a bearer token; ' +
        'amounts are dollars with at most 2 decimals both ways (the server keeps whole cents). Errors are JSON `{message}`.',
    },
    tags: areas.map((area) => ({ name: tagOf[area] })),
  });
};

/**
 * Builds the document; the server builds it once at start (http/app.ts). Its `info.version` is drawn
 * from its own content (the first 12 hex digits of its SHA-256), so it changes exactly when a call
 * changes and a client's generator can tell whether it has the current one.
 */
export const buildOpenApiDocument = (): OpenApiDocument => {
  const unversioned = describeCalls();
  const version = createHash('sha256').update(JSON.stringify(unversioned)).digest('hex').slice(0, 12);
  return { ...unversioned, info: { ...unversioned.info, version } };
};
