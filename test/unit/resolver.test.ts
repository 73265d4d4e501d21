import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../logs';
import { INTERNAL_ERROR_MESSAGE } from '../../lambdas/shared/errors';
import { UNEXPECTED_ERROR_LOG_TEXT } from '../../schema/contract/handlerLogs';
import { isErrorOutcome } from '../../lambdas/shared/outcome';
import { handler as testimonials } from '../../lambdas/testimonials/handler';
import { dynamoMock, identities, invoke, REQUEST_ID, useHandlerTestEnvironment } from './helpers';

useHandlerTestEnvironment();

describe('outcome envelope', () => {
  it('wraps a result as { data }', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [] });
    const outcome = await invoke(testimonials, 'Query.listTestimonials', {}, identities.apiKey);
    expect(outcome).toEqual({ data: { items: [], nextToken: null } });
    expect(isErrorOutcome(outcome)).toBe(false);
  });

  it('turns an unexpected failure into a generic InternalError and logs it as one JSON entry', async () => {
    const logged = captureLogs();
    const failure = new Error('AccessDeniedException: arn:aws:dynamodb:secret-detail');
    dynamoMock.on(QueryCommand).rejects(failure);

    const outcome = await invoke(testimonials, 'Query.listTestimonials', {}, identities.apiKey);

    expect(outcome).toEqual({ errorType: 'InternalError', errorMessage: INTERNAL_ERROR_MESSAGE });
    expect(isErrorOutcome(outcome)).toBe(true);
    expect(JSON.stringify(outcome)).not.toContain('arn:aws');
    expect(logged.entry(UNEXPECTED_ERROR_LOG_TEXT)).toMatchObject({
      level: 'ERROR',
      requestId: REQUEST_ID,
      fieldName: 'listTestimonials',
      error: expect.objectContaining({
        name: 'Error',
        message: failure.message,
        stack: expect.stringContaining(failure.message),
      }),
    });
  });

  it('reports a field the handler does not resolve as an InternalError, logged', async () => {
    const logged = captureLogs();
    const outcome = await invoke(testimonials, 'Query.listPosts');
    expect(outcome).toEqual({ errorType: 'InternalError', errorMessage: INTERNAL_ERROR_MESSAGE });
    expect(logged.entry(UNEXPECTED_ERROR_LOG_TEXT)).toMatchObject({
      requestId: REQUEST_ID,
      fieldName: 'listPosts',
    });
  });

  it('routes on the parent type too: Mutation.listTestimonials is not Query.listTestimonials', async () => {
    captureLogs();
    const outcome = await invoke(testimonials, 'Mutation.listTestimonials');
    expect(outcome).toMatchObject({ errorType: 'InternalError' });
    expect(dynamoMock.calls()).toHaveLength(0);
  });

  it('fails safely when the environment lacks a table name (nothing sent)', async () => {
    captureLogs();
    vi.stubEnv('TESTIMONIAL_TABLE', '');
    const outcome = await invoke(testimonials, 'Query.listTestimonials');
    expect(outcome).toMatchObject({ errorType: 'InternalError' });
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});
