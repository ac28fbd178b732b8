'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

type Notice = { kind: 'success' | 'error'; text: string } | null;

const NoticeContext = createContext<(notice: Notice) => void>(() => {});

/**
 * The sowing page's one message after a batch is marked: the batch's row leaves its table when the
 * page refreshes, taking the row's own message with it, so the answer shows here, at the foot of the
 * screen where a thumb just tapped, and is read out by screen readers.
 */
export function SowingNoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <NoticeContext.Provider value={setNotice}>
      {children}
      <div role="status" className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-center print:hidden" data-testid="sowing-notice">
        {notice && (
          <p
            className={`pointer-events-auto flex max-w-xl items-center gap-3 rounded-lg p-3 shadow-lg ${notice.kind === 'success' ? 'bg-brand-soft text-brand' : 'bg-danger-soft text-danger'}`}
          >
            <span>{notice.text}</span>
            <button type="button" className="inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-2 underline" onClick={() => setNotice(null)}>
              Close
            </button>
          </p>
        )}
      </div>
    </NoticeContext.Provider>
  );
}

export const useSowingNotice = () => useContext(NoticeContext);
