// Stops the embedded PostgreSQL of global-setup.ts (a server named by TEST_DATABASE_URL is left running).
export default async function globalTeardown(): Promise<void> {
  await globalThis.__testPostgres?.stop();
}
