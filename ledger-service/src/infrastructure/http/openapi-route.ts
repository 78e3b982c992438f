import { openApiDocument } from '@portal/contracts/api';
import { buildOpenApiDocument } from '@portal/contracts/openapi';
import { SerialisedJson, type ApiRouter } from './api-router';

/**
 * GET /api/openapi.json: the API described (docs/api.md). Built once, when the app is created at
 * start, and kept serialised (and compressed per encoding) like a kept answer. Its version is drawn
 * from its content, so it is its ETag: a client revalidates on each use (`no-cache`) and gets 304
 * until the server runs another contract.
 */
export const addOpenApiDocument = (add: ApiRouter['add']): void => {
  const document = buildOpenApiDocument();
  const answer = SerialisedJson.of(document);
  const etag = `"${document.info.version}"`;
  add(openApiDocument, async (_input, ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', etag);
    if (ctx.fresh) ctx.status = 304;
    return answer;
  });
};
