import type { TestProject } from "vitest/node";
import { createMigratedDatabase, startTestCluster } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseBaseUrl: string;
  }
}

/** Once per vitest run: a PostgreSQL cluster and a migrated template database the workers clone. */
export default async function setup(project: TestProject) {
  const cluster = await startTestCluster();
  await createMigratedDatabase(cluster.baseUrl, "notewell_vitest_template");
  project.provide("databaseBaseUrl", cluster.baseUrl);
  return async () => {
    await cluster.stop();
  };
}
