import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addLlc,
  apiCalls,
  getInvestorSecret,
  health,
  login,
  recordBatch,
  recordLlcExpense,
  recordPropertyIncome,
  register,
  type ApiCall,
} from '../index';
import { buildOpenApiDocument } from './document';
import { inputKeys, refusalsOf } from './refusals';

/**
 * The document describes every call of the contract as the contract declares it. That every route
 * the server mounts is a call here (and the document is what GET /api/openapi.json serves) is
 * checked against the running server: ledger-service/src/infrastructure/http/openapi.int.test.ts.
 */
const document = buildOpenApiDocument();
const keyOf = (call: ApiCall) => `${call.method} ${call.path}`;

interface Operation {
  parameters?: { $ref?: string; name?: string; in?: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
}
interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
}

const operationOf = (call: ApiCall): Operation => {
  const operation = (document.paths?.[call.path] as Record<string, Operation> | undefined)?.[call.method.toLowerCase()];
  if (!operation) throw new Error(`${keyOf(call)} is not in the document`);
  return operation;
};
const bodySchema = (call: ApiCall): JsonSchema => operationOf(call).requestBody!.content['application/json']!.schema;
const typesOf = (schema: JsonSchema | undefined): string[] =>
  [schema?.type ?? [], ...(schema?.anyOf ?? []).map((one) => one.type ?? [])].flat();

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    // As the server sends it: JSON.
    const sent: Record<string, unknown> = JSON.parse(JSON.stringify(document));
    const result = await validator.validate(sent);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Its version is drawn from its content: the same contract, the same version.
    expect(document.info.version).toMatch(/^[0-9a-f]{12}$/);
    expect(buildOpenApiDocument().info.version).toBe(document.info.version);
  });

  it('lists every call of the contract and no other', () => {
    const listed = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(apiCalls.map(keyOf).sort());
  });

  it.each(apiCalls.map((call) => [keyOf(call), call] as const))('%s has its query, body, answer, errors and security', (_name, call) => {
    const operation = operationOf(call);
    const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    expect(parameters.sort()).toEqual(inputKeys(call.query).sort());
    if (call.body) expect(Object.keys(bodySchema(call).properties ?? {}).sort()).toEqual(inputKeys(call.body).sort());
    else expect(operation.requestBody).toBeUndefined();

    const success = operation.responses[String(call.status ?? 200)];
    expect(success?.content?.[call.produces ?? 'application/json']?.schema).toBeTruthy();
    for (const status of refusalsOf(call))
      expect(operation.responses[String(status)]?.$ref, `${status}`).toMatch(/^#\/components\/responses\//);

    const signedIn = call.access !== 'public';
    expect(operation.security).toEqual(signedIn ? [{ bearerAuth: [] }] : []);
    if (signedIn) expect(Object.keys(operation.responses)).toContain('401');
    if (call.access === 'staff' || call.access === 'admin') expect(Object.keys(operation.responses)).toContain('403');
  });

  it('offers an Idempotency-Key on every POST that keeps its answer, and on no other call', () => {
    const withKey = apiCalls.filter((call) =>
      operationOf(call).parameters?.some((parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey'),
    );
    const posts = apiCalls.filter((call) => call.method === 'POST' && call.access !== 'public');
    expect(withKey.map(keyOf).sort()).toEqual(
      posts
        .map(keyOf)
        .filter(
          (key) => !['POST /auth/login', 'POST /auth/change_password', 'POST /auth/totp/enroll', 'POST /auth/totp/confirm'].includes(key),
        )
        .sort(),
    );
    expect(withKey.length).toBeGreaterThan(30);
  });

  it('offers read-your-writes on every call: X-Min-Log-Position in, X-Log-Position out of every POST', () => {
    for (const call of apiCalls) {
      const operation = operationOf(call);
      expect(operation.parameters?.map((parameter) => parameter.$ref)).toContain('#/components/parameters/MinLogPosition');
      const success = operation.responses[String(call.status ?? 200)]!;
      expect(Object.keys(success.headers ?? {}).sort()).toEqual(
        call.method === 'POST' ? ['X-Log-Position', 'X-Log-Position-Reached'] : ['X-Log-Position-Reached'],
      );
    }
  });

  it('says when to retry a 409 and a 429 (Retry-After), and describes the bearer token', () => {
    const responses = document.components?.responses as Record<string, { headers?: Record<string, unknown> }>;
    expect(Object.keys(responses.TooManyRequests?.headers ?? {})).toEqual(['Retry-After']);
    expect(Object.keys(responses.Conflict?.headers ?? {})).toEqual(['Retry-After']);
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('describes inputs as a client sends them: amounts in dollars (number or text), names as typed', () => {
    const income = bodySchema(recordPropertyIncome).properties!;
    expect(typesOf(income.amount).sort()).toEqual(['number', 'string']);
    expect(income.amount?.description).toMatch(/dollars/i);
    expect(typesOf(income.property_name)).toEqual(['string']);
    expect(income.property_name?.description).toMatch(/name/i);
    // An optional name may be null or absent: not required, and null allowed.
    expect(typesOf(income.loren_name)).toContain('null');
    expect(bodySchema(recordPropertyIncome).required).not.toContain('loren_name');
  });

  it('describes a batch item by the body of the call it names', () => {
    const items = bodySchema(recordBatch).properties!.items as JsonSchema & { items: { oneOf: JsonSchema[] } };
    const incomeItem = items.items.oneOf.find((item) => JSON.stringify(item.properties?.call).includes('"record_property_income"'));
    expect(Object.keys(incomeItem?.properties?.body?.properties ?? {}).sort()).toEqual(inputKeys(recordPropertyIncome.body).sort());
  });

  it('lists the errors each call can give', () => {
    expect(refusalsOf(health)).toEqual([]);
    expect(refusalsOf(login)).toEqual([400, 401, 413, 429]);
    expect(refusalsOf(register)).toEqual([400, 409, 413, 429]);
    // Adding a name that is taken is 409; an expense for an LLC that does not exist is 404.
    expect(refusalsOf(addLlc)).not.toContain(404);
    expect(refusalsOf(recordLlcExpense)).toEqual([400, 401, 403, 404, 409, 413, 429]);
    expect(refusalsOf(getInvestorSecret)).toEqual([400, 401, 403, 404, 409]);
    expect(refusalsOf(recordBatch)).toContain(501);
  });
});

/** Whether the schema, or any schema inside it, changes a value while parsing (a transform, a pipe, a default). */
const transforms = (schema: z.ZodTypeAny): boolean => {
  if (schema instanceof z.ZodEffects) return schema._def.effect.type !== 'refinement' || transforms(schema.innerType());
  if (schema instanceof z.ZodPipeline || schema instanceof z.ZodDefault || schema instanceof z.ZodCatch) return true;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return transforms(schema.unwrap());
  if (schema instanceof z.ZodObject) return Object.values(schema.shape as Record<string, z.ZodTypeAny>).some(transforms);
  if (schema instanceof z.ZodArray) return transforms(schema.element);
  if (schema instanceof z.ZodRecord) return transforms(schema.valueSchema);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) return (schema.options as z.ZodTypeAny[]).some(transforms);
  return false;
};

describe('answers', () => {
  it('carry no transforms, so the document describes them as the server sends them', () => {
    expect(apiCalls.filter((call) => transforms(call.response)).map(keyOf)).toEqual([]);
    expect(transforms(recordPropertyIncome.body)).toBe(true);
  });
});
