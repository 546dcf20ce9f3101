import type { RequestHandler } from "msw";
import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/**
 * The outside providers for this test file: msw answers their HTTP calls with the handlers given (one msw file
 * per vendor in tests/mocks/), for the whole file; a request no handler answers fails the test. `server.use()`
 * overrides a handler for one test (reset after each).
 */
export function mockProviders(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
