import { ENDPOINTS, ErrorResponse, SUCCESS_STATUS, type EndpointName } from '@tablecrawler/contract';

type Endpoints = typeof ENDPOINTS;
type Field<E, K extends string> = E extends { readonly [P in K]: infer S } ? S : undefined;
type SuccessStatus<N extends EndpointName> = (typeof SUCCESS_STATUS)[Endpoints[N]['method']];

export interface EndpointRoute<N extends EndpointName> {
  method: Endpoints[N]['method'];
  url: string;
  schema: {
    body: Field<Endpoints[N], 'body'>;
    querystring: Field<Endpoints[N], 'query'>;
    params: Field<Endpoints[N], 'params'>;
    response: { [S in SuccessStatus<N>]: Endpoints[N]['response'] } & { '4xx': typeof ErrorResponse; '5xx': typeof ErrorResponse };
  };
  config: {
    endpoint: N;
    auth: boolean;
    encryptedRequest: readonly string[];
    encryptedResponse: readonly string[];
    multipart: boolean;
  };
}

/**
 * Route options for a contract endpoint, relative to the plugin's prefix: method, url, the contract's
 * schemas for body/query/params and every response status, and its auth/encryption declarations.
 * Usage: `app.route({ ...endpointRoute(app.prefix, 'signIn'), handler })`.
 */
export function endpointRoute<N extends EndpointName>(prefix: string, name: N): EndpointRoute<N> {
  const e = ENDPOINTS[name] as Endpoints[N] & { body?: unknown; query?: unknown; params?: unknown; encryptedRequest?: readonly string[]; encryptedResponse?: readonly string[]; multipart?: boolean };
  if (!e.path.startsWith(prefix)) throw new Error(`endpoint ${name} (${e.path}) is not under the prefix "${prefix}"`);
  const schema: Record<string, unknown> = {
    response: { [SUCCESS_STATUS[e.method]]: e.response, '4xx': ErrorResponse, '5xx': ErrorResponse },
  };
  if (e.body !== undefined) schema['body'] = e.body;
  if (e.query !== undefined) schema['querystring'] = e.query;
  if (e.params !== undefined) schema['params'] = e.params;
  return {
    method: e.method,
    url: e.path.slice(prefix.length) || '/',
    schema: schema as EndpointRoute<N>['schema'],
    config: {
      endpoint: name,
      auth: e.auth,
      encryptedRequest: e.encryptedRequest ?? [],
      encryptedResponse: e.encryptedResponse ?? [],
      multipart: e.multipart ?? false,
    },
  };
}
