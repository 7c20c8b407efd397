// Brings up the integration tests' PostgreSQL (TEST_DATABASE_URL, or an embedded server) once for the whole run.
import { startTestPostgres, type TestPostgres } from '../../scripts/test-postgres';

declare global {
  var __testPostgres: TestPostgres | undefined;
}

export default async function globalSetup(): Promise<void> {
  const pg = await startTestPostgres();
  globalThis.__testPostgres = pg;
  // Test files read it; workers and --runInBand both see the parent's environment.
  process.env.TEST_DATABASE_URL = pg.url;
}
