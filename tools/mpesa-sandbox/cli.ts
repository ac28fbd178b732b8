// `npm run sandbox`: the local Daraja stand-in on its own. A tool, not the app, so it reads its own flags
// and environment variables.
import { parseArgs } from 'node:util';
import { DEFAULT_OPTIONS, TEST_NUMBERS, startSandbox, type SandboxOptions } from './server';

const HELP = `Local M-Pesa (Daraja) sandbox with a virtual phone.

Usage: npm run sandbox -- [options]

  --host <host>                  default 127.0.0.1 (env MPESA_SANDBOX_HOST)
  --port <port>                  default 4010 (env MPESA_SANDBOX_PORT); 0 picks a free port
  --consumer-key <key>           default ${DEFAULT_OPTIONS.consumerKey}
  --consumer-secret <secret>     default ${DEFAULT_OPTIONS.consumerSecret}
  --shortcode <code>             default ${DEFAULT_OPTIONS.shortcode}
  --passkey <passkey>            default Safaricom's public sandbox passkey
  --till <number>                Till number accepted for CustomerBuyGoodsOnline (default none)
  --pin <pin>                    PIN that approves on the virtual phone, default ${DEFAULT_OPTIONS.pin}
  --business-name <name>         shown in prompts, default ${DEFAULT_OPTIONS.businessName}
  --amount-limit <kes>           default ${DEFAULT_OPTIONS.amountLimit}
  --token-lifetime <seconds>     default ${DEFAULT_OPTIONS.tokenLifetimeSeconds}
  --approve-delay-ms <ms>        hands-free numbers act after this, default ${DEFAULT_OPTIONS.approveDelayMs}
  --no-answer-timeout-ms <ms>    unanswered prompts end with 1037, default ${DEFAULT_OPTIONS.noAnswerTimeoutMs}
  --reject-delay-ms <ms>         2029 / 1001 arrive after this, default ${DEFAULT_OPTIONS.rejectDelayMs}
  --callback-delay-ms <ms>       default ${DEFAULT_OPTIONS.callbackDelayMs}
  --callback-mode <mode>         once | drop | twice, default once
  --query-failure-rate <0..1>    transient HTTP 500 on STK queries, default 0.2 here (0 in tests)
  --max-requests-per-second <n>  spike arrest (500.003.02), default 0 = off
  --quiet                        do not log each request
  -h, --help
`;

function number(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`--${name} must be a number, got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'consumer-key': { type: 'string' },
      'consumer-secret': { type: 'string' },
      shortcode: { type: 'string' },
      passkey: { type: 'string' },
      till: { type: 'string' },
      pin: { type: 'string' },
      'business-name': { type: 'string' },
      'amount-limit': { type: 'string' },
      'token-lifetime': { type: 'string' },
      'approve-delay-ms': { type: 'string' },
      'no-answer-timeout-ms': { type: 'string' },
      'reject-delay-ms': { type: 'string' },
      'callback-delay-ms': { type: 'string' },
      'callback-mode': { type: 'string' },
      'query-failure-rate': { type: 'string' },
      'max-requests-per-second': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const mode = values['callback-mode'];
  if (mode !== undefined && mode !== 'once' && mode !== 'drop' && mode !== 'twice') {
    throw new Error('--callback-mode must be once, drop or twice');
  }
  const options: Partial<SandboxOptions> = {
    host: values.host ?? process.env.MPESA_SANDBOX_HOST ?? DEFAULT_OPTIONS.host,
    port: number('port', values.port ?? process.env.MPESA_SANDBOX_PORT) ?? DEFAULT_OPTIONS.port,
    consumerKey: values['consumer-key'],
    consumerSecret: values['consumer-secret'],
    shortcode: values.shortcode,
    passkey: values.passkey,
    tillNumber: values.till,
    pin: values.pin,
    businessName: values['business-name'],
    amountLimit: number('amount-limit', values['amount-limit']),
    tokenLifetimeSeconds: number('token-lifetime', values['token-lifetime']),
    approveDelayMs: number('approve-delay-ms', values['approve-delay-ms']),
    noAnswerTimeoutMs: number('no-answer-timeout-ms', values['no-answer-timeout-ms']),
    rejectDelayMs: number('reject-delay-ms', values['reject-delay-ms']),
    callbackDelayMs: number('callback-delay-ms', values['callback-delay-ms']),
    callbackMode: mode,
    // On its own the sandbox behaves like Safaricom, transient query failures included (reference a.5).
    queryFailureRate: number('query-failure-rate', values['query-failure-rate']) ?? 0.2,
    maxRequestsPerSecond: number('max-requests-per-second', values['max-requests-per-second']),
    logger: values.quiet ? undefined : (line: string) => process.stdout.write(`[mpesa-sandbox] ${line}\n`),
  };
  // Unset flags must not override defaults with undefined.
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<SandboxOptions>;
  const sandbox = await startSandbox(defined);
  process.stdout.write(
    `M-Pesa sandbox listening on ${sandbox.url}\n` +
      `  virtual phone: ${sandbox.url}/\n` +
      `  control API:   ${sandbox.url}/__sandbox/\n` +
      `  test numbers:  ${Object.entries(TEST_NUMBERS)
        .map(([n, s]) => `${n} ${s.note}`)
        .join('\n                 ')}\n`,
  );
  const stop = (signal: string) => {
    process.stdout.write(`\n${signal}: stopping the M-Pesa sandbox\n`);
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
