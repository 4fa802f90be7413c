import { API_PREFIXES, ENDPOINTS, ErrorResponse } from '@tablecrawler/contract';
import { createTestApp } from '../../test/harness';
import { endpointRoute } from './endpoint-route';

describe('endpointRoute', () => {
  it('takes method, path relative to the prefix, schemas and declarations from ENDPOINTS', () => {
    const route = endpointRoute(API_PREFIXES.users, 'verifyEmail');
    expect(route.method).toBe('POST');
    expect(route.url).toBe('/auth/:verificationId/verify-email');
    expect(route.schema.body).toBe(ENDPOINTS.verifyEmail.body);
    expect(route.schema.params).toBe(ENDPOINTS.verifyEmail.params);
    expect(route.schema.response).toEqual({ 201: ENDPOINTS.verifyEmail.response, '4xx': ErrorResponse, '5xx': ErrorResponse });
    expect(route.config).toEqual({ endpoint: 'verifyEmail', auth: false, encryptedRequest: [], encryptedResponse: [], multipart: false });
    expect('querystring' in route.schema).toBe(false);

    expect(endpointRoute(API_PREFIXES.users, 'signUp').config.encryptedRequest).toEqual(['password', 'profile.gender']);
    expect(endpointRoute(API_PREFIXES.users, 'profile').config).toMatchObject({ auth: true, encryptedResponse: ['profile.email'] });
    expect(endpointRoute(API_PREFIXES.products, 'deleteFile').schema.response).toHaveProperty('204');
    expect(endpointRoute('', 'healthz').url).toBe('/healthz');
  });

  it('refuses an endpoint outside the prefix', () => {
    expect(() => endpointRoute(API_PREFIXES.payments, 'signIn')).toThrow('not under the prefix');
  });

  it('routes marked auth: true run authenticate before the handler: 401 without a valid bearer token', async () => {
    const t = await createTestApp();
    try {
      for (const authorization of [undefined, 'Bearer x.y.z', 'Basic dXNlcjpwYXNz']) {
        const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.validate.path, headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Sign-in required' });
      }
    } finally {
      await t.close();
    }
  });
});
