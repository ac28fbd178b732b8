/**
 * next-intl under jest: components read the English catalogue, as the shop's English pages do, with
 * no provider to set up in each test. Kiswahili is checked by the catalogue tests and the journeys.
 */
import type { ReactNode } from 'react';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';

export const useLocale = () => 'en';

export function useTranslations(namespace?: string) {
  return createTranslator({ locale: 'en', messages: en, namespace: namespace as never, timeZone: 'Africa/Nairobi' });
}

export function NextIntlClientProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
