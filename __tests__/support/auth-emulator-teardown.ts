export default async function teardown(): Promise<void> {
  await (globalThis as { __micheAuthEmulator?: { stop(): Promise<void> } }).__micheAuthEmulator?.stop();
}
