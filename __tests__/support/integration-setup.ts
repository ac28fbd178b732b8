// Integration tests start databases and run migrations: allow them a minute each.
jest.setTimeout(60_000);
