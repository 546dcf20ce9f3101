/** CLI: node --import tsx tests/fake-openai/main.ts --port 0 --api-key KEY → prints {"port":N}. */
import { startFakeOpenAi } from "./server.ts";

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const fake = await startFakeOpenAi({
  apiKey: arg("api-key") ?? process.env.FAKE_OPENAI_API_KEY ?? "sk-test",
  port: Number(arg("port") ?? 0),
  tokenDelayMs: arg("token-delay") ? Number(arg("token-delay")) : undefined,
});
console.log(JSON.stringify({ port: fake.port }));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
