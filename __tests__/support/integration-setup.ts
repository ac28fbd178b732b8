// Not a React hook, whatever its name: it sets the app's SMS gateway.
import { useSmsSender as installSmsSender } from '@/lib/server/services/deps';

// Integration tests start databases and run migrations: allow them a minute each.
jest.setTimeout(60_000);

// SMS go nowhere unless a suite installs a gateway of its own (the Africa's Talking stand-in): never
// to a developer's running stand-in on the default port.
installSmsSender({ send: () => Promise.resolve({ ok: true, messageId: `test-${Math.random().toString(36).slice(2)}` }) });
