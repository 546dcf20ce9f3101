import { http, HttpResponse } from "msw";
import { REGION_URLS } from "../../contract/speech-regions.ts";

/**
 * msw handlers for AssemblyAI's HTTP API: the temporary streaming-token endpoint the admin connection test
 * calls (`GET https://streaming.assemblyai.com/v3/token`, key in `Authorization` as it is, no Bearer), on the
 * host of each region (contract/speech-regions.ts). Answers like the real service (and like tests/fake-stt):
 * 401 for a missing or wrong key, 400 for a bad `expires_in_seconds`.
 */
export const ASSEMBLYAI_TEST_KEY = "aai-test-key-0123456789";

/** The token endpoint on every region's streaming host. */
const ASSEMBLYAI_TOKEN_URLS = Object.values(REGION_URLS).map((url) => `https://${new URL(url).host}/v3/token`);

export function assemblyaiHandlers(options: { apiKey?: string; urls?: string[] } = {}) {
  const apiKey = options.apiKey ?? ASSEMBLYAI_TEST_KEY;
  return (options.urls ?? ASSEMBLYAI_TOKEN_URLS).map((url) =>
    http.get(url, ({ request }) => {
      const key = request.headers.get("authorization");
      if (key !== apiKey) {
        return HttpResponse.json(
          { error: key === null ? "Missing Authorization header" : "Invalid API key" },
          { status: 401 },
        );
      }
      const expiresIn = Number(new URL(request.url).searchParams.get("expires_in_seconds"));
      if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > 600) {
        return HttpResponse.json({ error: "expires_in_seconds must be an integer from 1 to 600" }, { status: 400 });
      }
      return HttpResponse.json({ token: `temporary-${crypto.randomUUID()}`, expires_in_seconds: expiresIn });
    }),
  );
}

/** The token endpoint unreachable (connection refused, DNS failure…), in every region. */
export const assemblyaiUnreachable = ASSEMBLYAI_TOKEN_URLS.map((url) => http.get(url, () => HttpResponse.error()));
