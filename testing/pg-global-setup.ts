import type { TestProject } from 'vitest/node';
import type {} from '@portal/projections/testing';
import { startScratchPostgres } from '@portal/ledger-service/testing';

/**
 * Starts one embedded PostgreSQL for the whole test run (or uses TEST_DATABASE_URL). Each test file
 * then makes its own database with createTestDatabase(), so files run in parallel in isolation.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('pgAdminUrl', external);
    return;
  }
  const postgres = await startScratchPostgres({ name: 'test', maxConnections: 300 });
  project.provide('pgAdminUrl', postgres.url);
  return postgres.stop;
}
