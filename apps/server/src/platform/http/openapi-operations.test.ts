import { describe, expect, it } from 'vitest';
import { completeOperations, operationIdOf } from './openapi-operations.ts';

describe('operationIdOf', () => {
  it('names an operation by its method and path words, its trailing parameters as By…And…', () => {
    expect(operationIdOf('GET', '/api/account')).toBe('getAccount');
    expect(operationIdOf('delete', '/api/account/api-credentials/{id}')).toBe(
      'deleteAccountApiCredentialsById',
    );
    expect(operationIdOf('get', '/api/v2/ocr/{analysisId}')).toBe('getOcrByAnalysisId');
    expect(operationIdOf('post', '/api/operations/{operationUuid}/resend')).toBe(
      'postOperationsResend',
    );
    expect(
      operationIdOf('get', '/api/operations/{operationUuid}/files/{kind}/{documentUuid}'),
    ).toBe('getOperationsFilesByKindAndDocumentUuid');
    expect(operationIdOf('get', '/api/operations/export.csv')).toBe('getOperationsExportCsv');
  });
});

describe('completeOperations', () => {
  it('gives each operation its id, its scope’s security and the error answers its route can give', () => {
    const paths: Record<string, Record<string, unknown>> = {
      '/api/things/{thingId}': {
        post: {
          'x-confirma-access': 'signer',
          requestBody: { content: {} },
          responses: { 200: { description: 'ok' }, 409: { description: 'inline' } },
        },
      },
      '/api/health': { get: { 'x-confirma-access': 'anonymous', responses: {} } },
    };
    const used = completeOperations(paths);
    const post = paths['/api/things/{thingId}']?.post as {
      operationId: string;
      security: unknown;
      responses: Record<string, unknown>;
    };
    expect(post).not.toHaveProperty('x-confirma-access');
    expect(post.operationId).toBe('postThingsByThingId');
    expect(post.security).toEqual([{ signerToken: [] }]);
    expect(Object.keys(post.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '429',
    ]);
    expect(post.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    // A signer's call is counted: its answer carries RateLimit-*.
    expect(Object.keys((post.responses['200'] as { headers: object }).headers)).toEqual([
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
    ]);
    const health = paths['/api/health']?.get as Record<string, unknown>;
    expect(health.security).toEqual([]);
    expect([...used].sort()).toEqual([400, 401, 403, 404, 409, 413, 415, 429]);
  });

  it('refuses two operations with one operationId', () => {
    const paths = {
      '/api/a': { get: { operationId: 'same', responses: {} } },
      '/api/b': { get: { operationId: 'same', responses: {} } },
    };
    expect(() => completeOperations(paths)).toThrow(
      "GET /api/b and GET /api/a have the same operationId 'same'",
    );
  });
});
