import type { NewLogEntry, PhoneState } from './engine-types';
import { TEST_NUMBERS, type PhoneBehaviour, type SandboxOptions } from './options';

/** The virtual phones: the hands-free test numbers, and any other number as it is first seen. */
export class Phones {
  private readonly phones = new Map<string, PhoneState>();

  constructor(
    private readonly options: SandboxOptions,
    private readonly log: (entry: NewLogEntry) => void,
  ) {
    this.seed();
  }

  /** Back to the test numbers alone, at their starting balances. */
  seed(): void {
    this.phones.clear();
    for (const [msisdn, spec] of Object.entries(TEST_NUMBERS)) {
      this.phones.set(msisdn, {
        msisdn,
        behaviour: spec.behaviour,
        balance: spec.balance ?? this.options.defaultBalance,
        wrongPins: 0,
      });
    }
  }

  get(msisdn: string): PhoneState {
    let phone = this.phones.get(msisdn);
    if (phone === undefined) {
      phone = { msisdn, behaviour: 'manual', balance: this.options.defaultBalance, wrongPins: 0 };
      this.phones.set(msisdn, phone);
    }
    return phone;
  }

  list(): PhoneState[] {
    return [...this.phones.values()].map((p) => ({ ...p }));
  }

  set(msisdn: string, changes: { behaviour?: PhoneBehaviour; balance?: number }): PhoneState {
    const phone = this.get(msisdn);
    if (changes.behaviour !== undefined) phone.behaviour = changes.behaviour;
    if (changes.balance !== undefined) phone.balance = changes.balance;
    this.log({ kind: 'event', message: `phone ${msisdn} set to ${phone.behaviour}, balance ${phone.balance}` });
    return { ...phone };
  }
}
