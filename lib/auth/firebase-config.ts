/** Firebase's public web config (spec section 7), plus where the Auth emulator is when one is used. */
export interface FirebasePublicConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
  measurementId?: string;
  /** `http://127.0.0.1:9099` locally and in tests; absent in production. */
  emulatorUrl?: string;
}
