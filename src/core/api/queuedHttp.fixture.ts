import * as z from 'zod/mini';
import type { HttpClient, Query } from './http.ts';

/**
 * A data API for tests that answers each GET from a queue of bodies (or errors), parsing them with the caller's
 * schema as the real client does; it records each GET's path and query.
 */
export function queuedHttpClient(answers: Array<unknown | Error>) {
  const paths: string[] = [];
  const queries: Array<Query | undefined> = [];
  const api: HttpClient = {
    url: (path) => path,
    post: () => Promise.reject(new Error('unused')),
    get: async (path, schema, query) => {
      paths.push(path);
      queries.push(query);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return z.parse(schema, answer);
    },
  };
  return { api, paths, queries };
}
