'use client';

import { createContext, useContext } from 'react';

/**
 * Whether someone is signed in, for the parts of the shop that only need to know that much (the
 * cart panel's checkout button). Until the accounts work provides a value, everyone is signed out.
 */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

const AuthStatusContext = createContext<AuthStatus>('signed-out');

export const AuthStatusProvider = AuthStatusContext.Provider;

export function useAuthStatus(): AuthStatus {
  return useContext(AuthStatusContext);
}
